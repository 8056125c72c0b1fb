import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { reconcile } from './reconcile.js';
import { razorpaySettlements } from './settlements.js';
import { sampleInvoice } from './test-fixtures/sample-invoices.js';
import type { AddressInfo } from 'node:net';

/** Razorpay's settlement recon report, as a local stand-in serves it: Basic auth, amounts in paise. */
describe('settlements from Razorpay through its SDK', () => {
  let server: Server;
  let url = '';
  const calls: string[] = [];
  const KEY = 'rzp_test_settle';
  const SECRET = 'settle-secret';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://stand-in');
      calls.push(`${req.method} ${u.pathname}?${u.searchParams.toString()}`);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`) {
        return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (u.pathname !== '/v1/settlements/recon/combined')
        return json(404, { error: { code: 'NOT_FOUND', description: 'no such endpoint' } });
      const day = `${u.searchParams.get('year')}-${u.searchParams.get('month')}-${u.searchParams.get('day')}`;
      const items =
        day === '2026-11-20'
          ? [
              { entity_id: 'pay_A', type: 'payment', amount: 2_500_000, fee: 59_000, tax: 9_000, settlement_id: 'setl_1' },
              { entity_id: 'rfnd_B', type: 'refund', amount: 150_000, fee: 0, tax: 0, settlement_id: 'setl_1' },
              { entity_id: 'pay_C', type: 'payment', amount: '150000', fee: '3540', tax: '540', settlement_id: 'setl_1' },
            ]
          : [];
      json(200, { entity: 'collection', count: items.length, items });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = (secret: string) =>
    loadConfig({
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY,
      RAZORPAY_KEY_SECRET: secret,
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      RAZORPAY_BASE_URL: url,
    });

  it("reads a day's settled payments, leaving out refunds", async () => {
    const items = await razorpaySettlements(config(SECRET)).forDay('2026-11-20');
    expect(items).toEqual([
      { paymentId: 'pay_A', amountPaise: 2_500_000, feePaise: 59_000, taxPaise: 9_000, settlementId: 'setl_1' },
      { paymentId: 'pay_C', amountPaise: 150_000, feePaise: 3_540, taxPaise: 540, settlementId: 'setl_1' },
    ]);
    expect(calls.at(-1)).toMatch(/^GET \/v1\/settlements\/recon\/combined\?.*year=2026.*month=11.*day=20/);
  });

  it('answers 503 when the gateway refuses, without leaking its answer', async () => {
    await expect(razorpaySettlements(config('wrong-secret')).forDay('2026-11-20')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});

describe('reconcile', () => {
  it('matches documents to settlements and names what is missing on either side', () => {
    const docs = [
      sampleInvoice('A', { id: 1, gatewayPaymentId: 'pay_A', totalPaise: 2_500_000 }),
      sampleInvoice('B', { id: 2, number: 'VH/26-27/000124', gatewayPaymentId: 'pay_B', totalPaise: 150_000 }),
      sampleInvoice('C', { id: 3, number: 'VH/26-27/000125', gatewayPaymentId: 'pay_C', totalPaise: 150_000 }),
      sampleInvoice('A', { id: 4, kind: 'credit_note', number: 'VHC/26-27/000001', gatewayPaymentId: 'pay_A', originalInvoiceId: 1 }),
    ];
    const settled = [
      { paymentId: 'pay_A', amountPaise: 2_500_000, feePaise: 59_000, taxPaise: 9_000, settlementId: 's1' },
      { paymentId: 'pay_C', amountPaise: 140_000, feePaise: 0, taxPaise: 0, settlementId: 's1' },
      { paymentId: 'pay_X', amountPaise: 99_900, feePaise: 0, taxPaise: 0, settlementId: 's1' },
    ];
    const { lines, summary } = reconcile(docs, settled);
    expect(Object.fromEntries(lines.map((l) => [l.payment_id, l.status]))).toEqual({
      pay_A: 'matched',
      pay_B: 'not_settled',
      pay_C: 'amount_differs',
      pay_X: 'no_invoice',
    });
    expect(summary).toMatchObject({ matched: 1, not_settled: 1, amount_differs: 1, no_invoice: 1, fees_paise: 68_000 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSurepassStandIn } from './surepass-stand-in.js';
import { RcProviderError, createSurepassProvider } from './surepass.js';
import { flagsOf } from './vehicle-record.js';

const TOKEN = 'test-surepass-token';
const CHALLAN_PATH = '/api/v1/rc/rc-challan-advanced';
let standIn: Awaited<ReturnType<typeof startSurepassStandIn>>;

beforeAll(async () => {
  standIn = await startSurepassStandIn(
    TOKEN,
    {
      MH12AB1234: {
        rc: {
          registration_date: '2019-03-14',
          owner_name: 'RAMESH PATIL',
          maker_description: 'MAHINDRA & MAHINDRA LTD',
          maker_model: '575 DI',
          registered_at: 'PUNE, Maharashtra',
          financer: 'SAHYADRI AUTO FINANCE',
          insurance_upto: '2026-10-01',
          fit_up_to: '2034-03-13',
          pucc_upto: '2026-12-31',
          tax_upto: 'LTT',
        },
        challans: [
          {
            number: 1,
            challan_number: 'MH/TRF/2024/045678',
            offense_details: 'Over speeding',
            challan_date: '2024-03-15',
            amount: '2,000',
            challan_status: 'Pending',
            court_challan: false,
          },
          {
            number: 2,
            challan_number: 'MH/TRF/2023/001122',
            offense_details: 'No helmet',
            challan_date: '2023-01-02',
            amount: '1000',
            challan_status: 'Paid',
            court_challan: false,
          },
        ],
      },
    },
    CHALLAN_PATH,
  );
});
afterAll(async () => {
  await standIn.close();
});

const provider = (over: { token?: string; timeoutMs?: number } = {}) =>
  createSurepassProvider({
    baseUrl: standIn.url,
    token: over.token ?? TOKEN,
    timeoutMs: over.timeoutMs ?? 2_000,
    challanPath: CHALLAN_PATH,
    now: () => new Date('2026-11-26T00:00:00Z'),
  });

describe('the Surepass registration adapter, against a stand-in of its documented API', () => {
  it('sends the documented requests and reads the RC, its validity dates and challans', async () => {
    standIn.requests.length = 0;
    const record = await provider().fetch('MH12AB1234');
    expect(standIn.requests.map((r) => [r.method, r.path, r.headers.authorization, r.body])).toEqual([
      ['POST', '/api/v1/rc/rc-full', `Bearer ${TOKEN}`, { id_number: 'MH12AB1234' }],
      ['POST', CHALLAN_PATH, `Bearer ${TOKEN}`, { rc_number: 'MH12AB1234' }],
    ]);
    expect(record).toMatchObject({
      source: 'surepass',
      registrationNumber: 'MH12AB1234',
      makerModel: 'MAHINDRA & MAHINDRA LTD 575 DI',
      insuranceUpto: '2026-10-01',
      fitnessUpto: '2034-03-13',
      pucUpto: '2026-12-31',
      taxUpto: null,
    });
    expect(record!.challans).toEqual([
      { challanNo: 'MH/TRF/2024/045678', date: '2024-03-15', offence: 'Over speeding', amount: 2000, pending: true },
      { challanNo: 'MH/TRF/2023/001122', date: '2023-01-02', offence: 'No helmet', amount: 1000, pending: false },
    ]);
    expect(flagsOf(record!, '2026-11-26')).toEqual([
      { kind: 'insurance_expired', date: '2026-10-01' },
      { kind: 'pending_challans', date: null, count: 1, amount: 2000 },
    ]);
  });

  it('answers null for a number the provider does not hold (422 verification_failed)', async () => {
    expect(await provider().fetch('DL3CAB0001')).toBeNull();
  });

  it('fails with the provider’s code on a refused token', async () => {
    const err = await provider({ token: 'wrong' })
      .fetch('MH12AB1234')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RcProviderError);
    expect((err as RcProviderError).status).toBe(401);
    expect((err as Error).message).toContain('unauthorized');
  });

  it('fails on a server error', async () => {
    standIn.next.push({
      status: 503,
      body: { data: null, status_code: 503, success: false, message: 'Source unavailable', message_code: 'source_down' },
    });
    const err = await provider()
      .fetch('MH12AB1234')
      .catch((e: unknown) => e);
    expect((err as RcProviderError).status).toBe(503);
  });

  it('gives up after its timeout when the provider does not answer', async () => {
    standIn.next.push({ status: 0, body: null, hang: true });
    const err = await provider({ timeoutMs: 200 })
      .fetch('MH12AB1234')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RcProviderError);
    expect((err as Error).message).toContain('no answer within 200 ms');
  });
});

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { signCheckout, signPaymentLink, signWebhook } from './signatures.js';
import type { AddressInfo } from 'node:net';

/*
 * A tiny local stand-in for the Razorpay REST API, for tests: the orders, payment links,
 * payments and refunds endpoints the adapter calls, HTTP Basic auth, amounts in paise, Razorpay's error shape.
 * Tests play the customer and Razorpay's side (payOrder, payLink, webhook) through it.
 */

type Json = Record<string, unknown>;

interface Order extends Json {
  id: string;
  amount: number;
  amount_paid: number;
  status: 'created' | 'attempted' | 'paid';
}
interface Payment extends Json {
  id: string;
  amount: number;
  status: 'captured' | 'failed';
  order_id: string;
}
interface Refund extends Json {
  id: string;
  amount: number;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
}
interface PaymentLink extends Json {
  id: string;
  amount: number;
  reference_id: string;
  status: 'created' | 'paid';
  short_url: string;
  order_id: string;
  payments: Array<{ payment_id: string; status: string; amount: number; plink_id: string }> | null;
}

export interface RazorpayStandIn {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Every API call received, as "METHOD /path". */
  calls: string[];
  /** While true, every connection is dropped without an answer: Razorpay unreachable. */
  outage: boolean;
  orders: Map<string, Order>;
  links: Map<string, PaymentLink>;
  refunds: Map<string, Refund>;
  /** The refund's bank leg ends: processed or failed (Razorpay then sends refund.processed / refund.failed). */
  settleRefund(refundId: string, status: 'processed' | 'failed'): void;
  /** The customer pays the order: a captured payment and the checkout's signature. */
  payOrder(orderId: string): { paymentId: string; signature: string };
  /** A declined attempt: the order stays payable. */
  failOrderAttempt(orderId: string): { paymentId: string };
  /** The customer pays the link: what Razorpay appends to the callback URL. */
  payLink(linkId: string): { paymentId: string; referenceId: string; status: string; signature: string };
  /** A signed webhook delivery for the given entities. */
  webhook(
    event: string,
    ids: { paymentId?: string; orderId?: string; linkId?: string; refundId?: string },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const keyId = `rzp_test_${randomBytes(6).toString('hex')}`;
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const calls: string[] = [];
  const orders = new Map<string, Order>();
  const links = new Map<string, PaymentLink>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();

  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string) =>
    send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed' } });

  async function readJson(req: IncomingMessage): Promise<Json> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Json) : {};
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    calls.push(`${req.method} ${path}`);
    const auth = Buffer.from(`${keyId}:${keySecret}`).toString('base64');
    if (req.headers.authorization !== `Basic ${auth}`) {
      return send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
    const [, version, collection, id, sub, subId] = path.split('/');
    if (version !== 'v1') return send(res, 404, { error: { code: 'NOT_FOUND', description: 'no such endpoint' } });

    // Refunds: POST /v1/payments/:id/refund, GET /v1/payments/:id/refunds/:refund_id.
    if (collection === 'payments' && id && sub) {
      const paid = payments.get(id);
      if (!paid) return badRequest(res, 'The id provided does not exist');
      if (req.method === 'POST' && sub === 'refund' && !subId) {
        const b = await readJson(req);
        const already = [...refunds.values()].filter((r) => r.payment_id === id && r.status !== 'failed').reduce((n, r) => n + r.amount, 0);
        const amount = b.amount === undefined ? paid.amount - already : b.amount;
        if (!Number.isInteger(amount) || (amount as number) < 100) return badRequest(res, 'The amount must be atleast INR 1.00');
        if (paid.status !== 'captured') return badRequest(res, 'Only captured payments can be refunded');
        if ((amount as number) + already > paid.amount)
          return badRequest(res, 'The refund amount provided is greater than amount captured');
        if (b.speed !== undefined && b.speed !== 'normal' && b.speed !== 'optimum')
          return badRequest(res, 'The selected speed is invalid.');
        const refund: Refund = {
          id: rid('rfnd'),
          entity: 'refund',
          amount: amount as number,
          currency: 'INR',
          payment_id: id,
          notes: b.notes ?? {},
          receipt: b.receipt ?? null,
          acquirer_data: { arn: null },
          created_at: now(),
          batch_id: null,
          status: 'pending',
          speed_processed: 'normal',
          speed_requested: b.speed ?? 'normal',
        };
        refunds.set(refund.id, refund);
        return send(res, 200, refund);
      }
      if (req.method === 'GET' && sub === 'refunds' && subId) {
        const r = refunds.get(subId);
        return r && r.payment_id === id ? send(res, 200, r) : badRequest(res, 'The id provided does not exist');
      }
      return send(res, 404, { error: { code: 'NOT_FOUND', description: 'no such endpoint' } });
    }

    if (req.method === 'POST' && collection === 'orders' && !id) {
      const b = await readJson(req);
      if (!Number.isInteger(b.amount) || (b.amount as number) < 100) return badRequest(res, 'The amount must be atleast INR 1.00');
      const order: Order = {
        id: rid('order'),
        entity: 'order',
        amount: b.amount as number,
        amount_paid: 0,
        amount_due: b.amount,
        currency: b.currency ?? 'INR',
        receipt: b.receipt ?? null,
        notes: b.notes ?? {},
        status: 'created',
        attempts: 0,
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === 'POST' && collection === 'payment_links' && !id) {
      const b = await readJson(req);
      if ([...links.values()].some((l) => l.reference_id === b.reference_id)) {
        return badRequest(res, `Payment Link with reference id ${String(b.reference_id)} already exists`);
      }
      const link: PaymentLink = {
        id: rid('plink'),
        amount: b.amount as number,
        amount_paid: 0,
        currency: 'INR',
        reference_id: String(b.reference_id ?? ''),
        description: b.description,
        customer: b.customer,
        callback_url: b.callback_url,
        callback_method: b.callback_method,
        notes: b.notes ?? {},
        status: 'created',
        short_url: `https://rzp.io/i/${randomBytes(5).toString('hex')}`,
        order_id: rid('order'),
        payments: null,
        created_at: now(),
      };
      links.set(link.id, link);
      return send(res, 200, link);
    }
    if (req.method === 'GET' && id) {
      const found =
        collection === 'orders'
          ? orders.get(id)
          : collection === 'payments'
            ? payments.get(id)
            : collection === 'payment_links'
              ? links.get(id)
              : undefined;
      return found ? send(res, 200, found) : badRequest(res, 'The id provided does not exist');
    }
    return send(res, 404, { error: { code: 'NOT_FOUND', description: 'no such endpoint' } });
  }

  const server = createServer((req, res) => {
    if (standIn.outage) {
      req.socket.destroy();
      return;
    }
    route(req, res).catch(() => badRequest(res, 'malformed request'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const newPayment = (orderId: string, amount: number, status: Payment['status']): Payment => {
    const p: Payment = {
      id: rid('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status,
      order_id: orderId,
      method: 'upi',
      captured: status === 'captured',
      created_at: now(),
    };
    payments.set(p.id, p);
    return p;
  };
  const mustGet = <T>(map: Map<string, T>, id: string, what: string): T => {
    const v = map.get(id);
    if (!v) throw new Error(`stand-in: no ${what} ${id}`);
    return v;
  };

  const standIn: RazorpayStandIn = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    calls,
    outage: false,
    orders,
    links,
    refunds,
    settleRefund(refundId, status) {
      const r = mustGet(refunds, refundId, 'refund');
      r.status = status;
    },
    payOrder(orderId) {
      const order = mustGet(orders, orderId, 'order');
      const p = newPayment(orderId, order.amount, 'captured');
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
      return { paymentId: p.id, signature: signCheckout(keySecret, { orderId, paymentId: p.id }) };
    },
    failOrderAttempt(orderId) {
      const order = mustGet(orders, orderId, 'order');
      const p = newPayment(orderId, order.amount, 'failed');
      if (order.status === 'created') order.status = 'attempted';
      return { paymentId: p.id };
    },
    payLink(linkId) {
      const link = mustGet(links, linkId, 'payment link');
      const p = newPayment(link.order_id, link.amount, 'captured');
      Object.assign(link, {
        status: 'paid',
        amount_paid: link.amount,
        payments: [{ payment_id: p.id, status: 'captured', amount: link.amount, plink_id: link.id }],
      });
      const proof = { paymentLinkId: link.id, referenceId: link.reference_id, status: 'paid', paymentId: p.id };
      return { paymentId: p.id, referenceId: link.reference_id, status: 'paid', signature: signPaymentLink(keySecret, proof) };
    },
    webhook(event, ids) {
      const payload: Json = {};
      if (ids.paymentId) payload.payment = { entity: mustGet(payments, ids.paymentId, 'payment') };
      if (ids.orderId) payload.order = { entity: mustGet(orders, ids.orderId, 'order') };
      if (ids.linkId) payload.payment_link = { entity: mustGet(links, ids.linkId, 'payment link') };
      if (ids.refundId) payload.refund = { entity: mustGet(refunds, ids.refundId, 'refund') };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return { body, signature: signWebhook(webhookSecret, body) };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
  return standIn;
}

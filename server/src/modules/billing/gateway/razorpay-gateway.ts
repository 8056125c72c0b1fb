import { createRequire } from 'node:module';
import {
  GatewayError,
  type CreateOrderInput,
  type CreatePaymentLinkInput,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentLink,
  type GatewayRefund,
  type CreateRefundInput,
  type PaymentGateway,
} from './types.js';
import type { FastifyBaseLogger } from 'fastify';
import type Razorpay from 'razorpay';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another API host: a local stand-in in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
/** Our orders are whole rupees; a fractional result never equals a stored amount, so it is rejected. */
const toRupees = (paise: number | string) => Number(paise) / 100;

/** The SDK rejects with {statusCode, error} for API errors and throws a TypeError when there is no response. */
function statusOf(err: unknown): number | undefined {
  if (err && typeof err === 'object' && 'statusCode' in err) return Number((err as { statusCode: unknown }).statusCode);
  return undefined;
}

function describe(err: unknown): string {
  if (err && typeof err === 'object' && 'error' in err) {
    const e = (err as { error?: { description?: unknown } }).error;
    if (typeof e?.description === 'string') return e.description;
  }
  return err instanceof Error ? err.message : 'no response';
}

/*
 * Failures are logged here as status and description only: the SDK's axios errors carry the
 * request config, key secret included.
 */
function failure(what: string, err: unknown, log: FastifyBaseLogger | undefined): GatewayError {
  const description = describe(err);
  log?.warn({ gatewayStatus: statusOf(err), description }, `Razorpay ${what} failed`);
  return new GatewayError(`Razorpay ${what} failed: ${description}`);
}

interface RawOrder {
  id: string;
  amount: number | string;
  status: string;
}
interface RawPayment {
  id: string;
  order_id?: string | null;
  amount: number | string;
  status: string;
}
interface RawPaymentLink {
  id: string;
  short_url: string;
  reference_id?: string;
  amount: number | string;
  status: string;
  payments?: Array<{ payment_id: string; status: string }> | null;
}

interface RawRefund {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
}

const order = (o: RawOrder): GatewayOrder => ({
  id: o.id,
  amount: toRupees(o.amount),
  status: o.status as GatewayOrder['status'],
});
const payment = (p: RawPayment): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id ?? null,
  amount: toRupees(p.amount),
  status: p.status as GatewayPayment['status'],
});
const paymentLink = (l: RawPaymentLink): GatewayPaymentLink => ({
  id: l.id,
  shortUrl: l.short_url,
  referenceId: l.reference_id ?? '',
  amount: toRupees(l.amount),
  status: l.status as GatewayPaymentLink['status'],
  payments: (l.payments ?? []).map((p) => ({ id: p.payment_id, status: p.status })),
});

const refund = (r: RawRefund): GatewayRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: toRupees(r.amount),
  status: r.status === 'processed' || r.status === 'failed' ? r.status : 'pending',
});

export function createRazorpayGateway(opts: RazorpayGatewayOptions): PaymentGateway {
  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw failure(what, err, opts.log);
    }
  };

  /** Razorpay answers 400 BAD_REQUEST_ERROR ("id does not exist") or 404 for an unknown id. */
  const fetchOrNull = async <T>(what: string, fn: () => Promise<T>): Promise<T | null> => {
    try {
      return await fn();
    } catch (err) {
      const status = statusOf(err);
      if (status === 400 || status === 404) return null;
      throw failure(what, err, opts.log);
    }
  };

  // Loaded when a Razorpay gateway is made, not at boot: the SDK (with axios) is slow to load
  // and most deployments under test use the simulated gateway.
  const RazorpaySdk = createRequire(import.meta.url)('razorpay') as typeof Razorpay;
  const rzp = new RazorpaySdk({ key_id: opts.keyId, key_secret: opts.keySecret });
  // The SDK has no option for either; its axios instance is the documented seam (STACK.md).
  const axiosDefaults = (rzp.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq.defaults;
  if (opts.baseUrl) axiosDefaults.baseURL = opts.baseUrl;
  axiosDefaults.timeout = opts.timeoutMs ?? 15_000;

  return {
    name: 'razorpay',
    keyId: opts.keyId,
    keySecret: opts.keySecret,
    webhookSecret: opts.webhookSecret,
    checkoutUrl: null,

    async createOrder(input: CreateOrderInput) {
      const o = await call('order creation', () =>
        rzp.orders.create({ amount: toPaise(input.amount), currency: 'INR', receipt: input.receipt, notes: input.notes }),
      );
      return order(o as RawOrder);
    },

    async createPaymentLink(input: CreatePaymentLinkInput) {
      const l = await call('payment link creation', () =>
        rzp.paymentLink.create({
          amount: toPaise(input.amount),
          currency: 'INR',
          accept_partial: false,
          reference_id: input.referenceId,
          description: input.description,
          customer: { contact: `+91${input.customer.phone}`, ...(input.customer.name ? { name: input.customer.name } : {}) },
          notify: { sms: true, email: false },
          reminder_enable: false,
          callback_url: input.callbackUrl,
          callback_method: 'get',
          notes: input.notes,
        }),
      );
      return paymentLink(l as unknown as RawPaymentLink);
    },

    async fetchOrder(id) {
      const o = await fetchOrNull('order fetch', () => rzp.orders.fetch(id));
      return o ? order(o as RawOrder) : null;
    },

    async fetchPayment(id) {
      const p = await fetchOrNull('payment fetch', () => rzp.payments.fetch(id));
      return p ? payment(p as RawPayment) : null;
    },

    async fetchPaymentLink(id) {
      const l = await fetchOrNull('payment link fetch', () => rzp.paymentLink.fetch(id));
      return l ? paymentLink(l as unknown as RawPaymentLink) : null;
    },

    // POST /v1/payments/:id/refund: amount in paise, normal speed, our receipt and notes kept with it.
    async createRefund(input: CreateRefundInput) {
      const r = await call('refund', () =>
        rzp.payments.refund(input.paymentId, {
          amount: toPaise(input.amount),
          speed: 'normal',
          receipt: input.receipt,
          notes: input.notes,
        }),
      );
      return refund(r as unknown as RawRefund);
    },

    async fetchRefund(paymentId, refundId) {
      const r = await fetchOrNull('refund fetch', () => rzp.payments.fetchRefund(paymentId, refundId));
      return r ? refund(r as unknown as RawRefund) : null;
    },
  };
}

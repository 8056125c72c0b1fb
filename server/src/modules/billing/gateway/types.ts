import type { FastifyPluginAsync } from 'fastify';

/**
 * The payment gateway seam (DESIGN §2): Razorpay in production, a local simulation otherwise.
 * Amounts cross this interface in whole rupees; paise exist only inside the Razorpay adapter.
 */
export type GatewayName = 'simulated' | 'razorpay';

export interface GatewayOrder {
  id: string;
  amount: number;
  status: 'created' | 'attempted' | 'paid';
}

export interface GatewayPayment {
  id: string;
  /** The order the payment was made against; null for a payment the gateway made outside one. */
  orderId: string | null;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface GatewayPaymentLink {
  id: string;
  shortUrl: string;
  referenceId: string;
  amount: number;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  payments: Array<{ id: string; status: string }>;
}

/** Razorpay's refund states: pending until the bank confirms, then processed or failed. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  /** Why a failed refund failed, where the gateway says. */
  failureReason?: string;
}

export interface CreateRefundInput {
  /** The gateway's payment id (pay_…) the money goes back to. */
  paymentId: string;
  amount: number;
  /** Our own reference, kept by the gateway with the refund. */
  receipt: string;
  notes: Record<string, string>;
}

export interface CreateOrderInput {
  amount: number;
  receipt: string;
  notes: Record<string, string>;
}

export interface CreatePaymentLinkInput {
  amount: number;
  referenceId: string;
  description: string;
  customer: { phone: string; name?: string };
  /** Absolute URL the payer returns to, with the razorpay_* query parameters of spec §3. */
  callbackUrl: string;
  notes: Record<string, string>;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Public key id the web client hands to Razorpay Checkout. */
  readonly keyId: string;
  /** Checkout and payment-link signatures are HMAC-SHA256 under this secret. */
  readonly keySecret: string;
  /** Webhook bodies are signed under this secret. */
  readonly webhookSecret: string;
  /** The local checkout page the web client opens instead of Razorpay Checkout; null for Razorpay. */
  readonly checkoutUrl: string | null;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  createPaymentLink(input: CreatePaymentLinkInput): Promise<GatewayPaymentLink>;
  /** null when the gateway does not know the id. */
  fetchOrder(id: string): Promise<GatewayOrder | null>;
  fetchPayment(id: string): Promise<GatewayPayment | null>;
  fetchPaymentLink(id: string): Promise<GatewayPaymentLink | null>;
  /** A normal-speed refund of (part of) a captured payment. */
  createRefund(input: CreateRefundInput): Promise<GatewayRefund>;
  /** null when the gateway does not know the refund. */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund | null>;
  /** HTTP routes the adapter itself serves (the simulated checkout page), if any. */
  readonly routes?: FastifyPluginAsync;
  /**
   * Adapters without real webhooks (the simulation) announce captures here, shaped like
   * Razorpay's webhook events, so a payer who closes the page before the web verifies is still credited.
   */
  onCaptured?(listener: (eventId: string, event: { event: string; payload: Record<string, unknown> }) => Promise<unknown>): void;
  /** The simulation's controls (simulated gateway only): how its next refund ends. */
  readonly simulation?: { failNextRefund(reason: string): void };
}

/** The gateway could not be reached or refused the call: worth a retry, never the client's fault. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

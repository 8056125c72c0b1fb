import { randomBytes } from 'node:crypto';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { RETURN_PATHS, monthLabel } from './constants.js';
import { viaGateway, type PaymentService } from './payment-service.js';
import { insertPayment } from './payments-repo.js';
import { pricePlan, type PricedRequest } from './plans-service.js';
import {
  chargedFor,
  findUserByPhone,
  insertSubscription,
  listPaidSubscriptions,
  subscriptionSummary,
  type ChargedRow,
} from './subscriptions-repo.js';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../accounts/index.js';
import type { PaymentGateway } from './gateway/index.js';

export interface SubscriptionRequest extends PricedRequest {
  phone?: string;
  remarks: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The tax lines of what was paid, from its invoice or receipt; null before one is issued. */
function taxLines(c: ChargedRow | undefined) {
  if (!c || c.kind === null || c.kind === 'credit_note') return null;
  return {
    document: c.kind,
    rate_bp: c.rateBp!,
    taxable_paise: c.taxablePaise!,
    cgst_paise: c.cgstPaise!,
    sgst_paise: c.sgstPaise!,
    igst_paise: c.igstPaise!,
    round_off_paise: c.roundOffPaise!,
    total_paise: c.totalPaise!,
  };
}
const ref = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

export function createSubscriptionService(deps: { db: Db; gateway: PaymentGateway; payments: PaymentService }) {
  const { db, gateway, payments } = deps;

  /** A plan bought and paid: spec §3's payment-success and verification fields, plus the user's new state. */
  async function verified(subscriptionId: number) {
    const s = await subscriptionSummary(db, subscriptionId);
    if (!s) throw notFound('billing.subscription_not_found');
    const charged = (await chargedFor(db, [subscriptionId])).get(subscriptionId);
    return {
      subscription_id: s.subscriptionId,
      plan_name: s.planName,
      plan_term: monthLabel(s.tenureMonths),
      start_time: iso(s.startAt),
      end_time: iso(s.endAt),
      final_amount: charged?.amount ?? s.amount,
      plan_price: s.amount,
      tax: taxLines(charged),
      subscription_end_date: iso(s.subscriptionEndDate),
      phone: s.phone,
      user: {
        phone: s.phone,
        is_subscribed: s.isSubscribed,
        never_subscribed: s.neverSubscribed,
        subscription_date: iso(s.subscriptionDate),
        subscription_end_date: iso(s.subscriptionEndDate),
        subscription_segments: s.subscriptionSegments,
      },
    };
  }

  /** Checkout flow: a subscription awaiting payment and the gateway order to pay it with. */
  async function createCheckout(user: AuthUser, req: SubscriptionRequest) {
    if (req.phone !== undefined && req.phone !== user.phone) {
      throw forbidden('billing.own_phone_only');
    }
    const plan = await pricePlan(db, req);
    const charged = payments.chargeFor('subscription', plan.price);
    const order = await viaGateway(() =>
      gateway.createOrder({
        amount: charged,
        receipt: ref('vh_sub_'),
        notes: { purpose: 'subscription', plan_id: String(plan.id), user_id: String(user.id) },
      }),
    );
    const sub = await db.transaction(async (tx) => {
      const s = await insertSubscription(tx, { userId: user.id, planId: plan.id, amount: plan.price, remarks: req.remarks });
      await insertPayment(tx, {
        userId: user.id,
        purpose: 'subscription',
        subscriptionId: s.id,
        gateway: gateway.name,
        orderId: order.id,
        amount: charged,
      });
      return s;
    });
    return {
      razorpay_key: gateway.keyId,
      subscription_id: sub.id,
      payment_amount: charged,
      order_id: order.id,
      gateway: gateway.name,
      checkout_url: gateway.checkoutUrl,
    };
  }

  /**
   * Payment-link flow: a link the buyer pays from any device (sent by SMS). A buyer makes one
   * for themselves; an admin may make one for any registered phone.
   */
  async function createPaymentLink(actor: AuthUser, req: SubscriptionRequest & { phone: string }, baseUrl: string) {
    const isAdmin = actor.isAdmin || actor.isAuctionAdmin;
    if (req.phone !== actor.phone && !isAdmin) {
      throw forbidden('billing.own_phone_only');
    }
    const buyer = req.phone === actor.phone ? actor : await findUserByPhone(db, req.phone);
    if (!buyer) throw notFound('billing.no_account_for_phone');
    const plan = await pricePlan(db, req);
    const charged = payments.chargeFor('subscription', plan.price);
    const referenceId = ref('VHS');
    const link = await viaGateway(() =>
      gateway.createPaymentLink({
        amount: charged,
        referenceId,
        description: `Subscription: ${plan.name}, ${monthLabel(plan.tenureMonths)}`,
        customer: { phone: buyer.phone, name: `${buyer.firstName} ${buyer.lastName}`.trim() },
        callbackUrl: `${baseUrl}${RETURN_PATHS.subscription}`,
        notes: { purpose: 'subscription', plan_id: String(plan.id), user_id: String(buyer.id) },
      }),
    );
    const sub = await db.transaction(async (tx) => {
      const s = await insertSubscription(tx, { userId: buyer.id, planId: plan.id, amount: plan.price, remarks: req.remarks });
      await insertPayment(tx, {
        userId: buyer.id,
        purpose: 'subscription',
        subscriptionId: s.id,
        gateway: gateway.name,
        paymentLinkId: link.id,
        referenceId,
        amount: charged,
      });
      return s;
    });
    return { payment_link_id: link.id, short_url: link.shortUrl, subscription_id: sub.id, payment_amount: charged };
  }

  async function verifyCheckout(input: { subscriptionId: number; phone: string; orderId: string; paymentId: string; signature: string }) {
    const before = await subscriptionSummary(db, input.subscriptionId);
    if (!before) throw notFound('billing.subscription_not_found');
    if (before.phone !== input.phone) throw badRequest('billing.other_phone');
    await payments.verifyCheckout(input);
    return verified(input.subscriptionId);
  }

  async function verifyPaymentLink(input: Parameters<PaymentService['verifyPaymentLink']>[1]) {
    const paid = await payments.verifyPaymentLink('subscription', input);
    return verified(paid.subscriptionId!);
  }

  async function activeAndExpired(userId: number) {
    const rows = await listPaidSubscriptions(db, userId);
    const charged = await chargedFor(
      db,
      rows.map((r) => r.subscriptionId),
    );
    const shape = (r: (typeof rows)[number]) => ({
      subscription_id: r.subscriptionId,
      plan_name: r.planName,
      plan_term: monthLabel(r.tenureMonths),
      start_time: iso(r.startAt),
      end_time: iso(r.endAt),
      final_amount: charged.get(r.subscriptionId)?.amount ?? r.amount,
      plan_price: r.amount,
      tax: taxLines(charged.get(r.subscriptionId)),
    });
    return { active: rows.filter((r) => !r.expired).map(shape), expired: rows.filter((r) => r.expired).map(shape) };
  }

  return { createCheckout, createPaymentLink, verifyCheckout, verifyPaymentLink, activeAndExpired };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

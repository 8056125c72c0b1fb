import { randomBytes } from 'node:crypto';
import { conflict, notFound } from '../../errors.js';
import { findBackout, listSaleDues, listUserBackouts } from './backouts-repo.js';
import { RETURN_PATHS, SALE_PAYMENT_DUE_HOURS } from './constants.js';
import { viaGateway, type PaymentService } from './payment-service.js';
import { findOpenBackoutLink, insertPayment } from './payments-repo.js';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../accounts/index.js';
import type { PaymentGateway } from './gateway/index.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createBackoutService(deps: { db: Db; gateway: PaymentGateway; payments: PaymentService }) {
  const { db, gateway, payments } = deps;

  /** A buyer's backouts (Rs.10,000 per vehicle) and the approved sales they still have to pay for. */
  async function dashboard(userId: number) {
    const [backouts, dues] = await Promise.all([listUserBackouts(db, userId), listSaleDues(db, userId)]);
    const vehicle = (r: (typeof backouts)[number] | (typeof dues)[number]) => ({
      asset_id: r.assetId,
      auction_id: r.auctionId,
      auction_title: r.auctionTitle,
      financier_name: r.financierName,
      make: r.make,
      model: r.model,
      year: r.year,
      registration_number: r.registrationNumber,
    });
    const due = backouts.filter((b) => b.status === 'due');
    return {
      backouts: backouts.map((b) => ({
        backout_id: b.id,
        ...vehicle(b),
        amount: b.amount,
        status: b.status,
        created_at: iso(b.createdAt),
        resolved_at: iso(b.resolvedAt),
      })),
      sale_dues: dues.map((d) => ({ ...vehicle(d), amount: d.amount ?? 0, due_at: iso(d.dueAt), overdue: d.overdue })),
      summary: {
        backout_due_count: due.length,
        backout_due_amount: due.reduce((sum, b) => sum + b.amount, 0),
        sale_due_count: dues.length,
        sale_due_amount: dues.reduce((sum, d) => sum + (d.amount ?? 0), 0),
        payment_due_hours: SALE_PAYMENT_DUE_HOURS,
      },
    };
  }

  /**
   * The link to pay a backout with. An unpaid link still open at the gateway is handed out
   * again, so a buyer who asks twice cannot end up paying twice.
   */
  async function createPaymentLink(user: AuthUser, backoutId: number, baseUrl: string) {
    const backout = await findBackout(db, backoutId);
    if (!backout || backout.userId !== user.id) throw notFound('billing.backout_not_found');
    if (backout.status === 'paid') throw conflict('billing.backout_already_paid');
    if (backout.status === 'waived') throw conflict('billing.backout_waived');

    const open = await findOpenBackoutLink(db, backout.id);
    if (open) {
      if (await payments.settleIfLinkPaid(open)) throw conflict('billing.backout_already_paid');
      const link = await viaGateway(() => gateway.fetchPaymentLink(open.paymentLinkId!));
      if (link && (link.status === 'created' || link.status === 'partially_paid')) {
        return { payment_link_id: link.id, short_url: link.shortUrl, backout_id: backout.id, amount: link.amount };
      }
    }

    const charged = payments.chargeFor('backout', backout.amount);
    const referenceId = `VHB${randomBytes(8).toString('hex')}`;
    const link = await viaGateway(() =>
      gateway.createPaymentLink({
        amount: charged,
        referenceId,
        description: `Backout charge: ${backout.make} ${backout.model} (${backout.registrationNumber})`,
        customer: { phone: user.phone, name: `${user.firstName} ${user.lastName}`.trim() },
        callbackUrl: `${baseUrl}${RETURN_PATHS.backout}`,
        notes: { purpose: 'backout', backout_id: String(backout.id), asset_id: String(backout.assetId) },
      }),
    );
    await insertPayment(db, {
      userId: user.id,
      purpose: 'backout',
      backoutId: backout.id,
      gateway: gateway.name,
      paymentLinkId: link.id,
      referenceId,
      amount: charged,
    });
    return { payment_link_id: link.id, short_url: link.shortUrl, backout_id: backout.id, amount: charged };
  }

  async function verifyPaymentLink(input: Parameters<PaymentService['verifyPaymentLink']>[1]) {
    const paid = await payments.verifyPaymentLink('backout', input);
    const backout = await findBackout(db, paid.backoutId!);
    return { backout_id: backout!.id, status: backout!.status, amount: backout!.amount };
  }

  return { dashboard, createPaymentLink, verifyPaymentLink };
}

export type BackoutService = ReturnType<typeof createBackoutService>;

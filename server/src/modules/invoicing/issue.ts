import { conflict, notFound } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { stateCodeOf, stateNameOf } from './gstin.js';
import { chargeLine, type ChargeDetails } from './labels.js';
import { documentNumber, financialYearOf, nextSeq, seriesOf, type DocumentKind } from './numbering.js';
import {
  backoutCharge,
  buyerForInvoice,
  findCreditNoteFor,
  findInvoice,
  findInvoiceForPayment,
  insertInvoice,
  stateName,
  subscriptionCharge,
  type InvoiceRow,
} from './repo.js';
import { isTaxable, type ChargeKind, type TaxSettings } from './settings.js';
import { computeTax, type TaxBreakdown } from './tax.js';
import type { Executor } from '../../db/client.js';
import type { FastifyBaseLogger } from 'fastify';

/** The parts of a confirmed payment an invoice needs (a payments row). */
export interface PaidPayment {
  id: number;
  userId: number;
  purpose: ChargeKind;
  subscriptionId: number | null;
  backoutId: number | null;
  amount: number;
  paymentId: string | null;
  paidAt: Date | null;
}

const fullName = (b: { firstName: string; middleName: string; lastName: string }) =>
  [b.firstName, b.middleName, b.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

/** What a payment bought, as its invoice line names it in any language, and its list price. */
export async function chargeOf(
  tx: Executor,
  p: { purpose: ChargeKind; subscriptionId: number | null; backoutId: number | null },
): Promise<{ details: ChargeDetails; priceRupees: number } | null> {
  if (p.purpose === 'subscription' && p.subscriptionId !== null) {
    const s = await subscriptionCharge(tx, p.subscriptionId);
    if (s) return { details: { kind: 'subscription', planName: s.planName, months: s.tenureMonths }, priceRupees: s.price };
  }
  if (p.purpose === 'backout' && p.backoutId !== null) {
    const b = await backoutCharge(tx, p.backoutId);
    if (b) return { details: { kind: 'backout', registrationNumber: b.registrationNumber, assetId: b.assetId }, priceRupees: b.price };
  }
  return null;
}

async function describe(tx: Executor, p: PaidPayment): Promise<{ description: string; priceRupees: number }> {
  const charge = await chargeOf(tx, p);
  if (charge) return { description: chargeLine('en', charge.details), priceRupees: charge.priceRupees };
  return { description: p.purpose === 'subscription' ? 'Subscription' : 'Back-out charge', priceRupees: p.amount };
}

/**
 * The tax on what was paid. With exclusive pricing the price is the taxable value and the
 * payment was for price + GST; should the payment not match (a price changed mid-checkout),
 * the money received is what the invoice accounts for, so the tax is carved out of it instead.
 */
function taxOn(
  s: TaxSettings,
  rateBp: number,
  paidPaise: number,
  pricePaise: number,
  intraState: boolean,
): { tax: TaxBreakdown; inclusive: boolean } {
  if (!s.pricesIncludeTax) {
    const tax = computeTax({ amountPaise: pricePaise, rateBp, inclusive: false, intraState });
    if (tax.totalPaise === paidPaise) return { tax, inclusive: false };
  }
  return { tax: computeTax({ amountPaise: paidPaise, rateBp, inclusive: true, intraState }), inclusive: true };
}

/**
 * The invoice (or receipt) of a confirmed payment, issued once: called in the transaction that
 * marks the payment paid, after the payment row is locked, so every confirmation path (checkout
 * verify, payment link, webhook) finds the one a faster path issued.
 */
export async function issueForPayment(tx: Executor, s: TaxSettings, p: PaidPayment, log?: FastifyBaseLogger): Promise<InvoiceRow> {
  const existing = await findInvoiceForPayment(tx, p.id);
  if (existing) return existing;
  const buyer = await buyerForInvoice(tx, p.userId);
  if (!buyer) throw new Error(`payment ${p.id} has no user`);
  const charge = s.charges[p.purpose];
  const kind: DocumentKind = isTaxable(s, p.purpose) ? 'tax_invoice' : 'receipt';

  // Place of supply: the state of the buyer's GST registration, else of their tax address, else
  // of their profile; a buyer with no state on record is supplied where the operator is.
  const taxState = buyer.taxStateId !== null ? await stateName(tx, buyer.taxStateId) : null;
  const buyerStateCode =
    (buyer.gstin ? buyer.gstin.slice(0, 2) : null) ?? stateCodeOf(taxState) ?? stateCodeOf(buyer.profileState) ?? s.supplierStateCode;
  const intraState = buyerStateCode === s.supplierStateCode;

  const { description, priceRupees } = await describe(tx, p);
  const rateBp = kind === 'tax_invoice' ? charge.rateBp : 0;
  const { tax, inclusive } = taxOn(s, rateBp, p.amount * 100, priceRupees * 100, intraState);
  if (tax.totalPaise !== p.amount * 100) {
    log?.error({ payment: p.id }, 'invoice total differs from the amount paid');
  }

  const issuedAt = p.paidAt ?? new Date();
  const series = seriesOf(s.prefix, kind);
  const financialYear = financialYearOf(issuedAt);
  const seq = await nextSeq(tx, series, financialYear);
  const name = fullName(buyer);
  return insertInvoice(tx, {
    kind,
    number: documentNumber(series, financialYear, seq),
    series,
    financialYear,
    seq,
    paymentId: p.id,
    userId: p.userId,
    charge: p.purpose,
    description,
    sac: charge.sac,
    rateBp,
    pricesIncludeTax: inclusive,
    supplierGstin: s.supplierGstin,
    supplierName: s.supplierName,
    supplierAddress: s.supplierAddress,
    supplierStateCode: s.supplierStateCode,
    buyerName: buyer.gstin && buyer.legalName ? buyer.legalName : name,
    buyerPhone: buyer.phone,
    buyerGstin: buyer.gstin,
    buyerAddress: buyer.gstin && buyer.taxAddress ? buyer.taxAddress : [buyer.address, buyer.pincode].filter(Boolean).join(', '),
    buyerStateCode,
    buyerStateName: stateNameOf(buyerStateCode) ?? '',
    ...tax,
    gatewayPaymentId: p.paymentId,
    issuedAt,
  });
}

/**
 * A credit note reversing an invoice or receipt in full (a refund), numbered in its own
 * series, in the caller's transaction. One per document: a second answers 409.
 */
export async function issueCreditNote(tx: Executor, s: TaxSettings, invoiceId: number, reason: string, at: Date): Promise<InvoiceRow> {
  const original = await findInvoice(tx, invoiceId);
  if (!original || original.kind === 'credit_note') throw notFound('invoice.not_found_any');
  if (await findCreditNoteFor(tx, original.id)) throw conflict(message('invoice.already_credited', { number: original.number }));
  const series = seriesOf(s.prefix, 'credit_note');
  const financialYear = financialYearOf(at);
  const seq = await nextSeq(tx, series, financialYear);
  const { id: _id, createdAt: _c, ...copy } = original;
  return insertInvoice(tx, {
    ...copy,
    kind: 'credit_note',
    number: documentNumber(series, financialYear, seq),
    series,
    financialYear,
    seq,
    originalInvoiceId: original.id,
    reason,
    issuedAt: at,
  });
}

import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { assets, backouts, buyerTaxDetails, invoices, payments, plans, states, subscriptions, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type TaxDetailsRow = typeof buyerTaxDetails.$inferSelect;

export async function findInvoiceForPayment(ex: Executor, paymentId: number) {
  const [row] = await ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), ne(invoices.kind, 'credit_note')));
  return row;
}

/** Which of these gateway payment ids have an invoice or receipt, whenever it was issued. */
export async function documentedPaymentIds(ex: Executor, gatewayPaymentIds: string[]): Promise<Set<string>> {
  if (gatewayPaymentIds.length === 0) return new Set();
  const rows = await ex
    .select({ id: invoices.gatewayPaymentId })
    .from(invoices)
    .where(and(inArray(invoices.gatewayPaymentId, gatewayPaymentIds), ne(invoices.kind, 'credit_note')));
  return new Set(rows.map((r) => r.id!));
}

export async function findInvoice(ex: Executor, id: number) {
  const [row] = await ex.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The language a user saved on the site, or null. */
export async function savedLanguageOf(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await ex.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function findCreditNoteFor(ex: Executor, originalId: number) {
  const [row] = await ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.originalInvoiceId, originalId), eq(invoices.kind, 'credit_note')));
  return row;
}

export async function insertInvoice(ex: Executor, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await ex.insert(invoices).values(values).returning();
  return row!;
}

/** A buyer's documents, newest first, with what each payment was for. */
export async function listUserInvoices(ex: Executor, userId: number) {
  return ex
    .select({ invoice: invoices, subscriptionId: payments.subscriptionId, backoutId: payments.backoutId })
    .from(invoices)
    .leftJoin(payments, eq(payments.id, invoices.paymentId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
}

/** Documents issued in [from, to), in number order per series. */
export async function listInvoicesBetween(ex: Executor, from: Date, to: Date) {
  return ex
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.kind), asc(invoices.financialYear), asc(invoices.seq));
}

/** The buyer as an invoice names them: profile, state and any GST registration. */
export async function buyerForInvoice(ex: Executor, userId: number) {
  const [row] = await ex
    .select({
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      phone: users.phone,
      address: users.address,
      pincode: users.pincode,
      profileState: states.name,
      gstin: buyerTaxDetails.gstin,
      legalName: buyerTaxDetails.legalName,
      taxAddress: buyerTaxDetails.address,
      taxStateId: buyerTaxDetails.stateId,
    })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(buyerTaxDetails, eq(buyerTaxDetails.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function stateName(ex: Executor, stateId: number) {
  const [row] = await ex.select({ name: states.name }).from(states).where(eq(states.id, stateId));
  return row?.name ?? null;
}

export async function findTaxDetails(ex: Executor, userId: number) {
  const [row] = await ex.select().from(buyerTaxDetails).where(eq(buyerTaxDetails.userId, userId));
  return row;
}

export async function upsertTaxDetails(
  ex: Executor,
  v: { userId: number; gstin: string | null; legalName: string; address: string; stateId: number | null },
) {
  await ex
    .insert(buyerTaxDetails)
    .values(v)
    .onConflictDoUpdate({
      target: buyerTaxDetails.userId,
      set: { gstin: v.gstin, legalName: v.legalName, address: v.address, stateId: v.stateId, updatedAt: sql`now()` },
    });
}

/** Which subscription or back-out charge a payment paid. */
export async function paymentPurpose(ex: Executor, paymentId: number) {
  const [row] = await ex
    .select({ subscriptionId: payments.subscriptionId, backoutId: payments.backoutId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row;
}

/** What a subscription payment bought: the plan's name and tenure and its list price. */
export async function subscriptionCharge(ex: Executor, subscriptionId: number) {
  const [row] = await ex
    .select({ planName: plans.name, tenureMonths: plans.tenureMonths, price: subscriptions.amount })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, subscriptionId));
  return row;
}

export async function backoutCharge(ex: Executor, backoutId: number) {
  const [row] = await ex
    .select({ assetId: backouts.assetId, price: backouts.amount, registrationNumber: assets.registrationNumber })
    .from(backouts)
    .innerJoin(assets, eq(assets.id, backouts.assetId))
    .where(eq(backouts.id, backoutId));
  return row;
}

import { sql } from 'drizzle-orm';
import { bigint, boolean, char, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './billing.js';
import { states } from './catalog.js';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

const paise = (name?: string) => (name ? bigint(name, { mode: 'number' }) : bigint({ mode: 'number' }));

/** A buyer's GST registration, when they have one: printed on their tax invoices (input tax credit). */
export const buyerTaxDetails = pgTable('buyer_tax_details', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gstin: char({ length: 15 }),
  legalName: text().notNull().default(''),
  address: text().notNull().default(''),
  /** The state the buyer is supplied in when no GSTIN says it. */
  stateId: integer().references(() => states.id),
  updatedAt: updatedAt(),
});

export const invoiceKind = pgEnum('invoice_kind', ['tax_invoice', 'receipt', 'credit_note']);
export const invoiceCharge = pgEnum('invoice_charge', ['subscription', 'backout']);

/**
 * One row per document the platform issues for money, written in the transaction that confirms
 * the payment (or the refund). Everything printed is stored: a document never changes after it
 * is issued, whatever later happens to the buyer's profile or the operator's configuration.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: invoiceKind().notNull(),
    /** e.g. VH/26-27/000123: series + financial year + seq. */
    number: text().notNull().unique(),
    series: text().notNull(),
    financialYear: text().notNull(),
    seq: integer().notNull(),
    paymentId: integer().references(() => payments.id),
    /** Credit notes: the invoice or receipt they reverse. */
    originalInvoiceId: integer(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    charge: invoiceCharge().notNull(),
    description: text().notNull(),
    sac: text().notNull(),
    rateBp: integer().notNull(),
    pricesIncludeTax: boolean().notNull(),
    supplierGstin: text().notNull(),
    supplierName: text().notNull(),
    supplierAddress: text().notNull(),
    supplierStateCode: char({ length: 2 }).notNull(),
    buyerName: text().notNull(),
    buyerPhone: text().notNull(),
    buyerGstin: text(),
    buyerAddress: text().notNull().default(''),
    /** Place of supply: the buyer's state (GST code and name). */
    buyerStateCode: char({ length: 2 }).notNull(),
    buyerStateName: text().notNull(),
    taxablePaise: paise().notNull(),
    cgstPaise: paise().notNull(),
    sgstPaise: paise().notNull(),
    igstPaise: paise().notNull(),
    roundOffPaise: paise().notNull().default(0),
    totalPaise: paise().notNull(),
    gatewayPaymentId: text(),
    reason: text().notNull().default(''),
    issuedAt: tstz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_series_seq_uq').on(t.series, t.financialYear, t.seq),
    // Exactly one invoice or receipt per payment, whichever confirmation path comes first.
    uniqueIndex('invoices_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} <> 'credit_note'`),
    // A refund reverses a document once.
    uniqueIndex('invoices_credit_uq')
      .on(t.originalInvoiceId)
      .where(sql`${t.kind} = 'credit_note'`),
    index('invoices_user_idx').on(t.userId, sql`${t.issuedAt} desc`),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

/** The last number issued per series and financial year: a row lock in the issuing transaction keeps the series gap-free. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text().notNull(),
    financialYear: text().notNull(),
    lastSeq: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

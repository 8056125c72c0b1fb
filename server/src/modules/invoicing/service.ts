import { badRequest, forbidden, notFound } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { gstinProblem, type GstinProblem, stateCodeOf, stateNameOf } from './gstin.js';
import { chargeOf, issueCreditNote } from './issue.js';
import { chargeLine, isLanguage, type Language } from './labels.js';
import { reconcile } from './reconcile.js';
import {
  documentedPaymentIds,
  findInvoice,
  savedLanguageOf,
  paymentPurpose,
  findTaxDetails,
  listInvoicesBetween,
  listUserInvoices,
  stateName,
  upsertTaxDetails,
  type InvoiceRow,
} from './repo.js';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../accounts/index.js';
import type { TaxSettings } from './settings.js';
import type { SettlementSource } from './settlements.js';
import type { FastifyBaseLogger } from 'fastify';

/** Each GSTIN fault's message (gstin.ts GSTIN_MESSAGES holds the English for configuration errors). */
const GSTIN_CODES = {
  format: 'invoice.gstin_format',
  state: 'invoice.gstin_state',
  checksum: 'invoice.gstin_checksum',
} as const satisfies Record<GstinProblem, string>;

export interface TaxDetailsInput {
  gstin: string | null;
  legalName: string;
  address: string;
  stateId: number | null;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** Midnight IST of a calendar date (YYYY-MM-DD). */
export const istMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);

/** Credit notes count against the period's totals: what an accountant nets in GSTR-1. */
const signed = (inv: InvoiceRow, v: number) => (inv.kind === 'credit_note' ? -v : v);

export function summarise(list: InvoiceRow[]) {
  const totals = { taxable_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0, round_off_paise: 0, total_paise: 0 };
  const counts = { tax_invoice: 0, receipt: 0, credit_note: 0 };
  for (const inv of list) {
    counts[inv.kind] += 1;
    totals.taxable_paise += signed(inv, inv.taxablePaise);
    totals.cgst_paise += signed(inv, inv.cgstPaise);
    totals.sgst_paise += signed(inv, inv.sgstPaise);
    totals.igst_paise += signed(inv, inv.igstPaise);
    totals.round_off_paise += signed(inv, inv.roundOffPaise);
    totals.total_paise += signed(inv, inv.totalPaise);
  }
  return { totals, counts };
}

const SETTLEMENT_LAG_DAYS = 3;
const MAX_RECON_DAYS = 31;

export function createInvoiceService(deps: { db: Db; tax: TaxSettings; settlements: SettlementSource; log?: FastifyBaseLogger }) {
  const { db, tax } = deps;

  async function taxDetails(userId: number) {
    const row = await findTaxDetails(db, userId);
    const state = row?.stateId ? await stateName(db, row.stateId) : null;
    return {
      gstin: row?.gstin ?? null,
      legal_name: row?.legalName ?? '',
      address: row?.address ?? '',
      state_id: row?.stateId ?? null,
      state_name: row?.gstin ? stateNameOf(row.gstin.slice(0, 2)) : state,
    };
  }

  /** Saves a buyer's GST details; a GSTIN must be valid and its legal name and address given. */
  async function saveTaxDetails(userId: number, input: TaxDetailsInput) {
    if (input.gstin) {
      const problem = gstinProblem(input.gstin);
      if (problem) throw badRequest(GSTIN_CODES[problem]);
      if (!input.legalName) throw badRequest('invoice.legal_name_required');
      if (!input.address) throw badRequest('invoice.address_required');
    }
    const stateId = input.stateId;
    if (stateId !== null) {
      const name = await stateName(db, stateId);
      if (!name || !stateCodeOf(name)) throw badRequest('invoice.unknown_state');
      if (input.gstin && stateCodeOf(name) !== input.gstin.slice(0, 2)) {
        throw badRequest('invoice.state_mismatch');
      }
    }
    await upsertTaxDetails(db, { userId, gstin: input.gstin, legalName: input.legalName, address: input.address, stateId });
    return taxDetails(userId);
  }

  async function listMine(userId: number) {
    const rows = await listUserInvoices(db, userId);
    return rows.map(({ invoice, subscriptionId, backoutId }) => ({
      ...view(invoice),
      subscription_id: subscriptionId,
      backout_id: backoutId,
    }));
  }

  /** A document as a PDF: the buyer's own, or any for an admin. */
  /**
   * An invoice as a PDF in `lang` beside English. Without `lang`, the owner reading their own gets
   * `readerLang` (the request's language); anyone else (an admin) gets the owner's saved language.
   */
  async function pdf(user: AuthUser, invoiceId: number, lang: Language | undefined, readerLang: Language = 'en') {
    const inv = await findInvoice(db, invoiceId);
    if (!inv) throw notFound('invoice.not_found');
    if (inv.userId !== user.id && !(user.isAdmin || user.isAuctionAdmin)) throw forbidden('invoice.other_account');
    if (lang === undefined) {
      const owners = inv.userId === user.id || inv.userId === null ? null : await savedLanguageOf(db, inv.userId);
      lang = isLanguage(owners) ? owners : readerLang;
    }
    const original = inv.originalInvoiceId ? await findInvoice(db, inv.originalInvoiceId) : null;
    const purpose = inv.paymentId !== null ? await paymentPurpose(db, inv.paymentId) : undefined;
    const charge = purpose ? await chargeOf(db, { purpose: inv.charge, ...purpose }) : null;
    const line = charge ? chargeLine(lang, charge.details) : null;
    // The PDF machinery (pdfkit, fonts, HarfBuzz) loads on the first PDF, not at boot (docs/operations.md).
    const { renderInvoicePdf } = await import('./invoice-pdf.js');
    const body = await renderInvoicePdf(inv, { lang, brand: tax.brand, originalNumber: original?.number ?? null, line });
    return { body, filename: `${inv.number.replace(/\//g, '-')}.pdf` };
  }

  async function period(from: string, to: string) {
    const start = istMidnight(from);
    const end = new Date(istMidnight(to).getTime() + 24 * 3600_000);
    if (end <= start) throw badRequest('invoice.period_reversed');
    if (end.getTime() - start.getTime() > 400 * 24 * 3600_000) throw badRequest('invoice.period_too_long');
    return listInvoicesBetween(db, start, end);
  }

  async function creditNote(invoiceId: number, reason: string) {
    return view(await db.transaction((tx) => issueCreditNote(tx, tax, invoiceId, reason, new Date())));
  }

  /**
   * The period's documents against the gateway's settlements of the period and the few days
   * after it (payments settle a day or more after capture; days still to come are skipped).
   */
  async function reconciliation(from: string, to: string) {
    const docs = await period(from, to);
    const days: string[] = [];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`) + SETTLEMENT_LAG_DAYS * 86_400_000; t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      if (day > today) break;
      days.push(day);
    }
    if (days.length > MAX_RECON_DAYS + SETTLEMENT_LAG_DAYS)
      throw badRequest(message('invoice.reconcile_too_long', { days: MAX_RECON_DAYS }));
    const settled = (await Promise.all(days.map((d) => deps.settlements.forDay(d)))).flat();
    // A settled payment documented outside the period is not unaccounted money.
    const inPeriod = new Set(docs.map((d) => d.gatewayPaymentId));
    const elsewhere = await documentedPaymentIds(
      db,
      settled.map((s) => s.paymentId).filter((id) => !inPeriod.has(id)),
    );
    return reconcile(
      docs,
      settled.filter((s) => inPeriod.has(s.paymentId) || !elsewhere.has(s.paymentId)),
    );
  }

  return { taxDetails, saveTaxDetails, listMine, pdf, period, creditNote, reconciliation };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

export function view(inv: InvoiceRow) {
  return {
    invoice_id: inv.id,
    kind: inv.kind,
    number: inv.number,
    issued_at: inv.issuedAt.toISOString(),
    charge: inv.charge,
    description: inv.description,
    buyer_name: inv.buyerName,
    buyer_phone: inv.buyerPhone,
    buyer_gstin: inv.buyerGstin,
    place_of_supply: inv.buyerStateCode,
    sac: inv.sac,
    rate_bp: inv.rateBp,
    taxable_paise: inv.taxablePaise,
    cgst_paise: inv.cgstPaise,
    sgst_paise: inv.sgstPaise,
    igst_paise: inv.igstPaise,
    round_off_paise: inv.roundOffPaise,
    total_paise: inv.totalPaise,
    payment_id: inv.gatewayPaymentId,
    original_invoice_id: inv.originalInvoiceId,
  };
}

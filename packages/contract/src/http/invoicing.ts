import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { zodText } from './codes.js';
import { envelope, failure, idField } from './common.js';

/* Bodies arrive as JSON or urlencoded forms: blanks read as "not given". */

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const failures = <const C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((c) => [c, failure])) as Record<C, typeof failure>;

export const taxDetailsBody = z.object({
  gstin: z.preprocess(
    blankToUndefined,
    z
      .string({ error: zodText('invoice.gstin_text') })
      .trim()
      .toUpperCase()
      .length(15, zodText('invoice.gstin_length'))
      .optional(),
  ),
  legal_name: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(200, zodText('field.max_chars', { field: 'legal_name', count: 200 }))
      .default(''),
  ),
  address: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(500, zodText('field.max_chars', { field: 'address', count: 500 }))
      .default(''),
  ),
  state_id: z.preprocess(blankToUndefined, idField('state_id').optional()),
});

export const taxDetailsReply = envelope(
  z.object({
    gstin: z.string().nullable(),
    legal_name: z.string(),
    address: z.string(),
    state_id: z.number().int().nullable(),
    state_name: z.string().nullable(),
  }),
);

const invoiceView = z.object({
  invoice_id: z.number().int(),
  kind: z.enum(['tax_invoice', 'receipt', 'credit_note']),
  number: z.string().describe('e.g. VH/26-27/000123'),
  issued_at: z.string().describe('ISO 8601 time'),
  charge: z.enum(['subscription', 'backout']),
  description: z.string(),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  buyer_gstin: z.string().nullable(),
  place_of_supply: z.string().describe('GST state code'),
  sac: z.string(),
  rate_bp: z.number().int().describe('GST rate in basis points: 1800 is 18 %'),
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  round_off_paise: z.number().int(),
  total_paise: z.number().int(),
  payment_id: z.string().nullable().describe("the gateway's payment id"),
  original_invoice_id: z.number().int().nullable().describe('credit notes: the document they reverse'),
});

export const myInvoicesReply = envelope(
  z.array(invoiceView.extend({ subscription_id: z.number().int().nullable(), backout_id: z.number().int().nullable() })),
);
export type Invoice = z.infer<typeof invoiceView>;
export type InvoiceKind = Invoice['kind'];
export type MyInvoice = z.infer<typeof myInvoicesReply>['data'][number];
export type TaxDetailsBody = z.infer<typeof taxDetailsBody>;
export type TaxDetails = z.infer<typeof taxDetailsReply>['data'];

export const invoiceParams = z.object({ id: idField('id') });

export const pdfQuery = z.object({
  lang: z
    .preprocess(
      blankToUndefined,
      z.enum(LANGUAGES, { error: zodText('field.one_of_plain', { field: 'lang', values: LANGUAGES.join(', ') }) }).optional(),
    )
    .describe(
      "the PDF's language beside English; without it the reader's saved language (the site's language cookie), else Accept-Language",
    ),
});

const day = (name: string) =>
  z
    .string({ error: zodText('field.date_required', { field: name }) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, zodText('invoice.date_format', { field: name }))
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      zodText('invoice.not_a_date', { field: name }),
    );

export const periodQuery = z.object({ from: day('from'), to: day('to') });

const totals = z.object({
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  round_off_paise: z.number().int(),
  total_paise: z.number().int(),
});

export const periodReply = envelope(
  z.object({
    from: z.string(),
    to: z.string(),
    documents: z.array(invoiceView),
    counts: z.object({ tax_invoice: z.number().int(), receipt: z.number().int(), credit_note: z.number().int() }),
    totals: totals.describe('credit notes subtract'),
  }),
);
export type PeriodTotals = z.infer<typeof totals>;
export type InvoicePeriod = z.infer<typeof periodReply>['data'];

const reconLine = z.object({
  status: z.enum(['matched', 'not_settled', 'amount_differs', 'no_invoice']),
  payment_id: z.string(),
  invoice_number: z.string().nullable(),
  invoice_total_paise: z.number().int().nullable(),
  settled_paise: z.number().int().nullable(),
  fee_paise: z.number().int(),
  tax_on_fee_paise: z.number().int(),
  settlement_id: z.string().nullable(),
});

export const reconciliationReply = envelope(
  z.object({
    lines: z.array(reconLine),
    summary: z.object({
      matched: z.number().int(),
      not_settled: z.number().int(),
      amount_differs: z.number().int(),
      no_invoice: z.number().int(),
      invoiced_paise: z.number().int(),
      settled_paise: z.number().int(),
      fees_paise: z.number().int(),
    }),
  }),
);
export type ReconLine = z.infer<typeof reconLine>;
export type ReconStatus = ReconLine['status'];
export type Reconciliation = z.infer<typeof reconciliationReply>['data'];

export const creditNoteBody = z.object({
  reason: z
    .string({ error: zodText('invoice.reason_required') })
    .trim()
    .min(3, zodText('invoice.reason_short'))
    .max(300, zodText('field.max_chars', { field: 'reason', count: 300 })),
});

export const creditNoteReply = envelope(invoiceView);
export type CreditNoteBody = z.infer<typeof creditNoteBody>;

export const csvReply = { description: 'CSV', content: { 'text/csv': { schema: z.string() } } };
export const pdfReply = { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } };

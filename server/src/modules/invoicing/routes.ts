import { sendCsv, sendPrivateFile } from '../../lib/download.js';
import { failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { pageLanguage } from '../../plugins/prerendered.js';
import { documentDate } from './document-date.js';
import {
  creditNoteBody,
  creditNoteReply,
  csvReply,
  invoiceParams,
  myInvoicesReply,
  pdfQuery,
  pdfReply,
  periodQuery,
  periodReply,
  reconciliationReply,
  taxDetailsBody,
  taxDetailsReply,
} from './schema.js';
import { summarise, view, type InvoiceService } from './service.js';
import { bpToPercent } from './tax.js';
import type { InvoiceRow } from './repo.js';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const security = [{ session: [] }];
const buyerTags = ['invoices'];
const adminTags = ['admin'];

const CSV_HEADER = [
  'document_type',
  'number',
  'date',
  'against_number',
  'recipient_gstin',
  'recipient_name',
  'supply_type',
  'place_of_supply',
  'sac',
  'rate_percent',
  'taxable_value',
  'igst',
  'cgst',
  'sgst',
  'round_off',
  'total',
  'payment_id',
  'description',
];

const RECON_CSV_HEADER = ['status', 'payment_id', 'invoice_number', 'invoice_total', 'settled', 'fee', 'tax_on_fee', 'settlement_id'];

/** One document per line in rupees and paise; credit notes carry negative amounts so a column sums to the period's net. */
function csvRow(inv: InvoiceRow, numbers: Map<number, string>) {
  const sign = inv.kind === 'credit_note' ? -1 : 1;
  // Numbers, not text: a spreadsheet sums them, and the export's formula guard leaves them alone.
  const money = (p: number) => (sign * p) / 100;
  return [
    inv.kind,
    inv.number,
    documentDate(inv.issuedAt),
    inv.originalInvoiceId ? (numbers.get(inv.originalInvoiceId) ?? '') : '',
    inv.buyerGstin ?? '',
    inv.buyerName,
    inv.buyerGstin ? 'B2B' : 'B2C',
    inv.buyerStateCode,
    inv.sac,
    bpToPercent(inv.rateBp),
    money(inv.taxablePaise),
    money(inv.igstPaise),
    money(inv.cgstPaise),
    money(inv.sgstPaise),
    money(inv.roundOffPaise),
    money(inv.totalPaise),
    inv.gatewayPaymentId ?? '',
    inv.description,
  ];
}

export const invoiceRoutes: FastifyPluginAsync<{ invoices: InvoiceService }> = async (app, { invoices }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/client/tax-details',
    {
      onRequest: app.requireUser,
      schema: {
        tags: buyerTags,
        security,
        summary: 'Your GST details for tax invoices',
        response: { 200: taxDetailsReply, ...failures(401) },
      },
    },
    async (req) => ({ status: 200, data: await invoices.taxDetails((await req.currentUser())!.id) }),
  );

  r.post(
    '/client/tax-details',
    {
      onRequest: app.requireUser,
      schema: {
        tags: buyerTags,
        security,
        summary: 'Save your GST details: optional GSTIN (format and checksum checked) with its legal name and address',
        description:
          "Invoices issued from now on carry them; the GSTIN's state decides CGST + SGST or IGST. A blank gstin removes the registration.",
        body: taxDetailsBody,
        response: { 200: taxDetailsReply, ...failures(400, 401) },
      },
    },
    async (req) => {
      const b = req.body;
      const data = await invoices.saveTaxDetails((await req.currentUser())!.id, {
        gstin: b.gstin ?? null,
        legalName: b.legal_name,
        address: b.address,
        stateId: b.state_id ?? null,
      });
      return { status: 200, ...say(req, 'invoice.tax_details_saved'), data };
    },
  );

  r.get(
    '/client/invoices',
    {
      onRequest: app.requireUser,
      schema: {
        tags: buyerTags,
        security,
        summary: "Your payments' invoices, receipts and credit notes, newest first",
        response: { 200: myInvoicesReply, ...failures(401) },
      },
    },
    async (req) => ({ status: 200, data: await invoices.listMine((await req.currentUser())!.id) }),
  );

  r.get(
    '/client/invoices/:id/pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags: buyerTags,
        security,
        summary: 'Download one of your invoices as a PDF, in lang beside English',
        params: invoiceParams,
        querystring: pdfQuery,
        response: { 200: pdfReply, ...failures(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { body, filename } = await invoices.pdf((await req.currentUser())!, req.params.id, req.query.lang, pageLanguage(req));
      return sendPrivateFile(reply, { type: 'application/pdf', fileName: filename, body });
    },
  );

  r.get(
    '/admin/invoices',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Invoices, receipts and credit notes issued in a period (IST dates, inclusive), with totals per tax head',
        querystring: periodQuery,
        response: { 200: periodReply, ...failures(400, 401, 403) },
      },
    },
    async (req) => {
      const list = await invoices.period(req.query.from, req.query.to);
      return { status: 200, data: { from: req.query.from, to: req.query.to, documents: list.map(view), ...summarise(list) } };
    },
  );

  r.get(
    '/admin/invoices.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        security,
        summary: "The period's documents as CSV for GSTR-1, with a totals line",
        description: `Columns: ${CSV_HEADER.join(', ')}. Amounts in rupees (paise as decimals); credit notes negative; the last line holds the totals.`,
        querystring: periodQuery,
        response: { 200: csvReply, ...failures(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const list = await invoices.period(req.query.from, req.query.to);
      const numbers = new Map(list.map((i) => [i.id, i.number]));
      const { totals } = summarise(list);
      const rupees = (p: number) => p / 100;
      const totalLine = [
        'total',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        rupees(totals.taxable_paise),
        rupees(totals.igst_paise),
        rupees(totals.cgst_paise),
        rupees(totals.sgst_paise),
        rupees(totals.round_off_paise),
        rupees(totals.total_paise),
        '',
        '',
      ];
      return sendCsv(reply, `invoices-${req.query.from}-to-${req.query.to}.csv`, CSV_HEADER, [
        ...list.map((i) => csvRow(i, numbers)),
        totalLine,
      ]);
    },
  );

  r.get(
    '/admin/invoices/reconciliation',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        security,
        summary: "The period's invoices and receipts against the gateway's settlements",
        description:
          'Settlements of the period and the 3 days after it (at most 31 days). matched: settled at the document total; not_settled: no settlement yet; amount_differs; no_invoice: money settled for a payment without a document.',
        querystring: periodQuery,
        response: { 200: reconciliationReply, ...failures(400, 401, 403, 503) },
      },
    },
    async (req) => ({ status: 200, data: await invoices.reconciliation(req.query.from, req.query.to) }),
  );

  r.get(
    '/admin/invoices/reconciliation.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        security,
        summary: 'The reconciliation as CSV, one line per payment, mismatches first, with a totals line',
        description: `Columns: ${RECON_CSV_HEADER.join(', ')}. Amounts in rupees (paise as decimals).`,
        querystring: periodQuery,
        response: { 200: csvReply, ...failures(400, 401, 403, 503) },
      },
    },
    async (req, reply) => {
      const { lines, summary } = await invoices.reconciliation(req.query.from, req.query.to);
      const rupees = (p: number | null) => (p === null ? '' : p / 100);
      const rows = [...lines]
        .sort((a, b) => Number(a.status === 'matched') - Number(b.status === 'matched'))
        .map((l) => [
          l.status,
          l.payment_id,
          l.invoice_number ?? '',
          rupees(l.invoice_total_paise),
          rupees(l.settled_paise),
          rupees(l.fee_paise),
          rupees(l.tax_on_fee_paise),
          l.settlement_id ?? '',
        ]);
      const totals = ['total', '', '', rupees(summary.invoiced_paise), rupees(summary.settled_paise), rupees(summary.fees_paise), '', ''];
      return sendCsv(reply, `reconciliation-${req.query.from}-to-${req.query.to}.csv`, RECON_CSV_HEADER, [...rows, totals]);
    },
  );

  r.get(
    '/admin/invoices/:id/pdf',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Any invoice, receipt or credit note as a PDF',
        params: invoiceParams,
        querystring: pdfQuery,
        response: { 200: pdfReply, ...failures(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { body, filename } = await invoices.pdf((await req.currentUser())!, req.params.id, req.query.lang, pageLanguage(req));
      return sendPrivateFile(reply, { type: 'application/pdf', fileName: filename, body });
    },
  );

  r.post(
    '/admin/invoices/:id/credit-note',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Issue a credit note reversing an invoice or receipt in full (a refund)',
        description: 'Numbered in the credit-note series of the current financial year. A document is credited once: a second answers 409.',
        params: invoiceParams,
        body: creditNoteBody,
        response: { 200: creditNoteReply, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'invoice.credit_note_issued'),
      data: await invoices.creditNote(req.params.id, req.body.reason),
    }),
  );
};

import { invoiceRoutes } from './routes.js';
import { createInvoiceService } from './service.js';
import { taxSettings } from './settings.js';
import { settlementSource } from './settlements.js';
import type { FastifyPluginAsync } from 'fastify';

// What the rest of the server uses from this module (imported only through this file).
export { GSTIN_MESSAGES, gstinProblem, stateCodeOf } from './gstin.js';
export { issueForPayment } from './issue.js';
export { pdfQuery } from './schema.js';
export { amountToCharge, priceQuote, taxSettings, type TaxSettings } from './settings.js';
export { percentToBp } from './tax.js';

/**
 * Tax invoices, receipts and credit notes: the buyer's GST details, downloads, and the admin's
 * period list and CSV. Documents are issued by the billing module as payments settle
 * (issue.ts); this module reads them and renders them on demand.
 */
export const invoicingModule: FastifyPluginAsync = async (app) => {
  const invoices = createInvoiceService({
    db: app.db,
    tax: taxSettings(app.config),
    settlements: settlementSource(app.config, app.db),
    log: app.log,
  });
  await app.register(invoiceRoutes, { invoices });
};

import { z } from 'zod';
import { sendPrivateFile } from '../../lib/download.js';
import { pageLanguage } from '../../plugins/prerendered.js';
import { SESSION_COOKIE } from '../accounts/index.js';
import { assetIdForm, auctionIdForm, dashboardDocumentForm } from './dashboard-schema.js';
import { readForm } from './form-fields.js';
import { errors, session, signedInUser } from './routes.js';
import type { BondFile, DocumentService } from './documents-service.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

const pdfReply = {
  200: {
    description: 'The purchase bond and KYC declaration, one lot a page',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
  ...errors(400, 401, 403, 404, 409, 429),
};

const description = (what: string) =>
  `${what} multipart/form-data (urlencoded or JSON accepted too). A PDF with the buyer's KYC (PAN masked except the last 4), the vehicle, the winning amount in figures and words (in English, and in the reader's saved language or Accept-Language beside it), the buyer terms and signature blocks. Only for lots whose sale is approved or paid (409 before that); a buyer gets only their own (403 otherwise), admins any.`;

const sendPdf = (reply: FastifyReply, file: BondFile) =>
  sendPrivateFile(reply, { type: 'application/pdf', fileName: file.fileName, body: file.pdf, size: file.pdf.length });

export function documentRoutes(app: FastifyInstance, documents: DocumentService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['buyer documents'];
  const base = {
    onRequest: app.requireUser,
    // Each PDF costs CPU: a generous per-session cap, keyed by session as buyers share NATs.
    config: {
      rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.cookies[SESSION_COOKIE] ?? req.ip },
    },
  };

  r.post(
    '/auctions/asset-list-bond-kyc-download',
    {
      ...base,
      schema: {
        tags,
        summary: 'Bond and KYC PDF of one won lot (asset_id)',
        description: description('asset_id as'),
        security: session,
        consumes: FORM_TYPES,
        body: assetIdForm.nullish(),
        response: pdfReply,
      },
    },
    async (req, reply) => {
      const form = await readForm(req, assetIdForm);
      return sendPdf(reply, await documents.forLot(await signedInUser(req), form.asset_id!, pageLanguage(req)));
    },
  );

  r.post(
    '/auctions/auction-list-bond-kyc-download',
    {
      ...base,
      schema: {
        tags,
        summary: 'Bond and KYC PDF of an auction’s won lots (auction_id): admins every sold lot, buyers their own',
        description: description('auction_id as'),
        security: session,
        consumes: FORM_TYPES,
        body: auctionIdForm.nullish(),
        response: pdfReply,
      },
    },
    async (req, reply) => {
      const form = await readForm(req, auctionIdForm);
      return sendPdf(reply, await documents.forAuction(await signedInUser(req), form.auction_id!, pageLanguage(req)));
    },
  );

  r.post(
    '/auctions/get-user-dashboard-bond-kyc-download',
    {
      ...base,
      schema: {
        tags,
        summary: 'Bond and KYC PDF from my dashboard: one lot (asset_id), my purchases in an auction (auction_id), or all of them',
        description: description('optional asset_id or auction_id as'),
        security: session,
        consumes: FORM_TYPES,
        body: dashboardDocumentForm.nullish(),
        response: pdfReply,
      },
    },
    async (req, reply) => {
      const form = await readForm(req, dashboardDocumentForm);
      return sendPdf(
        reply,
        await documents.forDashboard(await signedInUser(req), { assetId: form.asset_id, auctionId: form.auction_id }, pageLanguage(req)),
      );
    },
  );
}

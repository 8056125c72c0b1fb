import { z } from 'zod';
import { badRequest } from '../../../errors.js';
import { requestLanguage } from '../../../lib/i18n/languages.js';
import { message } from '../../../lib/i18n/render.js';
import { say } from '../../../lib/i18n/say.js';
import { IMPORT_COLUMNS, importQuery, importReport, lotInput, lotReply } from '../lots/schema.js';
import { actorOf } from '../shared/access.js';
import { change, found, route } from '../shared/routes.js';
import { boolish, envelope, failure, idParams, opt } from '../shared/schema.js';
import { readOneFile } from '../shared/uploads.js';
import {
  auctionCreateBody,
  auctionDetailReply,
  auctionEditBody,
  auctionListQuery,
  auctionListReply,
  auctionReply,
  reasonBody,
} from './schema.js';
import type { ImportService } from '../lots/import-service.js';
import type { LotService } from '../lots/service.js';
import type { AuctionService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const importFailure = failure.extend({ data: importReport.optional() }).meta({ description: '{status, msg, data: the validation report}' });
const importBody = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'CSV (UTF-8, RFC 4180) or XLSX (first sheet), at most 5 MB and 2000 lots' }),
    skip_invalid: z.string().optional().meta({ description: 'true: import the valid rows and skip the others' }),
  })
  .nullish();

export const IMPORT_DESCRIPTION = [
  `Columns (header row, any case; spaces or hyphens read as underscores): ${IMPORT_COLUMNS.join(', ')}.`,
  'Required: make, model, year, registration_number, yard_location, start_price, increment. lot_no blank: numbered after the last lot.',
  'Money and counts may be written "1,50,000" or "₹ 1,50,000". reserve_price, if given, must be at least start_price.',
  'A registration already in the auction, or repeated in the file, is an error. Any error: nothing is imported (400 with the report) unless skip_invalid=true, then only the valid rows are.',
  'Row numbers are the spreadsheet rows: the header is row 1.',
].join(' ');

export function auctionRoutes(app: FastifyInstance, svc: { auctions: AuctionService; lots: LotService; imports: ImportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/auctions',
    route('Auctions with filters, paged, and how many there are per status', {
      description:
        'Statuses by the database clock. Live first (ending soonest), then upcoming (starting soonest), then the rest, latest first.',
      querystring: auctionListQuery,
      reply: auctionListReply,
    }),
    async (req) => {
      const { state_id, financier_id, segment_id, ...rest } = req.query;
      return found(svc.auctions.list({ stateId: state_id, financierId: financier_id, segmentId: segment_id, ...rest }));
    },
  );

  r.post(
    '/admin/auctions',
    route('Create an auction (one financier, state and segment)', {
      body: auctionCreateBody,
      reply: auctionReply,
      fails: [409],
      form: true,
    }),
    async (req) => change(req, 'admin.auction_created', (actor) => svc.auctions.create(actor, req.body)),
  );

  r.get(
    '/admin/auctions/:id',
    route('One auction with every lot (reserve, leader, watchers, photos)', { params: idParams, reply: auctionDetailReply, fails: [404] }),
    async (req) => found(svc.auctions.detail(req.params.id)),
  );

  r.patch(
    '/admin/auctions/:id',
    route('Edit an auction', {
      description:
        'starts_at, ends_at, financier, state and segment: only before the start (open lots follow the new times). Soft-close settings: until the end. Title and external_ref: any time. Cancelled auctions cannot change (409).',
      params: idParams,
      body: auctionEditBody,
      reply: auctionReply,
      fails: [404, 409],
      form: true,
    }),
    async (req) => change(req, 'admin.auction_saved', (actor) => svc.auctions.edit(actor, req.params.id, req.body)),
  );

  r.post(
    '/admin/auctions/:id/cancel',
    route('Cancel an auction that has not ended', {
      description: "Status becomes 'cancelled' and every open lot is withdrawn; buyers watching get an auction_state event.",
      params: idParams,
      body: reasonBody,
      reply: auctionReply,
      fails: [404, 409],
    }),
    async (req) => change(req, 'admin.auction_cancelled', (actor) => svc.auctions.cancel(actor, req.params.id, req.body?.reason)),
  );

  r.post(
    '/admin/auctions/:id/lots',
    route('Add a lot to an auction that has not ended', {
      description: 'The lot opens and closes with its auction. lot_no defaults to the next number.',
      params: idParams,
      body: lotInput,
      reply: lotReply,
      fails: [404, 409],
      form: true,
    }),
    async (req) => change(req, 'admin.lot_added', (actor) => svc.lots.create(actor, req.params.id, req.body)),
  );

  const importRoute = route('Bulk-import lots from a CSV or XLSX file (multipart field "file")', {
    description: IMPORT_DESCRIPTION,
    params: idParams,
    querystring: importQuery,
    body: importBody,
    reply: envelope(importReport),
    fails: [404, 409, 413, 415],
    files: true,
  });
  r.post(
    '/admin/auctions/:id/lots/import',
    // A refused sheet answers its validation report with the 400.
    { ...importRoute, schema: { ...importRoute.schema, response: { ...importRoute.schema.response, 400: importFailure } } },
    async (req) => {
      const actor = await actorOf(req);
      const { file, fields } = await readOneFile(req, {
        field: 'file',
        maxFileBytes: 5 * 1024 * 1024,
        tooLargeMsg: 'admin.import_too_large',
        missingMsg: 'admin.choose_import_file',
      });
      const fromForm = opt(boolish('skip_invalid')).safeParse(fields.skip_invalid);
      if (!fromForm.success) throw badRequest(message('field.must_be_boolean', { field: 'skip_invalid' }));
      const skipInvalid = req.query.skip_invalid ?? fromForm.data ?? false;
      const data = await svc.imports.importLots(actor, req.params.id, file.data, skipInvalid, requestLanguage(req));
      const worded = data.errors.length
        ? say(req, 'admin.lots_imported_skipped', { count: data.imported, skipped: data.invalid_rows.length })
        : say(req, 'admin.lots_imported', { count: data.imported });
      return { status: 200, ...worded, data };
    },
  );
}

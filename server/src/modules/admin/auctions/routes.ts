import { z } from 'zod';
import { badRequest } from '../../../errors.js';
import { requestLanguage } from '../../../lib/i18n/languages.js';
import { message } from '../../../lib/i18n/render.js';
import { say } from '../../../lib/i18n/say.js';
import { IMPORT_COLUMNS, importQuery, importReport, lotInput, lotReply } from '../lots/schema.js';
import { actorOf } from '../shared/access.js';
import { answers, change, doc, FORM, found } from '../shared/routes.js';
import { boolish, envelope, failure, failures, GUARDED, idParams, opt } from '../shared/schema.js';
import { readUpload } from '../shared/uploads.js';
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
    {
      schema: {
        ...doc(
          'Auctions with filters, paged, and how many there are per status',
          'Statuses by the database clock. Live first (ending soonest), then upcoming (starting soonest), then the rest, latest first.',
        ),
        querystring: auctionListQuery,
        response: answers(auctionListReply, 400),
      },
    },
    async (req) => {
      const q = req.query;
      return {
        status: 200,
        data: await svc.auctions.list({
          stateId: q.state_id,
          financierId: q.financier_id,
          segmentId: q.segment_id,
          q: q.q,
          status: q.status,
          page_no: q.page_no,
          page_size: q.page_size,
        }),
      };
    },
  );

  r.post(
    '/admin/auctions',
    {
      ...FORM,
      schema: {
        ...doc('Create an auction (one financier, state and segment)'),
        body: auctionCreateBody,
        response: answers(auctionReply, 400, 409),
      },
    },
    async (req) => change(req, 'admin.auction_created', (actor) => svc.auctions.create(actor, req.body)),
  );

  r.get(
    '/admin/auctions/:id',
    {
      schema: {
        ...doc('One auction with every lot (reserve, leader, watchers, photos)'),
        params: idParams,
        response: answers(auctionDetailReply, 400, 404),
      },
    },
    async (req) => found(svc.auctions.detail(req.params.id)),
  );

  r.patch(
    '/admin/auctions/:id',
    {
      ...FORM,
      schema: {
        ...doc(
          'Edit an auction',
          'starts_at, ends_at, financier, state and segment: only before the start (open lots follow the new times). Soft-close settings: until the end. Title and external_ref: any time. Cancelled auctions cannot change (409).',
        ),
        params: idParams,
        body: auctionEditBody,
        response: answers(auctionReply, 400, 404, 409),
      },
    },
    async (req) => change(req, 'admin.auction_saved', (actor) => svc.auctions.edit(actor, req.params.id, req.body)),
  );

  r.post(
    '/admin/auctions/:id/cancel',
    {
      schema: {
        ...doc(
          'Cancel an auction that has not ended',
          "Status becomes 'cancelled' and every open lot is withdrawn; buyers watching get an auction_state event.",
        ),
        params: idParams,
        body: reasonBody,
        response: answers(auctionReply, 400, 404, 409),
      },
    },
    async (req) => change(req, 'admin.auction_cancelled', (actor) => svc.auctions.cancel(actor, req.params.id, req.body?.reason)),
  );

  r.post(
    '/admin/auctions/:id/lots',
    {
      ...FORM,
      schema: {
        ...doc(
          'Add a lot to an auction that has not ended',
          'The lot opens and closes with its auction. lot_no defaults to the next number.',
        ),
        params: idParams,
        body: lotInput,
        response: answers(lotReply, 400, 404, 409),
      },
    },
    async (req) => change(req, 'admin.lot_added', (actor) => svc.lots.create(actor, req.params.id, req.body)),
  );

  r.post(
    '/admin/auctions/:id/lots/import',
    {
      config: { takesFiles: true },
      schema: {
        ...doc('Bulk-import lots from a CSV or XLSX file (multipart field "file")', IMPORT_DESCRIPTION),
        consumes: ['multipart/form-data'],
        params: idParams,
        querystring: importQuery,
        body: importBody,
        response: { 200: envelope(importReport), 400: importFailure, ...failures(...GUARDED, 404, 409, 413, 415) },
      },
    },
    async (req) => {
      const actor = await actorOf(req);
      const upload = await readUpload(req, {
        fileFields: ['file'],
        maxFileBytes: 5 * 1024 * 1024,
        maxFiles: 1,
        tooLargeMsg: 'admin.import_too_large',
      });
      const file = upload.files[0];
      if (!file) throw badRequest('admin.choose_import_file');
      const fromForm = opt(boolish('skip_invalid')).safeParse(upload.fields.skip_invalid);
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

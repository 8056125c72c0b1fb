import { z } from 'zod';
import { badRequest } from '../../../errors.js';
import { toCsv } from '../../../lib/csv.js';
import { requestLanguage } from '../../../lib/i18n/languages.js';
import { localised, message } from '../../../lib/i18n/render.js';
import { isPhotoSlot, MAX_LOT_PHOTOS, PHOTO_SLOTS } from '../../catalog/index.js';
import { IMPORT_DESCRIPTION } from '../auctions/routes.js';
import { reasonBody } from '../auctions/schema.js';
import { actorOf } from '../shared/access.js';
import { answers, change, doc, FORM, found } from '../shared/routes.js';
import { failures, GUARDED } from '../shared/schema.js';
import { readUpload } from '../shared/uploads.js';
import { TEMPLATE_EXAMPLE } from './import-sheet.js';
import { MASTER_LONG_SIDE, MAX_PHOTO_BYTES, MAX_PHOTO_MB } from './photo.js';
import {
  IMPORT_COLUMNS,
  lotEditBody,
  lotParams,
  lotReply,
  photoOrderBody,
  photoParams,
  photosReply,
  photoUploadBody,
  photoUploadReply,
} from './schema.js';
import { photoUploadMsg } from './service.js';
import type { LotService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const csvFile = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

export function lotRoutes(app: FastifyInstance, lots: LotService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/lots/import-template.csv',
    {
      schema: {
        ...doc('The bulk-import template: header and one example row', IMPORT_DESCRIPTION),
        response: { 200: csvFile('CSV template'), ...failures(...GUARDED) },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="lots-import-template.csv"')
        .send(toCsv(IMPORT_COLUMNS, [IMPORT_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c])]) as never),
  );

  r.get(
    '/admin/lots/:id',
    {
      schema: {
        ...doc('One lot as the console edits it'),
        params: lotParams,
        response: answers(lotReply, 400, 404),
      },
    },
    async (req) => found(lots.view(req.params.id)),
  );

  r.patch(
    '/admin/lots/:id',
    {
      ...FORM,
      schema: {
        ...doc(
          'Edit an open lot',
          'Descriptive fields while the lot is open; start_price, reserve_price (null or "none" clears it) and increment only before the first quote (409 after).',
        ),
        params: lotParams,
        body: lotEditBody,
        response: answers(lotReply, 400, 404, 409),
      },
    },
    async (req) => change(req, 'admin.lot_saved', (actor) => lots.edit(actor, req.params.id, req.body)),
  );

  r.post(
    '/admin/lots/:id/withdraw',
    {
      schema: {
        ...doc(
          'Withdraw an open lot from its auction',
          'No more quotes; buyers watching the auction get an auction_state event (change lot_withdrawn).',
        ),
        params: lotParams,
        body: reasonBody,
        response: answers(lotReply, 400, 404, 409),
      },
    },
    async (req) => change(req, 'admin.lot_withdrawn', (actor) => lots.withdraw(actor, req.params.id, req.body?.reason)),
  );

  r.post(
    '/admin/lots/:id/photos',
    {
      config: { takesFiles: true },
      schema: {
        ...doc(
          'Upload lot photos (multipart field "photo", repeatable)',
          `JPEG, PNG or WebP by content, up to ${MAX_PHOTO_MB} MB each (phone photos are scaled down to ${MASTER_LONG_SIDE} px on the long side, turned upright and stripped of EXIF and GPS), 10 per request, ${MAX_LOT_PHOTOS} per lot, each in a named slot (field \`slot\`: front, rear, left, right, engine, chassis_plate, meter, tyres, cabin, rc, other). Each file is accepted or refused on its own: \`files\` gives every file's outcome and, when refused, its reason; \`data\` the lot's photos. When no file is accepted the answer is a 4xx with \`files\`.`,
        ),
        consumes: ['multipart/form-data'],
        params: lotParams,
        body: photoUploadBody,
        response: answers(photoUploadReply, 400, 404, 413, 415),
      },
    },
    async (req) => {
      const actor = await actorOf(req);
      const upload = await readUpload(req, {
        fileFields: ['photo', 'photos'],
        maxFileBytes: MAX_PHOTO_BYTES,
        maxFiles: 10,
        tooLargeMsg: message('admin.photo_too_large', { count: MAX_PHOTO_MB }),
        keepOversize: true,
      });
      const caption = (upload.fields.caption ?? '').trim().slice(0, 200);
      const slot = (upload.fields.slot ?? '').trim() || 'other';
      if (!isPhotoSlot(slot)) throw badRequest(message('field.must_be_kind', { field: 'slot', kind: PHOTO_SLOTS.join(', ') }));
      const { photos, files } = await lots.addPhotos(actor, req.params.id, upload.files, caption, slot);
      return { status: 200, ...localised(photoUploadMsg(files), requestLanguage(req)), data: photos, files };
    },
  );

  r.put(
    '/admin/lots/:id/photos/order',
    {
      schema: {
        ...doc("Reorder a lot's photos", 'photo_ids: every photo id of the lot, once each, in display order (the first is the cover).'),
        params: lotParams,
        body: photoOrderBody,
        response: answers(photosReply, 400, 404),
      },
    },
    async (req) => change(req, 'admin.photo_order_saved', (actor) => lots.reorderPhotos(actor, req.params.id, req.body.photo_ids)),
  );

  r.delete(
    '/admin/lots/:id/photos/:photoId',
    { schema: { ...doc('Delete a lot photo'), params: photoParams, response: answers(photosReply, 400, 404) } },
    async (req) => change(req, 'admin.photo_deleted', (actor) => lots.deletePhoto(actor, req.params.id, req.params.photoId)),
  );
}

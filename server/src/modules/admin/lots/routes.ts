import { badRequest } from '../../../errors.js';
import { csvAnswer, sendCsv } from '../../../lib/download.js';
import { requestLanguage } from '../../../lib/i18n/languages.js';
import { localised, message } from '../../../lib/i18n/render.js';
import { isPhotoSlot, MAX_LOT_PHOTOS, PHOTO_SLOTS } from '../../catalog/index.js';
import { IMPORT_DESCRIPTION } from '../auctions/routes.js';
import { reasonBody } from '../auctions/schema.js';
import { actorOf } from '../shared/access.js';
import { change, found, route } from '../shared/routes.js';
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

export function lotRoutes(app: FastifyInstance, lots: LotService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/lots/import-template.csv',
    route('The bulk-import template: header and one example row', { description: IMPORT_DESCRIPTION, reply: csvAnswer('CSV template') }),
    async (_req, reply) => sendCsv(reply, 'lots-import-template.csv', IMPORT_COLUMNS, [IMPORT_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c])]),
  );

  r.get('/admin/lots/:id', route('One lot as the console edits it', { params: lotParams, reply: lotReply, fails: [404] }), async (req) =>
    found(lots.view(req.params.id)),
  );

  r.patch(
    '/admin/lots/:id',
    route('Edit an open lot', {
      description:
        'Descriptive fields while the lot is open; start_price, reserve_price (null or "none" clears it) and increment only before the first quote (409 after).',
      params: lotParams,
      body: lotEditBody,
      reply: lotReply,
      fails: [404, 409],
      form: true,
    }),
    async (req) => change(req, 'admin.lot_saved', (actor) => lots.edit(actor, req.params.id, req.body)),
  );

  r.post(
    '/admin/lots/:id/withdraw',
    route('Withdraw an open lot from its auction', {
      description: 'No more quotes; buyers watching the auction get an auction_state event (change lot_withdrawn).',
      params: lotParams,
      body: reasonBody,
      reply: lotReply,
      fails: [404, 409],
    }),
    async (req) => change(req, 'admin.lot_withdrawn', (actor) => lots.withdraw(actor, req.params.id, req.body?.reason)),
  );

  r.post(
    '/admin/lots/:id/photos',
    route('Upload lot photos (multipart field "photo", repeatable)', {
      description: `JPEG, PNG or WebP by content, up to ${MAX_PHOTO_MB} MB each (phone photos are scaled down to ${MASTER_LONG_SIDE} px on the long side, turned upright and stripped of EXIF and GPS), 10 per request, ${MAX_LOT_PHOTOS} per lot, each in a named slot (field \`slot\`: front, rear, left, right, engine, chassis_plate, meter, tyres, cabin, rc, other). Each file is accepted or refused on its own: \`files\` gives every file's outcome and, when refused, its reason; \`data\` the lot's photos. When no file is accepted the answer is a 4xx with \`files\`.`,
      params: lotParams,
      body: photoUploadBody,
      reply: photoUploadReply,
      fails: [404, 413, 415],
      files: true,
    }),
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
    route("Reorder a lot's photos", {
      description: 'photo_ids: every photo id of the lot, once each, in display order (the first is the cover).',
      params: lotParams,
      body: photoOrderBody,
      reply: photosReply,
      fails: [404],
    }),
    async (req) => change(req, 'admin.photo_order_saved', (actor) => lots.reorderPhotos(actor, req.params.id, req.body.photo_ids)),
  );

  r.delete(
    '/admin/lots/:id/photos/:photoId',
    route('Delete a lot photo', { params: photoParams, reply: photosReply, fails: [404] }),
    async (req) => change(req, 'admin.photo_deleted', (actor) => lots.deletePhoto(actor, req.params.id, req.params.photoId)),
  );
}

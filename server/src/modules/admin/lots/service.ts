import { AppError, badRequest, conflict, notFound, type ErrorCode } from '../../../errors.js';
import { writeOutbox } from '../../../events/outbox.js';
import { fieldError } from '../../../lib/field-errors.js';
import { message, type Message } from '../../../lib/i18n/render.js';
import { normalizeRegistration } from '../../catalog/index.js';
import { MAX_LOT_PHOTOS, type PhotoSlot } from '../../catalog/index.js';
import * as auctions from '../auctions/repo.js';
import { audit } from '../audit/index.js';
import { isUniqueViolation, type AdminDeps } from '../shared/deps.js';
import { adminEvent, auctionStateEvent } from '../shared/events.js';
import { lotView, photoView } from '../shared/views.js';
import { documentsRow } from './documents-schema.js';
import { preparePhoto, REFUSAL_TEXT, type PhotoRefusal } from './photo.js';
import * as repo from './repo.js';
import { upsertDocuments } from './report-repo.js';
import { PRICE_FIELDS, type LotEdit, type LotInput } from './schema.js';
import type { Tx } from '../../../db/client.js';
import type { AdminActor } from '../shared/access.js';

/** A lot's row from its form fields, timed by its auction (`auctions.staggerLots` then sets its end). */
export function newLot(
  auction: { id: number; startsAt: Date; endsAt: Date; hardEndSeconds: number },
  lotNo: number,
  f: LotInput,
): repo.NewLot {
  return {
    auctionId: auction.id,
    lotNo,
    make: f.make,
    model: f.model,
    year: f.year,
    registrationNumber: f.registration_number,
    fuel: f.fuel ?? 'Diesel',
    kmsDriven: f.kms_driven ?? null,
    hoursRun: f.hours_run ?? null,
    owners: f.owners ?? 1,
    yardLocation: f.yard_location,
    yardDistrict: f.yard_district ?? '',
    inspectionNotes: f.inspection_notes ?? '',
    videoUrl: f.video_url ?? null,
    startPrice: f.start_price,
    reservePrice: f.reserve_price ?? null,
    increment: f.increment,
    startsAt: auction.startsAt,
    endsAt: auction.endsAt,
    hardEndAt: new Date(auction.endsAt.getTime() + auction.hardEndSeconds * 1000),
  };
}

/** The auction a lot may be added to: not cancelled, not over. Locked, so lot numbers do not race. */
export async function auctionTakingLots(tx: Tx, auctionId: number) {
  const a = await auctions.findAuction(tx, auctionId, true);
  if (!a) throw notFound('admin.auction_not_found');
  if (a.status === 'cancelled') throw conflict('admin.auction_cancelled_no_lots');
  if (a.status === 'ended') throw conflict('admin.auction_ended_no_lots');
  return a;
}

const MAX_PHOTOS = MAX_LOT_PHOTOS;

export interface UploadedPhoto {
  fileName: string;
  data: Buffer;
  truncated?: boolean | undefined;
}
export type PhotoResult =
  { name: string; status: 'accepted'; photo_id: number } | { name: string; status: 'refused'; code?: PhotoRefusal; reason?: string };
const refused = (name: string, code: PhotoRefusal): PhotoResult => ({ name, status: 'refused', code, reason: REFUSAL_TEXT[code] });

/** The answer's message: how many were added and refused. */
export function photoUploadMsg(files: PhotoResult[]): Message {
  const added = files.filter((f) => f.status === 'accepted').length;
  const refused = files.length - added;
  return refused === 0 ? message('admin.photos_added', { count: added }) : message('admin.photos_added_refused', { count: added, refused });
}

const REFUSAL_STATUS: Record<PhotoRefusal, ErrorCode> = {
  too_large: 'PAYLOAD_TOO_LARGE',
  empty: 'BAD_REQUEST',
  not_image: 'UNSUPPORTED_MEDIA',
  unreadable: 'UNSUPPORTED_MEDIA',
  too_many: 'BAD_REQUEST',
};

/** Nothing was added: the one file's own refusal, or a 400 naming how many were refused. */
function nothingAdded(results: PhotoResult[]): AppError {
  const codes = [
    ...new Set(results.map((r) => (r.status === 'refused' ? r.code : undefined)).filter((c): c is PhotoRefusal => c !== undefined)),
  ];
  const only = codes.length === 1 ? codes[0]! : null;
  const msg = results.length === 1 && only ? REFUSAL_TEXT[only] : message('admin.photos_none_added', { count: results.length });
  return new AppError(only ? REFUSAL_STATUS[only] : 'BAD_REQUEST', msg, { files: results });
}

/** A lot whose details, photos, report and papers may still change: open, and its auction not cancelled. */
export function openForChanges<L extends { status: string; auctionStatus: string; ended: boolean }>(l: L | undefined): L {
  if (!l) throw notFound('admin.lot_not_found');
  if (l.status === 'withdrawn' || l.auctionStatus === 'cancelled') throw conflict('admin.lot_withdrawn_frozen');
  if (l.status === 'closed' || l.ended) throw conflict('admin.lot_closed_frozen');
  return l;
}

export function createLotService({ db, images, log, onCommitted }: AdminDeps) {
  async function view(id: number) {
    const l = await repo.findLot(db, id);
    if (!l) throw notFound('admin.lot_not_found');
    return lotView(l, await repo.photosOf(db, [id]));
  }

  /** The lot, locked, and still open for changes. */
  const editable = async (tx: Tx, id: number) => openForChanges(await repo.findLot(tx, id, true));

  async function photos(id: number) {
    return (await repo.photosOf(db, [id])).map(photoView);
  }

  return {
    view,

    async create(actor: AdminActor, auctionId: number, input: LotInput) {
      try {
        const id = await db.transaction(async (tx) => {
          const a = await auctionTakingLots(tx, auctionId);
          const taken = await repo.takenInAuction(tx, auctionId);
          if (taken.registrations.has(normalizeRegistration(input.registration_number))) {
            throw conflict(message('admin.registration_taken', { registration: input.registration_number }));
          }
          const lotNo = input.lot_no ?? (await repo.nextLotNo(tx, auctionId));
          const [row] = await repo.insertLots(tx, [newLot(a, lotNo, input)]);
          await upsertDocuments(tx, [documentsRow(row!.id, input)]);
          await auctions.staggerLots(tx, auctionId, [row!.id]);
          await audit(tx, actor, 'lot.create', 'asset', row!.id, {
            auction_id: auctionId,
            lot_no: lotNo,
            registration_number: input.registration_number,
          });
          return row!.id;
        });
        return view(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(message('admin.lot_no_taken', { lot_no: String(input.lot_no) }));
        throw err;
      }
    },

    /** Descriptions change while the lot is open; prices only until the first quote. */
    async edit(actor: AdminActor, id: number, input: LotEdit) {
      try {
        await db.transaction(async (tx) => {
          const l = await editable(tx, id);
          const pricing = PRICE_FIELDS.filter((k) => input[k] !== undefined);
          if (pricing.length && l.quoteCount > 0) {
            throw conflict('admin.prices_frozen');
          }
          const start = input.start_price ?? l.startPrice;
          const reserve = input.reserve_price === undefined ? l.reservePrice : input.reserve_price;
          if (reserve !== null && reserve < start) throw fieldError({ reserve_price: { code: 'reserve_below_start' } });
          if (input.registration_number !== undefined) {
            const taken = await repo.takenInAuction(tx, l.auctionId, id);
            if (taken.registrations.has(normalizeRegistration(input.registration_number))) {
              throw conflict(message('admin.registration_taken', { registration: input.registration_number }));
            }
          }
          await repo.updateLot(tx, id, {
            lotNo: input.lot_no,
            make: input.make,
            model: input.model,
            year: input.year,
            registrationNumber: input.registration_number,
            fuel: input.fuel,
            kmsDriven: input.kms_driven,
            hoursRun: input.hours_run,
            owners: input.owners,
            yardLocation: input.yard_location,
            yardDistrict: input.yard_district,
            inspectionNotes: input.inspection_notes,
            videoUrl: input.video_url,
            startPrice: input.start_price,
            reservePrice: input.reserve_price,
            increment: input.increment,
          });
          if (input.lot_no !== undefined) await auctions.staggerLots(tx, l.auctionId);
          await audit(tx, actor, 'lot.update', 'asset', id, {
            changes: input,
            before: {
              start_price: l.startPrice,
              reserve_price: l.reservePrice,
              increment: l.increment,
              registration_number: l.registrationNumber,
            },
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(message('admin.lot_no_taken', { lot_no: String(input.lot_no) }));
        throw err;
      }
      return view(id);
    },

    async withdraw(actor: AdminActor, id: number, reason: string | undefined) {
      await db.transaction(async (tx) => {
        const l = await editable(tx, id);
        await repo.updateLot(tx, id, { status: 'withdrawn' });
        await auctions.staggerLots(tx, l.auctionId);
        await audit(tx, actor, 'lot.withdraw', 'asset', id, { auction_id: l.auctionId, reason: reason ?? null, quote_count: l.quoteCount });
        const ids = { auctionId: l.auctionId, assetId: id };
        await writeOutbox(tx, [
          auctionStateEvent(l.auctionId, 'lot_withdrawn', { assetId: id, reason: reason ?? null }),
          adminEvent('lot', 'withdrawn', ids, { reason: reason ?? null }),
        ]);
      });
      onCommitted();
      return view(id);
    },

    /**
     * Each file on its own: a photo over the size limit, damaged, or not a photo is refused with
     * its reason while the others are re-encoded (lot-photo.ts) and added after the existing ones.
     */
    async addPhotos(actor: AdminActor, id: number, files: UploadedPhoto[], caption: string, slot: PhotoSlot = 'other') {
      if (files.length === 0) throw badRequest('admin.choose_photo');
      const l = await repo.findLot(db, id);
      if (!l) throw notFound('admin.lot_not_found');
      const prepared = await Promise.all(files.map((f) => preparePhoto(f.data, f.truncated)));
      const room = MAX_PHOTOS - (await repo.photosOf(db, [id])).length;
      const results: PhotoResult[] = files.map((f) => ({ name: f.fileName, status: 'refused' }));
      const masters: { index: number; data: Buffer }[] = [];
      prepared.forEach((p, index) => {
        if (!p.ok) results[index] = refused(files[index]!.fileName, p.refusal);
        else if (masters.length >= room) results[index] = refused(files[index]!.fileName, 'too_many');
        else masters.push({ index, data: p.data });
      });
      if (masters.length > 0) {
        const keys = await images.save(
          'lots',
          masters.map((m) => ({ data: m.data, ext: 'jpg' as const })),
        );
        try {
          const ids = await db.transaction(async (tx) => {
            await repo.findLot(tx, id, true);
            const existing = await repo.photosOf(tx, [id]);
            if (existing.length + keys.length > MAX_PHOTOS) throw badRequest(message('admin.too_many_photos', { count: MAX_PHOTOS }));
            const inserted = await repo.insertPhotos(tx, id, keys, caption, slot);
            await audit(tx, actor, 'lot.photo_add', 'asset', id, {
              storage_keys: keys,
              refused: results.filter((r) => r.status === 'refused').length,
            });
            return inserted;
          });
          masters.forEach((m, i) => (results[m.index] = { name: files[m.index]!.fileName, status: 'accepted', photo_id: ids[i]! }));
        } catch (err) {
          await images.remove(keys);
          throw err;
        }
      }
      if (masters.length === 0) throw nothingAdded(results);
      return { photos: await photos(id), files: results };
    },

    /** photo_ids must name every photo of the lot exactly once, in the new order. */
    async reorderPhotos(actor: AdminActor, id: number, photoIds: number[]) {
      await db.transaction(async (tx) => {
        if (!(await repo.findLot(tx, id, true))) throw notFound('admin.lot_not_found');
        const current = (await repo.photosOf(tx, [id])).map((p) => p.id);
        const same =
          current.length === photoIds.length && new Set(photoIds).size === photoIds.length && photoIds.every((p) => current.includes(p));
        if (!same) throw badRequest('admin.photo_ids_each_once');
        await repo.setPhotoOrder(tx, id, photoIds);
        await audit(tx, actor, 'lot.photo_reorder', 'asset', id, { photo_ids: photoIds });
      });
      return photos(id);
    },

    async deletePhoto(actor: AdminActor, id: number, photoId: number) {
      const key = await db.transaction(async (tx) => {
        if (!(await repo.findLot(tx, id, true))) throw notFound('admin.lot_not_found');
        const key = await repo.deletePhoto(tx, id, photoId);
        if (!key) throw notFound('admin.photo_not_found');
        await audit(tx, actor, 'lot.photo_delete', 'asset', id, { photo_id: photoId, storage_key: key });
        return (await repo.keyInUse(tx, key)) ? null : key;
      });
      await images.remove([key]).catch((err) => log.warn({ err }, 'removing a deleted photo failed'));
      return photos(id);
    },
  };
}

export type LotService = ReturnType<typeof createLotService>;

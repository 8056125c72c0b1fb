import { z } from 'zod';
import { decimal, envelope, idField, int, opt, text } from './schema.js';
import { lotOut, photoOut } from './auction-schema.js';

/*
 * One lot's fields, shared by the lot form and the bulk import, so both refuse the same things
 * with the same words. Spreadsheets write numbers as "1,50,000" or "₹ 1,50,000": both are read.
 */

const looseNumber = (v: unknown) => (typeof v === 'string' ? v.replace(/^\s*(?:₹|rs\.?)\s*/i, '').replace(/[,\s]/g, '') : v);
const count = (name: string, min: number, max: number) => z.preprocess(looseNumber, int(name, min, max));
const money = (name: string) => z.preprocess(looseNumber, int(name, 1, 1_000_000_000));

export const registration = text('registration_number', 20)
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9 -]{3,19}$/, 'registration_number must be 4 to 20 letters, digits, spaces or hyphens');

export const lotFields = {
  lot_no: opt(count('lot_no', 1, 100_000)),
  make: text('make', 60),
  model: text('model', 80),
  year: count('year', 1950, 2100),
  registration_number: registration,
  fuel: opt(text('fuel', 30)),
  kms_driven: opt(count('kms_driven', 0, 10_000_000)),
  hours_run: opt(count('hours_run', 0, 1_000_000)),
  owners: opt(count('owners', 1, 20)),
  yard_location: text('yard_location', 200),
  yard_district: opt(text('yard_district', 100)),
  inspection_notes: opt(text('inspection_notes', 5000)),
  start_price: money('start_price'),
  reserve_price: opt(money('reserve_price')),
  increment: money('increment'),
};

/** The import's columns, in the template's order. */
export const IMPORT_COLUMNS = Object.keys(lotFields) as (keyof typeof lotFields)[];

const reserveAtLeastStart = (b: { start_price?: number | undefined; reserve_price?: number | null | undefined }) =>
  b.reserve_price == null || b.start_price === undefined || b.reserve_price >= b.start_price;
const reserveMsg = { message: 'reserve_price must be at least start_price', path: ['reserve_price'] };

export const lotInput = z.object(lotFields).refine(reserveAtLeastStart, reserveMsg);
export type LotInput = z.infer<typeof lotInput>;

/** Every field optional; reserve_price null (JSON) or "none" clears the reserve. */
export const lotEditBody = z
  .object({
    lot_no: lotFields.lot_no,
    make: opt(lotFields.make),
    model: opt(lotFields.model),
    year: opt(lotFields.year),
    registration_number: opt(lotFields.registration_number),
    fuel: lotFields.fuel,
    kms_driven: lotFields.kms_driven,
    hours_run: lotFields.hours_run,
    owners: lotFields.owners,
    yard_location: opt(lotFields.yard_location),
    yard_district: lotFields.yard_district,
    inspection_notes: lotFields.inspection_notes,
    start_price: opt(lotFields.start_price),
    reserve_price: z.preprocess(
      (v) => (v === null || (typeof v === 'string' && /^\s*(none|null)\s*$/i.test(v)) ? null : v === '' ? undefined : v),
      z.union([z.null(), money('reserve_price')]).optional(),
    ),
    increment: opt(lotFields.increment),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field to change');
export type LotEdit = z.infer<typeof lotEditBody>;

export const PRICE_FIELDS = ['start_price', 'reserve_price', 'increment'] as const;

export const lotParams = z.object({ id: idField('id') });
export const photoParams = z.object({ id: idField('id'), photoId: idField('photoId') });
export const photoOrderBody = z.object({
  photo_ids: z
    .union([z.array(z.union([z.string(), z.number()])), z.string()], { error: 'photo_ids must be a list of photo ids' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map(decimal))
    .pipe(z.array(z.number({ error: 'photo_ids must be photo ids' }).int().positive('photo_ids must be photo ids')).min(1, 'photo_ids is required').max(50)),
});
export const photoUploadBody = z
  .object({
    photo: z.string().meta({ format: 'binary', description: 'JPEG, PNG or WebP by content, at most 5 MB; repeat the field for several (at most 10)' }),
    caption: z.string().optional(),
  })
  .nullish();

export const lotReply = envelope(lotOut);
export const photosReply = envelope(z.array(photoOut));

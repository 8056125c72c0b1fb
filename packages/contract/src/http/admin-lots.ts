import { z } from 'zod';
import { lotOut, photoOut } from './admin-auctions.js';
import { documentFields, videoUrl } from './admin-lot-documents.js';
import { boolish, decimal, envelope, idField, int, opt, text } from './admin.js';
import { zodText } from './codes.js';
import { LOT_LIMITS, MAX_RUPEES, MIN_INCREMENT, MIN_MODEL_YEAR, REGISTRATION_MAX, isRegistration, looseNumber } from './limits.js';
import { PHOTO_SLOTS } from './vocabulary.js';

/*
 * One lot's fields, shared by the lot form and the bulk import, so both refuse the same things
 * with the same words. Spreadsheets write numbers as "1,50,000" or "₹ 1,50,000": both are read.
 */

const loose = (v: unknown) => (typeof v === 'string' ? looseNumber(v) : v);
const range = (name: 'lot_no' | 'kms_driven' | 'hours_run' | 'owners') => {
  const [min, max]: readonly [number, number] = LOT_LIMITS[name];
  return z.preprocess(loose, int(name, min, max));
};
const chars = (name: 'make' | 'model' | 'fuel' | 'yard_location' | 'yard_district' | 'inspection_notes') => text(name, LOT_LIMITS[name]);
export { MIN_INCREMENT };
const money = (name: string) => z.preprocess(loose, int(name, 1, MAX_RUPEES));

/** As on the RC (MH12AB1234, "KA 05 MN 0042", RJ14C0101, 22BH1234AA); `isRegistration` says which shapes. */
export const registration = text('registration_number', REGISTRATION_MAX)
  .toUpperCase()
  .refine(isRegistration, {
    message: zodText('field.registration_format'),
    params: { code: 'registration_format' },
  });

/** A model year: from 1950, and not later than this year by the server's date. */
const modelYear = z.preprocess(loose, int('year', 0, 2100)).superRefine((y, ctx) => {
  // A year is written as it is ("1950"), not as a grouped count ("1,950") as field.min would.
  if (y < MIN_MODEL_YEAR)
    ctx.addIssue({
      code: 'custom',
      message: zodText('field.not_before', { min: MIN_MODEL_YEAR }),
      params: { code: 'min', min: MIN_MODEL_YEAR },
    });
  const max = new Date().getFullYear();
  if (y > max) ctx.addIssue({ code: 'custom', message: zodText('field.not_after', { max }), params: { code: 'year_future', max } });
});

export const lotFields = {
  lot_no: opt(range('lot_no')),
  make: chars('make'),
  model: chars('model'),
  year: modelYear,
  registration_number: registration,
  fuel: opt(chars('fuel')),
  kms_driven: opt(range('kms_driven')),
  hours_run: opt(range('hours_run')),
  owners: opt(range('owners')),
  yard_location: chars('yard_location'),
  yard_district: opt(chars('yard_district')),
  inspection_notes: opt(chars('inspection_notes')),
  start_price: money('start_price'),
  reserve_price: opt(money('reserve_price')),
  increment: z.preprocess(loose, int('increment', MIN_INCREMENT, MAX_RUPEES)),
  video_url: opt(videoUrl),
  ...documentFields,
};

/** The lot fields of the import, in the template's order; the condition report's columns follow them. */
export const LOT_COLUMNS = Object.keys(lotFields) as (keyof typeof lotFields)[];
export const REPORT_COLUMNS = ['condition', 'inspected_by'] as const;
export const IMPORT_COLUMNS = [...LOT_COLUMNS, ...REPORT_COLUMNS];

const reserveAtLeastStart = (b: { start_price?: number | undefined; reserve_price?: number | null | undefined }) =>
  b.reserve_price == null || b.start_price === undefined || b.reserve_price >= b.start_price;
const reserveMsg = {
  message: zodText('admin.reserve_below_start'),
  path: ['reserve_price'],
  params: { code: 'reserve_below_start' },
  // Checked whatever else is wrong with the form, so every field's problem shows at once.
  when: (p: { value: unknown }) => {
    const v = p.value as { start_price?: unknown; reserve_price?: unknown } | undefined;
    return typeof v?.start_price === 'number' && typeof v.reserve_price === 'number';
  },
};

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
    video_url: z.preprocess(
      (v) => (v === null || (typeof v === 'string' && /^\s*none\s*$/i.test(v)) ? null : v === '' ? undefined : v),
      videoUrl.nullable().optional(),
    ),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), zodText('admin.send_a_change'));
export type LotEdit = z.infer<typeof lotEditBody>;

export const PRICE_FIELDS = ['start_price', 'reserve_price', 'increment'] as const;

export const lotParams = z.object({ id: idField('id') });
export const photoParams = z.object({ id: idField('id'), photoId: idField('photoId') });
export const photoOrderBody = z.object({
  photo_ids: z
    .union([z.array(z.union([z.string(), z.number()])), z.string()], { error: zodText('admin.photo_ids_list') })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map(decimal))
    .pipe(
      z
        .array(
          z
            .number({ error: zodText('admin.photo_ids_ids') })
            .int()
            .positive(zodText('admin.photo_ids_ids')),
        )
        .min(1, zodText('field.required', { field: 'photo_ids' }))
        .max(50),
    ),
});
export const photoUploadBody = z
  .object({
    photo: z
      .string()
      .meta({ format: 'binary', description: 'JPEG, PNG or WebP by content, at most 15 MB; repeat the field for several (at most 10)' }),
    caption: z.string().optional(),
    slot: z.enum(PHOTO_SLOTS).optional().meta({ description: 'which view the photos show; other when left out' }),
  })
  .nullish();
export const photoEditBody = z
  .object({
    slot: z.enum(PHOTO_SLOTS, { error: zodText('field.must_be_kind', { field: 'slot', kind: PHOTO_SLOTS.join(', ') }) }).optional(),
    caption: z
      .string()
      .trim()
      .max(200, zodText('field.max_chars', { count: 200 }))
      .optional(),
  })
  .refine((b) => b.slot !== undefined || b.caption !== undefined, zodText('admin.send_slot_or_caption'));

// ---- the bulk import ----

export const importRowError = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string().meta({ description: "The problem in the reader's language" }),
  code: z.string().optional().meta({ description: 'The catalog code of the problem (docs/server-messages.md), when it has one' }),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export const importReport = z.object({
  format: z.enum(['csv', 'xlsx']),
  total_rows: z.number().int().meta({ description: 'Lot rows in the file (blank rows are not counted)' }),
  valid_rows: z.number().int(),
  imported: z.number().int(),
  invalid_rows: z.array(z.number().int()).meta({ description: 'Spreadsheet row numbers (header = 1) with at least one error' }),
  errors: z.array(importRowError),
  lots: z.array(z.object({ row: z.number().int(), lot_no: z.number().int(), asset_id: z.number().int() })),
});
export const importQuery = z.object({ skip_invalid: opt(boolish('skip_invalid')) });

export const lotReply = envelope(lotOut);
export const photosReply = envelope(z.array(photoOut));
const photoFileResult = z.object({
  name: z.string().meta({ description: 'The file name as sent' }),
  status: z.enum(['accepted', 'refused']),
  photo_id: z.number().int().optional(),
  code: z.enum(['too_large', 'empty', 'not_image', 'unreadable', 'too_many']).optional(),
  reason: z.string().optional().meta({ description: 'What to do about a refused file' }),
});
export const photoUploadReply = photosReply.extend({
  files: z.array(photoFileResult).meta({ description: "Each file's outcome, in the order sent" }),
});

export type LotBody = z.input<typeof lotInput>;
export type LotEditBody = z.input<typeof lotEditBody>;
export type ImportRowError = z.infer<typeof importRowError>;
export type ImportReport = z.infer<typeof importReport>;
export type PhotoFileResult = z.infer<typeof photoFileResult>;
export type PhotoOrder = z.infer<typeof photoOrderBody>;
export type PhotoEditBody = z.infer<typeof photoEditBody>;

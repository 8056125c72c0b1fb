import { z } from 'zod';
import { MAX_ID, decimal, idField } from './common.js';
import { SEARCH_LIMITS } from './limits.js';

/* Saved searches, their matches and auction reminders. */

const blank = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? v.trim() : v;
const optInt = ([min, max]: readonly [number, number]) =>
  z.preprocess((v) => decimal(blank(v)), z.number().int().min(min).max(max).optional());
const optText = (max: number) => z.preprocess(blank, z.string().max(max).optional());

export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

/** Every criterion optional; the service refuses a search with none, or a "from" above its "to" (`inOrder`). */
export const createSearchBody = z.object({
  segment_id: optInt([1, MAX_ID]),
  make: optText(SEARCH_LIMITS.text),
  model: optText(SEARCH_LIMITS.text),
  year_from: optInt(SEARCH_LIMITS.year),
  year_to: optInt(SEARCH_LIMITS.year),
  state_id: optInt([1, MAX_ID]),
  district: optText(SEARCH_LIMITS.text),
  price_min: optInt(SEARCH_LIMITS.price),
  price_max: optInt(SEARCH_LIMITS.price),
  grade: z
    .preprocess((v) => (typeof v === 'string' ? blank(v.toUpperCase()) : blank(v)), z.enum(GRADES).optional())
    .describe('A-E: lots of this grade or better (lots without a grade still match)'),
});
export type CreateSearch = z.infer<typeof createSearchBody>;

export const searchIdBody = z.object({ id: idField('id') });
export const reminderBody = z.object({
  auction_id: idField('auction_id'),
  remind: z.preprocess(
    (v) =>
      v === 'false' || v === '0' || v === false || v === 0
        ? false
        : v === undefined
          ? true
          : v === 'true' || v === '1' || v === true || v === 1
            ? true
            : v,
    z.boolean(),
  ),
});

const criteria = {
  segment_id: z.number().int().nullable(),
  segment: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  price_min: z.number().int().nullable(),
  price_max: z.number().int().nullable(),
  grade: z.string().nullable(),
};

export const savedSearchOut = z.object({
  id: z.number().int(),
  ...criteria,
  created_at: z.string(),
  matching: z.number().int().describe('lots on sale that match now'),
  new_count: z.number().int().describe('of those, listed since the buyer last opened the matches'),
});

export const matchOut = z.object({
  asset_id: z.number().int(),
  c_auction_id: z.number().int(),
  lot_no: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  yard_location: z.string(),
  yard_district: z.string(),
  state: z.string(),
  price: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  is_new: z.boolean(),
});

export const calendarOut = z.object({
  server_time: z.string(),
  auctions: z.array(
    z.object({
      c_auction_id: z.number().int(),
      title: z.string(),
      financier: z.string(),
      state: z.string(),
      segment: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      lots: z.number().int(),
      reminded: z.boolean(),
    }),
  ),
});

export type CreateSearchBody = z.input<typeof createSearchBody>;
export type SavedSearch = z.infer<typeof savedSearchOut>;
export type SearchMatch = z.infer<typeof matchOut>;
export type Calendar = z.infer<typeof calendarOut>;
export type CalendarAuction = Calendar['auctions'][number];
export type ReminderBody = z.infer<typeof reminderBody>;
export type SearchIdBody = z.infer<typeof searchIdBody>;

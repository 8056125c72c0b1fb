import { z } from 'zod';
import { envelope, int, opt } from './admin.js';
import { lotDocumentsOut } from './catalog-lots.js';
import { zodText } from './codes.js';
import { LOT_LIMITS, isCalendarDate, isHttpsUrl } from './limits.js';
import {
  FORM35_OPTIONS,
  HYPOTHECATION_OPTIONS,
  MAX_DISPUTE_CHARS,
  MAX_KEYS,
  NOC_OPTIONS,
  RC_OPTIONS,
  REPOSSESSION_BASIS_OPTIONS,
} from './vocabulary.js';

/*
 * A lot's papers and legal standing, required when it is listed (the lot form, the import) and
 * changed later on their own. Refusals carry field codes, as the lot form's do.
 */

/** One of a fixed list: a blank is "required", anything else not on the list "choose_one". */
const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? zodText('field.required') : zodText('field.must_be_text')) })
    .trim()
    .toLowerCase()
    .min(1, zodText('field.required'))
    .refine((v) => (options as readonly string[]).includes(v), {
      message: zodText('field.one_of_plain', { values: options.join(', ') }),
      params: { code: 'choose_one' },
    })
    .transform((v) => v as T[number]);

/** A calendar date as YYYY-MM-DD (spreadsheets may send a full ISO time: its date is kept). */
const isoDate = () =>
  z
    .string({ error: zodText('field.must_be_date') })
    .trim()
    .transform((v) => v.slice(0, 10))
    .refine(isCalendarDate, {
      message: zodText('field.date_example', { example: '2027-03-31' }),
      params: { code: 'date' },
    });

/** A walk-around video: an https page (YouTube, Drive, the financier's site), at most 500 characters. */
export const videoUrl = z
  .string({ error: zodText('field.must_be_text') })
  .trim()
  .max(LOT_LIMITS.video_url, zodText('field.max_chars', { count: LOT_LIMITS.video_url }))
  .refine(isHttpsUrl, { message: zodText('field.https_url'), params: { code: 'https_url' } });

export const documentFields = {
  rc: choice(RC_OPTIONS),
  keys: int('keys', 0, MAX_KEYS),
  noc: choice(NOC_OPTIONS),
  form35: choice(FORM35_OPTIONS),
  insurance_valid_until: opt(isoDate()),
  hypothecation: choice(HYPOTHECATION_OPTIONS),
  repossession_basis: choice(REPOSSESSION_BASIS_OPTIONS),
  dispute: opt(
    z
      .string()
      .trim()
      .max(MAX_DISPUTE_CHARS, zodText('field.max_chars', { count: MAX_DISPUTE_CHARS })),
  ),
};

export const documentsBody = z.object(documentFields);
export type DocumentsInput = z.infer<typeof documentsBody>;

export const documentsReply = envelope(lotDocumentsOut);

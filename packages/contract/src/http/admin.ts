import { z } from 'zod';
import { zodText } from './codes.js';
import { decimal, envelope, failure, idField, phoneNumber } from './common.js';

/*
 * Shapes shared by every admin route (the console's forms, lists and pages). Bodies arrive as JSON or urlencoded forms (every value a
 * string), so numbers and booleans are coerced and a blank optional field reads as absent.
 */

export { decimal, envelope, failure, idField };

const blank = (v: unknown) => v === '' || v === null || (typeof v === 'string' && v.trim() === '');
/** An optional input: blank (form) or null (JSON) means "not given". */
export const opt = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());

const missing = (iss: { input?: unknown }) => iss.input === undefined || iss.input === null;

/**
 * Short text. Refusals name catalog codes (zodText), so the reader gets them in their language;
 * the field is named by the path, which is `name` on every form that uses these.
 */
export const text = (_name: string, max: number) =>
  z
    .string({ error: (iss) => (missing(iss) ? zodText('field.required') : zodText('field.must_be_text')) })
    .trim()
    .min(1, zodText('field.required'))
    .max(max, zodText('field.max_chars', { count: max }));

/** A whole number from JSON or a form; a missing one is "required", not "not a number". */
export const int = (_name: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : decimal(v)),
    z
      .number({ error: (iss) => (missing(iss) ? zodText('field.required') : zodText('field.must_be_number')) })
      // The bounds first: a figure far above the largest (beyond 2^53) answers "at most max",
      // the field's own limit, not "a whole number".
      .min(min, zodText('field.min', { count: min }))
      .max(max, zodText('field.max', { count: max }))
      .int(zodText('field.must_be_whole')),
  );

/** Whole rupees: money is never fractional. */
export const rupeesIn = (name: string) => int(name, 1, 1_000_000_000);

export const boolish = (_name: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? (({ true: true, '1': true, on: true, false: false, '0': false, off: false } as Record<string, boolean>)[v.trim().toLowerCase()] ??
          v)
        : v,
    z.boolean({ error: zodText('field.must_be_boolean') }),
  );

export const when = (_name: string) =>
  z
    .string({ error: zodText('field.required') })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: zodText('field.datetime') }))
    .transform((v) => new Date(v));

export const phone10 = phoneNumber();

export const idParams = z.object({ id: idField('id') });

export const pageQuery = z.object({
  page_no: opt(int('page_no', 1, 100_000)).meta({ description: 'Page number, from 1 (default 1)' }),
  page_size: opt(int('page_size', 1, 100)).meta({ description: 'Rows a page, 1 to 100 (default 20)' }),
});

export const iso = z.string().meta({ description: 'ISO 8601 time' });
export const isoOrNull = iso.nullable();

export const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    page_no: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  });

/** A person as the console shows them: admins see real names and phones. */
export const person = z.object({ user_id: z.number().int(), name: z.string(), phone: z.string() });
export type Person = z.infer<typeof person>;

export const okReply = envelope(z.unknown().optional()).meta({ description: '{status: 200, msg}' });

/** Rows a page of an admin list, unless the query says otherwise. */
export const PAGE_SIZE = 20;
export type Paged<T> = { rows: T[]; page_no: number; page_size: number; total: number; total_pages: number };

import { z } from 'zod';
import { normalizeIndianPhone } from '../phone.js';
import { zodText, type SchemaCode } from './codes.js';

/*
 * Pieces every area of the HTTP API shares: the answer envelope, the failure envelope, and the
 * input rules for ids, rupees and phone numbers. Forms send every value as a string and JSON
 * clients send numbers, so the input rules read both.
 */

/** The envelope every JSON answer shares: status mirrors HTTP, then msg and/or data. */
export const envelope = <T extends z.ZodType>(data: T) => z.looseObject({ status: z.number().int(), msg: z.string().optional(), data });

/** Every failure: status, a stable code, the values its text fills in, and the text in the reader's language. */
export const failure = z.looseObject({
  status: z.number().int(),
  code: z
    .string()
    .optional()
    .meta({ description: "Stable message code, e.g. 'bid.below_next_valid' (every answer the server words carries one)" }),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: 'The values the message fills in' }),
  msg: z.string().meta({ description: 'The message in the request language (language cookie, else Accept-Language, else English)' }),
});
export type Failure = z.infer<typeof failure>;

/** Ids are Postgres integers: a larger number names nothing and must not reach a query. */
export const MAX_ID = 2_147_483_647;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number typed into a form arrives as decimal digits and is read as one; anything else (true,
 * [1], "0x10", "1e3", "") is left as sent so the schema refuses it. Money and ids are never
 * guessed from a value that is not plainly a number.
 */
export const decimal = (v: unknown) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v.trim()) : v);

/** Ids arrive as form strings or JSON numbers. */
export const idField = (name: string) =>
  z.preprocess(
    decimal,
    z
      .number({ error: zodText('field.must_be_number', { field: name }) })
      .int(zodText('field.must_be_whole', { field: name }))
      .positive(zodText('field.must_be_positive', { field: name }))
      .max(MAX_ID, zodText('field.not_an_id', { field: name })),
  );

/** Whole rupees up to `max`, from a JSON number or a form's digits. */
export const rupeeAmount = (name: string, max: number) =>
  z.preprocess(
    decimal,
    z
      .number({ error: zodText('field.rupees', { field: name }) })
      .int(zodText('field.whole_rupees', { field: name }))
      .positive(zodText('field.more_than_zero', { field: name }))
      .max(max, zodText('field.max', { field: name, count: max })),
  );

/**
 * A mobile number as people type or paste it ("+91 98765 43210", "098765-43210") read as its 10
 * digits before the 10-digit rule applies; stored and compared in that form everywhere.
 */
export const phoneNumber = (code: SchemaCode = 'field.phone') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? normalizeIndianPhone(v) : v),
    z.string({ error: zodText(code) }).regex(/^\d{10}$/, zodText(code)),
  );

export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: zodText('request.idempotency_key_required') })
    .regex(/^[A-Za-z0-9._:-]{8,100}$/, zodText('request.idempotency_key_format')),
});

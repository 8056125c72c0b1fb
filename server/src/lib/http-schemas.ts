import { z } from 'zod';

/** The envelope every JSON answer shares (DESIGN §3): status mirrors HTTP, then msg and/or data. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.looseObject({ status: z.number().int(), msg: z.string().optional(), data });

export const failure = z.looseObject({ status: z.number().int(), msg: z.string(), code: z.string().optional() });

/** Ids are Postgres integers: a larger number names nothing and must not reach a query. */
const MAX_ID = 2_147_483_647;

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
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be positive`)
      .max(MAX_ID, `${name} is not a valid id`),
  );

/** Whole rupees up to `max`, from a JSON number or a form's digits. */
export const rupeeAmount = (name: string, max: number, maxText: string) =>
  z.preprocess(
    decimal,
    z
      .number({ error: `${name} must be a number of rupees` })
      .int(`${name} must be a whole number of rupees`)
      .positive(`${name} must be more than zero`)
      .max(max, `${name} must be at most ${maxText}`),
  );

export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key header is required' })
    .regex(/^[A-Za-z0-9._:-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or . _ : -'),
});

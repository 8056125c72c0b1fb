import { z } from 'zod';

/** The envelope every JSON answer shares (DESIGN §3): status mirrors HTTP, then msg and/or data. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.looseObject({ status: z.number().int(), msg: z.string().optional(), data });

export const failure = z.looseObject({ status: z.number().int(), msg: z.string(), code: z.string().optional() });

/** Ids are Postgres integers: a larger number names nothing and must not reach a query. */
const MAX_ID = 2_147_483_647;

/** Ids arrive as form strings or JSON numbers. */
export const idField = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is not a valid id`);

export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key header is required' })
    .regex(/^[A-Za-z0-9._:-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or . _ : -'),
});

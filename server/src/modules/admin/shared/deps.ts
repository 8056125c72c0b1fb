import type { Db } from '../../../db/client.js';
import type { ImageStore } from './uploads.js';
import type { FastifyBaseLogger } from 'fastify';

/** What the admin services are built from; a test can build any of them without Fastify. */
export interface AdminDeps {
  db: Db;
  images: ImageStore;
  log: FastifyBaseLogger;
  /** After a commit that wrote outbox rows: publish them now rather than at the next poll. */
  onCommitted(): void;
  /** A backout charge was just recorded, in the deal step's transaction: the deposit rule may meet it. */
  onBackout?: (tx: import('../../../db/client.js').Tx, b: { assetId: number; userId: number; charge: number }) => Promise<unknown>;
}

/** Postgres unique_violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Runs `work`; a unique violation becomes the given client error instead of a 500. */
export async function uniqueOr<T>(work: () => Promise<T>, onDuplicate: () => Error): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw onDuplicate();
    throw err;
  }
}

/** What every admin sub-module's plugin is registered with. */
export interface AdminPluginOptions {
  deps: AdminDeps;
}

import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/rows.js';
import { idempotencyKeys, otpChallenges, sessions } from '../db/schema/index.js';
import type { Executor } from '../db/client.js';
import type { Workers } from '../workers.js';
import type { FastifyInstance } from 'fastify';

/** How long each kind of row stays useful after it was made. */
export const RETENTION = {
  /** Codes live 5 minutes (15 after verification); the hourly send limits count the last hour. */
  otpChallengeHours: 24,
  /** A client retries a quote within seconds; the monitor looks back minutes. */
  idempotencyKeyHours: 48,
} as const;

export interface PruneResult {
  sessions: number;
  otpChallenges: number;
  idempotencyKeys: number;
}

const hoursAgo = (h: number) => sql`now() - make_interval(hours => ${h})`;

/** Deletes and counts in one statement, without carrying the deleted rows back. */
async function deleteCounting(db: Executor, table: SQL, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with d as (delete from ${table} where ${where} returning 1) select count(*)::int as n from d`,
  );
  return row?.n ?? 0;
}

/** Deletes what nobody can use any more; safe to run on every instance at once. */
export async function pruneExpired(db: Executor): Promise<PruneResult> {
  return {
    sessions: await deleteCounting(db, sql`${sessions}`, sql`${sessions.expiresAt} < now()`),
    otpChallenges: await deleteCounting(
      db,
      sql`${otpChallenges}`,
      sql`${otpChallenges.createdAt} < ${hoursAgo(RETENTION.otpChallengeHours)}`,
    ),
    idempotencyKeys: await deleteCounting(
      db,
      sql`${idempotencyKeys}`,
      sql`${idempotencyKeys.createdAt} < ${hoursAgo(RETENTION.idempotencyKeyHours)}`,
    ),
  };
}

/** Every instance prunes on PRUNE_INTERVAL_MINUTES; a failed pass is logged and tried again next time. */
export function startPruner(app: FastifyInstance): Workers {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = pruneExpired(app.db)
      .then((pruned) => app.log.info({ pruned }, 'expired rows pruned'))
      .catch((err: unknown) => app.log.error({ err }, 'pruning expired rows failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, app.config.PRUNE_INTERVAL_MINUTES * 60_000);
  timer.unref();
  const first = setTimeout(tick, 10_000);
  first.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      if (running) await running;
    },
  };
}

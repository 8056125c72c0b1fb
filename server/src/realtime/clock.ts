import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows.js';
import type { Db } from '../db/client.js';
import type { FastifyBaseLogger } from 'fastify';

export interface ServerClock {
  /** Milliseconds by the database clock, which stamps quotes and decides ends_at. */
  now(): number;
  iso(): string;
  stop(): void;
}

const REFRESH_MS = 60_000;

/**
 * Countdowns must agree with the clock that closes lots (the database's), not with whichever
 * instance a phone happens to be connected to. One query a minute keeps the offset fresh.
 */
export function createServerClock(db: Db, log: FastifyBaseLogger): ServerClock {
  let offset = 0;
  const refresh = async () => {
    try {
      const sent = Date.now();
      const [row] = await queryRows<{ now: string | Date }>(db, sql`select clock_timestamp() as now`);
      const received = Date.now();
      if (row) offset = new Date(row.now).getTime() - (sent + received) / 2;
    } catch (err) {
      log.warn({ err }, 'realtime clock refresh failed; keeping the last offset');
    }
  };
  void refresh();
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  timer.unref();
  return {
    now: () => Date.now() + offset,
    iso: () => new Date(Date.now() + offset).toISOString(),
    stop: () => clearInterval(timer),
  };
}

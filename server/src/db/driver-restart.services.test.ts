import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from '../test/pg-cluster.js';
import { driverPatched } from './driver-patch.js';

// A process-wide catch: the driver's fault was an exception thrown from a timer callback, which
// no test's await sees. Any such exception while these tests run fails them.
const escaped: unknown[] = [];
const onEscape = (err: unknown) => void escaped.push(err);

const untilSettled = <T>(p: Promise<T>, ms = 10_000) =>
  Promise.race([
    p.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    new Promise<{ ok: 'hung' }>((r) => setTimeout(() => r({ ok: 'hung' }), ms)),
  ]);

const tick = () => new Promise((r) => setImmediate(r));

describe('postgres.js when the database restarts (private cluster)', () => {
  let pg: PrivatePostgres;
  beforeAll(async () => {
    process.on('uncaughtException', onEscape);
    pg = await startPrivatePostgres();
  }, 60_000);
  afterAll(async () => {
    process.off('uncaughtException', onEscape);
    await pg?.destroy();
  });

  it('runs with the pinned fixes applied (npm ci applies them)', () => {
    expect(driverPatched()).toBe(true);
  });

  it('a reserved connection whose backend ended rejects later statements, and the pool serves again', async () => {
    escaped.length = 0;
    const sql = postgres(pg.url, { max: 2, onnotice: () => {}, backoff: () => 0.05 });
    try {
      const reserved = await sql.reserve();
      await reserved`select 1`;
      await pg.restart();
      // The statements a quote lane sends on its reserved connection after the restart.
      const late = await untilSettled(Promise.all([reserved`select 1`, reserved`select 2`]));
      await tick();
      await tick();
      expect(late.ok).toBe(false);
      reserved.release();
      const again = await untilSettled(sql`select 42 as n`);
      expect(again).toEqual({ ok: true, value: [{ n: 42 }] });
      const fresh = await sql.reserve();
      expect(await fresh`select 7 as n`).toEqual([{ n: 7 }]);
      fresh.release();
      expect(escaped).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  }, 60_000);

  it('a transaction whose backend ended rejects (its own ROLLBACK included) without an escaped exception', async () => {
    escaped.length = 0;
    const sql = postgres(pg.url, { max: 2, onnotice: () => {}, backoff: () => 0.05 });
    try {
      let started!: () => void;
      const inside = new Promise<void>((r) => (started = r));
      const tx = sql.begin(async (t) => {
        await t`select 1`;
        started();
        await t`select pg_sleep(30)`;
        await t`select 2`;
      });
      await inside;
      const [restarted, outcome] = await Promise.all([pg.restart(), untilSettled(tx)]);
      void restarted;
      await tick();
      await tick();
      expect(outcome.ok).toBe(false);
      expect(await sql`select 1 as n`).toEqual([{ n: 1 }]);
      expect(escaped).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  }, 60_000);

  it('queries during the outage fail fast, and the pool reconnects by itself once the server is back', async () => {
    escaped.length = 0;
    const sql = postgres(pg.url, { max: 4, onnotice: () => {}, backoff: () => 0.05, connect_timeout: 3 });
    try {
      await Promise.all([sql`select 1`, sql`select 1`, sql`select 1`]);
      await pg.stop();
      const during = await untilSettled(sql`select 1`, 5_000);
      expect(during.ok).toBe(false);
      await pg.start();
      const after = await untilSettled(sql`select 3 as n`);
      expect(after).toEqual({ ok: true, value: [{ n: 3 }] });
      expect(escaped).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  }, 60_000);

  it('a reservation asked for while the server is down fails, and leaks no connection once it is back', async () => {
    escaped.length = 0;
    const sql = postgres(pg.url, { max: 2, onnotice: () => {}, backoff: () => 0.05, connect_timeout: 3 });
    try {
      await sql`select 1`;
      await pg.stop();
      const during = await Promise.all(Array.from({ length: 4 }, () => untilSettled(sql.reserve(), 5_000)));
      expect(during.map((d) => d.ok)).toEqual([false, false, false, false]);
      await pg.start();
      // Both connections of the pool can be reserved again: the failed reservations kept none.
      const both = await untilSettled(Promise.all([sql.reserve(), sql.reserve()]));
      expect(both.ok).toBe(true);
      if (both.ok === true) for (const r of both.value) r.release();
      expect(await sql`select 5 as n`).toEqual([{ n: 5 }]);
      expect(escaped).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  }, 60_000);
});

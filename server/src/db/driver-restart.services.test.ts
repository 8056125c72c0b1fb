import net from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from '../test/pg-cluster.js';
import { driverPatched } from './driver-patch.js';

// A process-wide catch: the driver's faults were an exception thrown from a timer callback and a
// rejection nobody held, which no test's await sees. Any of them while these tests run fails them.
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

/** A FATAL ErrorResponse as Postgres sends it before it closes a connection. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'latin1');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeUInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}
/** What a backend ended by a restart (pg_ctl -m fast, pg_terminate_backend) sends. */
const adminShutdown = () => fatal('57P01', 'terminating connection due to administrator command');
/** What a server still starting up answers a new connection's startup message with. */
const startingUp = () => fatal('57P03', 'the database system is starting up');

/**
 * A TCP proxy in front of the database that plays a restart's moments exactly: `kill()` ends
 * every open connection as a terminated backend does (57P01, then the socket closes); while
 * `starting` is set, a new connection is refused as a server still starting up refuses it; with
 * `killFirstTypeFetch`, the first connection is killed as soon as the driver sends its
 * array-types query, the first statement of every new connection.
 */
async function restartingProxy(url: string, opts: { killFirstTypeFetch?: boolean } = {}) {
  const target = new URL(url);
  const live = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let first = true;
  const state = { starting: false };
  const server = net.createServer((client) => {
    if (state.starting) {
      client.once('data', () => client.end(startingUp()));
      client.on('error', () => {});
      return;
    }
    const killTypeFetch = first && opts.killFirstTypeFetch === true;
    first = false;
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair = { client, upstream };
    live.add(pair);
    const forget = () => live.delete(pair);
    upstream.on('error', () => client.destroy()).on('close', forget);
    client.on('error', () => upstream.destroy()).on('close', forget);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (killTypeFetch && chunk.includes('pg_catalog.pg_type')) {
        upstream.destroy();
        client.end(adminShutdown());
        return;
      }
      upstream.write(chunk);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const proxied = new URL(url);
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    state,
    kill() {
      for (const { client, upstream } of live) {
        upstream.unpipe(client);
        upstream.destroy();
        client.end(adminShutdown());
      }
      live.clear();
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('postgres.js when the database restarts (private cluster)', () => {
  let pg: PrivatePostgres;
  beforeAll(async () => {
    process.on('uncaughtException', onEscape);
    process.on('unhandledRejection', onEscape);
    pg = await startPrivatePostgres();
  }, 60_000);
  afterAll(async () => {
    process.off('uncaughtException', onEscape);
    process.off('unhandledRejection', onEscape);
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

  /** `run` on a one-connection pool through a restartingProxy; both are closed after it. */
  async function throughProxy(
    opts: Parameters<typeof restartingProxy>[1],
    run: (sql: postgres.Sql, proxy: Awaited<ReturnType<typeof restartingProxy>>) => Promise<void>,
  ) {
    const proxy = await restartingProxy(pg.url, opts);
    const sql = postgres(proxy.url, { max: 1, onnotice: () => {}, backoff: () => 0.05, connect_timeout: 3 });
    try {
      await run(sql, proxy);
    } finally {
      await sql.end({ timeout: 1 });
      await proxy.close();
    }
  }

  for (const [what, first] of [
    ['a statement', (sql: postgres.Sql) => sql`select 11 as n`.then((rows) => rows[0])],
    [
      'a reservation',
      (sql: postgres.Sql) =>
        sql.reserve().then(async (r) => {
          const [row] = await r`select 11 as n`;
          r.release();
          return row;
        }),
    ],
  ] as const) {
    it(`${what} waiting on a connection that is killed while it starts up runs on the reconnect, and nothing escapes`, async () => {
      escaped.length = 0;
      await throughProxy({ killFirstTypeFetch: true }, async (sql) => {
        const outcome = await untilSettled(first(sql));
        await tick();
        await tick();
        // Unpatched: the killed startup's 57P01 failed the statement on the next socket, and its type
        // fetch's rejection escaped.
        expect(outcome).toEqual({ ok: true, value: { n: 11 } });
        expect(escaped).toEqual([]);
        expect(await sql`select 12 as n`).toEqual([{ n: 12 }]);
      });
    }, 60_000);
  }

  it('a reservation asked for while the server starts up again fails at once, and the next one gets a connection', async () => {
    escaped.length = 0;
    await throughProxy({}, async (sql, proxy) => {
      // A quote lane: a reserved connection with a statement in flight when the restart ends its backend.
      const lane = await sql.reserve();
      const inFlight = untilSettled(lane`select pg_sleep(30)`);
      await new Promise((r) => setTimeout(r, 100));
      proxy.state.starting = true;
      proxy.kill();
      expect((await inFlight).ok).toBe(false);
      lane.release();
      // Unpatched, the dead statement and its 57P01 stayed on the connection: the server's
      // "starting up" refusals were taken for that statement's, so the reservation kept
      // reconnecting (every request on the lane waiting behind it) until the server was up, and
      // then failed anyway.
      const during = await untilSettled(sql.reserve(), 2_000);
      expect(during.ok).toBe(false);
      expect(during.ok === false && (during.error as { code?: string }).code).toBe('57P03');
      proxy.state.starting = false;
      const after = await untilSettled(sql.reserve());
      expect(after.ok).toBe(true);
      if (after.ok === true) {
        expect(await after.value`select 13 as n`).toEqual([{ n: 13 }]);
        after.value.release();
      }
      await tick();
      expect(escaped).toEqual([]);
    });
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

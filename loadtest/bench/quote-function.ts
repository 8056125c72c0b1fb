/**
 * npm run bench:quote-function [-- variant.sql …] — the quote lane's database function alone: the
 * Postgres backend's CPU per quote and the wall time per batch, calling vh_place_quote_batch_v2 as
 * a lane does (batches of BENCH_BATCH requests, sessions of 500 buyers, spread over 100 lots, or
 * BENCH_LOTS of them).
 * BENCH_LIMITS=on: the lots' auction requires deposits and every buyer has one (limitsOn, as in
 * bench:bids), so every request goes through the buying-limit check. BENCH_LIMITS=both: each
 * function twice, limits off and on, taking turns in the same rounds; the table then gives on / off.
 *
 * Each argument is an SQL file applied after the migrations and the engine's routines
 * (bidding/engine/) to a database of its own (another version of the function, an index less…);
 * the code as it stands runs as `current`. They take
 * turns in rounds, so each meets the same machine. With PLPROF=1 and the plprofiler extension
 * installed (Debian: postgresql-15-plprofiler), it also prints the function's costliest lines.
 * With PGSS=1 and pg_stat_statements loaded on the server (shared_preload_libraries, track = all),
 * it prints the statements inside the function by time, per contender (the 15 costliest, or PGSS_TOP).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase } from '../../server/src/db/client.js';
import { hashToken } from '../../server/src/modules/accounts/session.js';
import { EXTENDED_SUBJECT, QUOTE_SUBJECT } from '../../server/src/modules/bidding/repo.js';
import { processCpu } from '../lib/cpu.js';
import { repoRoot } from '../lib/server.js';
import { createBuyersAndLots, freshDatabase, limitsOn } from '../lib/setup.js';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const BATCHES_PER_ROUND = Number(process.env.BENCH_BATCHES ?? 300);
const BATCH = Number(process.env.BENCH_BATCH ?? 8);
/** BENCH_LOTS=1: every request on one lot, rising, as on bench:bids' hot lot. */
const LOTS = Number(process.env.BENCH_LOTS ?? 100);
if (!Number.isInteger(LOTS) || LOTS < 1) throw new Error(`BENCH_LOTS: a whole number of lots, not ${process.env.BENCH_LOTS}`);
const PLPROF = process.env.PLPROF === '1';
const PGSS = process.env.PGSS === '1';
const LIMITS = process.env.BENCH_LIMITS ?? 'off';
if (!['on', 'off', 'both'].includes(LIMITS)) throw new Error(`BENCH_LIMITS: on, off or both, not ${LIMITS}`);
/** The limits settings each function runs with. */
const SETTINGS = LIMITS === 'both' ? [false, true] : [LIMITS === 'on'];
/** DEPOSIT_LIMIT_MULTIPLE's default, the function's last argument. */
const MULTIPLE = 10;

interface Contender {
  name: string;
  limits: boolean;
  sql: postgres.Sql;
  backendPid: number;
  drop(): Promise<void>;
  tokenHashes: string[];
  lotIds: number[];
  next: Map<number, number>;
  cpu: number;
  wallMs: number;
  quotes: number;
  accepted: number;
}

async function contender(variant: string | undefined, limits: boolean): Promise<Contender> {
  const db = await freshDatabase(BASE_URL, 'vh_fnbench');
  try {
    const database = await openDatabase({ url: db.url, dataDir: '/tmp', migrationsDir: path.join(repoRoot, 'migrations') });
    await database.migrate();
    await database.close();
    const data = await createBuyersAndLots(db.url, { buyers: 500, lots: LOTS });
    if (limits) await limitsOn(db.url, data.lotIds);
    // One connection, like a lane's; the function's plans are made once on it.
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    if (variant) await sql.unsafe(readFileSync(variant, 'utf8').replaceAll('--> statement-breakpoint', ''));
    if (PGSS) await sql.unsafe('create extension if not exists pg_stat_statements');
    if (PLPROF) {
      await sql.unsafe('create extension if not exists plprofiler');
      await sql.unsafe(`load 'plprofiler'`);
      await sql.unsafe('select pl_profiler_set_enabled_local(true)');
    }
    const [backend] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    return {
      name: `${variant ? path.basename(variant) : 'current'}${LIMITS === 'both' ? `, limits ${limits ? 'on' : 'off'}` : ''}`,
      limits,
      sql,
      backendPid: backend!.pid,
      drop: db.drop,
      tokenHashes: data.cookies.map((c) => hashToken(c.slice(c.indexOf('=') + 1))),
      lotIds: data.lotIds,
      next: new Map(data.lotIds.map((id) => [id, 100_000])),
      cpu: 0,
      wallMs: 0,
      quotes: 0,
      accepted: 0,
    };
  } catch (err) {
    await db.drop().catch(() => undefined);
    throw err;
  }
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** One round: BATCHES_PER_ROUND batches of rising quotes on random lots by random buyers. */
async function round(c: Contender) {
  const cpu0 = processCpu(c.backendPid).seconds;
  const t0 = performance.now();
  for (let b = 0; b < BATCHES_PER_ROUND; b++) {
    const requests = Array.from({ length: BATCH }, () => {
      const assetId = pick(c.lotIds);
      const amount = c.next.get(assetId)!;
      c.next.set(assetId, amount + 100);
      return { tokenHash: pick(c.tokenHashes), assetId, amount, key: randomUUID(), requestHash: randomBytes(32).toString('hex') };
    });
    const [row] = await c.sql<
      { answer: string }[]
    >`select vh_place_quote_batch_v2(${c.sql.json(requests)}, ${QUOTE_SUBJECT}, ${EXTENDED_SUBJECT}, ${MULTIPLE}::int)::text as answer`;
    const { answers } = JSON.parse(row!.answer) as { answers: { status: number }[] };
    c.accepted += answers.filter((a) => a.status === 200).length;
    c.quotes += BATCH;
  }
  c.wallMs += performance.now() - t0;
  c.cpu += processCpu(c.backendPid).seconds - cpu0;
}

async function printLineStats(c: Contender) {
  const rows = await c.sql<{ line: number; calls: string; us: string; text: string | null }[]>`
    select l.line_number::int as line, l.exec_count::text as calls, l.total_time::text as us,
           case when l.line_number > 0 then split_part(p.prosrc, E'\n', l.line_number::int) end as text
      from pl_profiler_linestats_local() l join pg_proc p on p.oid = l.func_oid
     where p.proname = 'vh_place_quote_batch_v2' order by l.total_time desc limit 30`;
  const whole = Number(rows.find((r) => r.line === 0)?.us ?? 0);
  console.log(`\n${c.name}: vh_place_quote_batch_v2 lines by time (100 % = ${(whole / 1000).toFixed(0)} ms)`);
  for (const r of rows.filter((r) => r.line > 0)) {
    console.log(
      `${String(r.line).padStart(5)} ${r.calls.padStart(8)} ${((Number(r.us) / whole) * 100).toFixed(1).padStart(5)} %  ${(r.text ?? '').trim().slice(0, 100)}`,
    );
  }
}

/** The statements inside the function (pg_stat_statements, track = all) by total time, in this contender's database. */
async function printStatementStats(c: Contender) {
  const rows = await c.sql<{ calls: string; ms: string; query: string }[]>`
    select s.calls::text, s.total_exec_time::text as ms, regexp_replace(s.query, '\\s+', ' ', 'g') as query
      from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = current_database() and s.toplevel = false
     order by s.total_exec_time desc limit ${Number(process.env.PGSS_TOP ?? 15)}`;
  const [all] = await c.sql<{ top: string; inner: string; wal: string }[]>`
    select coalesce(sum(s.total_exec_time) filter (where s.toplevel and s.query like '%vh_place_quote_batch_v2%'), 0)::text as top,
           coalesce(sum(s.total_exec_time) filter (where not s.toplevel), 0)::text as inner,
           coalesce(sum(s.wal_bytes) filter (where s.toplevel and s.query like '%vh_place_quote_batch_v2%'), 0)::text as wal
      from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = current_database()`;
  const perQuote = (ms: string) => ((Number(ms) * 1000) / c.quotes).toFixed(1);
  console.log(
    `\n${c.name}: the function ${perQuote(all!.top)} µs and ${(Number(all!.wal) / c.quotes).toFixed(0)} WAL bytes per quote, its statements ${perQuote(all!.inner)} µs; statements by time, µs per quote`,
  );
  for (const r of rows) {
    console.log(`${((Number(r.ms) * 1000) / c.quotes).toFixed(1).padStart(7)} ${r.calls.padStart(8)} calls  ${r.query.slice(0, 150)}`);
  }
}

/**
 * plprofiler's install script gives its functions to a role of that name, which is cluster-wide:
 * made here if missing, and then dropped again after the databases that used it.
 */
async function plprofilerRole() {
  const admin = postgres(BASE_URL, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await admin`select 1 from pg_roles where rolname = 'plprofiler'`;
    if (existing) return async () => {};
    await admin`create role plprofiler`;
  } finally {
    await admin.end();
  }
  return async () => {
    const again = postgres(BASE_URL, { max: 1, onnotice: () => {} });
    await again`drop role if exists plprofiler`.finally(() => again.end());
  };
}

const variants = process.argv.slice(2);
const contenders: Contender[] = [];
const dropRole = PLPROF ? await plprofilerRole() : async () => {};
try {
  for (const variant of [undefined, ...variants]) for (const limits of SETTINGS) contenders.push(await contender(variant, limits));
  for (let r = 0; r < ROUNDS; r++) {
    // Who goes first alternates, so a drift of the machine's speed falls on both.
    for (const c of r % 2 === 0 ? contenders : [...contenders].reverse()) await round(c);
  }
  console.log(
    `\n# bench:quote-function\n\n${new Date().toISOString()} · ${ROUNDS} rounds of ${BATCHES_PER_ROUND} batches of ${BATCH} quotes over ${LOTS} lots${LIMITS === 'off' ? '' : ` · limits ${LIMITS}`}\n`,
  );
  const cpuPerQuote = (c: Contender) => (c.cpu / c.quotes) * 1e6;
  console.log(
    `| function | Postgres backend CPU µs per quote | wall ms per batch | accepted |${LIMITS === 'both' ? ' CPU on / off |' : ''}\n| --- | --- | --- | --- |${LIMITS === 'both' ? ' --- |' : ''}`,
  );
  for (const [i, c] of contenders.entries()) {
    // With BENCH_LIMITS=both each function's off contender comes right before its on one.
    const ratio = LIMITS === 'both' ? ` ${c.limits ? (cpuPerQuote(c) / cpuPerQuote(contenders[i - 1]!)).toFixed(3) : ''} |` : '';
    console.log(
      `| ${c.name} | ${cpuPerQuote(c).toFixed(0)} | ${((c.wallMs / c.quotes) * BATCH).toFixed(2)} | ${c.accepted} of ${c.quotes} |${ratio}`,
    );
  }
  if (PLPROF) for (const c of contenders) await printLineStats(c);
  if (PGSS) for (const c of contenders) await printStatementStats(c);
} finally {
  for (const c of contenders) {
    await c.sql.end();
    await c.drop().catch(() => undefined);
  }
  await dropRole();
}

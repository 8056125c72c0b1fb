/**
 * npm run bench:bids — accepted quotes per second over HTTP on real Postgres, on one hot lot and
 * spread over 100 lots, beside pgbench's equivalent single transaction on the same server.
 *
 * Both sides run at each client count of BENCH_CLIENTS. The headline compares the peaks: our best
 * quotes/s against pgbench's best tps, the most this machine's Postgres commits of that
 * transaction at any concurrency tried. The sweep shows each count side by side too.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { cpuMeter } from '../lib/cpu.js';
import { deleteStream } from '../lib/nats.js';
import { pgbench } from '../lib/pgbench.js';
import { repoRoot, startServer, type RunningServer } from '../lib/server.js';
import { createBuyersAndLots, freshDatabase, limitsOn } from '../lib/setup.js';
import { fmt, markdownTable, Samples } from '../lib/stats.js';
import { LeanHttp } from './lean-http.js';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Client counts tried, for both sides. */
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '8,16,32,64').split(',').map(Number);
if (CLIENT_COUNTS.some((c) => !Number.isInteger(c) || c < 1)) {
  throw new Error(`BENCH_CLIENTS: a comma-separated list of client counts, not ${process.env.BENCH_CLIENTS}`);
}
const LOTS = 100;
/**
 * The share of requests that set or raise an autobid (POST /client/add_autobid_amount, a maximum
 * a few increments above the next amount) instead of quoting; 0 by default. An accepted autobid
 * counts as an accepted request, as a quote does.
 */
const AUTOBID_SHARE = Number(process.env.BENCH_AUTOBID_SHARE ?? 0);
if (!(AUTOBID_SHARE >= 0 && AUTOBID_SHARE <= 1))
  throw new Error(`BENCH_AUTOBID_SHARE: a fraction from 0 to 1, not ${process.env.BENCH_AUTOBID_SHARE}`);
const SLICES = Number(process.env.BENCH_SLICES ?? 5);
/**
 * BENCH_LIMITS=on: every lot's auction requires deposits and every bidder has one (far above what
 * the run quotes, so nothing is refused): every request goes through the engine's limit check
 * (deposit account locked, exposure summed). Run it alternated with the default (off) to compare.
 */
const LIMITS = (process.env.BENCH_LIMITS ?? 'off') === 'on';
if (!['on', 'off'].includes(process.env.BENCH_LIMITS ?? 'off')) throw new Error(`BENCH_LIMITS: on or off, not ${process.env.BENCH_LIMITS}`);
const PGBENCH_SCRIPT = `\\set lot random(1, :lots)
BEGIN;
SELECT current_price FROM bench_lots WHERE id = :lot FOR UPDATE;
INSERT INTO bench_quotes (asset_id, amount) VALUES (:lot, 1);
UPDATE bench_lots SET current_price = current_price + 1, last_seq = last_seq + 1 WHERE id = :lot;
END;
`;

/** pgbench's own database: the lots table and the quotes table of its transaction. */
async function pgbenchDatabase(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`create table bench_lots (id int primary key, current_price int not null, last_seq int not null)`;
    await sql`create table bench_quotes (id bigint generated always as identity primary key, asset_id int not null, amount int not null, created_at timestamptz not null default now())`;
    await sql`insert into bench_lots select g, 0, 0 from generate_series(1, 100) g`;
  } finally {
    await sql.end();
  }
}

type Cpu = ReturnType<ReturnType<typeof cpuMeter>>;
const noCpu = (): Cpu => ({ machine: 0, server: 0, postgres: 0, nats: 0, client: 0 });
const addCpu = (a: Cpu, b: Cpu): Cpu => ({
  machine: a.machine + b.machine,
  server: a.server + b.server,
  postgres: a.postgres + b.postgres,
  nats: a.nats + b.nats,
  client: a.client + b.client,
});

interface HttpResult {
  /** CPU seconds per process group during the load. */
  cpu: Cpu;
  accepted: number;
  total: number;
  statuses: Record<number, number>;
  seconds: number;
  samples: Samples;
}

/** One slice of quotes over HTTP, added to `into`; `next` is the amount to quote next per lot. */
async function quoteLoad(
  url: string,
  clients: number,
  cookies: string[],
  lotIds: number[],
  seconds: number,
  next: Map<number, number>,
  into: HttpResult,
) {
  const connections = await Promise.all(Array.from({ length: clients }, () => LeanHttp.connect(url)));
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      connections.map(async (http, worker) => {
        let i = worker;
        while (performance.now() < deadline) {
          const lot = lotIds[Math.floor(Math.random() * lotIds.length)]!;
          // Amounts from a shared counter per lot: concurrent quotes mostly rise, as in a real rush.
          const amount = next.get(lot)!;
          next.set(lot, amount + 100);
          const cookie = cookies[(i += clients) % cookies.length]!;
          const autobid = AUTOBID_SHARE > 0 && Math.random() < AUTOBID_SHARE;
          const t0 = performance.now();
          const res = autobid
            ? await http.post(
                '/client/add_autobid_amount',
                `Cookie: ${cookie}\r\nIdempotency-Key: ${randomUUID()}\r\n`,
                JSON.stringify({ asset_id: lot, max_amount: amount + 100 * (1 + Math.floor(Math.random() * 5)) }),
              )
            : await http.post(
                '/client/bid',
                `Cookie: ${cookie}\r\nIdempotency-Key: ${randomUUID()}\r\n`,
                JSON.stringify({ asset_id: lot, amount }),
              );
          into.samples.add(performance.now() - t0);
          into.total += 1;
          into.statuses[res.status] = (into.statuses[res.status] ?? 0) + 1;
          if (res.status === 200) {
            into.accepted += 1;
            continue;
          }
          const body = JSON.parse(res.body) as { next_valid_amount?: number };
          if (body.next_valid_amount && body.next_valid_amount > next.get(lot)!) next.set(lot, body.next_valid_amount);
        }
      }),
    );
  } finally {
    for (const http of connections) http.close();
  }
  into.seconds += (performance.now() - started) / 1000;
}

interface PgbenchTotals {
  transactions: number;
  seconds: number;
  samples: Samples;
  cpu: Cpu;
}

/** One client count of one case: both sides' totals over the slices. */
interface Point {
  clients: number;
  ours: HttpResult;
  pg: PgbenchTotals;
}

const oursPerSecond = (p: Point) => p.ours.accepted / p.ours.seconds;
const pgTps = (p: Point) => p.pg.transactions / p.pg.seconds;

/** What one case runs: by default the settings of the environment, both sides. */
export interface CaseOptions {
  /** Every request checked against a deposit (BENCH_LIMITS). */
  limits?: boolean;
  /** false: our server alone, no pgbench side (bids-noise.ts compares our runs with each other). */
  pgbench?: boolean;
  clients?: number[];
  seconds?: number;
  slices?: number;
}

/**
 * One case: pgbench and our server at each client count, each for SECONDS in all, in SLICES
 * alternating slices (which side goes first alternates too). This VM's speed drifts within a
 * minute (pgbench over 100 rows at 3,968–5,766 tps within one hour, the same server code at
 * 404–766 µs of CPU per quote), so two back-to-back runs of 10 s could each meet a different machine.
 * Each case starts a server of its own on a fresh database.
 */
export async function benchCase(lots: number, options: CaseOptions = {}) {
  const { limits = LIMITS, pgbench: withPgbench = true, clients: clientCounts = CLIENT_COUNTS } = options;
  const slices = options.slices ?? SLICES;
  const slice = Math.max(1, Math.round((options.seconds ?? SECONDS) / slices));
  // Everything made here goes again whatever fails, the server's start included.
  const databases: Array<{ drop(): Promise<void> }> = [];
  let server: RunningServer | undefined;
  try {
    const pgDb = withPgbench ? await freshDatabase(BASE_URL, 'vh_pgbench') : undefined;
    if (pgDb) {
      databases.push(pgDb);
      await pgbenchDatabase(pgDb.url);
    }
    const db = await freshDatabase(BASE_URL, 'vh_bench');
    databases.push(db);
    const env: Record<string, string> = { DATABASE_URL: db.url, SEED_ON_EMPTY: 'false', DATA_DIR: `/tmp/vh-bench-${process.pid}` };
    if (process.env.NATS_URL) Object.assign(env, { NATS_URL: process.env.NATS_URL, NATS_NAMESPACE: `bench${process.pid}` });
    server = await startServer(env);
    const { url: serverUrl, child } = server;
    const data = await createBuyersAndLots(db.url, { buyers: 500, lots: LOTS });
    const lotIds = data.lotIds.slice(0, lots);
    if (limits) await limitsOn(db.url, data.lotIds);
    const next = new Map(lotIds.map((id) => [id, 100_000]));
    const points: Point[] = clientCounts.map((clients) => ({
      clients,
      ours: { accepted: 0, total: 0, statuses: {}, seconds: 0, samples: new Samples(), cpu: noCpu() },
      pg: { transactions: 0, seconds: 0, samples: new Samples(), cpu: noCpu() },
    }));
    const runPgbench = async ({ clients, pg }: Point) => {
      if (!pgDb) return;
      const cpu = cpuMeter(undefined);
      const result = await pgbench(pgDb.url, PGBENCH_SCRIPT, { clients, seconds: slice, vars: { lots: String(lots) } });
      pg.cpu = addCpu(pg.cpu, cpu());
      pg.transactions += result.tps * slice;
      pg.seconds += slice;
      for (const ms of result.samples.all()) pg.samples.add(ms);
    };
    const runOurs = async ({ clients, ours }: Point) => {
      const cpu = cpuMeter(child.pid);
      await quoteLoad(serverUrl, clients, data.cookies, lotIds, slice, next, ours);
      ours.cpu = addCpu(ours.cpu, cpu());
    };
    for (let i = 0; i < slices; i++) {
      for (const point of points) {
        if (i % 2 === 0) await runPgbench(point).then(() => runOurs(point));
        else await runOurs(point).then(() => runPgbench(point));
      }
    }
    return points;
  } finally {
    await server?.stop();
    for (const d of databases) await d.drop().catch(() => undefined);
    if (process.env.NATS_URL) await deleteStream(process.env.NATS_URL, `bench${process.pid}`).catch(() => undefined);
  }
}

const best = (points: Point[], rate: (p: Point) => number) => points.reduce((a, b) => (rate(b) > rate(a) ? b : a));
const latency = (samples: Samples) => `${fmt(samples.percentile(50), 1)} / ${fmt(samples.percentile(99), 1)}`;

function cpuPerRequest(r: HttpResult) {
  const per = (s: number) => fmt((s / r.total) * 1e6);
  return `${per(r.cpu.machine)} (${per(r.cpu.server)} / ${per(r.cpu.postgres)} / ${per(r.cpu.nats)} / ${per(r.cpu.client)})`;
}

export async function benchBids() {
  const rows: (string | number)[][] = [];
  const sweep: (string | number)[][] = [];
  const figures: Record<string, { ours: number; pg: number }> = {};
  // BENCH_CASES=hot or BENCH_CASES=100 runs one case (profiling); the default runs both.
  const only = process.env.BENCH_CASES;
  const cases = (
    [
      ['hot lot', 1],
      ['100 lots', LOTS],
    ] as const
  ).filter(([label]) => !only || label.startsWith(only));
  for (const [label, lots] of cases) {
    const points = await benchCase(lots);
    const oursBest = best(points, oursPerSecond);
    const pgBest = best(points, pgTps);
    figures[label] = { ours: oursPerSecond(oursBest), pg: pgTps(pgBest) };
    rows.push([
      label,
      `${fmt(oursPerSecond(oursBest))} (${oursBest.clients})`,
      fmt(oursBest.ours.total / oursBest.ours.seconds),
      latency(oursBest.ours.samples),
      `${fmt(pgTps(pgBest))} (${pgBest.clients})`,
      latency(pgBest.pg.samples),
      `${fmt((oursPerSecond(oursBest) / pgTps(pgBest)) * 100)}%`,
      JSON.stringify(oursBest.ours.statuses),
      cpuPerRequest(oursBest.ours),
      fmt((pgBest.pg.cpu.machine / pgBest.pg.transactions) * 1e6),
    ]);
    for (const p of points) {
      sweep.push([
        label,
        p.clients,
        fmt(oursPerSecond(p)),
        latency(p.ours.samples),
        fmt(pgTps(p)),
        latency(p.pg.samples),
        `${fmt((oursPerSecond(p) / pgTps(p)) * 100)}%`,
      ]);
    }
  }
  const table = [
    markdownTable(
      [
        'case',
        'accepted quotes/s, best (clients)',
        'requests/s',
        'p50 / p99 ms',
        'pgbench tps, best (clients)',
        'pgbench p50 / p99 ms',
        'ratio of the bests',
        'statuses',
        'machine CPU µs per request (server / Postgres / NATS / client)',
        'pgbench: machine CPU µs per tx',
      ],
      rows,
    ),
    '',
    'Each client count, both sides at the same count:',
    '',
    markdownTable(['case', 'clients', 'accepted quotes/s', 'p50 / p99 ms', 'pgbench tps', 'pgbench p50 / p99 ms', 'ratio'], sweep),
  ].join('\n');
  return { table, figures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { table } = await benchBids();
  const text = `# bench:bids\n\n${new Date().toISOString()} · ${CLIENT_COUNTS.join(', ')} concurrent clients · ${SECONDS} s per case, client count and side, in ${SLICES} alternating slices${AUTOBID_SHARE > 0 ? ` · ${Math.round(AUTOBID_SHARE * 100)}% of requests set autobids` : ''}${LIMITS ? ' · limits on (every request checked against a deposit)' : ''} · one server process on ${BASE_URL.replace(/\/\/[^@]*@/, '//')}\n\n${table}\n`;
  console.log(`\n${text}`);
  await mkdir(path.join(repoRoot, 'loadtest', 'results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'loadtest', 'results', 'bids.md'), text);
}

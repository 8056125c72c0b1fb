/**
 * npm run bench:fanout — bid-to-screen latency and fan-out throughput of the realtime gateway,
 * beside a plain `ws` server broadcasting the same message to the same number of clients.
 *
 * The server runs in this process (services mode when DATABASE_URL and NATS_URL are set, else
 * embedded); the subscribers run in child processes (subscribers.ts), half socket.io, half raw
 * /ws; the quotes come from another (quote-pacer.ts). Per size: 50 quotes/s for ~10 s through
 * POST /client/bid (latency: the server's acceptedAt to receipt, same machine clock), then a
 * burst of events published straight on the bus (throughput). The baseline gets the same two
 * phases and the same subscriber processes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { WebSocketServer } from 'ws';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { assets } from '../../server/src/db/schema/index.js';
import { lotSubject } from '../../server/src/events/subjects.js';
import { openRuntime } from '../../server/src/runtime.js';
import { createAuction, subscribedBuyer } from '../../server/src/test/factories.js';
import { createTestDatabase, deleteStream, newNamespace } from '../../server/src/test/harness.js';
import { forkChild, isEvt } from '../lib/child.js';
import { NO_CONNECTION_LIMITS } from '../lib/server.js';
import { Subscribers, type LotStats } from './subscribers.js';
import type { PaceCommand, PaceResult } from './quote-pacer.js';
import type { Registry } from 'prom-client';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = (process.env.FANOUT_SIZES ?? '1000,5000').split(',').map(Number);
const RATE = 50;
const SECONDS = Number(process.env.FANOUT_SECONDS ?? 10);
const BURST = 100;
const TARGET_P99: Record<number, number> = { 1000: 50, 5000: 150 };

// ---- open files: node cannot raise its own limit, a shell can ---------------------------------

function ensureOpenFiles(needed: number) {
  const soft = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (!Number.isFinite(soft) || soft >= needed) return;
  if (process.env.FANOUT_ULIMIT_RAISED) {
    console.warn(`open-file limit is ${soft}, ${needed} needed; larger sizes may fail to connect`);
    return;
  }
  console.log(`open-file limit ${soft} < ${needed}: re-running under ulimit -n ${needed}`);
  const args = [...process.execArgv, ...process.argv.slice(1)].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const r = spawnSync('sh', ['-c', `ulimit -n ${needed} && exec '${process.execPath}' ${args}`], {
    stdio: 'inherit',
    env: { ...process.env, FANOUT_ULIMIT_RAISED: '1' },
  });
  process.exit(r.status ?? 1);
}

// ---- the two systems under test -------------------------------------------------------------

interface Row {
  n: number;
  system: 'gateway' | 'plain ws';
  connectMs: number;
  latency: LotStats;
  burst: LotStats;
  throughput: number;
  /** Quotes (or messages) per second actually achieved in the latency phase. */
  rate: number;
  /** Quotes the lot accepted (gateway); each is one event every subscriber must receive. */
  accepted?: number;
  /** Server side only: bus receive → last socket write, mean per event (gateway). */
  fanoutMs?: number;
  /** Quote accepted → on the bus in the server's process, p50 and p99 ms: the bid path's share (gateway). */
  bus?: { p50: number; p99: number };
}

/** The gateway's own fan-out time, from its histogram; cumulative over the run so far. */
async function meanFanoutMs(registry: Registry): Promise<number> {
  const values = ((await registry.getSingleMetric('realtime_fanout_seconds')?.get())?.values ?? []) as {
    metricName?: string;
    value: number;
  }[];
  const sum = values.find((v) => v.metricName === 'realtime_fanout_seconds_sum')?.value ?? 0;
  const count = values.find((v) => v.metricName === 'realtime_fanout_seconds_count')?.value ?? 0;
  return count ? (1000 * sum) / count : NaN;
}

function percentileOf(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `send(i)` RATE times a second for SECONDS (the baseline's broadcasts, which are synchronous). */
async function paced(send: (i: number) => void): Promise<{ sent: number; rate: number }> {
  const total = RATE * SECONDS;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    send(i);
  }
  return { sent: total, rate: total / ((performance.now() - started) / 1000) };
}

/** Quotes through HTTP from a child process (quote-pacer.ts). */
async function quotes(cmd: PaceCommand): Promise<PaceResult> {
  const pacer = forkChild(path.join(here, 'quote-pacer.ts'));
  try {
    pacer.send(cmd);
    return (await pacer.next(isEvt('paced'), (cmd.seconds + 120) * 1000)) as unknown as PaceResult;
  } finally {
    await pacer.stop();
  }
}

async function startGateway() {
  const services = Boolean(process.env.DATABASE_URL && process.env.NATS_URL);
  const database = services ? await createTestDatabase() : null;
  const namespace = newNamespace();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    DATA_DIR: `/tmp/vahanhaat-bench-${process.pid}`,
    ...NO_CONNECTION_LIMITS,
    ...(process.env.REALTIME_BEACON_MS ? { REALTIME_BEACON_MS: process.env.REALTIME_BEACON_MS } : {}),
    ...(services ? { DATABASE_URL: database!.url!, NATS_URL: process.env.NATS_URL!, NATS_NAMESPACE: namespace } : {}),
  });
  const log = pino({ level: 'silent' });
  const runtime = await openRuntime(config, log, { inMemoryDb: true });
  const app = await buildApp({ config, ...runtime, loggerInstance: log });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    mode: services ? 'services (Postgres + NATS JetStream)' : 'embedded (PGlite + in-process bus)',
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await runtime.bus.close();
      await runtime.database.close();
      if (database) {
        await database.drop();
        await deleteStream(process.env.NATS_URL!, namespace);
      }
    },
  };
}

type Gateway = Awaited<ReturnType<typeof startGateway>>;

async function benchGateway(g: Gateway, n: number): Promise<Row> {
  const { lots, auction } = await createAuction(g.app.db, { lots: 2, endsIn: 3 * 3600 });
  const [quoteLot, burstLot] = [lots[0]!.id, lots[1]!.id];
  // Ten buyers in turn: nobody quotes over their own lead, and each stays under the per-session rate limit.
  const buyers = await Promise.all(Array.from({ length: 10 }, () => subscribedBuyer(g.app.db)));
  const subs = Subscribers.start();
  try {
    const connectMs = await subs.connect('gateway', g.url, [quoteLot, burstLot], n);
    await sleep(500);
    // The same stamp when the server's hub first has the event, from the commit itself or from
    // the bus, whichever is first: the bid path's share of the latency, before any fan-out work.
    const toHub = new Map<number, number>();
    const arrived = (p: unknown) => {
      const { seq, acceptedAt } = p as { seq: number; acceptedAt: string };
      if (!toHub.has(seq)) toHub.set(seq, Date.now() - Date.parse(acceptedAt));
    };
    const quoteSubject = lotSubject(auction.id, quoteLot, 'quote');
    const offs = [
      g.app.bus.subscribe(quoteSubject, (_subject, p) => arrived(p)),
      g.app.outbox.onCommitted((events) => {
        for (const e of events) if (e.subject === quoteSubject) arrived(e.payload);
      }),
    ];
    const { rate, accepted } = await quotes({
      url: g.url,
      cookies: buyers.map((b) => b.cookie),
      lot: quoteLot,
      rate: RATE,
      seconds: SECONDS,
    });
    const [lot] = await g.app.db.select({ lastSeq: assets.lastSeq }).from(assets).where(eq(assets.id, quoteLot));
    const sent = lot!.lastSeq;
    const [latency] = await subs.collect([{ lot: quoteLot, from: 1, to: sent }]);
    for (const off of offs) off();

    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const burstStart = Date.now();
    const window: Promise<void>[] = [];
    // Pipelined in windows, so the figure is the fan-out's and not one ack round trip per event.
    for (let seq = 1; seq <= BURST; seq++) {
      window.push(
        g.app.bus.publish(lotSubject(auction.id, burstLot, 'quote'), {
          type: 'quote',
          auctionId: auction.id,
          assetId: burstLot,
          seq,
          amount: 100_000 + seq * 1_000,
          kind: 'manual',
          bidder: 'Bidder BENCH1',
          bidderUserId: buyers[0]!.user.id,
          leaderUserId: buyers[0]!.user.id,
          quoteCount: seq,
          nextValidAmount: 101_000 + seq * 1_000,
          endsAt,
          acceptedAt: new Date().toISOString(),
        }),
      );
      if (window.length === 20) await Promise.all(window.splice(0));
    }
    await Promise.all(window);
    const [burst] = await subs.collect([{ lot: burstLot, from: 1, to: BURST }]);
    const fanoutMs = await meanFanoutMs(g.app.metrics);
    const onHub = [...toHub.values()];
    const bus = { p50: percentileOf(onHub, 0.5), p99: percentileOf(onHub, 0.99) };
    return {
      n,
      system: 'gateway',
      connectMs,
      rate,
      accepted,
      fanoutMs,
      bus,
      latency: latency!,
      burst: burst!,
      throughput: burst!.received / ((burst!.lastReceiptAt - burstStart) / 1000),
    };
  } finally {
    await subs.close();
  }
}

async function benchBaseline(n: number): Promise<Row> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
  const broadcast = (assetId: number, seq: number) => {
    const data = Buffer.from(
      JSON.stringify({
        type: 'quote',
        auctionId: 1,
        assetId,
        seq,
        amount: 100_000 + seq * 1_000,
        kind: 'manual',
        bidder: 'Bidder BENCH1',
        quoteCount: seq,
        nextValidAmount: 101_000 + seq * 1_000,
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        acceptedAt: new Date().toISOString(),
        serverTime: new Date().toISOString(),
      }),
    );
    for (const c of wss.clients) c.send(data, { binary: false });
  };
  const subs = Subscribers.start();
  try {
    const connectMs = await subs.connect('baseline', url, [1, 2], n);
    await sleep(500);
    const { sent, rate } = await paced((i) => broadcast(1, i + 1));
    const [latency] = await subs.collect([{ lot: 1, from: 1, to: sent }]);
    const burstStart = Date.now();
    for (let seq = 1; seq <= BURST; seq++) broadcast(2, seq);
    const [burst] = await subs.collect([{ lot: 2, from: 1, to: BURST }]);
    return {
      n,
      system: 'plain ws',
      connectMs,
      rate,
      latency: latency!,
      burst: burst!,
      throughput: burst!.received / ((burst!.lastReceiptAt - burstStart) / 1000),
    };
  } finally {
    await subs.close();
    for (const c of wss.clients) c.terminate();
    await new Promise((r) => wss.close(r));
  }
}

// ---- report -----------------------------------------------------------------------------------

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(2)}%`;

function table(rows: Row[]): string {
  const head =
    '| subscribers | system | sent/s (accepted) | p50 ms | p99 ms | max ms | delivered | seq gaps | burst msgs/s | server fan-out ms/event | accept→hub p50 / p99 ms |';
  const sep = '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.n} | ${r.system} | ${r.rate.toFixed(1)}${r.accepted === undefined ? '' : ` (${r.accepted})`} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${pct(r.latency.received + r.burst.received, r.latency.expected + r.burst.expected)} | ${r.latency.gaps + r.burst.gaps} | ${Math.round(r.throughput).toLocaleString('en-IN')} | ${r.fanoutMs === undefined ? '–' : r.fanoutMs.toFixed(2)} | ${r.bus ? `${r.bus.p50} / ${r.bus.p99}` : '–'} |`,
  );
  return [head, sep, ...lines].join('\n');
}

function verdicts(rows: Row[], sizes: number[]): string[] {
  const out: string[] = [];
  for (const n of sizes) {
    const g = rows.find((r) => r.n === n && r.system === 'gateway');
    const b = rows.find((r) => r.n === n && r.system === 'plain ws');
    if (!g || !b) continue;
    const target = TARGET_P99[n];
    const ratio = g.throughput / b.throughput;
    const delivered = g.latency.received + g.burst.received === g.latency.expected + g.burst.expected;
    out.push(
      `- ${n} subscribers: p99 ${g.latency.p99} ms${target ? ` (target ≤ ${target} ms: ${g.latency.p99 <= target ? 'met' : 'NOT met'})` : ''}; ` +
        `delivery ${delivered ? '100%' : 'INCOMPLETE'}; throughput ${(ratio * 100).toFixed(0)}% of plain ws (target ≥ 50%: ${ratio >= 0.5 ? 'met' : 'NOT met'}); ` +
        `p99 ratio gateway/plain ws ${(g.latency.p99 / Math.max(1, b.latency.p99)).toFixed(1)}×`,
    );
  }
  return out;
}

export interface FanoutReport {
  mode: string;
  rows: Row[];
  table: string;
  verdicts: string[];
}

/** Both systems at each size; the gateway runs in this process, subscribers in a child. */
export async function benchFanout(sizes: number[] = SIZES): Promise<FanoutReport> {
  const g = await startGateway();
  console.log(`fan-out: ${g.mode}; ${RATE} quotes/s for ${SECONDS} s; burst of ${BURST}; sizes ${sizes.join(', ')}`);
  const rows: Row[] = [];
  try {
    for (const n of sizes) {
      console.log(`${n} subscribers: gateway…`);
      rows.push(await benchGateway(g, n));
      console.log(`${n} subscribers: plain ws baseline…`);
      rows.push(await benchBaseline(n));
      console.log(table(rows.filter((r) => r.n === n)));
    }
  } finally {
    await g.close();
  }
  return { mode: g.mode, rows, table: table(rows), verdicts: verdicts(rows, sizes) };
}

async function main() {
  ensureOpenFiles(2 * Math.max(...SIZES) + 2_000);
  const loadAtStart = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(`fan-out bench, load average ${loadAtStart}`);
  const report = await benchFanout(SIZES);
  const loadAtEnd = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(`\n${report.table}\n\n${report.verdicts.join('\n')}`);
  const md = [
    '# Realtime fan-out benchmark',
    '',
    `Run: ${new Date().toISOString()} · mode: ${report.mode} · ${RATE} quotes/s for ${SECONDS} s through POST /client/bid, then a burst of ${BURST} events on the bus · Node ${process.version} · ${os.cpus().length} CPUs · load average ${loadAtStart} at start, ${loadAtEnd} at the end (a shared machine: other work ran beside this) · server, Postgres, NATS and subscribers on one machine (subscribers in ${process.env.FANOUT_CLIENT_PROCS ?? 2} processes; half socket.io over websocket, half raw /ws; quotes from one more process).`,
    '',
    "Latency is bid-to-screen: the quote's `acceptedAt` (stamped by the database in the quote transaction) to receipt at the subscriber, same clock, every receipt of every client a sample. It includes the commit and the way to the hub: straight from the commit on the instance that accepted the quote, else the outbox relay and the bus; 'accept→hub' is the same stamp when the server's hub first has the event (from its own commit or the bus), i.e. the bid path's share before any fan-out work. Quotes are sent at 50/s from their own process, up to 50 in flight (an overloaded server lowers the rate, shown in the table); a quote overtaken by a higher one is refused (422) and produces no event, so 'accepted' is the number of events every subscriber must receive. The plain ws baseline stamps at send and calls `ws.send` per client, so it measures broadcast alone. Burst throughput is messages received per second by all subscribers while 100 events are published on the bus (pipelined, 20 at a time) or broadcast back to back (baseline). Subscribers are wire-level clients (lean-socket.ts: WebSocket frames, and Engine.IO/socket.io packets for the socket.io half) that read seq, assetId and acceptedAt from every message and count delivery and seq gaps per client. Server fan-out is the gateway's own histogram (bus receive → last socket write of that event), mean per event.",
    '',
    report.table,
    '',
    ...report.verdicts,
    '',
    'Run it: `npm run bench:fanout` (embedded), or with `DATABASE_URL=… NATS_URL=…` for services mode. `FANOUT_SIZES=1000` and `FANOUT_SECONDS=5` shorten a run.',
    '',
  ].join('\n');
  const out = path.join(here, '..', 'results', 'fanout.md');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, md);
  console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

/**
 * npm run bench — one report, one run, this machine: each of our figures beside its baseline.
 *
 *   accepted quotes/s, hot lot and 100 lots   vs pgbench's single-row transaction (bids.ts)
 *   req/s of /healthz and of a lot read        vs a bare Fastify GET (http.ts)
 *   bid-to-screen p99, 1,000 and 5,000 watchers vs a plain ws broadcast (fanout.ts)
 *   idle sockets per GiB of server RSS         vs a plain ws server (sockets.ts)
 *   reconnect storm of 5,000 sockets           vs the same storm on a plain ws server
 *
 * Needs Postgres (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; NATS_URL too for
 * the services-mode gateway) and the built server (the root `npm run bench` builds it first).
 * Writes loadtest/results/bench.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFixtures } from '../lib/fixtures.js';
import { NO_CONNECTION_LIMITS, repoRoot } from '../lib/server.js';
import { fmt, markdownTable } from '../lib/stats.js';
import { startTarget } from '../lib/target.js';
import { benchBids } from './bids.js';
import { benchFanout } from './fanout.js';
import { bareFastify, cannon, type CannonResult } from './http.js';
import { oursSockets, plainSockets, type SocketFigures } from './sockets.js';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const FANOUT_SIZES = [1000, 5000];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const x = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a');
const ms = (v: number) => `${fmt(v, v < 10 ? 1 : 0)} ms`;

function openFilesNote() {
  const soft = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  const need = SOCKETS + 1000;
  if (soft < need) console.warn(`open-file limit ${soft} < ${need}: the socket figures may hit EMFILE; raise it with ulimit -n`);
  return soft;
}

async function ourServer() {
  const target = await startTarget({ logFile: path.join(repoRoot, 'loadtest', 'results', 'bench.server.log'), env: NO_CONNECTION_LIMITS });
  try {
    const data = await createFixtures(target.url, { buyers: 50, lots: 1, minutes: 120 });
    // Sockets first: the idle figure is an RSS delta, and HTTP load before it would leave heap behind.
    const sockets = await oursSockets(target.url, target.pid, data, SOCKETS);
    console.log(`sockets: ${fmt(sockets.perGiB)} idle per GiB; storm ${sockets.storm.ms} ms, ${sockets.storm.failed} failed`);
    const body = { asset_id: data.lot_ids[0] };
    const healthz = await cannon(`${target.url}/healthz`, CONNECTIONS, SECONDS);
    const lotRead = await cannon(`${target.url}/client/get-lnt-latest-bid`, CONNECTIONS, SECONDS, { method: 'POST', body });
    console.log(`http: /healthz ${fmt(healthz.rps)} req/s, lot read ${fmt(lotRead.rps)} req/s`);
    return { mode: target.mode, healthz, lotRead, sockets };
  } finally {
    await target.stop();
  }
}

const httpRow = (label: string, r: CannonResult) => [
  label,
  fmt(r.rps),
  `${fmt(r.p50, 1)} / ${fmt(r.p95, 1)} / ${fmt(r.p99, 1)}`,
  r.non2xx,
  r.errors,
];
const socketRow = (label: string, s: SocketFigures) => [
  label,
  `${fmt(s.rssBeforeMb)} → ${fmt(s.rssAfterMb)}`,
  fmt(s.bytesPerSocket / 1024, 1),
  fmt(s.perGiB),
  `${s.connect.settled} / ${s.connect.failed}`,
  `${fmt(s.storm.ms / 1000, 1)} s (p50 ${s.storm.p50} ms, p99 ${s.storm.p99} ms)`,
  `${s.storm.failed} failed, ${s.storm.errors} error msgs, ${s.storm.replayed} replayed${s.storm.firstError ? ` (${s.storm.firstError})` : ''}`,
];

async function main() {
  const started = new Date();
  const loadAtStart = load();
  const nofile = openFilesNote();
  console.log(
    `bench: ${started.toISOString()}, load average ${loadAtStart}, ulimit -n ${nofile}, ${CONNECTIONS} connections, ${SECONDS} s a case, ${SOCKETS} sockets`,
  );

  console.log('\n[1/4] quotes: ours vs pgbench');
  const bids = await benchBids();
  console.log('\n[2/4] fan-out: ours vs plain ws broadcast');
  const fanout = await benchFanout(FANOUT_SIZES);
  console.log('\n[3/4] our server: HTTP and sockets');
  const ours = await ourServer();
  console.log('\n[4/4] baselines: bare Fastify, plain ws server');
  const bare = await bareFastify((url) => cannon(url, CONNECTIONS, SECONDS));
  const plain = await plainSockets(SOCKETS);
  const loadAtEnd = load();

  const hot = bids.figures['hot lot']!;
  const spread = bids.figures['100 lots']!;
  const fan = (n: number, system: string) => fanout.rows.find((r) => r.n === n && r.system === system);
  const summary: (string | number)[][] = [
    [
      'accepted quotes/s, hot lot',
      fmt(hot.ours),
      'pgbench: one hot row, same transaction shape',
      `${fmt(hot.pg)} tps`,
      x(hot.ours / hot.pg),
    ],
    ['accepted quotes/s, 100 lots', fmt(spread.ours), 'pgbench: 100 rows', `${fmt(spread.pg)} tps`, x(spread.ours / spread.pg)],
    ['GET /healthz req/s', fmt(ours.healthz.rps), 'bare Fastify GET', `${fmt(bare.rps)} req/s`, x(ours.healthz.rps / bare.rps)],
    [
      'lot read req/s (POST /client/get-lnt-latest-bid)',
      fmt(ours.lotRead.rps),
      'bare Fastify GET',
      `${fmt(bare.rps)} req/s`,
      x(ours.lotRead.rps / bare.rps),
    ],
    ...FANOUT_SIZES.map((n) => {
      const g = fan(n, 'gateway');
      const b = fan(n, 'plain ws');
      return [
        `bid-to-screen p99, ${fmt(n)} watchers`,
        g ? ms(g.latency.p99) : 'n/a',
        'plain ws broadcast p99',
        b ? ms(b.latency.p99) : 'n/a',
        g && b ? x(g.latency.p99 / Math.max(1, b.latency.p99)) : 'n/a',
      ];
    }),
    ['idle sockets per GiB of RSS', fmt(ours.sockets.perGiB), 'plain ws server', fmt(plain.perGiB), x(ours.sockets.perGiB / plain.perGiB)],
    [
      `reconnect storm, ${fmt(SOCKETS)} sockets: all resynced`,
      `${fmt(ours.sockets.storm.ms / 1000, 1)} s, ${ours.sockets.storm.failed} failed`,
      'plain ws server: all reconnected',
      `${fmt(plain.storm.ms / 1000, 1)} s, ${plain.storm.failed} failed`,
      x(ours.sockets.storm.ms / plain.storm.ms),
    ],
  ];
  const md = [
    '# Benchmarks',
    '',
    `${started.toISOString()} · ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${fmt(os.totalmem() / 1024 ** 3, 1)} GiB · Node ${process.version} · load average ${loadAtStart} at start, ${loadAtEnd} at the end (a shared machine: other work ran beside this) · our server: ${ours.mode}; fan-out: ${fanout.mode} · ${CONNECTIONS} connections, ${SECONDS} s per HTTP case · load generators and servers on this one machine.`,
    '',
    'Ratio: ours ÷ baseline. Throughput and sockets per GiB: higher is better. Latency and storm time: lower is better.',
    '',
    markdownTable(['figure', 'ours', 'baseline', 'baseline figure', 'ratio'], summary),
    '',
    '## Quotes (bench/bids.ts)',
    '',
    bids.table,
    '',
    '## Fan-out (bench/fanout.ts)',
    '',
    fanout.table,
    '',
    ...fanout.verdicts,
    '',
    '## HTTP (autocannon)',
    '',
    markdownTable(
      ['route', 'req/s', 'p50 / p95 / p99 ms', 'non-2xx', 'errors'],
      [
        httpRow('ours: GET /healthz', ours.healthz),
        httpRow('ours: POST /client/get-lnt-latest-bid (one lot)', ours.lotRead),
        httpRow('bare Fastify: GET /', bare),
      ],
    ),
    '',
    '## Sockets (bench/sockets.ts)',
    '',
    `Idle: server RSS (VmRSS) before and after ${fmt(SOCKETS)} subscribed sockets (ours: half socket.io, half raw /ws, one lot; plain: raw ws), each the median of three reads after 8 s (before) and 5 s (after) of settling; measured on a fresh server before any HTTP load. Storm: every socket drops, ${10} quotes land, all reconnect at once with their last seq; done when each holds the snapshot at the final seq.`,
    '',
    markdownTable(
      ['server', 'RSS MB', 'KiB / socket', 'sockets / GiB', 'connected / failed', 'storm: all resynced', 'storm errors'],
      [socketRow('ours', ours.sockets), socketRow('plain ws', plain)],
    ),
    '',
  ].join('\n');
  console.log(`\n${md}`);
  const out = path.join(repoRoot, 'loadtest', 'results', 'bench.md');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, md);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

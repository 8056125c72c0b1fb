/**
 * npm run loadtest -- <scenario> [--url http://127.0.0.1:3000] [--duration 30s] [--vus N]
 *
 * Runs a scenario of scenarios.json the way its k6 script does (same VUs, duration, fixtures and
 * thresholds, k6 metric names), evaluates the k6 thresholds, prints a summary, writes
 * loadtest/results/harness-<scenario>.json and exits 99 (as k6 does) when a threshold fails.
 * Without --url it starts the built server itself (see lib/target.ts) and stops it afterwards.
 */
import { setMaxListeners } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createFixtures } from '../lib/fixtures.js';
import { loadScenarios, parseDuration } from '../lib/scenarios.js';
import { METRICS_TOKEN, repoRoot } from '../lib/server.js';
import { fmt, markdownTable } from '../lib/stats.js';
import { rssOf, startTarget, type Target } from '../lib/target.js';
import { Http } from './http.js';
import { checkThresholdSyntax, Metrics, type ThresholdResult } from './metrics.js';
import { RUNNERS } from './scenarios.js';
import type { RunContext } from './executors.js';

const USAGE = 'npm run loadtest -- <scenario> [--url http://127.0.0.1:3000] [--duration 30s] [--vus N]';
const resultsDir = path.join(repoRoot, 'loadtest', 'results');

function cli() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, duration: { type: 'string' }, vus: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const scenarios = loadScenarios();
  const name = positionals[0];
  if (values.help || !name || !scenarios[name] || !RUNNERS[name]) {
    console.error(`${USAGE}\nscenarios: ${Object.keys(scenarios).join(', ')}`);
    process.exit(values.help ? 0 : 2);
  }
  const def = scenarios[name]!;
  const vus = values.vus ? Number(values.vus) : def.vus;
  if (!Number.isInteger(vus) || vus < 1) throw new Error(`--vus must be a positive whole number, got ${values.vus}`);
  const durationMs = parseDuration(values.duration ?? def.duration);
  if (values.url) {
    // This harness generates load from this machine at this machine only; k6 is for staging.
    const host = new URL(values.url).hostname;
    if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host))
      throw new Error(`--url must be on this machine (127.0.0.1 or localhost), got ${host}; use the k6 scripts for staging`);
  }
  checkThresholdSyntax(def.thresholds);
  return { name, def, vus, durationMs, url: values.url?.replace(/\/$/, '') };
}

/** The server's own figures every 5 s (not counted as load): memory, event-loop lag, sockets. */
function watchServer(url: string, pid: number | null) {
  const samples: { t: number; rssMb: number; lagMs: number; sockets: number }[] = [];
  const read = async () => {
    try {
      const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
      const text = await (await fetch(`${url}/metrics`, { headers, signal: AbortSignal.timeout(4000) })).text();
      const num = (re: RegExp) => Number(re.exec(text)?.[1] ?? Number.NaN);
      let sockets = 0;
      for (const m of text.matchAll(/^realtime_connected_sockets\{[^}]*\} (\S+)/gm)) sockets += Number(m[1]);
      const rss = pid ? await rssOf(pid) : num(/^process_resident_memory_bytes (\S+)/m);
      samples.push({ t: Date.now(), rssMb: rss / 1048576, lagMs: num(/^nodejs_eventloop_lag_seconds (\S+)/m) * 1000, sockets });
    } catch {
      // a busy or stopping server misses a sample
    }
  };
  void read();
  const timer = setInterval(() => void read(), 5000);
  return async () => {
    clearInterval(timer);
    await read();
    if (!samples.length) return null;
    const rss = samples.map((s) => s.rssMb);
    return {
      samples: samples.length,
      rss_mb: { start: rss[0], peak: Math.max(...rss), end: rss.at(-1) },
      eventloop_lag_ms_max: Math.max(...samples.map((s) => s.lagMs)),
      realtime_sockets_peak: Math.max(...samples.map((s) => s.sockets)),
    };
  };
}

function report(name: string, results: ThresholdResult[], metrics: Metrics) {
  const thresholds = markdownTable(
    ['metric', 'threshold', 'value', 'result'],
    results.map((r) => [
      r.metric,
      r.expr,
      `${r.stat} = ${fmt(r.value, r.stat === 'rate' ? 4 : 1)}`,
      r.ok ? 'ok' : `FAIL${r.note ? ` (${r.note})` : ''}`,
    ]),
  );
  const rows = [...metrics.all].map(([metric, m]) => {
    const v = m.values();
    const cell = (k: string, d = 1) => (v[k] === undefined ? '' : fmt(v[k]!, d));
    return [
      metric,
      m.type,
      cell('count', 0),
      m.type === 'rate' ? cell('rate', 4) : cell('rate', 1),
      cell('avg'),
      cell('med'),
      cell('p(95)'),
      cell('p(99)'),
      cell('max'),
    ];
  });
  const all = markdownTable(['metric', 'type', 'count', 'rate', 'avg', 'med', 'p(95)', 'p(99)', 'max'], rows);
  return `## ${name}: thresholds\n\n${thresholds}\n\n## all metrics (ms for times)\n\n${all}`;
}

async function main() {
  const { name, def, vus, durationMs, url } = cli();
  await mkdir(resultsDir, { recursive: true });
  let target: Target | null = null;
  const controller = new AbortController();
  // Every in-flight request listens on the one signal.
  setMaxListeners(0, controller.signal);
  const onSignal = () => controller.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (!url) {
      console.log(
        `starting a server (${process.env.DATABASE_URL ? 'Postgres' : 'PGlite'}, ${process.env.NATS_URL ? 'NATS' : 'in-process bus'})…`,
      );
      target = await startTarget({ logFile: path.join(resultsDir, `harness-${name}.server.log`) });
    }
    const baseUrl = url ?? target!.url;
    const fixtures = await createFixtures(baseUrl, def.fixtures);
    console.log(
      `${name}: ${vus} VUs for ${durationMs / 1000} s against ${baseUrl} (${target?.mode ?? 'external server'}); ${fixtures.session_tokens.length} buyers, ${fixtures.lot_ids.length} lots`,
    );
    const metrics = new Metrics();
    const http = new Http(baseUrl, metrics, controller.signal);
    const ctx: RunContext = { name, def, vus, durationMs, baseUrl, metrics, http, fixtures, signal: controller.signal, info: {} };
    const stopWatching = watchServer(baseUrl, target?.pid ?? null);
    const started = new Date();
    // Every run ends by itself: the scenario's own schedule plus ramp-up, drain and grace.
    const hardStop = setTimeout(() => controller.abort(), durationMs + parseDuration(def.rampUp ?? '0s') + 120_000);
    try {
      await RUNNERS[name]!(ctx);
    } finally {
      clearTimeout(hardStop);
      metrics.stop();
      await http.close();
    }
    ctx.info.server = await stopWatching();
    const results = metrics.evaluate(def.thresholds);
    const failed = results.filter((r) => !r.ok);
    const text = report(name, results, metrics);
    console.log(
      `\n${text}\n\n${JSON.stringify(ctx.info, null, 1)}\n\n${failed.length ? `${failed.length} threshold(s) FAILED` : 'all thresholds met'}`,
    );
    const out = path.join(resultsDir, `harness-${name}.json`);
    await writeFile(
      out,
      JSON.stringify(
        {
          scenario: name,
          started_at: started.toISOString(),
          target: baseUrl,
          mode: target?.mode ?? 'external',
          vus,
          duration_s: durationMs / 1000,
          aborted: controller.signal.aborted,
          thresholds: results,
          metrics,
          info: ctx.info,
          ok: failed.length === 0,
        },
        null,
        2,
      ),
    );
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
    process.exitCode = failed.length ? 99 : 0;
  } finally {
    await target?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

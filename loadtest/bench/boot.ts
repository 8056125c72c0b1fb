/**
 * npm run bench:boot — how long a restarted instance takes from `node server/dist/main.js` to its
 * first /readyz 200, embedded and services mode, against a database that already holds its
 * migrations and reference data (a restart, not a first install).
 *
 * Per mode: one unmeasured first boot (migrations, reference data, demo seed), then BOOT_RUNS
 * measured restarts. Services mode needs DATABASE_URL and NATS_URL (a database and a stream of
 * its own are created and dropped); there an instance is also killed and restarted under load
 * (restart-under-load.ts; BOOT_UNDER_LOAD=0 skips it). BOOT_MODES=embedded,services picks the modes.
 * SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles each boot; BOOT_ENTRY (default
 * server/dist/main.js) compares another build. Besides the wall time it reports the CPU time the
 * server process spent until ready (Linux /proc): on a shared machine the wall time follows the
 * neighbours, the CPU time mostly follows the code.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, deleteStream, newNamespace } from '../../server/src/test/harness.js';
import { freePort } from '../../server/src/test/ports.js';
import { repoRoot } from '../lib/server.js';
import { restartUnderLoad } from './restart-under-load.js';

const RUNS = Number(process.env.BOOT_RUNS ?? 5);
const MODES = (process.env.BOOT_MODES ?? (process.env.DATABASE_URL ? 'embedded,services' : 'embedded')).split(',');
const POLL_MS = 10;
// One secret for the run: every restart must read what the first boot sealed.
const APP_SECRET = randomBytes(32).toString('hex');
const DOCUMENTS_KEY = randomBytes(32).toString('base64');

const ENTRY = path.resolve(repoRoot, process.env.BOOT_ENTRY ?? 'server/dist/main.js');
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User + system CPU milliseconds a process has used so far (/proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** A demo deployment in production mode, as the load tests run it; every boot reads what the first sealed. */
const BASE_ENV = { NODE_ENV: 'production', DEMO_MODE: 'true', APP_SECRET, DOCUMENTS_KEY, COOKIE_SECURE: 'false', SEED_ON_EMPTY: 'true' };

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

interface Boot {
  wallMs: number;
  cpuMs: number;
}

/** Spawn to the first /readyz 200: wall and CPU milliseconds; the process is stopped afterwards. */
async function bootOnce(env: Record<string, string>): Promise<Boot> {
  const port = await freePort();
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ENTRY], {
    cwd: repoRoot,
    env: { ...process.env, ...BASE_ENV, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid!) };
      if (performance.now() - started > 120_000) throw new Error('server did not become ready in 120 s');
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function benchMode(mode: string): Promise<{ boots: Boot[]; underLoad?: string }> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (mode === 'services') {
    if (!process.env.DATABASE_URL || !process.env.NATS_URL) throw new Error('services mode needs DATABASE_URL and NATS_URL');
    const db = await createTestDatabase();
    const namespace = newNamespace();
    env = {
      DATABASE_URL: db.url!,
      NATS_URL: process.env.NATS_URL,
      NATS_NAMESPACE: namespace,
      DATA_DIR: path.join(os.tmpdir(), `vh-boot-${randomBytes(4).toString('hex')}`),
    };
    cleanup = async () => {
      await db.drop();
      await deleteStream(process.env.NATS_URL!, namespace);
      await rm(env.DATA_DIR!, { recursive: true, force: true });
    };
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vh-boot-'));
    env = { DATABASE_URL: '', NATS_URL: '', DATA_DIR: dir };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  try {
    const first = await bootOnce(env);
    console.log(`${mode}: first boot (install) ${first.wallMs.toFixed(0)} ms, ${first.cpuMs.toFixed(0)} ms CPU`);
    const times: Boot[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await bootOnce(env));
    const underLoad =
      mode === 'services' && process.env.BOOT_UNDER_LOAD !== '0' ? await restartUnderLoad(ENTRY, { ...BASE_ENV, ...env }) : undefined;
    return { boots: times, underLoad };
  } finally {
    await cleanup();
  }
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (${values.map((t) => t.toFixed(0)).join(', ')})`;
};

const rows: string[] = [];
for (const mode of MODES) {
  const before = load();
  const { boots, underLoad } = await benchMode(mode);
  rows.push(
    `${mode}: restart to /readyz 200, ${boots.length} runs: wall ${summary(boots.map((b) => b.wallMs))}; ` +
      `server CPU ${summary(boots.map((b) => b.cpuMs))}; load average ${before} before, ${load()} after`,
  );
  console.log(rows.at(-1));
  if (underLoad) {
    rows.push(`${underLoad}; load average ${load()} after`);
    console.log(rows.at(-1));
  }
}
console.log(
  `\n${new Date().toISOString()} ${path.relative(repoRoot, ENTRY)} on ${os.cpus()[0]?.model} × ${os.cpus().length}\n${rows.join('\n')}`,
);

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Samples } from './stats.js';

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  samples: Samples;
}

/** Runs a custom pgbench script and returns tps plus per-transaction latencies from its log. */
export async function pgbench(
  dbUrl: string,
  script: string,
  opts: { clients: number; seconds: number; vars?: Record<string, string> },
): Promise<PgbenchResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pgbench-'));
  try {
    const file = path.join(dir, 'script.sql');
    await writeFile(file, script);
    const args = [
      '-n',
      '-c',
      String(opts.clients),
      '-j',
      '2',
      '-T',
      String(opts.seconds),
      '-f',
      file,
      '-l',
      '--log-prefix',
      path.join(dir, 'log'),
    ];
    for (const [k, v] of Object.entries(opts.vars ?? {})) args.push('-D', `${k}=${v}`);
    const { stdout } = await run('pgbench', [...args, dbUrl], { maxBuffer: 16 * 1024 * 1024 });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
    const samples = new Samples();
    for (const f of (await readdir(dir)).filter((n) => n.startsWith('log'))) {
      for (const line of (await readFile(path.join(dir, f), 'utf8')).split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) samples.add(us / 1000);
      }
    }
    return { tps, samples };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A server of our own to load: the built server (server/dist) on a free 127.0.0.1 port, on a fresh
 * data directory (embedded) or a fresh Postgres database when DATABASE_URL is set, on NATS under a
 * fresh namespace when NATS_URL is set; seeded (the admin 9000000001) and with fixtures enabled.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteStream } from './nats.js';
import { repoRoot, startServer } from './server.js';
import { freshDatabase } from './setup.js';

export interface Target {
  url: string;
  mode: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startTarget(opts: { logFile: string; env?: Record<string, string> }): Promise<Target> {
  if (!existsSync(path.join(repoRoot, 'server', 'dist', 'main.js')))
    throw new Error('no built server: run `npm run build -w server` first');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-load-'));
  const db = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, 'vh_load') : null;
  const namespace = `load${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'true',
    LOADTEST_FIXTURES: 'true',
    // The harness stands in for the balancer: each VU's X-Forwarded-For is its own client address.
    TRUST_PROXY_HOPS: '1',
    ...(db ? { DATABASE_URL: db.url } : {}),
    ...(process.env.NATS_URL ? { NATS_NAMESPACE: namespace } : {}),
    ...opts.env,
  };
  const log = createWriteStream(opts.logFile);
  const cleanup = async () => {
    await db?.drop().catch(() => undefined);
    if (process.env.NATS_URL) await deleteStream(process.env.NATS_URL, namespace).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    log.end();
  };
  try {
    const server = await startServer(env, 180_000, (chunk) => log.write(chunk));
    return {
      url: server.url,
      mode: `${db ? 'Postgres' : 'PGlite'} + ${process.env.NATS_URL ? 'NATS JetStream' : 'in-process bus'}`,
      pid: server.child.pid!,
      async stop() {
        await server.stop();
        await cleanup();
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Resident set of a process on this machine, from /proc (bytes). */
export async function rssOf(pid: number): Promise<number> {
  const m = /VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : Number.NaN;
}

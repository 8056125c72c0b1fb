import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/src/test/ports.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The realtime connection limits lifted: the benches open thousands of sockets from one address
 * at once to measure the gateway's own capacity, not the limits that spread real storms out.
 */
export const NO_CONNECTION_LIMITS: Record<string, string> = {
  REALTIME_SOCKETS_PER_ADDRESS: '100000',
  REALTIME_CONNECTS_PER_ADDRESS_PER_SECOND: '100000',
  REALTIME_CONNECT_BURST_PER_ADDRESS: '100000',
  REALTIME_CONNECTS_PER_SECOND: '100000',
  REALTIME_CONNECT_BURST: '100000',
};

/** /metrics of the servers started here (and of a remote one when METRICS_TOKEN is set). */
export const METRICS_TOKEN = process.env.METRICS_TOKEN ?? randomBytes(24).toString('hex');

/**
 * Starts the built server (npm run build first) as its own process, like production: a demo
 * deployment (simulated payments, console SMS, demo data) with a secret of its own.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  onOutput?: (chunk: string) => void,
): Promise<RunningServer> {
  const port = await freePort();
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server during a bench.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // SERVER_ENTRY runs another build (another checkout's server/dist/main.js) for an A/B comparison.
  const entry = process.env.SERVER_ENTRY ? path.resolve(process.env.SERVER_ENTRY) : path.join(repoRoot, 'server', 'dist', 'main.js');
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      APP_SECRET: randomBytes(32).toString('hex'),
      DOCUMENTS_KEY: randomBytes(32).toString('base64'),
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      COOKIE_SECURE: 'false',
      ...env,
    },
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
  });
  if (onOutput) {
    child.stdout?.on('data', (c: Buffer) => onOutput(c.toString()));
    child.stderr?.on('data', (c: Buffer) => onOutput(c.toString()));
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become ready');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

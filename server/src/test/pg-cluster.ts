import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.js';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/**
 * A Postgres cluster of the test's own on a free port, for tests that stop or restart the
 * database: the shared one at 5432 serves every other test. initdb refuses to run as root, so as
 * root (CI) the cluster belongs to the `postgres` user.
 */
export interface PrivatePostgres {
  /** postgres://… of the `postgres` database. */
  readonly url: string;
  readonly port: number;
  /** pg_ctl restart -m fast: every backend is told to end (57P01), then the server comes back. */
  restart(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = process.getuid?.() === 0;
  const as = (cmd: string, args: string[]) => (root ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args));
  const dir = await mkdtemp(path.join(tmpdir(), 'vh-pg-'));
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(dir, 0o700);
  const data = path.join(dir, 'data');
  await as(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const ctl = (args: string[]) =>
    as(path.join(BIN, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-o', opts, '-w', '-t', '30', ...args]);
  await ctl(['start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => void (await ctl(['restart', '-m', 'fast'])),
    stop: async (mode = 'fast') => void (await ctl(['stop', '-m', mode])),
    start: async () => void (await ctl(['start'])),
    async destroy() {
      await ctl(['stop', '-m', 'immediate']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

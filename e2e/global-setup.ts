/**
 * The e2e project's global setup: starts the built product once on an empty DATA_DIR, the way a
 * user's first start goes (PGlite initdb, every migration and routine, reference data, the demo
 * seed), stops it, and keeps that data directory for the run. Each test file's `startProduct()`
 * starts from a copy of it (harness.ts) instead of paying for the same first start again.
 *
 * The first start runs in the background: `npm test` runs the e2e files after the server and web
 * files, so it is done before the first e2e file asks for it (`templateReady`) and the other
 * projects' files do not wait for it. It writes `ready` (its seed time, or why it failed) when done.
 *
 * With E2E_DATABASE_URL the product runs on Postgres, which has no data directory to copy: every
 * file then starts its server as before.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../loadtest/lib/server.js';
import type { TestProject } from 'vitest/node';

export interface ProductTemplate {
  /** A DATA_DIR the product started on and seeded, then stopped cleanly (once `ready` exists). */
  dataDir: string;
  /** A JSON file written when the first start is over: `{ seededAt }` (epoch ms) or `{ error }`. */
  ready: string;
  /** The secrets the template is made with: its sealed documents and keyed values need the same ones. */
  env: { APP_SECRET: string; DOCUMENTS_KEY: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    productTemplate: ProductTemplate | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_DATABASE_URL) {
    project.provide('productTemplate', null);
    return undefined;
  }
  const root = await mkdtemp(path.join(tmpdir(), 'vh-e2e-template-'));
  const template: ProductTemplate = {
    dataDir: path.join(root, 'data'),
    ready: path.join(root, 'ready.json'),
    env: { APP_SECRET: randomBytes(32).toString('hex'), DOCUMENTS_KEY: randomBytes(32).toString('base64') },
  };
  const firstStart = (async () => {
    let out = '';
    let answer: { seededAt: number } | { error: string };
    try {
      const server = await startServer(
        { DATA_DIR: template.dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test', ...template.env },
        Number(process.env.E2E_START_MS ?? 120_000),
        (chunk) => (out += chunk),
      );
      await server.stop();
      if (server.child.exitCode !== 0) throw new Error(`the product stopped with ${server.child.exitCode}`);
      answer = { seededAt: seedTime(out) };
    } catch (err) {
      answer = { error: `the product's first start failed: ${(err as Error).message}\n${out}` };
    }
    // Written aside and renamed: a reader sees the whole answer or none.
    await writeFile(`${template.ready}.partial`, JSON.stringify(answer));
    await rename(`${template.ready}.partial`, template.ready);
  })();
  project.provide('productTemplate', template);
  return async () => {
    await firstStart;
    await rm(root, { recursive: true, force: true });
  };
}

/** When the seed read the database clock: its log line's time less the milliseconds it took. */
function seedTime(log: string): number {
  for (const line of log.split('\n')) {
    if (!line.includes('"demo data seeded"')) continue;
    const entry = JSON.parse(line) as { time: number; ms: number };
    return entry.time - entry.ms;
  }
  throw new Error('the product started without seeding its demo data');
}

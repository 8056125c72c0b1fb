import { cp, link, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../loadtest/lib/demo-site.js';
import { startServer, type RunningServer } from '../loadtest/lib/server.js';
import type { ProductTemplate } from './global-setup.js';

export interface E2EServer extends RunningServer {
  dataDir: string;
  /** Lines the server printed (the console SMS sender's OTPs among them). */
  output(): string;
  close(): Promise<void>;
}

/**
 * The real product (built server serving the built web app) on embedded defaults with seeded demo
 * data in a throwaway DATA_DIR. Set E2E_DATABASE_URL to run it on Postgres instead.
 *
 * The DATA_DIR is a copy of the one the project's global setup has the product make on its first
 * start (global-setup.ts; waited for here), its times moved forward by the time since (`restamp`): the product
 * finds its migrations applied and its demo seeded, as on any later start, and the demo is as
 * fresh as if it had been seeded now. Each file still writes only to its own copy.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<E2EServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-e2e-'));
  const template = process.env.E2E_DATABASE_URL ? null : inject('productTemplate');
  if (template) {
    const seededAt = await templateReady(template);
    await copyDataDir(template.dataDir, dataDir);
    await restamp(path.join(dataDir, 'pglite'), Date.now() - seededAt);
  }
  let out = '';
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SCHEDULER_INTERVAL_MS: '250',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...template?.env,
      ...env,
      // A loaded machine can take longer to migrate and seed a fresh database: E2E_START_MS raises the wait.
    },
    Number(process.env.E2E_START_MS ?? 120_000),
    (chunk) => (out += chunk),
  );
  return {
    ...server,
    dataDir,
    output: () => out,
    async close() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the global setup's first start of the product to end; answers when it seeded. */
async function templateReady(template: ProductTemplate): Promise<number> {
  const deadline = Date.now() + Number(process.env.E2E_START_MS ?? 120_000) + 30_000;
  for (;;) {
    const text = await readFile(template.ready, 'utf8').catch(() => null);
    if (text !== null) {
      const answer = JSON.parse(text) as { seededAt: number } | { error: string };
      if ('error' in answer) throw new Error(answer.error);
      return answer.seededAt;
    }
    if (Date.now() > deadline) throw new Error('the product’s first start (e2e/global-setup.ts) did not end');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A copy of the data directory `from` at `to`. The database's files are copied: PGlite writes into
 * them in place. The uploads are hard links, thousands of them made in a fraction of a copy's time:
 * the local file storage (server/src/storage/local.ts) never writes into a stored file (it writes a
 * new one and renames it over the old) and deletes by unlinking, so the template's files never change.
 */
async function copyDataDir(from: string, to: string) {
  const entries = (await readdir(from, { recursive: true, withFileTypes: true }))
    .map((entry) => ({ entry, relative: path.relative(from, path.join(entry.parentPath, entry.name)) }))
    .filter(({ relative }) => relative !== 'pglite' && !relative.startsWith(`pglite${path.sep}`));
  for (const { relative } of entries.filter(({ entry }) => entry.isDirectory())) await mkdir(path.join(to, relative), { recursive: true });
  for (const { relative } of entries.filter(({ entry }) => !entry.isDirectory()))
    await link(path.join(from, relative), path.join(to, relative));
  await cp(path.join(from, 'pglite'), path.join(to, 'pglite'), { recursive: true });
}

/**
 * Moves every timestamp in the PGlite database at `dir` forward by `ms`, so data seeded `ms` ago
 * reads as seeded now: live auctions close as long after the start as a fresh seed's would.
 * Triggers (append-only ledgers, audit rows) stay out of it: this is the seed, not a change to it.
 */
async function restamp(dir: string, ms: number) {
  const db = new PGlite(dir);
  try {
    const { rows } = await db.query<{ update: string }>(`
      select format('update %I.%I set %s', n.nspname, c.relname,
               string_agg(format('%1$I = %1$I + $1::interval', a.attname), ', ')) as update
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
       where c.relkind = 'r'
         and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
         and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         and a.atttypid in ('timestamptz'::regtype, 'timestamp'::regtype)
       group by n.nspname, c.relname`);
    await db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      for (const { update } of rows) await tx.query(update, [`${ms} milliseconds`]);
    });
  } finally {
    await db.close();
  }
}

export async function launchBrowser(): Promise<Browser> {
  return launchChromium(['--disable-quic', '--disable-sync']);
}

/** A phone-sized context (360 px wide, touch) — the product's first audience. */
export async function phoneContext(browser: Browser, baseURL: string, locale = 'en-IN'): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
}

export async function screenshot(page: Page, name: string) {
  const dir = path.join(process.cwd(), 'e2e', 'screenshots');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** Signs in through the API and returns the session token (the vh_session cookie's value). */
export async function login(server: { url: string }, phone: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/login-react`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ phone, password }),
  });
  const token = /vh_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`login failed for ${phone}: ${res.status}`);
  return token;
}

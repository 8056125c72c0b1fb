import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium } from '../loadtest/lib/demo-site.js';
import { startServer, type RunningServer } from '../loadtest/lib/server.js';

export interface E2EServer extends RunningServer {
  dataDir: string;
  /** Lines the server printed (the console SMS sender's OTPs among them). */
  output(): string;
  close(): Promise<void>;
}

/**
 * The real product (built server serving the built web app) on embedded defaults with seeded demo
 * data in a throwaway DATA_DIR. Set E2E_DATABASE_URL to run it on Postgres instead.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<E2EServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-e2e-'));
  let out = '';
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SCHEDULER_INTERVAL_MS: '250',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
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

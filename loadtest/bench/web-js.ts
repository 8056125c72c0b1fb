/**
 * `npx tsx loadtest/bench/web-js.ts` — the JavaScript each measured page downloads on its first
 * load, compressed, as bench:web counts it (the transfer size of every script request until the
 * network is quiet), without Lighthouse: deterministic and cheap, for checking a change to the
 * bundle against the 170 KB budget on a busy machine. Lists every script with its size.
 * Build first (`npm run build`). WEB_JS_PAGES narrows the pages, e.g. 'room' or '/,/login'.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, liveAuctionPath, signIn } from '../lib/demo-site.js';
import { startServer } from '../lib/server.js';

const ONLY = process.env.WEB_JS_PAGES ? new Set(process.env.WEB_JS_PAGES.split(',')) : null;
const LANGUAGE = process.env.WEB_JS_LANGUAGE ?? 'en';

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vh-webjs-'));
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' }, 180_000);
  const browser = await launchChromium();
  try {
    const token = await signIn(server.url);
    const pages: { name: string; path: string; signedIn?: boolean }[] = [
      { name: '/', path: '/' },
      { name: '/login', path: '/login' },
      { name: '/subscription-plans', path: '/subscription-plans' },
      { name: 'room', path: await liveAuctionPath(server.url), signedIn: true },
    ];
    for (const target of pages.filter((p) => !ONLY || ONLY.has(p.name))) {
      // Lighthouse's mobile preset: a Moto G Power sized screen.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const cookies = [
        { name: 'language', value: LANGUAGE },
        { name: 'cookie_consent', value: 'declined' },
      ];
      if (target.signedIn) cookies.push({ name: 'vh_session', value: token }, { name: 'vh_signed_in', value: '1' });
      await context.addCookies(cookies.map((c) => ({ ...c, url: server.url })));
      const page = await context.newPage();
      const scripts: { url: string; bytes: number }[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        void request.sizes().then((sizes) => {
          scripts.push({ url: request.url().replace(server.url, ''), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
        });
      });
      await page.goto(`${server.url}${target.path}`, { waitUntil: 'networkidle' });
      // Lighthouse waits for a quiet network and CPU after load: late, lazily started chunks count.
      await page.waitForTimeout(2000);
      await page.waitForLoadState('networkidle');
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      console.log(`${target.name}: ${(total / 1024).toFixed(1)} KB in ${scripts.length} scripts`);
      for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

/**
 * npm run bench:web — how the site meets a buyer on a cheap phone.
 *
 * 1. Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) against Debian's
 *    Chromium on /, /login, /subscription-plans and a signed-in buyer's auction room, three runs
 *    each, the median of each figure reported: Performance, LCP, CLS (read from the
 *    cumulative-layout-shift audit; the layout-shifts diagnostic is skipped, it crashes on current
 *    Chromium), TBT, and the JavaScript of the first load as transferred (compressed).
 * 2. A 400 kbit/s, 400 ms RTT link made by a TCP shaper in front of the server (Chrome's
 *    throttling does not slow WebSockets): first contentful paint and the home page's first
 *    auction row, from a cold cache, three runs, median.
 *
 * The built server serves the built web app with the seeded demo data; results go to
 * loadtest/results/web.md. The machine may be shared: figures are pessimistic then.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, liveAuctionPath, signIn } from '../lib/demo-site.js';
import { repoRoot, startServer } from '../lib/server.js';
import { startShaper } from '../lib/shaper.js';
import { median } from '../lib/stats.js';

const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 3);
/** 'lighthouse', 'slow' or both (the default): on a busy machine one part can be run alone. */
const PARTS = new Set((process.env.WEB_BENCH_PARTS ?? 'lighthouse,slow').split(','));
/** Comma-separated page names to measure (default all), e.g. '/,/subscription-plans'. */
const ONLY_PAGES = process.env.WEB_BENCH_PAGES ? new Set(process.env.WEB_BENCH_PAGES.split(',')) : null;
const BUDGET = { performance: 90, lcpMs: 2500, cls: 0.1, tbtMs: 200, jsKb: 170, slowFirstContentMs: 3000, slowRowsMs: 5000 };
const SLOW_LINK = { bitsPerSecond: 400_000, rttMs: 400 };

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  /** Main-thread tasks over 50 ms as observed (not simulated): fewer is better whatever the CPU. */
  longTasks: number;
}

/**
 * A signed-in run, the way Lighthouse documents authenticated pages: a page in a new browser
 * context (its own cookie store and an empty cache, so the run starts cold) gets the cookies in
 * its store (with `extraHeaders` the page's script could not read the readable `vh_signed_in`
 * cookie and would act signed out), and Lighthouse runs in that page without its storage reset
 * (which deletes cookies).
 */
async function signedInPage(url: string, port: number, cookie: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setCookie(
    ...cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
  return {
    page,
    async close() {
      await context.close();
      await browser.disconnect();
    },
  };
}

async function lighthouseRun(url: string, port: number, cookie?: string): Promise<LighthouseFigures> {
  const signedIn = cookie ? await signedInPage(url, port, cookie) : null;
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      skipAudits: ['layout-shifts'],
      ...(cookie ? { disableStorageReset: true } : {}),
    },
    undefined,
    signedIn?.page,
  ).finally(() => signedIn?.close());
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (process.env.WEB_BENCH_DETAILS) {
    // Where the main thread went: per script (bootup-time) and per kind of work.
    type Item = { url?: string; total?: number; scripting?: number; groupLabel?: string; duration?: number; startTime?: number };
    const items = (id: string) => (lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
    console.log(
      'bootup',
      JSON.stringify(
        items('bootup-time').map((i) => [i.url?.replace(/^https?:\/\/[^/]+/, ''), Math.round(i.total ?? 0), Math.round(i.scripting ?? 0)]),
      ),
    );
    console.log('main thread', JSON.stringify(items('mainthread-work-breakdown').map((i) => [i.groupLabel, Math.round(i.duration ?? 0)])));
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
    console.log(
      'lcp element',
      JSON.stringify(lcpElement?.items?.map((i) => i.items?.map((x) => x.node?.snippet ?? [x.phase, Math.round(x.timing ?? 0)]))),
    );
    type Req = { url?: string; resourceType?: string; transferSize?: number; networkRequestTime?: number; networkEndTime?: number };
    const reqs = (lhr.audits['network-requests']?.details as { items?: Req[] } | undefined)?.items ?? [];
    console.log(
      'requests',
      JSON.stringify(
        reqs.map((r) => [
          r.url?.replace(/^https?:\/\/[^/]+/, ''),
          r.resourceType,
          Math.round(((r.transferSize ?? 0) / 1024) * 10) / 10,
          Math.round(r.networkRequestTime ?? 0),
          Math.round(r.networkEndTime ?? 0),
        ]),
      ),
    );
    console.log(
      'long tasks',
      JSON.stringify(
        items('long-tasks').map((i) => [
          i.url?.replace(/^https?:\/\/[^/]+/, ''),
          Math.round(i.startTime ?? 0),
          Math.round(i.duration ?? 0),
        ]),
      ),
    );
  }
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    jsKb: jsBytes / 1024,
    longTasks: (lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items?.length ?? Number.NaN,
  };
}

/** First contentful paint and the first auction row of the home page, cold, through the shaper. */
async function slowLinkRun(base: string): Promise<{ firstContentMs: number; rowsMs: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'hi-IN' });
    // Runs in the page (this project's tsconfig has no DOM types, hence a string).
    await context.addInitScript({
      content: `new MutationObserver((_r, observer) => {
        if (document.querySelector('.listing-row')) { window.__rowsAt = performance.now(); observer.disconnect(); }
      }).observe(document, { childList: true, subtree: true });`,
    });
    const page = await context.newPage();
    await page.goto(base, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForSelector('.listing-row', { timeout: 60_000 });
    return (await page.evaluate(`({
      firstContentMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      rowsMs: window.__rowsAt ?? NaN,
    })`)) as { firstContentMs: number; rowsMs: number };
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): such a run is taken again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`run failed (${(error as Error).message}); again`);
    }
  }
}

const fmt = {
  ms: (v: number) => `${(v / 1000).toFixed(2)} s`,
  cls: (v: number) => v.toFixed(3),
  kb: (v: number) => `${v.toFixed(0)} KB`,
};
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

const resultsFile = path.join(repoRoot, 'loadtest', 'results', 'web.md');

function header(): string[] {
  return [
    '# bench:web',
    '',
    `${new Date().toISOString()} · Lighthouse 12 mobile preset (simulated throttling), ${RUNS} runs per page, medians · ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
    '',
    `Budgets: Performance ≥ ${BUDGET.performance}, LCP ≤ ${fmt.ms(BUDGET.lcpMs)}, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms, first-load JavaScript ≤ ${BUDGET.jsKb} KB compressed.`,
    '',
    '| page | Performance (runs) | LCP | CLS | TBT | JS (compressed) | long tasks |',
    '|---|---|---|---|---|---|---|',
  ];
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vh-webbench-'));
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' }, 180_000);
  const lines: string[] = [];
  try {
    const token = await signIn(server.url);
    const room = await liveAuctionPath(server.url);
    const pages: { name: string; path: string; cookie?: string }[] = [
      { name: '/', path: '/' },
      { name: '/login', path: '/login' },
      { name: '/subscription-plans', path: '/subscription-plans' },
      { name: 'auction room (signed in)', path: room, cookie: `vh_session=${token}; vh_signed_in=1; cookie_consent=declined` },
    ];

    const chrome = !PARTS.has('lighthouse')
      ? null
      : await chromeLauncher.launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
        });
    const table: string[] = [];
    let allOk = true;
    try {
      for (const target of chrome ? pages.filter((p) => !ONLY_PAGES || ONLY_PAGES.has(p.name)) : []) {
        const runs: LighthouseFigures[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const figures = await withRetries(() => lighthouseRun(`${server.url}${target.path}`, chrome!.port, target.cookie));
          console.log(target.name, `run ${i + 1}`, JSON.stringify(figures));
          runs.push(figures);
        }
        const m = {
          performance: median(runs.map((r) => r.performance)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          cls: median(runs.map((r) => r.cls)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          jsKb: median(runs.map((r) => r.jsKb)),
          longTasks: median(runs.map((r) => r.longTasks)),
        };
        const ok = {
          performance: m.performance >= BUDGET.performance,
          lcp: m.lcpMs <= BUDGET.lcpMs,
          cls: m.cls <= BUDGET.cls,
          tbt: m.tbtMs <= BUDGET.tbtMs,
          js: m.jsKb <= BUDGET.jsKb,
        };
        allOk &&= Object.values(ok).every(Boolean);
        const perRun = runs.map((r) => r.performance).join(' / ');
        table.push(
          `| ${target.name} | ${m.performance} ${mark(ok.performance)} (${perRun}) | ${fmt.ms(m.lcpMs)} ${mark(ok.lcp)} | ${fmt.cls(m.cls)} ${mark(ok.cls)} | ${Math.round(m.tbtMs)} ms ${mark(ok.tbt)} | ${fmt.kb(m.jsKb)} ${mark(ok.js)} | ${m.longTasks} |`,
        );
        // Written as each page finishes, so a run cut short still leaves its figures.
        await writeFile(
          resultsFile,
          [...header(), ...table, '', '(run in progress or cut short: slow-link figures missing)', ''].join('\n'),
        );
      }
    } finally {
      await chrome?.kill();
    }

    const shaper = await startShaper({ host: '127.0.0.1', port: server.port }, SLOW_LINK);
    const slow: { firstContentMs: number; rowsMs: number }[] = [];
    try {
      for (let i = 0; i < (PARTS.has('slow') ? RUNS : 0); i += 1) {
        const run = await slowLinkRun(`http://127.0.0.1:${shaper.port}/`);
        console.log('slow link', `run ${i + 1}`, JSON.stringify(run));
        slow.push(run);
      }
    } finally {
      await shaper.close();
    }
    const firstContent = median(slow.map((r) => r.firstContentMs));
    const rows = median(slow.map((r) => r.rowsMs));
    allOk &&= firstContent <= BUDGET.slowFirstContentMs && rows <= BUDGET.slowRowsMs;

    lines.push(
      ...header(),
      ...table,
      '',
      `Slow link (TCP shaper: ${SLOW_LINK.bitsPerSecond / 1000} kbit/s, ${SLOW_LINK.rttMs} ms RTT, cold cache, Hindi browser, 360 px): first content ${fmt.ms(firstContent)} ${mark(firstContent <= BUDGET.slowFirstContentMs)} (budget ${fmt.ms(BUDGET.slowFirstContentMs)}), the home page's first auction row ${fmt.ms(rows)} ${mark(rows <= BUDGET.slowRowsMs)} (budget ${fmt.ms(BUDGET.slowRowsMs)}); runs: ${slow.map((r) => `${fmt.ms(r.firstContentMs)} / ${fmt.ms(r.rowsMs)}`).join(', ')}.`,
      '',
      allOk ? 'Every budget met.' : 'Some budgets not met (OVER above).',
      '',
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  await writeFile(resultsFile, lines.join('\n'));
  console.log(lines.join('\n'));
  console.log(`written to ${resultsFile}`);
}

await main();

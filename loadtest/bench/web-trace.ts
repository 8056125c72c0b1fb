/**
 * `npx tsx loadtest/bench/web-trace.ts` — where the signed-in auction room's first load spends
 * its main thread, from a Chrome performance trace, in figures a busy machine does not inflate
 * much: each task's thread CPU time (the trace's `tdur`, not its wall time), scaled by 4 as
 * Lighthouse's mobile preset scales observed CPU work. Prints, per run: the tasks that would be
 * long (over 50 ms after scaling), their total blocking time after first contentful paint, what
 * ran inside each long task (scripts, functions, layout), the main thread's CPU by kind, the
 * largest contentful paint's element and time, and the requests in the order they started.
 *
 * Build first (`npm run build`). WEB_TRACE_RUNS (default 3) runs; WEB_TRACE_PATH another page
 * (signed in) instead of the room; WEB_TRACE_OUT a directory to keep the raw traces in.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, liveAuctionPath, signIn } from '../lib/demo-site.js';
import { startServer } from '../lib/server.js';
import { median } from '../lib/stats.js';

const RUNS = Number(process.env.WEB_TRACE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'v8.execute',
  'v8',
  'blink',
  '__metadata',
  ...(process.env.WEB_TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown>; name?: string; frame?: string };
}

const short = (url: unknown, base: string) => (typeof url === 'string' ? url.replace(base, '').slice(0, 90) : '');

/** The first-level work inside a task that names what ran: script, function, timer, layout. */
function label(e: TraceEvent, base: string): string {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${short(d.url ?? (d as { scriptName?: string }).scriptName, base)}`;
    case 'FunctionCall':
      return `call ${String(d.functionName ?? '') || '(anonymous)'} ${short(d.url, base)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${String(d.type ?? '')}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    default:
      return e.name;
  }
}

const CHILD_NAMES = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'Layerize',
  'v8.compile',
  'v8.compileModule',
  'V8.GCScavenger',
  'MajorGC',
  'MinorGC',
  'RunMicrotasks',
  'HitTest',
]);

async function traceRun(base: string, target: string, token: string, outDir: string | undefined, run: number) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(
      [
        { name: 'language', value: 'en' },
        { name: 'cookie_consent', value: 'declined' },
        { name: 'vh_session', value: token },
        { name: 'vh_signed_in', value: '1' },
      ].map((c) => ({ ...c, url: base })),
    );
    // Runs in the page (this project's tsconfig has no DOM types, hence a string): the paints'
    // elements as the page saw them.
    await context.addInitScript({
      content: `window.__lcp = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const el = e.element;
            const name = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : '') : '(removed)';
            window.__lcp.push({ at: Math.round(e.startTime), size: e.size, element: name, url: e.url || '', text: el && !e.url ? (el.textContent || '').slice(0, 40) : '' });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });`,
    });
    const page = await context.newPage();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    // The protocol types trace events as string maps; Chromium sends the trace event format.
    cdp.on('Tracing.dataCollected', (message) => {
      events.push(...(message.value as unknown as TraceEvent[]));
    });
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(`${base}${target}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('.lot-card', { timeout: 120_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    // Lighthouse waits for a quiet main thread too: idle work scheduled after the data counts.
    await page.waitForTimeout(3000);
    const lcp = (await page.evaluate('window.__lcp')) as { at: number; size: number; element: string; url: string; text: string }[];
    const fcp = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`)) as number | null;
    await cdp.send('Tracing.end');
    await done;
    if (outDir) await writeFile(path.join(outDir, `trace-${run}.json`), JSON.stringify({ traceEvents: events }));

    // The page's main thread: the renderer thread that started the navigation to the server.
    const navStart = events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(base));
    if (!navStart) throw new Error('no navigationStart in the trace');
    const main = events.filter((e) => e.pid === navStart.pid && e.tid === navStart.tid && e.ts >= navStart.ts);
    const t0 = navStart.ts;
    const ms = (us: number) => Math.round(us / 1000);
    const fcpUs = fcp === null ? 0 : fcp * 1000;

    const tasks = main
      .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) > 0)
      .sort((a, b) => a.ts - b.ts);
    // Only outermost tasks (RunTask nested in ThreadControllerImpl::RunTask counts once).
    const top: TraceEvent[] = [];
    for (const t of tasks) {
      const last = top.at(-1);
      if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
      top.push(t);
    }
    const cpuMs = (e: TraceEvent) => ((e.tdur ?? e.dur ?? 0) / 1000) * CPU_SLOWDOWN;
    const long = top.filter((t) => cpuMs(t) > LONG_TASK_MS);
    const blocking = long.filter((t) => t.ts - t0 >= fcpUs).reduce((sum, t) => sum + cpuMs(t) - LONG_TASK_MS, 0);
    const totalCpu = top.reduce((sum, t) => sum + cpuMs(t), 0);

    const kinds = new Map<string, number>();
    const children = main.filter((e) => e.ph === 'X' && CHILD_NAMES.has(e.name));
    console.log(
      `\nrun ${run}: ${top.length} tasks, main-thread CPU ×${CPU_SLOWDOWN} ${Math.round(totalCpu)} ms; long tasks ${long.length}; TBT after FCP (est.) ${Math.round(blocking)} ms; FCP ${Math.round(fcp ?? NaN)} ms (unthrottled)`,
    );
    for (const t of long) {
      const end = t.ts + (t.dur ?? 0);
      const inside = children.filter((c) => c.ts >= t.ts && c.ts < end);
      // Direct children only: an event not inside another listed event of this task.
      const direct = inside.filter(
        (c) => !inside.some((o) => o !== c && o.ts <= c.ts && o.ts + (o.dur ?? 0) >= c.ts + (c.dur ?? 0) && (o.dur ?? 0) > (c.dur ?? 0)),
      );
      const parts = direct
        .map((c) => [label(c, base), Math.round(cpuMs(c))] as const)
        .filter(([, v]) => v >= 4)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5);
      console.log(`  long task at ${ms(t.ts - t0)} ms: ${Math.round(cpuMs(t))} ms ${JSON.stringify(parts)}`);
    }
    for (const c of children) {
      const kind = c.name.startsWith('v8.compile')
        ? 'compile'
        : ['Layout', 'UpdateLayoutTree'].includes(c.name)
          ? 'style & layout'
          : ['Paint', 'PrePaint', 'Layerize'].includes(c.name)
            ? 'paint'
            : /GC/.test(c.name)
              ? 'GC'
              : null;
      if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + cpuMs(c));
    }
    const scripting = children
      .filter((c) =>
        [
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'RunMicrotasks',
        ].includes(c.name),
      )
      .filter(
        (c) =>
          !children.some(
            (o) =>
              o !== c &&
              o.ts <= c.ts &&
              o.ts + (o.dur ?? 0) >= c.ts + (c.dur ?? 0) &&
              (o.dur ?? 0) > (c.dur ?? 0) &&
              [
                'EvaluateScript',
                'v8.evaluateModule',
                'FunctionCall',
                'TimerFire',
                'FireAnimationFrame',
                'EventDispatch',
                'RunMicrotasks',
              ].includes(o.name),
          ),
      )
      .reduce((sum, c) => sum + cpuMs(c), 0);
    console.log(
      `  CPU by kind (×${CPU_SLOWDOWN}): scripting ${Math.round(scripting)} ms, ${[...kinds].map(([k, v]) => `${k} ${Math.round(v)} ms`).join(', ')}`,
    );
    const last = lcp.at(-1);
    console.log(
      `  LCP (unthrottled) ${last?.at ?? '?'} ms: ${last ? `${last.element} ${last.url ? short(last.url, base) : JSON.stringify(last.text)} (${last.size} px²)` : 'none'}; candidates ${lcp.length}`,
    );

    // Requests as the renderer sent them and got them.
    const sends = events.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= t0 && String(e.args?.data?.url ?? '').startsWith(base));
    const finishes = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId, e.ts]));
    console.log(
      `  requests: ${sends
        .map((s) => {
          const end = finishes.get(s.args?.data?.requestId);
          return `${short(s.args?.data?.url, base).replace(/\?.*/, '')} ${ms(s.ts - t0)}–${end ? ms(end - t0) : '?'}`;
        })
        .join(' | ')}`,
    );
    return { long: long.length, blocking, totalCpu, lcpAt: last?.at ?? NaN };
  } finally {
    await browser.close();
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vh-webtrace-'));
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' }, 180_000);
  try {
    const token = await signIn(server.url);
    const target = process.env.WEB_TRACE_PATH ?? (await liveAuctionPath(server.url));
    const results = [];
    for (let run = 1; run <= RUNS; run += 1) {
      results.push(await traceRun(server.url, target, token, process.env.WEB_TRACE_OUT, run));
    }
    console.log(
      `\nmedian of ${RUNS}: long tasks ${median(results.map((r) => r.long))}, TBT (est.) ${Math.round(median(results.map((r) => r.blocking)))} ms, main-thread CPU ×${CPU_SLOWDOWN} ${Math.round(median(results.map((r) => r.totalCpu)))} ms; load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await server.stop();
  }
}

await main();

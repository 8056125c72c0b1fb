/**
 * The scenarios of scenarios.json as the k6 scripts run them (k6/<name>.js), step for step:
 * same executors, same requests, same metric names.
 */
import { sessionFrom } from '../lib/fixtures.js';
import { parseDuration } from '../lib/scenarios.js';
import { constantArrivalRate, constantVus, check, sleep, type RunContext } from './executors.js';
import { browseOnce, cookieOf, latest, postQuote } from './flows.js';
import { expectStatuses } from './http.js';
import { WatchPool } from './watch-pool.js';

type Runner = (ctx: RunContext) => Promise<void>;

/** k6/signin.js: each VU signs in once (noCookiesReset), then reuses its session. */
const signin: Runner = async (ctx) => {
  const { fixtures: data } = ctx;
  const password = process.env.LOAD_PASSWORD ?? 'LoadTest@1234';
  const jars = new Map<number, string>();
  await constantVus(ctx, ctx.vus, ctx.durationMs, async (vu) => {
    const http = ctx.http.forVu(vu);
    if (!jars.has(vu)) {
      const phone = data.phones[(vu - 1) % data.phones.length];
      const res = await http.postJson('/login-react', { phone, password }, { name: 'login' });
      ctx.metrics.trend('login_duration').add(res.ms);
      check(ctx.metrics, { 'login 200': res.status === 200 });
      const token = sessionFrom(res.headers['set-cookie']);
      if (token) jars.set(vu, token);
      if (res.status === 429) {
        await sleep((Number(res.headers['retry-after']) || 5) * 1000, ctx.signal);
        return;
      }
    }
    const token = jars.get(vu);
    const res = await http.post('/tractorpoint/login-check', { headers: token ? cookieOf(token) : {}, name: 'login-check' });
    ctx.metrics.trend('session_check_duration').add(res.ms);
    check(ctx.metrics, { 'session reused': res.status === 200 });
  });
};

/** k6/browse.js */
const browse: Runner = async (ctx) => {
  await constantVus(ctx, ctx.vus, ctx.durationMs, async (vu) => {
    await browseOnce(ctx, ctx.http.forVu(vu), vu, ctx.fixtures);
    await sleep(500 + Math.random() * 1000, ctx.signal);
  });
};

/** k6/bid-storm.js */
const bidStorm: Runner = async (ctx) => {
  const data = ctx.fixtures;
  await constantVus(ctx, ctx.vus, ctx.durationMs, async (vu, iter) => {
    const http = ctx.http.forVu(vu);
    const token = data.session_tokens[(vu - 1) % data.session_tokens.length]!;
    const lotId = data.lot_ids[iter % data.lot_ids.length]!;
    const lot = await latest(http, lotId, token);
    if (!lot || lot.you_lead || lot.state !== 'live') return;
    let amount = lot.next_valid_amount + lot.increment * Math.floor(Math.random() * 3);
    for (let attempt = 0; attempt < 2; attempt++) {
      const r = await postQuote(ctx, http, token, lotId, amount);
      if (r.status !== 422 || !r.nextValid) return;
      amount = r.nextValid;
    }
  });
};

/** k6/watchers.js: sockets open over rampUp, quoting at quotesPerSecond after it, then a drain. */
const watchers: Runner = async (ctx) => {
  const data = ctx.fixtures;
  const lotId = data.lot_ids[0]!;
  const rampUpMs = parseDuration(ctx.def.rampUp ?? '10s');
  const drainMs = 3000;
  const rate = ctx.def.quotesPerSecond ?? 20;
  const first = await latest(ctx.http.forVu(0), lotId);
  if (!first || first.state !== 'live') throw new Error(`lot ${lotId} is not live`);

  const pool = new WatchPool();
  await pool.ready();
  const started = Date.now();
  const closeAt = started + rampUpMs + ctx.durationMs + drainMs;
  // For the delivery ratio: quotes answered while the sockets still had a second to receive them.
  let deliverable = 0;
  pool.open(
    ctx.baseUrl,
    Array.from({ length: ctx.vus }, () => [lotId]),
    0.9 * rampUpMs,
    closeAt,
  );
  try {
    await sleep(started + rampUpMs - Date.now(), ctx.signal);
    await constantArrivalRate(ctx, rate, ctx.durationMs, 4 * rate, async (i) => {
      const http = ctx.http.forVu(1000 + (i % data.session_tokens.length));
      const token = data.session_tokens[i % data.session_tokens.length]!;
      let amount = first.next_valid_amount + first.increment * i;
      for (let attempt = 0; attempt < 2; attempt++) {
        const r = await postQuote(ctx, http, token, lotId, amount);
        if (r.status === 200 && Date.now() < closeAt - 1000) deliverable += 1;
        if (r.status !== 422) return;
        amount = r.nextValid;
      }
    });
    await sleep(closeAt - Date.now(), ctx.signal);
  } finally {
    const s = await pool.stop(ctx.metrics);
    if (s) {
      const connected = s.attempted - s.failed;
      ctx.info.watchers = {
        attempted: s.attempted,
        connected,
        open_at_end: s.openAtEnd,
        closed_early: s.closedEarly,
        first_error: s.firstError,
      };
      // Quotes answered in the last second may or may not arrive before the close: hence min(1, …).
      const ratio = deliverable && connected ? Math.min(1, s.received / (deliverable * connected)) : null;
      ctx.info.delivery = { received: s.received, quotes_before_close: deliverable, sockets: connected, ratio };
    }
  }
};

/** k6/soak.js: browse, quote and watch VUs in the scenario's mix, plus /metrics every 10 s. */
const soak: Runner = async (ctx) => {
  const data = ctx.fixtures;
  const mix = ctx.def.mix ?? { browse: 0.6, quote: 0.2, watch: 0.2 };
  const quoters = Math.max(1, Math.round(ctx.vus * mix.quote));
  const watcherCount = Math.max(1, Math.round(ctx.vus * mix.watch));
  const browsers = Math.max(1, ctx.vus - quoters - watcherCount);
  const watchLots = Math.min(ctx.def.watchLots ?? 5, data.lot_ids.length);
  ctx.info.mix = { browse: browsers, quote: quoters, watch: watcherCount };

  const pool = new WatchPool();
  await pool.ready();
  const lotsPerSocket = Array.from({ length: watcherCount }, () => {
    const from = Math.floor(Math.random() * data.lot_ids.length);
    return Array.from({ length: watchLots }, (_, k) => data.lot_ids[(from + k) % data.lot_ids.length]!);
  });
  pool.open(ctx.baseUrl, lotsPerSocket, 0, Date.now() + ctx.durationMs);
  const metricsAnswers = expectStatuses(401, 403, 404);
  try {
    await Promise.all([
      constantVus(ctx, browsers, ctx.durationMs, async (vu) => {
        await browseOnce(ctx, ctx.http.forVu(vu), vu, data);
        await sleep(500 + Math.random() * 1000, ctx.signal);
      }),
      constantVus(ctx, quoters, ctx.durationMs, async (i) => {
        const vu = browsers + i;
        const http = ctx.http.forVu(vu);
        const token = data.session_tokens[(vu - 1) % data.session_tokens.length]!;
        const lotId = data.lot_ids[Math.floor(Math.random() * data.lot_ids.length)]!;
        const lot = await latest(http, lotId, token);
        if (lot && !lot.you_lead && lot.state === 'live') await postQuote(ctx, http, token, lotId, lot.next_valid_amount);
        await sleep(1000 + Math.random() * 2000, ctx.signal);
      }),
      constantArrivalRate(ctx, 0.1, ctx.durationMs, 1, async () => {
        const res = await ctx.http.forVu(0).get('/metrics', { expected: metricsAnswers, name: 'metrics' });
        if (res.status !== 200 || typeof res.body !== 'string') return;
        const rss = /^process_resident_memory_bytes (\S+)/m.exec(res.body);
        const lag = /^nodejs_eventloop_lag_seconds (\S+)/m.exec(res.body);
        if (rss) ctx.metrics.trend('server_rss_mb', false).add(Number(rss[1]) / 1048576);
        if (lag) ctx.metrics.trend('server_eventloop_lag').add(Number(lag[1]) * 1000);
      }),
    ]);
  } finally {
    const s = await pool.stop(ctx.metrics);
    if (s)
      ctx.info.watchers = {
        attempted: s.attempted,
        connected: s.attempted - s.failed,
        open_at_end: s.openAtEnd,
        closed_early: s.closedEarly,
      };
  }
};

export const RUNNERS: Record<string, Runner> = { signin, browse, 'bid-storm': bidStorm, watchers, soak };

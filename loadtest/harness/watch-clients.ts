/**
 * Raw /ws watchers for the harness, in their own process so parsing thousands of frames does not
 * share an event loop with the quoting VUs. Each socket does what k6/flows.js watch() does:
 * subscribe, estimate the clock offset with three pings, and per quote record bid-to-screen
 * latency from the server's acceptedAt and any seq gap. Driven over IPC by watch-pool.ts.
 */
import WebSocket from 'ws';
import { clientAddress } from './http.js';
import { Trend, type TrendSnapshot } from './metrics.js';

export type WatchCommand = { cmd: 'open'; url: string; lotsPerSocket: number[][]; rampUpMs: number; closeAt: number } | { cmd: 'stop' };

export interface WatchStats {
  attempted: number;
  failed: number;
  /** Sockets open when stopped (or at closeAt), out of the ones that connected. */
  openAtEnd: number;
  received: number;
  gaps: number;
  resyncs: number;
  errors: number;
  /** Sockets the server (or the network) closed before their time, by close code. */
  closedEarly: Record<string, number>;
  latency: TrendSnapshot;
  firstError?: string;
}

export type WatchReply = { evt: 'ready' } | { evt: 'opened'; attempted: number; failed: number } | { evt: 'stats'; stats: WatchStats };

interface WireMessage {
  type: string;
  assetId?: number;
  seq?: number;
  acceptedAt?: string;
  serverTime?: string;
}

const latency = new Trend(true);
const sockets = new Set<WebSocket>();
const stats = {
  attempted: 0,
  failed: 0,
  openAtEnd: 0,
  received: 0,
  gaps: 0,
  resyncs: 0,
  errors: 0,
  closedEarly: {} as Record<string, number>,
  firstError: undefined as string | undefined,
};
let settledCount = 0;
let expected = 0;
let openBeforeClose: number | null = null;

function settled(failed: boolean, why?: string) {
  if (failed) {
    stats.failed += 1;
    stats.firstError ??= why;
  }
  settledCount += 1;
  if (settledCount === expected) process.send!({ evt: 'opened', attempted: stats.attempted, failed: stats.failed } satisfies WatchReply);
}

function watch(url: string, lots: number[], closeAt: number, index: number) {
  stats.attempted += 1;
  const ws = new WebSocket(url, {
    headers: { 'x-forwarded-for': clientAddress(index + 1) },
    perMessageDeflate: false,
    handshakeTimeout: 30_000,
  });
  const last = new Map<number, number>();
  let isSettled = false;
  let closing = false;
  let offset = 0;
  let bestRtt = Infinity;
  let pingSentAt = 0;
  let pings = 0;
  const settle = (failed: boolean, why?: string) => {
    if (isSettled) return;
    isSettled = true;
    settled(failed, why);
  };
  const ping = () => {
    pingSentAt = Date.now();
    ws.send('{"op":"ping"}');
  };
  ws.on('open', () => {
    settle(false);
    sockets.add(ws);
    ws.send(JSON.stringify({ op: 'subscribe', lots: lots.map((assetId) => ({ assetId })) }));
    ping();
    setTimeout(
      () => {
        closing = true;
        ws.close();
      },
      Math.max(0, closeAt - Date.now()),
    ).unref();
  });
  ws.on('error', (err) => settle(true, err.message));
  ws.on('close', (code) => {
    if (isSettled && !closing) stats.closedEarly[code] = (stats.closedEarly[code] ?? 0) + 1;
    settle(true, 'closed before open');
    sockets.delete(ws);
  });
  ws.on('message', (data) => {
    const now = Date.now();
    const m = JSON.parse(data.toString()) as WireMessage;
    if (m.type === 'time' && pingSentAt && m.serverTime) {
      const rtt = now - pingSentAt;
      if (rtt < bestRtt) {
        bestRtt = rtt;
        const estimate = Date.parse(m.serverTime) - (pingSentAt + now) / 2;
        offset = Math.abs(estimate) > rtt / 2 ? estimate : 0;
      }
      pingSentAt = 0;
      if (++pings < 3) ping();
    } else if (m.type === 'snapshot' && m.assetId !== undefined && m.seq !== undefined) {
      const prev = last.get(m.assetId);
      if (prev !== undefined && m.seq > prev) stats.resyncs += 1;
      if (prev === undefined || m.seq > prev) last.set(m.assetId, m.seq);
    } else if (m.type === 'quote' && m.assetId !== undefined && m.seq !== undefined) {
      const prev = last.get(m.assetId);
      if (prev !== undefined && m.seq <= prev) return;
      if (prev !== undefined && m.seq > prev + 1) stats.gaps += m.seq - prev - 1;
      last.set(m.assetId, m.seq);
      stats.received += 1;
      if (m.acceptedAt) latency.add(now + offset - Date.parse(m.acceptedAt));
    } else if (m.type === 'error') {
      stats.errors += 1;
    }
  });
}

function report() {
  stats.openAtEnd = openBeforeClose ?? [...sockets].filter((s) => s.readyState === WebSocket.OPEN).length;
  for (const s of sockets) s.terminate();
  process.send!({ evt: 'stats', stats: { ...stats, latency: latency.snapshot() } } satisfies WatchReply, () => process.exit(0));
}

process.on('message', (c: WatchCommand) => {
  if (c.cmd === 'open') {
    expected = c.lotsPerSocket.length;
    const n = c.lotsPerSocket.length;
    c.lotsPerSocket.forEach((lots, i) => setTimeout(() => watch(c.url, lots, c.closeAt, i), (i * c.rampUpMs) / n));
    // Count who is still open just before the scheduled close.
    setTimeout(() => (openBeforeClose = sockets.size), Math.max(0, c.closeAt - Date.now() - 50)).unref();
  } else {
    report();
  }
});
process.on('disconnect', () => process.exit(0));
process.send!({ evt: 'ready' } satisfies WatchReply);

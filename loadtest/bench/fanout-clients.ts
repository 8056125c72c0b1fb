/**
 * The subscriber side of the fan-out benchmark, run in its own process so its parsing does not
 * share the server's event loop. Driven over IPC by fanout.ts.
 */
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';

export type ClientCommand =
  | { cmd: 'connect'; kind: 'gateway' | 'baseline'; url: string; lots: number[]; n: number }
  | { cmd: 'collect'; expect: { lot: number; from: number; to: number }[]; timeoutMs: number }
  | { cmd: 'close' };

export interface LotStats {
  lot: number;
  expected: number;
  received: number;
  /** Seqs skipped or never received, summed over clients. */
  gaps: number;
  p50: number;
  p99: number;
  max: number;
  /** Wall-clock ms of the last receipt on this lot (same machine clock as the sender). */
  lastReceiptAt: number;
}

export type ClientReply = { evt: 'ready'; connectMs: number } | { evt: 'stats'; lots: LotStats[] };

interface Tracker {
  lastSeq: Map<number, number>;
  received: Map<number, number>;
  gaps: Map<number, number>;
}

const MAX_MS = 60_000;
const latency = new Map<number, Uint32Array>();
const lastReceiptAt = new Map<number, number>();
const trackers: Tracker[] = [];
const closers: (() => void)[] = [];

function onMessage(t: Tracker, m: { type?: string; assetId?: number; seq?: number; acceptedAt?: string }) {
  if (m.type !== 'quote' || m.assetId === undefined || m.seq === undefined) return;
  const now = Date.now();
  const lot = m.assetId;
  const prev = t.lastSeq.get(lot);
  if (prev === undefined || m.seq <= prev) return;
  if (m.seq > prev + 1) t.gaps.set(lot, (t.gaps.get(lot) ?? 0) + (m.seq - prev - 1));
  t.lastSeq.set(lot, m.seq);
  t.received.set(lot, (t.received.get(lot) ?? 0) + 1);
  let hist = latency.get(lot);
  if (!hist) latency.set(lot, (hist = new Uint32Array(MAX_MS + 1)));
  hist[Math.min(MAX_MS, Math.max(0, now - Date.parse(m.acceptedAt ?? '')))]! += 1;
  lastReceiptAt.set(lot, now);
}

function percentile(hist: Uint32Array | undefined, p: number): number {
  if (!hist) return NaN;
  let total = 0;
  for (const c of hist) total += c;
  let seen = 0;
  for (let ms = 0; ms < hist.length; ms++) {
    seen += hist[ms]!;
    if (seen >= total * p) return ms;
  }
  return MAX_MS;
}

function connectOne(kind: 'gateway' | 'baseline', url: string, lots: number[], i: number): Promise<void> {
  // Every benchmark lot starts with no quotes.
  const t: Tracker = { lastSeq: new Map(lots.map((l) => [l, 0])), received: new Map(), gaps: new Map() };
  trackers.push(t);
  const subscribe = { op: 'subscribe', lots: lots.map((assetId) => ({ assetId })) };
  if (kind === 'gateway' && i % 2 === 0) {
    const socket: Socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    closers.push(() => socket.disconnect());
    return new Promise((resolve, reject) => {
      socket.on('msg', (m: { type: string }) => {
        if (m.type === 'subscribed') resolve();
        else onMessage(t, m);
      });
      socket.once('connect', () => socket.emit('msg', subscribe));
      socket.once('connect_error', reject);
    });
  }
  const ws = new WebSocket(kind === 'gateway' ? `${url.replace(/^http/, 'ws')}/ws` : url);
  closers.push(() => ws.terminate());
  return new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.type === 'subscribed') resolve();
      else onMessage(t, m);
    });
    ws.once('open', () => (kind === 'gateway' ? ws.send(JSON.stringify(subscribe)) : resolve()));
    ws.once('error', reject);
  });
}

async function connectAll(kind: 'gateway' | 'baseline', url: string, lots: number[], n: number) {
  const started = Date.now();
  // Batches keep the server's accept backlog from overflowing.
  for (let i = 0; i < n; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, n - i) }, (_, k) => connectOne(kind, url, lots, i + k)));
  }
  return Date.now() - started;
}

async function collect(expect: { lot: number; from: number; to: number }[], timeoutMs: number): Promise<LotStats[]> {
  const deadline = Date.now() + timeoutMs;
  const done = () => expect.every((e) => trackers.every((t) => (t.lastSeq.get(e.lot) ?? 0) >= e.to));
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return expect.map((e) => {
    const count = e.to - e.from + 1;
    let received = 0;
    let gaps = 0;
    for (const t of trackers) {
      received += t.received.get(e.lot) ?? 0;
      gaps += (t.gaps.get(e.lot) ?? 0) + Math.max(0, e.to - (t.lastSeq.get(e.lot) ?? e.from - 1));
    }
    const hist = latency.get(e.lot);
    let max = 0;
    if (hist) for (let ms = hist.length - 1; ms >= 0; ms--) if (hist[ms]) { max = ms; break; }
    return {
      lot: e.lot,
      expected: count * trackers.length,
      received,
      gaps,
      p50: percentile(hist, 0.5),
      p99: percentile(hist, 0.99),
      max,
      lastReceiptAt: lastReceiptAt.get(e.lot) ?? 0,
    };
  });
}

process.on('message', (c: ClientCommand) => {
  const reply = (r: ClientReply) => process.send!(r);
  if (c.cmd === 'connect') {
    connectAll(c.kind, c.url, c.lots, c.n).then(
      (connectMs) => reply({ evt: 'ready', connectMs }),
      (err: unknown) => {
        console.error('connect failed', err);
        process.exit(1);
      },
    );
  } else if (c.cmd === 'collect') {
    void collect(c.expect, c.timeoutMs).then((lots) => reply({ evt: 'stats', lots }));
  } else {
    for (const close of closers) close();
    setTimeout(() => process.exit(0), 200);
  }
});

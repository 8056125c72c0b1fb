/**
 * One subscriber process of the fan-out benchmark (subscribers.ts runs several and merges their
 * figures), driven over IPC. Every client counts every message it gets: delivery and seq gaps are
 * per client, and every receipt is a latency sample.
 *
 * Clients speak the wire protocols directly over lean-socket.ts: raw /ws JSON frames, or
 * socket.io (Engine.IO v4 over websocket: open `0`, connect `40`, events `42["msg",…]`, ping `2`
 * → pong `3`). Only the fields the figures need are read from each message.
 */
import { LeanSocket } from './lean-socket.js';

export type Kind = 'gateway' | 'baseline';

export type ClientCommand =
  | { cmd: 'connect'; kind: Kind; url: string; lots: number[]; n: number; first: number }
  | { cmd: 'collect'; expect: { lot: number; from: number; to: number }[]; timeoutMs: number }
  | { cmd: 'close' };

/** One process's raw figures for a lot; subscribers.ts sums them over processes. */
export interface RawLotStats {
  lot: number;
  clients: number;
  received: number;
  /** Seqs skipped or never received, summed over clients. */
  gaps: number;
  /** Latency histogram, sparse: [ms, count] pairs. */
  hist: [number, number][];
  /** Wall-clock ms of the last receipt on this lot (same machine clock as the sender). */
  lastReceiptAt: number;
}

export type ClientReply = { evt: 'ready'; connectMs: number } | { evt: 'stats'; lots: RawLotStats[] };

interface Tracker {
  lastSeq: Map<number, number>;
  received: Map<number, number>;
  gaps: Map<number, number>;
}

const MAX_MS = 60_000;
const latency = new Map<number, Uint32Array>();
const lastReceiptAt = new Map<number, number>();
const trackers: Tracker[] = [];
const sockets: LeanSocket[] = [];

/** The non-negative integer after `key`, or -1. */
function intAfter(text: string, key: string): number {
  const i = text.indexOf(key);
  if (i < 0) return -1;
  let v = 0;
  for (let j = i + key.length; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c < 48 || c > 57) break;
    v = v * 10 + c - 48;
  }
  return v;
}

function onQuote(t: Tracker, text: string) {
  const now = Date.now();
  const lot = intAfter(text, '"assetId":');
  const seq = intAfter(text, '"seq":');
  const prev = t.lastSeq.get(lot);
  if (prev === undefined || seq <= prev) return;
  if (seq > prev + 1) t.gaps.set(lot, (t.gaps.get(lot) ?? 0) + (seq - prev - 1));
  t.lastSeq.set(lot, seq);
  t.received.set(lot, (t.received.get(lot) ?? 0) + 1);
  const at = text.indexOf('"acceptedAt":"');
  const acceptedAt = at < 0 ? NaN : Date.parse(text.slice(at + 14, at + 38));
  let hist = latency.get(lot);
  if (!hist) latency.set(lot, (hist = new Uint32Array(MAX_MS + 1)));
  // An unreadable stamp counts as the slowest possible receipt, never as a fast one.
  hist[Number.isNaN(acceptedAt) ? MAX_MS : Math.min(MAX_MS, Math.max(0, now - acceptedAt))]! += 1;
  lastReceiptAt.set(lot, now);
}

/** A hub message (JSON object) for one client: the subscribe confirmation or a lot event. */
function onJson(t: Tracker, text: string, subscribed: () => void) {
  if (text.includes('"type":"quote"')) onQuote(t, text);
  else if (text.includes('"type":"subscribed"')) subscribed();
}

function connectOne(kind: Kind, url: string, lots: number[], socketIo: boolean): Promise<void> {
  // Every benchmark lot starts with no quotes.
  const t: Tracker = { lastSeq: new Map(lots.map((l) => [l, 0])), received: new Map(), gaps: new Map() };
  trackers.push(t);
  const subscribe = JSON.stringify({ op: 'subscribe', lots: lots.map((assetId) => ({ assetId })) });
  const ws = url.replace(/^http/, 'ws');
  return new Promise((resolve, reject) => {
    if (kind === 'baseline') {
      sockets.push(LeanSocket.open(ws, { open: () => resolve(), text: (_, m) => onJson(t, m, () => undefined), error: reject }));
    } else if (!socketIo) {
      sockets.push(LeanSocket.open(`${ws}/ws`, { open: (s) => s.send(subscribe), text: (_, m) => onJson(t, m, resolve), error: reject }));
    } else {
      const text = (s: LeanSocket, m: string) => {
        if (m.startsWith('42')) onJson(t, m, resolve);
        else if (m === '2') s.send('3');
        else if (m.startsWith('40')) s.send(`42["msg",${subscribe}]`);
        else if (m.startsWith('0')) s.send('40');
        else if (m.startsWith('44')) reject(new Error(`socket.io connect refused: ${m}`));
      };
      sockets.push(LeanSocket.open(`${ws}/socket.io/?EIO=4&transport=websocket`, { open: () => undefined, text, error: reject }));
    }
  });
}

async function connectAll(kind: Kind, url: string, lots: number[], n: number, first: number) {
  const started = Date.now();
  // Batches keep the server's accept backlog from overflowing. Even global indexes are socket.io.
  for (let i = 0; i < n; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, n - i) }, (_, k) => connectOne(kind, url, lots, (first + i + k) % 2 === 0)));
  }
  return Date.now() - started;
}

async function collect(expect: { lot: number; from: number; to: number }[], timeoutMs: number): Promise<RawLotStats[]> {
  const deadline = Date.now() + timeoutMs;
  const done = () => expect.every((e) => trackers.every((t) => (t.lastSeq.get(e.lot) ?? 0) >= e.to));
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return expect.map((e) => {
    let received = 0;
    let gaps = 0;
    for (const t of trackers) {
      received += t.received.get(e.lot) ?? 0;
      gaps += (t.gaps.get(e.lot) ?? 0) + Math.max(0, e.to - (t.lastSeq.get(e.lot) ?? e.from - 1));
    }
    const hist: [number, number][] = [];
    latency.get(e.lot)?.forEach((count, ms) => count && hist.push([ms, count]));
    return { lot: e.lot, clients: trackers.length, received, gaps, hist, lastReceiptAt: lastReceiptAt.get(e.lot) ?? 0 };
  });
}

process.on('message', (c: ClientCommand) => {
  const reply = (r: ClientReply) => process.send!(r);
  if (c.cmd === 'connect') {
    connectAll(c.kind, c.url, c.lots, c.n, c.first).then(
      (connectMs) => reply({ evt: 'ready', connectMs }),
      (err: unknown) => {
        console.error('connect failed', err);
        process.exit(1);
      },
    );
  } else if (c.cmd === 'collect') {
    void collect(c.expect, c.timeoutMs).then((lots) => reply({ evt: 'stats', lots }));
  } else {
    for (const s of sockets) s.close();
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));

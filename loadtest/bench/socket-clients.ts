/**
 * The client side of the idle-socket and reconnect-storm benchmarks, in its own process (its
 * memory and event loop stay out of the measurement). Driven over IPC by sockets.ts.
 *
 * Every socket subscribes to one lot and counts as settled when it has that lot's snapshot. On
 * reconnect it sends the last seq it saw, so our server replays what it missed and then sends a
 * snapshot: "resynced" means holding the snapshot at the final seq.
 */
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';

export type SocketCommand =
  | { cmd: 'connect'; url: string; n: number; lot: number; mixed: boolean }
  | { cmd: 'drop' }
  | { cmd: 'reconnect'; finalSeq: number; timeoutMs: number }
  | { cmd: 'close' };

export interface PhaseResult {
  ms: number;
  settled: number;
  failed: number;
  errors: number;
  /** Per-socket time to settle, ms. */
  p50: number;
  p99: number;
  /** Quote messages replayed to the sockets (reconnect only). */
  replayed: number;
  firstError?: string;
}

export type SocketReply =
  { evt: 'ready' } | { evt: 'connected'; result: PhaseResult } | { evt: 'dropped' } | { evt: 'resynced'; result: PhaseResult };

interface Client {
  kind: 'socket.io' | 'ws';
  lastSeq: number | undefined;
  close(): void;
}

interface Message {
  type: string;
  assetId?: number;
  seq?: number;
  msg?: string;
}

let clients: Client[] = [];
let target = { url: '', lot: 0, mixed: true };

/** Opens one socket; resolves with the ms until it holds a snapshot at or past `untilSeq`, or rejects. */
function open(c: Client, untilSeq: number, onReplay: () => void, onError: (why: string) => void): Promise<number> {
  const t0 = performance.now();
  const subscribe = { op: 'subscribe', lots: [{ assetId: target.lot, ...(c.lastSeq !== undefined && { lastSeq: c.lastSeq }) }] };
  return new Promise((resolve, reject) => {
    const onMessage = (m: Message) => {
      if (m.assetId === target.lot && m.seq !== undefined && (m.type === 'quote' || m.type === 'snapshot')) {
        c.lastSeq = Math.max(c.lastSeq ?? 0, m.seq);
        if (m.type === 'quote') onReplay();
        if (m.type === 'snapshot' && m.seq >= untilSeq) resolve(performance.now() - t0);
      } else if (m.type === 'error') {
        onError(m.msg ?? 'error message');
      }
    };
    if (c.kind === 'socket.io') {
      const s: Socket = io(target.url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 60_000 });
      c.close = () => s.disconnect();
      s.on('msg', onMessage);
      s.once('connect', () => s.emit('msg', subscribe));
      s.once('connect_error', (err) => reject(err));
    } else {
      const url = target.mixed ? `${target.url.replace(/^http/, 'ws')}/ws` : target.url;
      const ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 60_000 });
      c.close = () => ws.terminate();
      ws.on('message', (d) => onMessage(JSON.parse(d.toString()) as Message));
      ws.once('open', () => ws.send(JSON.stringify(subscribe)));
      ws.once('error', reject);
      ws.once('close', () => reject(new Error('closed before the snapshot')));
    }
  });
}

async function phase(untilSeq: number, timeoutMs: number, batch: number): Promise<PhaseResult> {
  const started = performance.now();
  const times: number[] = [];
  let failed = 0;
  let errors = 0;
  let replayed = 0;
  let firstError: string | undefined;
  const one = async (c: Client) => {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref());
    try {
      times.push(
        await Promise.race([
          open(
            c,
            untilSeq,
            () => (replayed += 1),
            (why) => ((errors += 1), (firstError ??= why)),
          ),
          timeout,
        ]),
      );
    } catch (err) {
      failed += 1;
      firstError ??= String((err as Error).message ?? err);
    }
  };
  for (let i = 0; i < clients.length; i += batch) await Promise.all(clients.slice(i, i + batch).map(one));
  times.sort((a, b) => a - b);
  const at = (p: number) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!) : Number.NaN);
  return {
    ms: Math.round(performance.now() - started),
    settled: times.length,
    failed,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    replayed,
    firstError,
  };
}

process.on('message', (c: SocketCommand) => {
  const reply = (r: SocketReply) => process.send!(r);
  if (c.cmd === 'connect') {
    target = { url: c.url, lot: c.lot, mixed: c.mixed };
    clients = Array.from({ length: c.n }, (_, i) => ({
      kind: c.mixed && i % 2 === 0 ? 'socket.io' : 'ws',
      lastSeq: undefined,
      close: () => {},
    }));
    // Batches of 200 keep the accept backlog from overflowing while the idle set is built.
    void phase(0, 60_000, 200).then((result) => reply({ evt: 'connected', result }));
  } else if (c.cmd === 'drop') {
    for (const cl of clients) cl.close();
    setTimeout(() => reply({ evt: 'dropped' }), 1000);
  } else if (c.cmd === 'reconnect') {
    // The storm: every socket at once, as after a deploy or a network blip.
    void phase(c.finalSeq, c.timeoutMs, clients.length).then((result) => reply({ evt: 'resynced', result }));
  } else {
    for (const cl of clients) cl.close();
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));
process.send!({ evt: 'ready' } satisfies SocketReply);

/** Test clients for both transports, recording every message and applying lot events with the shared reducer. */
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import {
  applyLotEvent,
  headOutcome,
  serverMessage,
  SOCKET_IO_EVENT,
  type ClientMessage,
  type HeadMessage,
  type LotMessage,
  type LotView,
  type ServerMessage,
} from '../protocol.js';

const LOT_TYPES = new Set(['quote', 'extended', 'closed', 'snapshot']);

export interface TestClient {
  readonly messages: ServerMessage[];
  readonly lots: Map<number, LotView>;
  /** Outcomes of the reducer, in arrival order: a correct server never yields 'gap' or 'duplicate'. */
  readonly outcomes: string[];
  /** Resubscribes this client sent because a head beacon showed a gap, per lot. */
  readonly resyncs: Map<number, number>;
  send(msg: ClientMessage): void;
  /** Resolves with the first message (from index `from`) matching `pred`. */
  waitFor<T extends ServerMessage = ServerMessage>(pred: (m: ServerMessage) => boolean, from?: number, timeoutMs?: number): Promise<T>;
  close(): void;
}

function recorder(send: (m: ClientMessage) => void, close: () => void): TestClient & { push(m: ServerMessage): void } {
  const messages: ServerMessage[] = [];
  const lots = new Map<number, LotView>();
  const outcomes: string[] = [];
  const resyncs = new Map<number, number>();
  /** Lots with a resubscribe in flight: one per gap, as the web client does. */
  const resyncing = new Set<number>();
  const waiters = new Set<() => void>();
  return {
    messages,
    lots,
    outcomes,
    resyncs,
    send,
    close,
    push(m) {
      // Every message a test client gets must be what the contract says: tests fail on drift.
      const checked = serverMessage.safeParse(m);
      if (!checked.success) throw new Error(`message outside the contract: ${JSON.stringify(m)}: ${checked.error.message}`);
      messages.push(m);
      if (LOT_TYPES.has(m.type)) {
        const lm = m as LotMessage;
        const r = applyLotEvent(lots.get(lm.assetId), lm);
        if (r.state) lots.set(lm.assetId, r.state);
        outcomes.push(`${lm.type}:${lm.seq}:${r.outcome}`);
        if (lm.type === 'snapshot') resyncing.delete(lm.assetId);
      } else if (m.type === 'head') {
        // A client that follows the protocol: a head ahead of its state means it missed something.
        const h = m as HeadMessage;
        const state = lots.get(h.assetId);
        if (state && !resyncing.has(h.assetId) && headOutcome(state, h) === 'gap') {
          resyncing.add(h.assetId);
          resyncs.set(h.assetId, (resyncs.get(h.assetId) ?? 0) + 1);
          send({ op: 'subscribe', lots: [{ assetId: h.assetId, lastSeq: state.seq }] });
        }
      }
      for (const w of [...waiters]) w();
    },
    waitFor(pred, from = 0, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = from; i < messages.length; i++) {
            if (pred(messages[i]!)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(messages[i] as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages.slice(-5))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

export async function wsClient(baseUrl: string, cookie?: string): Promise<TestClient & { ws: WebSocket }> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers: cookie ? { cookie } : {} });
  const r = recorder(
    (m) => ws.send(JSON.stringify(m)),
    () => ws.terminate(),
  );
  ws.on('message', (data) => r.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return Object.assign(r, { ws });
}

export async function sioClient(
  baseUrl: string,
  opts: { cookie?: string; transports?: ('polling' | 'websocket')[]; onConnect?: (c: TestClient) => void } = {},
): Promise<TestClient & { socket: Socket }> {
  const socket = io(baseUrl, {
    transports: opts.transports ?? ['websocket'],
    extraHeaders: opts.cookie ? { cookie: opts.cookie } : {},
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
  });
  const r = recorder(
    (m) => socket.emit(SOCKET_IO_EVENT, m),
    () => socket.disconnect(),
  );
  socket.on(SOCKET_IO_EVENT, (m: ServerMessage) => r.push(m));
  if (opts.onConnect) socket.on('connect', () => opts.onConnect!(r));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return Object.assign(r, { socket });
}

/** Subscribes and waits for the acknowledgement (which follows any replay and snapshot). */
export async function subscribe(c: TestClient, msg: Omit<Extract<ClientMessage, { op: 'subscribe' }>, 'op'>) {
  const from = c.messages.length;
  c.send({ op: 'subscribe', ...msg });
  await c.waitFor((m) => m.type === 'subscribed', from);
  return c.messages.slice(from);
}

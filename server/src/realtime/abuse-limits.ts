/**
 * Abuse limits for both realtime transports, kept apart from the hub: a token bucket of messages
 * per socket, a slower one for subscription changes (each may cost a database read), and a cap
 * on the sockets one client address holds open. A socket over its rate gets an error frame (at
 * most one a second, so refusing stays cheaper than the flood); one that keeps on for
 * `strikesBeforeClose` refused messages in a row is closed.
 */
import type { Hub, Session } from './hub.js';
import type { ErrorMessage } from './protocol.js';
import type { IncomingMessage } from 'node:http';

export interface AbuseLimitOptions {
  messagesPerSecond: number;
  messageBurst: number;
  subscriptionChangesPerSecond: number;
  subscriptionChangeBurst: number;
  socketsPerAddress: number;
  strikesBeforeClose: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustProxyHops: number;
}

/** Refills `rate` tokens a second up to `burst`; `take` spends one if there is one. */
export function tokenBucket(rate: number, burst: number, now: () => number = () => performance.now()) {
  let tokens = burst;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * rate);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * The client's address as Fastify's trustProxy (hop count) reads it: the socket's peer, or,
 * behind N trusted proxies, the Nth X-Forwarded-For entry from the right.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxyHops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustProxyHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const chain = [peer, ...forwarded];
  return chain[Math.min(trustProxyHops, chain.length - 1)]!;
}

export type Verdict = 'ok' | 'refused' | 'close';

/** A refused socket hears why at most this often. */
const NOTICE_INTERVAL_MS = 1_000;

/** A socket's own budget. */
export function socketGuard(o: AbuseLimitOptions, now: () => number = () => performance.now()) {
  const messages = tokenBucket(o.messagesPerSecond, o.messageBurst, now);
  const changes = tokenBucket(o.subscriptionChangesPerSecond, o.subscriptionChangeBurst, now);
  let strikes = 0;
  let noticeAt = -Infinity;
  return {
    /** Whether the message may go on; `refusal`, when present, is the error frame to send. */
    check(msg: unknown): { verdict: Verdict; refusal?: ErrorMessage } {
      const op = typeof msg === 'object' && msg !== null ? (msg as { op?: unknown }).op : undefined;
      const churn = op === 'subscribe' || op === 'unsubscribe';
      let refusal: ErrorMessage | undefined;
      if (!messages.take()) {
        refusal = { type: 'error', code: 'rate_limited', msg: `Too many messages: send at most ${o.messagesPerSecond} a second.` };
      } else if (churn && !changes.take()) {
        refusal = {
          type: 'error',
          code: 'subscriptions_too_fast',
          msg: `Too many subscription changes: at most ${o.subscriptionChangesPerSecond} a second. Subscribe to several lots in one message.`,
        };
      }
      if (!refusal) {
        strikes = 0;
        return { verdict: 'ok' };
      }
      strikes += 1;
      const verdict = strikes >= o.strikesBeforeClose ? 'close' : 'refused';
      const t = now();
      if (verdict === 'refused' && t - noticeAt < NOTICE_INTERVAL_MS) return { verdict };
      noticeAt = t;
      return { verdict, refusal };
    },
  };
}

export interface AbuseLimits {
  /** Takes a socket slot for this request's client address; false when the address is at its cap. */
  admit(req: Pick<IncomingMessage, 'headers' | 'socket'>): { ok: boolean; release(): void };
  /** The hub as the transports see it: every incoming message passes the socket's budget first. */
  guardHub(hub: Hub): Hub;
  /** Open sockets per address, for tests and metrics. */
  socketsOf(address: string): number;
}

/** A connection the limits may close: both transports' connections can. */
interface Closable {
  close?(reason: string): void;
}

export function createAbuseLimits(o: AbuseLimitOptions): AbuseLimits {
  const open = new Map<string, number>();
  const guards = new WeakMap<Session, ReturnType<typeof socketGuard>>();
  /** Sockets told to go: what they still send while closing is dropped unread. */
  const closing = new WeakSet<Session>();
  return {
    admit(req) {
      const address = clientAddress(req, o.trustProxyHops);
      const n = open.get(address) ?? 0;
      if (n >= o.socketsPerAddress) return { ok: false, release: () => {} };
      open.set(address, n + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          const left = (open.get(address) ?? 1) - 1;
          if (left <= 0) open.delete(address);
          else open.set(address, left);
        },
      };
    },
    guardHub(hub) {
      return {
        ...hub,
        receive(s: Session, msg: unknown) {
          if (s.closed || closing.has(s)) return;
          let guard = guards.get(s);
          if (!guard) guards.set(s, (guard = socketGuard(o)));
          const { verdict, refusal } = guard.check(msg);
          if (verdict === 'ok') return hub.receive(s, msg);
          if (refusal) s.conn.send(refusal);
          if (verdict === 'close') {
            closing.add(s);
            (s.conn as Closable).close?.('message rate limit');
          }
        },
      };
    },
    socketsOf: (address) => open.get(address) ?? 0,
  };
}

/**
 * Admission of new realtime connections (socket.io handshakes and /ws upgrades), decided before a
 * socket exists. After an instance dies, every socket it held reconnects to the survivors within
 * a second or two; admitted all at once they take the event loop and the pool (each handshake
 * reads the session, each subscribe a snapshot) and HTTP waits behind them. Three limits, in order:
 *
 * 1. per client address (behind TRUST_PROXY_HOPS, as the socket cap reads it): a token bucket of
 *    new connections, so one address cannot take the whole budget; over it: refused at once;
 * 2. the open sockets per address (abuse-limits.ts);
 * 3. one bucket for the instance: a connection waits in line for its token, up to `maxWaitMs`;
 *    when the line is already longer than that, it is refused at once as busy.
 *
 * A refusal names its reason and when to retry; the time carries random jitter, so clients that
 * were refused together do not come back together (socket.io clients back off with jitter of
 * their own). Nothing is refused for good: every bucket refills.
 */
import { clientAddress } from './abuse-limits.js';
import type { Admission } from './admission.js';
import type { IncomingMessage } from 'node:http';

export type RefusalCode = 'connections_too_fast' | 'too_many_sockets' | 'server_busy';

export interface Refusal {
  code: RefusalCode;
  msg: string;
  /** When the client may try again, in whole seconds (at least 1), jitter included. */
  retryAfterSeconds: number;
}

export type ConnectionVerdict = { ok: true; release(): void } | { ok: false; refusal: Refusal };

export type ConnectionRequest = Pick<IncomingMessage, 'headers' | 'socket'>;

/**
 * Token buckets keyed by client address. A bucket left alone long enough to be full again is the
 * same as none, so those are swept out: the map holds only addresses seen recently.
 */
export function addressBuckets(perSecond: number, burst: number, now: () => number = () => performance.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const fullAfterMs = (burst * 1000) / perSecond;
  let sweptAt = now();

  function sweep(t: number) {
    if (t - sweptAt < fullAfterMs) return;
    sweptAt = t;
    for (const [key, b] of buckets) if (t - b.at >= fullAfterMs) buckets.delete(key);
  }

  return {
    /** Spends a token of `key`; when there is none, how long until there is one (ms). */
    take(key: string): { ok: true } | { ok: false; waitMs: number } {
      const t = now();
      sweep(t);
      const b = buckets.get(key) ?? { tokens: burst, at: t };
      b.tokens = Math.min(burst, b.tokens + ((t - b.at) * perSecond) / 1000);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens < 1) return { ok: false, waitMs: Math.ceil(((1 - b.tokens) * 1000) / perSecond) };
      b.tokens -= 1;
      return { ok: true };
    },
    /** Addresses with a bucket (tests). */
    size: () => buckets.size,
  };
}

export interface ConnectionAdmissionOptions {
  perAddressPerSecond: number;
  perAddressBurst: number;
  trustProxyHops: number;
  /** The open-socket cap per address (abuse-limits.ts `admit`). */
  socketSlot(req: ConnectionRequest): { ok: boolean; release(): void };
  /** The instance's bucket of new connections. */
  global: Admission;
  maxWaitMs: number;
  /** A ratio in [0, 1): the jitter added to a retry time. Math.random unless a test fixes it. */
  random?: () => number;
  now?: () => number;
  /** Counts refusals by reason (metrics). */
  onRefused?(code: RefusalCode): void;
}

const MESSAGES: Record<RefusalCode, string> = {
  connections_too_fast: 'Too many new connections from this address',
  too_many_sockets: 'Too many connections from this address',
  server_busy: 'The server is busy accepting other connections',
};

export function createConnectionAdmission(o: ConnectionAdmissionOptions) {
  const random = o.random ?? Math.random;
  const perAddress = addressBuckets(o.perAddressPerSecond, o.perAddressBurst, o.now);

  function refuse(code: RefusalCode, waitMs: number): ConnectionVerdict {
    // Up to half as long again, at random: those refused together come back spread out.
    const retryAfterSeconds = Math.max(1, Math.ceil((waitMs * (1 + random() / 2)) / 1000));
    o.onRefused?.(code);
    return { ok: false, refusal: { code, msg: `${MESSAGES[code]}: retry in ${retryAfterSeconds} s.`, retryAfterSeconds } };
  }

  return {
    async admit(req: ConnectionRequest): Promise<ConnectionVerdict> {
      const rate = perAddress.take(clientAddress(req, o.trustProxyHops));
      if (!rate.ok) return refuse('connections_too_fast', rate.waitMs);
      const slot = o.socketSlot(req);
      if (!slot.ok) return refuse('too_many_sockets', 1000);
      const waitMs = o.global.expectedWaitMs();
      if (waitMs > o.maxWaitMs) {
        slot.release();
        return refuse('server_busy', waitMs);
      }
      await o.global.take();
      // The client gave up while it waited: nothing will close what was never opened.
      if (req.socket.destroyed) {
        slot.release();
        return refuse('server_busy', 0);
      }
      return { ok: true, release: slot.release };
    },
    /** Connections waiting for a token of the instance's bucket. */
    waiting: () => o.global.waiting(),
    stop: () => o.global.stop(),
  };
}

export type ConnectionAdmission = ReturnType<typeof createConnectionAdmission>;

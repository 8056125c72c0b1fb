import { jetstreamManager, RetentionPolicy, StorageType, DiscardPolicy, JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { connect, createInbox, headers, nanos, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { JsonText, subjectMatches, type EventBus, type EventHandler, type SubscribeOptions } from './bus.js';
import type { FastifyBaseLogger } from 'fastify';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface NatsBusOptions {
  url: string;
  name: string;
  /** Prefix of every subject and the stream's name, so deployments (and test runs) sharing a NATS server stay apart. */
  namespace: string;
  log: FastifyBaseLogger;
  /** Settings of the stream when this instance has to create it; absent: StreamSettings' defaults. */
  stream?: Partial<StreamSettings>;
}

/**
 * Services mode: JetStream keeps events (dedup by Nats-Msg-Id); every instance listens on core
 * subjects. The connection does not echo: what this instance publishes reaches its own
 * subscribers from here once the stream has it, without the round trip through the server and
 * the decoding of a copy (its own quotes' events, which its hub already has, are dropped unread).
 */
export async function createNatsBus(opts: NatsBusOptions): Promise<EventBus> {
  const nc: NatsConnection = await connect({
    servers: opts.url,
    name: opts.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    // Otherwise every request builds two Error objects up front for their stack traces.
    noAsyncTraces: true,
    noEcho: true,
  });
  const prefix = `${opts.namespace}.`;
  // Announcements live outside the stream's subjects (`<namespace>.>`): JetStream must not store
  // them. A namespace starts with a letter, so no deployment's stream can match this prefix.
  const transientPrefix = `_live.${opts.namespace}.`;
  try {
    await ensureStream(nc, opts.namespace, { ...DEFAULT_STREAM, ...opts.stream }, opts.log);
  } catch (err) {
    await nc.close();
    throw err;
  }
  const js = streamPublisher(nc);
  let up = true;
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect') up = false;
      else if (s.type === 'reconnect') up = true;
      if (s.type === 'disconnect' || s.type === 'reconnect') opts.log.warn({ nats: s.type }, 'nats connection status');
    }
  })();

  const local = new Set<{ pattern: string; handler: EventHandler; options: SubscribeOptions }>();

  /** What the server would have echoed: after the stream has the message, in publish order. */
  function deliverLocally(subject: string, text: string, msgId: string | undefined) {
    for (const l of local) {
      if (!subjectMatches(l.pattern, subject)) continue;
      if (msgId !== undefined && l.options.seen?.(msgId)) continue;
      try {
        l.handler(subject, JSON.parse(text), msgId);
      } catch (e) {
        opts.log.error({ err: e, subject }, 'event handler failed');
      }
    }
  }

  return {
    kind: 'nats',
    async publish(subject, payload, msgId) {
      const text = payload instanceof JsonText ? payload.text : JSON.stringify(payload);
      const data = encoder.encode(text);
      let h: MsgHdrs | undefined;
      if (msgId !== undefined) {
        h = headers();
        h.set('Nats-Msg-Id', msgId);
      }
      await js.publish(prefix + subject, data, h);
      deliverLocally(subject, text, msgId);
    },
    announce(subject, payload) {
      // While reconnecting the client would buffer it and send it late; the next one supersedes it.
      if (!up || nc.isClosed()) return;
      try {
        nc.publish(transientPrefix + subject, encoder.encode(JSON.stringify(payload)));
      } catch (err) {
        opts.log.debug({ err, subject }, 'nats announce dropped');
      }
    },
    connected: () => up && !nc.isClosed(),
    subscribe(pattern, handler, options = {}) {
      if (options.transient) {
        const sub = nc.subscribe(transientPrefix + pattern, {
          callback: (err, msg) => {
            if (err) return opts.log.error({ err }, 'nats subscription error');
            try {
              handler(msg.subject.slice(transientPrefix.length), JSON.parse(decoder.decode(msg.data)));
            } catch (e) {
              opts.log.error({ err: e, subject: msg.subject }, 'event handler failed');
            }
          },
        });
        return () => sub.unsubscribe();
      }
      const mine = { pattern, handler, options };
      local.add(mine);
      const sub = nc.subscribe(prefix + pattern, {
        callback: (err, msg) => {
          if (err) {
            opts.log.error({ err }, 'nats subscription error');
            return;
          }
          try {
            const msgId = msg.headers?.get('Nats-Msg-Id') || undefined;
            // This instance's own events came straight from its commit: no need to decode the copy.
            if (msgId !== undefined && options.seen?.(msgId)) return;
            handler(msg.subject.slice(prefix.length), JSON.parse(decoder.decode(msg.data)), msgId);
          } catch (e) {
            opts.log.error({ err: e, subject: msg.subject }, 'event handler failed');
          }
        },
      });
      return () => {
        local.delete(mine);
        sub.unsubscribe();
      };
    },
    async ping() {
      if (nc.isClosed()) throw new Error('nats connection closed');
      await nc.flush();
    },
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}

/** How long a publish waits for the stream's ack (the JetStream client's default). */
const ACK_TIMEOUT_MS = 5_000;

type PubAck = { stream?: string; seq?: number; duplicate?: boolean; error?: { code?: number; description?: string } };

/**
 * JetStream publishes, each a core message with a reply subject whose ack comes back on one
 * inbox subscription. The JetStream client's publish makes each a request: a timer, a promise
 * chain and, once answered, an Error object it builds and throws away (nats-core RequestOne
 * cancels itself after resolving): 33 µs of CPU per publish in a loop of 60,000, against 15–18
 * here, where a publish costs a map entry and one timer sweeps what waits too long.
 */
function streamPublisher(nc: NatsConnection) {
  const inbox = createInbox();
  const waiting = new Map<string, { subject: string; at: number; resolve(): void; reject(err: Error): void }>();
  let next = 0;
  nc.subscribe(`${inbox}.*`, {
    callback: (err, msg) => {
      if (err) return;
      const token = msg.subject.slice(inbox.length + 1);
      const w = waiting.get(token);
      if (!w) return;
      waiting.delete(token);
      // No stream listens on the subject: the server answers 503 with no body.
      if (msg.data.length === 0 && msg.headers?.code === 503) return w.reject(new Error(`no stream takes ${w.subject}`));
      let ack: PubAck;
      try {
        ack = JSON.parse(decoder.decode(msg.data)) as PubAck;
      } catch {
        return w.reject(new Error(`unreadable JetStream ack for ${w.subject}`));
      }
      if (ack.error || typeof ack.seq !== 'number')
        return w.reject(new Error(`JetStream refused ${w.subject}: ${ack.error?.description ?? 'no sequence in ack'}`));
      w.resolve();
    },
  });
  // Entries are in publish order, so the sweep stops at the first one still in time.
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const [token, w] of waiting) {
      if (now - w.at < ACK_TIMEOUT_MS) break;
      waiting.delete(token);
      w.reject(new Error(`no JetStream ack for ${w.subject} within ${ACK_TIMEOUT_MS} ms`));
    }
  }, ACK_TIMEOUT_MS / 5);
  sweep.unref();
  void nc.closed().then(() => {
    clearInterval(sweep);
    for (const w of waiting.values()) w.reject(new Error(`connection closed before the ack for ${w.subject}`));
    waiting.clear();
  });
  return {
    publish(subject: string, data: Uint8Array, h: MsgHdrs | undefined): Promise<void> {
      const token = (next++).toString(36);
      return new Promise<void>((resolve, reject) => {
        waiting.set(token, { subject, at: performance.now(), resolve, reject });
        try {
          nc.publish(subject, data, { reply: `${inbox}.${token}`, ...(h && { headers: h }) });
        } catch (err) {
          waiting.delete(token);
          reject(err as Error);
        }
      });
    },
  };
}

export const streamName = (namespace: string) => `EVENTS_${namespace.replace(/[^A-Za-z0-9_-]/g, '_').toUpperCase()}`;

export interface StreamSettings {
  /** Copies of every message across a NATS cluster (1, 3 or 5 in practice; 1 on a single server). */
  replicas: number;
  maxAgeMs: number;
  maxBytes: number;
}

const DEFAULT_STREAM: StreamSettings = { replicas: 1, maxAgeMs: 24 * 60 * 60 * 1000, maxBytes: 1024 * 1024 * 1024 };

/**
 * Creates the stream when it is missing, and otherwise leaves it exactly as it is: an operator
 * who raised its replicas to 3 or changed its limits (`nats stream edit`) keeps them across every
 * restart of every instance. Only the subjects are checked, since without them nothing is stored.
 */
async function ensureStream(nc: NatsConnection, namespace: string, settings: StreamSettings, log: FastifyBaseLogger) {
  const jsm = await jetstreamManager(nc);
  const name = streamName(namespace);
  const subjects = [`${namespace}.>`];
  const existing = await jsm.streams.info(name).catch((err: unknown) => {
    if (isStreamNotFound(err)) return undefined;
    throw err;
  });
  if (existing) {
    if (!subjects.every((s) => existing.config.subjects?.includes(s))) {
      throw new Error(`NATS stream ${name} exists but does not take ${subjects[0]}; fix its subjects (nats stream edit ${name})`);
    }
    const differs =
      existing.config.num_replicas !== settings.replicas ||
      existing.config.max_age !== nanos(settings.maxAgeMs) ||
      existing.config.max_bytes !== settings.maxBytes;
    if (differs) {
      log.info(
        { stream: name, replicas: existing.config.num_replicas, maxBytes: existing.config.max_bytes, configured: settings },
        'NATS stream kept as it is: its settings differ from the configured ones, which apply only when the stream is created',
      );
    }
    return;
  }
  try {
    await jsm.streams.add({
      name,
      subjects,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: nanos(settings.maxAgeMs),
      max_bytes: settings.maxBytes,
      duplicate_window: nanos(2 * 60 * 1000),
      num_replicas: settings.replicas,
    });
  } catch (err) {
    // Another instance starting at the same moment created it first: theirs stands.
    if (
      !(await jsm.streams.info(name).then(
        () => true,
        () => false,
      ))
    )
      throw err;
  }
}

const isStreamNotFound = (err: unknown) => err instanceof JetStreamApiError && err.code === JetStreamApiCodes.StreamNotFound;

import { jetstream, jetstreamManager, RetentionPolicy, StorageType, DiscardPolicy } from '@nats-io/jetstream';
import { connect, headers, nanos, type NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import { JsonText, subjectMatches, type EventBus, type EventHandler, type SubscribeOptions } from './bus.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface NatsBusOptions {
  url: string;
  name: string;
  /** Prefix of every subject and the stream's name, so deployments (and test runs) sharing a NATS server stay apart. */
  namespace: string;
  log: FastifyBaseLogger;
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
    // Otherwise every request (each JetStream publish) builds two Error objects up front for
    // their stack traces: ~4 % of the quote path's CPU in a profile of bench:bids.
    noAsyncTraces: true,
    noEcho: true,
  });
  const prefix = `${opts.namespace}.`;
  await ensureStream(nc, opts.namespace);
  const js = jetstream(nc);
  void (async () => {
    for await (const s of nc.status()) {
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
      if (msgId === undefined) {
        await js.publish(prefix + subject, data);
      } else {
        const h = headers();
        h.set('Nats-Msg-Id', msgId);
        await js.publish(prefix + subject, data, { msgID: msgId, headers: h });
      }
      deliverLocally(subject, text, msgId);
    },
    subscribe(pattern, handler, options = {}) {
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

export const streamName = (namespace: string) => `EVENTS_${namespace.replace(/[^A-Za-z0-9_-]/g, '_').toUpperCase()}`;

async function ensureStream(nc: NatsConnection, namespace: string) {
  const jsm = await jetstreamManager(nc);
  const name = streamName(namespace);
  const config = {
    name,
    subjects: [`${namespace}.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(24 * 60 * 60 * 1000),
    max_bytes: 1024 * 1024 * 1024,
    duplicate_window: nanos(2 * 60 * 1000),
    num_replicas: 1,
  };
  try {
    await jsm.streams.info(name);
    await jsm.streams.update(name, config);
  } catch {
    await jsm.streams.add(config);
  }
}

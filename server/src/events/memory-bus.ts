import { type EventBus, type EventHandler, JsonText, type SubscribeOptions, subjectMatches } from './bus.js';

/** Embedded mode: the same contract in one process, delivered after the current tick like a broker would. */
export function createMemoryBus(): EventBus {
  const subs = new Set<{ pattern: string; handler: EventHandler; options: SubscribeOptions }>();
  const transientSubs = new Set<{ pattern: string; handler: EventHandler }>();
  const seen = new Map<string, number>();
  let closed = false;
  return {
    kind: 'memory',
    async publish(subject, payload, msgId) {
      if (closed) throw new Error('event bus is closed');
      if (msgId !== undefined) {
        if (seen.has(msgId)) return;
        seen.set(msgId, Date.now());
        if (seen.size > 100_000) for (const k of [...seen.keys()].slice(0, 50_000)) seen.delete(k);
      }
      const targets = [...subs].filter((s) => subjectMatches(s.pattern, subject));
      if (targets.length === 0) return;
      const value: unknown = payload instanceof JsonText ? JSON.parse(payload.text) : payload;
      queueMicrotask(() => {
        for (const t of targets) if (msgId === undefined || !t.options.seen?.(msgId)) t.handler(subject, value, msgId);
      });
    },
    subscribe(pattern, handler, options = {}) {
      const sub = { pattern, handler, options };
      const set = options.transient ? transientSubs : subs;
      set.add(sub);
      return () => set.delete(sub);
    },
    announce(subject, payload) {
      if (closed) return;
      // One process: every listener is this instance's own (or a twin's in tests), told after this tick.
      const targets = [...transientSubs].filter((s) => subjectMatches(s.pattern, subject));
      if (targets.length) queueMicrotask(() => targets.forEach((t) => t.handler(subject, payload)));
    },
    connected: () => !closed,
    async ping() {
      if (closed) throw new Error('event bus is closed');
    },
    async close() {
      closed = true;
      subs.clear();
      transientSubs.clear();
    },
  };
}

/** `msgId` is the publisher's dedup id (the outbox row id) when it gave one. */
export type EventHandler = (subject: string, payload: unknown, msgId?: string) => void;

/**
 * A payload already in JSON text (an outbox row read as text): the NATS bus sends its bytes as
 * they are instead of parsing and serialising them again; listeners still get the parsed object.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export interface SubscribeOptions {
  /** Messages whose msgId this says were seen already are dropped before their payload is decoded. */
  seen?(msgId: string): boolean;
  /** Listen to `announce`d messages (outside the stream) instead of published events. */
  transient?: boolean;
}

/** The one seam between the two runtime modes for events. */
export interface EventBus {
  readonly kind: 'memory' | 'nats';
  /** msgId deduplicates re-publishes (JetStream's Nats-Msg-Id). */
  publish(subject: string, payload: unknown, msgId?: string): Promise<void>;
  /** NATS wildcards: `*` one token, `>` the rest. Returns the unsubscribe function. */
  subscribe(pattern: string, handler: EventHandler, options?: SubscribeOptions): () => void;
  /**
   * Fire-and-forget to the other instances, kept out of the stream (nothing stored, no ack, no
   * echo to this instance): for state that the next announcement supersedes. Dropped while the
   * broker is unreachable rather than queued, so a reconnect does not replay stale ones.
   */
  announce(subject: string, payload: unknown): void;
  /** Whether the broker is reachable now (no round trip): health details and a gauge. */
  connected(): boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

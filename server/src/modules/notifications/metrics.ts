import { Counter, Histogram, type Registry } from 'prom-client';
import type { NotifierDeps } from './service.js';

/**
 * /metrics: attempts per channel, provider, kind and outcome (sent, retry, failed), and the time
 * from the event's commit to the provider's acceptance.
 */
export function notificationMetrics(registry: Registry): NonNullable<NotifierDeps['onAttempt']> {
  const registers = [registry];
  const attempts = new Counter({
    name: 'notification_attempts_total',
    help: 'Notification send attempts by channel, provider, kind and outcome (sent, retry, failed)',
    labelNames: ['channel', 'provider', 'kind', 'outcome'],
    registers,
  });
  const latency = new Histogram({
    name: 'notification_event_to_accept_seconds',
    help: 'From the event commit to the provider accepting the message',
    labelNames: ['channel', 'kind'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 1800],
    registers,
  });
  return (a) => {
    attempts.inc({ channel: a.channel, provider: a.provider, kind: a.kind, outcome: a.outcome });
    if (a.outcome === 'sent' && a.latencyMs !== undefined) latency.observe({ channel: a.channel, kind: a.kind }, a.latencyMs / 1000);
  };
}

/** /metrics: notices the rules held back, per channel, kind and reason (muted, page_open, rate_limited, quiet_hours). */
export function suppressionMetrics(registry: Registry): NonNullable<NotifierDeps['onSuppressed']> {
  const suppressed = new Counter({
    name: 'notification_suppressed_total',
    help: 'Notices held back by the rules, by channel, kind and reason',
    labelNames: ['channel', 'kind', 'reason'],
    registers: [registry],
  });
  return (s) => suppressed.inc({ channel: s.channel, kind: s.kind, reason: s.reason });
}

import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export type TransportName = 'socket.io' | 'ws';

export interface RealtimeMetrics {
  connected: Gauge<'transport'>;
  eventsIn: Counter<'kind'>;
  eventsOut: Counter<'transport'>;
  /** Bus receive → the last socket write handed to the kernel for that event. */
  fanout: Histogram;
  /** The quote's acceptedAt (database clock) → socket write: what a buyer's screen waits. */
  acceptToSend: Histogram;
  snapshots: Counter<'reason'>;
  stale: Counter<'transport'>;
  /** Head beacons sent to this instance's sockets, by where the head was read (here, or another instance). */
  heads: Counter<'source'>;
  /** Subscribe-resyncs waiting for an admission token. */
  admissionWaiting: Gauge;
  /** New connections refused before they opened, by reason (connection-admission.ts). */
  connectionsRefused: Counter<'reason'>;
}

export function createRealtimeMetrics(registry: Registry): RealtimeMetrics {
  const registers = [registry];
  return {
    connected: new Gauge({ name: 'realtime_connected_sockets', help: 'Open realtime connections', labelNames: ['transport'], registers }),
    eventsIn: new Counter({ name: 'realtime_events_in_total', help: 'Events received from the bus', labelNames: ['kind'], registers }),
    eventsOut: new Counter({
      name: 'realtime_events_out_total',
      help: 'Messages written to sockets',
      labelNames: ['transport'],
      registers,
    }),
    fanout: new Histogram({
      name: 'realtime_fanout_seconds',
      help: 'Bus receive to socket write, per event',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers,
    }),
    acceptToSend: new Histogram({
      name: 'realtime_accept_to_send_seconds',
      help: 'Quote accepted (database clock) to socket write',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    snapshots: new Counter({ name: 'realtime_snapshots_sent_total', help: 'Lot snapshots sent', labelNames: ['reason'], registers }),
    stale: new Counter({
      name: 'realtime_stale_sockets_total',
      help: 'Sockets that fell behind their queue limit',
      labelNames: ['transport'],
      registers,
    }),
    heads: new Counter({
      name: 'realtime_heads_sent_total',
      help: 'Lot head beacons sent to sockets (one per lot, however many sockets)',
      labelNames: ['source'],
      registers,
    }),
    admissionWaiting: new Gauge({
      name: 'realtime_admission_waiting',
      help: 'Subscribe-resyncs waiting for an admission token',
      registers,
    }),
    connectionsRefused: new Counter({
      name: 'realtime_connections_refused_total',
      help: 'New realtime connections refused before opening, by reason',
      labelNames: ['reason'],
      registers,
    }),
  };
}

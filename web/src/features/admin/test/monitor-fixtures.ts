import type { Auction, MonitorLot, MonitorSnapshot } from '../api/types';
import type { FeedSocket } from '../monitor/monitor-feed';
import type { ClientMessage } from '@vahanhaat/contract/realtime/wire';

export const AUCTION: Auction = {
  id: 7,
  title: 'Deccan Tractor Sale',
  external_ref: null,
  financier: { id: 4, name: 'Deccan Wheels Credit' },
  state: { id: 14, name: 'Maharashtra' },
  segment: { id: 1, name: 'Tractor', code: 'tractor' },
  status: 'live',
  starts_at: '2026-11-21T09:00:00.000Z',
  ends_at: '2026-11-21T11:00:00.000Z',
  last_ends_at: '2026-11-21T11:00:00.000Z',
  soft_close_seconds: 180,
  extension_seconds: 180,
  hard_end_seconds: 1800,
  close_gap_seconds: 60,
  requires_deposit: false,
  deposit_limit_multiple: null,
  lot_count: 2,
  withdrawn_count: 0,
  quote_count: 2,
  created_at: '2026-11-20T09:00:00.000Z',
};

export function monitorLot(over: Partial<MonitorLot> = {}): MonitorLot {
  return {
    asset_id: 70,
    lot_no: 1,
    make: 'Mahindra',
    model: '575 DI',
    registration_number: 'MH12AB1234',
    status: 'open',
    lot_state: 'live',
    price: 355000,
    start_price: 350000,
    reserve_price: 400000,
    reserve_met: false,
    leader: { user_id: 2, name: 'Ravi Patil', phone: '9000000002' },
    quote_count: 2,
    watchers: 3,
    ends_at: '2026-11-21T11:00:00.000Z',
    hard_end_at: '2026-11-21T11:30:00.000Z',
    seconds_left: 3600,
    extensions: 0,
    result: 'none',
    ...over,
  };
}

export function snapshot(lots: MonitorLot[] = [monitorLot()], over: Partial<MonitorSnapshot> = {}): MonitorSnapshot {
  return {
    auction: AUCTION,
    server_time: '2026-11-21T10:00:00.000Z',
    activity: {
      quotes_last_5_minutes: 2,
      quotes_per_minute: 0.4,
      per_minute: [4, 3, 2, 1, 0].map((m) => ({ minutes_ago: m, count: m === 1 ? 2 : 0 })),
    },
    lots,
    alerts: [],
    ...over,
  };
}

export function quote(seq: number, amount: number, over: Record<string, unknown> = {}) {
  return {
    type: 'quote' as const,
    auctionId: 7,
    assetId: 70,
    seq,
    amount,
    kind: 'manual' as const,
    bidder: 'Bidder 4F2A',
    quoteCount: seq,
    nextValidAmount: amount + 5000,
    acceptedAt: '2026-11-21T10:00:01.000Z',
    endsAt: '2026-11-21T11:00:00.000Z',
    serverTime: '2026-11-21T10:00:01.000Z',
    ...over,
  };
}

/** A socket.io stand-in: the test plays the server. */
export function fakeSocket() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const sent: ClientMessage[] = [];
  let disconnected = false;
  const socket: FeedSocket = {
    on(event, listener) {
      handlers.set(event, [...(handlers.get(event) ?? []), listener as (...args: unknown[]) => void]);
      return socket;
    },
    emit(_event, message) {
      sent.push(message);
      return socket;
    },
    disconnect() {
      disconnected = true;
      return socket;
    },
  };
  return {
    socket,
    sent,
    get disconnected() {
      return disconnected;
    },
    fire(event: string, ...args: unknown[]) {
      for (const h of handlers.get(event) ?? []) h(...args);
    },
  };
}

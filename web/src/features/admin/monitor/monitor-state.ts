/**
 * The live monitor's state and the rule that moves it. The HTTP snapshot (GET
 * /admin/auctions/:id/monitor) is the base: it has the real identities, watchers and alerts. The
 * auction room's lot events then move each lot forward one seq at a time, exactly as the buyers'
 * reducer does: never apply a seq twice, never skip one. A lot's seq is its quote count (every
 * accepted quote takes the next seq), so the snapshot's quote_count is where events resume.
 */
import type { Auction, MonitorAlert, MonitorLot, MonitorSnapshot } from '../api/types';
import type { ClosedMessage, ExtendedMessage, QuoteMessage } from '@vahanhaat/contract/realtime/wire';

export type MonitorEvent = QuoteMessage | ExtendedMessage | ClosedMessage;

export interface MonitorLotView extends MonitorLot {
  seq: number;
  /** A live quote moved the lead: the name shown is from before it until the next snapshot. */
  leaderStale: boolean;
  /** When the last live quote arrived (ms, local clock): the row is highlighted briefly. */
  changedAt: number | null;
}

export interface MonitorView {
  auction: Auction;
  /** Lot ids in the server's order. */
  order: number[];
  lots: Record<number, MonitorLotView>;
  activity: MonitorSnapshot['activity'];
  alerts: MonitorAlert[];
  /** The server time of the last snapshot. */
  snapshotAt: string;
}

export type MonitorOutcome = 'applied' | 'duplicate' | 'gap' | 'ignored';

export interface MonitorApply {
  view: MonitorView;
  outcome: MonitorOutcome;
}

function lotFromSnapshot(l: MonitorLot): MonitorLotView {
  return { ...l, seq: l.quote_count, leaderStale: false, changedAt: null };
}

/**
 * A fresh snapshot replaces what the monitor holds, lot by lot, unless the monitor already
 * applied live events past it (a snapshot read just before the latest quote): such a lot keeps
 * its newer figures, and only what events never carry (watchers) is taken from the snapshot.
 */
export function fromSnapshot(snap: MonitorSnapshot, previous?: MonitorView | null): MonitorView {
  const lots: Record<number, MonitorLotView> = {};
  for (const l of snap.lots) {
    const held = previous?.auction.id === snap.auction.id ? previous.lots[l.asset_id] : undefined;
    lots[l.asset_id] = held && held.seq > l.quote_count ? { ...held, watchers: l.watchers } : lotFromSnapshot(l);
  }
  return {
    auction: snap.auction,
    order: snap.lots.map((l) => l.asset_id),
    lots,
    activity: snap.activity,
    alerts: snap.alerts,
    snapshotAt: snap.server_time,
  };
}

/** A live quote counts in the current minute until the next snapshot recounts. */
function bumpActivity(activity: MonitorSnapshot['activity']): MonitorSnapshot['activity'] {
  const perMinute = activity.per_minute.map((b) => (b.minutes_ago === 0 ? { ...b, count: b.count + 1 } : b));
  const recent = activity.quotes_last_5_minutes + 1;
  return {
    quotes_last_5_minutes: recent,
    quotes_per_minute: Math.round((recent / Math.max(1, perMinute.length)) * 10) / 10,
    per_minute: perMinute,
  };
}

export function applyMonitorEvent(view: MonitorView, msg: MonitorEvent, now = Date.now()): MonitorApply {
  if (msg.auctionId !== view.auction.id) return { view, outcome: 'ignored' };
  const lot = view.lots[msg.assetId];
  // A lot added after the snapshot: only a new snapshot can place it.
  if (!lot) return { view, outcome: 'gap' };
  const put = (next: MonitorLotView, extra: Partial<MonitorView> = {}): MonitorApply => ({
    outcome: 'applied',
    view: { ...view, ...extra, lots: { ...view.lots, [msg.assetId]: next } },
  });

  if (msg.type === 'quote') {
    if (msg.seq <= lot.seq) return { view, outcome: 'duplicate' };
    if (msg.seq > lot.seq + 1) return { view, outcome: 'gap' };
    const price = msg.amount;
    return put(
      {
        ...lot,
        seq: msg.seq,
        price,
        quote_count: msg.quoteCount,
        ends_at: msg.endsAt,
        reserve_met: lot.reserve_price === null || price >= lot.reserve_price,
        leaderStale: true,
        changedAt: now,
      },
      { activity: bumpActivity(view.activity) },
    );
  }

  // extended and closed carry the seq of the quote they follow.
  if (msg.seq < lot.seq) return { view, outcome: 'duplicate' };
  if (msg.seq > lot.seq) return { view, outcome: 'gap' };
  if (msg.type === 'extended') {
    if (msg.extensions <= lot.extensions && msg.endsAt === lot.ends_at) return { view, outcome: 'duplicate' };
    return put({ ...lot, ends_at: msg.endsAt, extensions: Math.max(lot.extensions, msg.extensions) });
  }
  if (lot.status === 'closed') return { view, outcome: 'duplicate' };
  return put({
    ...lot,
    status: 'closed',
    lot_state: 'ended',
    result: msg.result,
    ends_at: msg.endsAt,
    ...(msg.price !== undefined && { price: msg.price }),
    changedAt: now,
  });
}

export const isMonitorEvent = (m: { type?: unknown }): m is MonitorEvent =>
  m.type === 'quote' || m.type === 'extended' || m.type === 'closed';

/** Whole seconds left on the server's clock, never below zero. */
export function secondsLeft(endsAt: string, serverNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - serverNow) / 1000));
}

/** 3725 → '1:02:05', 65 → '01:05'; days are spelled out by the caller. */
export function clockText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

import { notFound } from '../../../errors.js';
import { message, render, type Message, type MessageCode } from '../../../lib/i18n/render.js';
import * as auctions from '../auctions/repo.js';
import * as lots from '../lots/repo.js';
import { toIso, type Person } from '../shared/schema.js';
import { auctionView, leaderOf } from '../shared/views.js';
import * as repo from './repo.js';
import type { Language } from '../../../lib/i18n/languages.js';
import type { AdminDeps } from '../shared/deps.js';

/** Alert thresholds: what counts as suspicious, and over which window. */
export const ALERTS = {
  autobidPush: { minCount: 3, windowMinutes: 10 },
  rejectedBurst: { minCount: 10, windowMinutes: 5 },
} as const;
const ACTIVITY_MINUTES = 5;

export function createMonitorService({ db }: Pick<AdminDeps, 'db'>) {
  return {
    /**
     * One auction's lots and activity, and the alerts worth a look, by the database clock; each
     * alert's words by catalog code, in the reader's language.
     */
    async snapshot(auctionId: number, lang: Language = 'en') {
      const a = await auctions.findAuction(db, auctionId);
      if (!a) throw notFound('admin.auction_not_found');
      const [rows, perMinute, pushes, bursts] = await Promise.all([
        lots.lotsOfAuction(db, auctionId),
        repo.quotesPerMinute(db, auctionId),
        repo.autobidPushes(db, auctionId, ALERTS.autobidPush.minCount, ALERTS.autobidPush.windowMinutes),
        repo.rejectedBursts(db, ALERTS.rejectedBurst.minCount, ALERTS.rejectedBurst.windowMinutes),
      ]);
      const who = await repo.people(db, [...pushes.flatMap((p) => [p.pusher_id, p.proxy_id]), ...bursts.map((b) => b.user_id)]);
      const person = (id: number): Person => who.get(id) ?? { user_id: id, name: '', phone: '' };
      const now = a.serverTime;

      const buckets = Array.from({ length: ACTIVITY_MINUTES }, (_, i) => {
        const minutesAgo = ACTIVITY_MINUTES - 1 - i;
        return { minutes_ago: minutesAgo, count: perMinute.find((m) => m.minutes_ago === minutesAgo)?.n ?? 0 };
      });
      const recent = buckets.reduce((s, b) => s + b.count, 0);
      const worded = <C extends MessageCode>(m: Message<C>) => ({ code: m.code, params: m.params, message: render(m, lang) });

      return {
        auction: auctionView(a),
        server_time: toIso(now)!,
        activity: {
          quotes_last_5_minutes: recent,
          quotes_per_minute: Math.round((recent / ACTIVITY_MINUTES) * 10) / 10,
          per_minute: buckets,
        },
        lots: rows.map((l) => ({
          asset_id: l.id,
          lot_no: l.lotNo,
          make: l.make,
          model: l.model,
          registration_number: l.registrationNumber,
          status: l.status,
          lot_state: l.lotState,
          price: l.currentPrice,
          start_price: l.startPrice,
          reserve_price: l.reservePrice,
          reserve_met: l.currentPrice !== null && (l.reservePrice === null || l.currentPrice >= l.reservePrice),
          leader: leaderOf(l),
          quote_count: l.quoteCount,
          watchers: l.watchers,
          ends_at: toIso(l.endsAt)!,
          hard_end_at: toIso(l.hardEndAt)!,
          seconds_left: Math.max(0, Math.floor((l.endsAt.getTime() - now.getTime()) / 1000)),
          extensions: l.extensions,
          result: l.result,
        })),
        alerts: [
          ...pushes.map((p) => ({
            kind: 'autobid_push' as const,
            asset_id: p.asset_id,
            lot_no: p.lot_no,
            users: [person(p.pusher_id), person(p.proxy_id)],
            count: p.n,
            last_at: toIso(p.last_at)!,
            ...worded(message('monitor.autobid_push', { window: ALERTS.autobidPush.windowMinutes, count: p.n })),
          })),
          ...bursts.map((b) => ({
            kind: 'rejected_burst' as const,
            asset_id: null,
            lot_no: null,
            users: [person(b.user_id)],
            count: b.n,
            last_at: toIso(b.last_at)!,
            ...worded(message('monitor.rejected_burst', { window: ALERTS.rejectedBurst.windowMinutes, count: b.n })),
          })),
        ],
      };
    },
  };
}

export type MonitorService = ReturnType<typeof createMonitorService>;

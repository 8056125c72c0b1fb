/** Saved searches (new matching lots are announced by the notification service) and the auction calendar. */
import { badRequest, conflict, notFound } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import * as repo from './repo.js';
import { inOrder } from './schema.js';
import type { Db } from '../../db/client.js';
import type { CreateSearch } from './schema.js';

/** A buyer keeps at most this many saved searches. */
export const MAX_SEARCHES = 20;
/** The calendar shows auctions starting within this many days. */
export const CALENDAR_DAYS = 60;
const MATCH_LIMIT = 100;

const iso = (d: string | Date) => new Date(d).toISOString();
const CRITERIA = [
  'segment_id',
  'make',
  'model',
  'year_from',
  'year_to',
  'state_id',
  'district',
  'price_min',
  'price_max',
  'grade',
] as const;

export function createAlertsService({ db }: { db: Db }) {
  return {
    async list(userId: number) {
      const rows = await repo.listFor(db, userId);
      return rows.map((r) => ({
        id: r.id,
        segment_id: r.segment_id,
        segment: r.segment,
        make: r.make,
        model: r.model,
        year_from: r.year_from,
        year_to: r.year_to,
        state_id: r.state_id,
        state: r.state,
        district: r.district,
        price_min: r.price_min,
        price_max: r.price_max,
        grade: r.grade,
        created_at: iso(r.created_at),
        matching: Number(r.matching),
        new_count: Number(r.fresh),
      }));
    },

    async create(userId: number, c: CreateSearch) {
      if (CRITERIA.every((k) => c[k] === undefined)) throw badRequest('alerts.search_empty');
      if (!inOrder(c.year_from, c.year_to) || !inOrder(c.price_min, c.price_max)) throw badRequest('alerts.search_ranges');
      if ((await repo.countFor(db, userId)) >= MAX_SEARCHES) throw conflict(message('alerts.too_many_searches', { max: MAX_SEARCHES }));
      return repo.insert(db, {
        userId,
        segmentId: c.segment_id ?? null,
        make: c.make ?? null,
        model: c.model ?? null,
        yearFrom: c.year_from ?? null,
        yearTo: c.year_to ?? null,
        stateId: c.state_id ?? null,
        district: c.district ?? null,
        priceMin: c.price_min ?? null,
        priceMax: c.price_max ?? null,
        grade: c.grade ?? null,
      });
    },

    async remove(userId: number, id: number) {
      if (!(await repo.remove(db, userId, id))) throw notFound('alerts.search_not_found');
    },

    /** The lots matching one search now; opening them marks the search seen. */
    async matches(userId: number, id: number) {
      if (!(await repo.owns(db, userId, id))) throw notFound('alerts.search_not_found');
      const rows = await repo.matchesOf(db, userId, id, MATCH_LIMIT);
      await repo.markSeen(db, userId, id);
      return rows.map((r) => ({ ...r, price: Number(r.price), starts_at: iso(r.starts_at), ends_at: iso(r.ends_at) }));
    },

    async calendar(userId: number | null) {
      const rows = await repo.calendar(db, userId, CALENDAR_DAYS);
      return {
        server_time: rows[0] ? iso(rows[0].now) : new Date().toISOString(),
        auctions: rows.map(({ now: _now, ...r }) => ({ ...r, starts_at: iso(r.starts_at), ends_at: iso(r.ends_at) })),
      };
    },

    async remind(userId: number, auctionId: number, on: boolean) {
      if (!(await repo.setReminder(db, userId, auctionId, on))) throw notFound('alerts.auction_not_found');
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;

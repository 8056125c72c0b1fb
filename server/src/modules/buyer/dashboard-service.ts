import { sql } from 'drizzle-orm';
import { notFound } from '../../errors.js';
import { imageUrl } from '../catalog/index.js';
import * as dash from './dashboard-repo.js';
import { cardPage, paged, toBuyerLot } from './lot-card.js';
import * as repo from './repo.js';
import { toDate, toDateOrNull, type DbTime } from './repo.js';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../accounts/index.js';
import type { BuyerLot } from './schema.js';

type Viewer = Pick<AuthUser, 'id' | 'isAdmin' | 'isAuctionAdmin'>;
const isAdmin = (v: Viewer) => v.isAdmin || v.isAuctionAdmin;

const AUCTIONS_PER_PAGE = 10;
const SUMMARIES_PER_PAGE = 20;
const MAX_COMPLETED_IDS = 1000;

const iso = (v: DbTime) => toDate(v).toISOString();
const isoOrNull = (v: DbTime | null) => toDateOrNull(v)?.toISOString() ?? null;

const completedHead = (
  r: Pick<
    dash.CompletedAuctionRow,
    'c_auction_id' | 'title' | 'financier_name' | 'state' | 'segment' | 'starts_at' | 'ends_at' | 'ended_at'
  >,
) => ({
  c_auction_id: r.c_auction_id,
  title: r.title,
  financier_name: r.financier_name,
  state: r.state,
  segment: r.segment,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  ended_at: iso(r.ended_at),
});

function countByStatus(lots: BuyerLot[]) {
  const n = (...s: BuyerLot['status'][]) => lots.filter((l) => s.includes(l.status)).length;
  return {
    quoted: lots.length,
    won: n('won', 'payment_due'),
    approval_pending: n('approval_pending'),
    lost: n('lost'),
    backed_out: n('backed_out'),
    withdrawn: n('withdrawn'),
  };
}

function settlement(r: dash.SettlementRow, showBuyer: boolean) {
  return {
    asset_id: r.asset_id,
    c_auction_id: r.c_auction_id,
    auction_title: r.auction_title,
    financier_name: r.financier_name,
    state: r.state,
    lot_no: r.lot_no,
    make: r.make,
    model: r.model,
    year: r.year,
    registration_number: r.registration_number,
    yard_location: r.yard_location,
    thumbnail_url: r.photo_key ? imageUrl(r.photo_key, 320) : null,
    amount: r.amount,
    result: r.result,
    decided_at: isoOrNull(r.decided_at),
    payment_due_at: isoOrNull(r.payment_due_at),
    overdue: r.overdue,
    stage:
      r.result === 'approved'
        ? ('payment_pending' as const)
        : r.deal_stage === 'noc_issued'
          ? ('noc_issued' as const)
          : ('release_pending' as const),
    buyer: showBuyer ? { user_id: r.buyer_id, name: r.buyer_name, phone: r.buyer_phone } : null,
  };
}

export function createDashboardService({ db }: { db: Db }) {
  async function settlements(viewer: Viewer, q: { result: 'approved' | 'paid'; auctionId?: number | undefined; ownOnly: boolean }) {
    const all = isAdmin(viewer) && !q.ownOnly;
    const [rows, now] = await Promise.all([
      dash.settlementLots(db, { result: q.result, winner: all ? null : viewer.id, auctionId: q.auctionId }),
      repo.serverTime(db),
    ]);
    return {
      rows: rows.map((r) => settlement(r, all)),
      total_amount: rows.reduce((sum, r) => sum + (r.amount ?? 0), 0),
      server_time: now.toISOString(),
    };
  }

  async function requireAuction(auctionId: number) {
    if (!(await dash.auctionExists(db, auctionId))) throw notFound('buyer.auction_not_found');
  }

  return {
    /** Completed auctions in which I quoted. */
    async completedAuctionIds(viewer: Viewer) {
      const rows = await dash.completedAuctionsOf(db, viewer.id, { limit: MAX_COMPLETED_IDS });
      return {
        auction_ids: rows.map((r) => r.c_auction_id),
        auctions: rows.map((r) => ({ ...completedHead(r), lots_quoted: r.lots_quoted, lots_won: r.lots_won })),
      };
    },

    /** Per completed auction: the lots I quoted on and what became of each. */
    async completedAuctionsWithLots(viewer: Viewer, q: { auctionId?: number | undefined; pageNo?: number | undefined }) {
      const pageNo = q.pageNo ?? 1;
      const [heads, total, now] = await Promise.all([
        dash.completedAuctionsOf(db, viewer.id, {
          auctionId: q.auctionId,
          limit: AUCTIONS_PER_PAGE,
          offset: (pageNo - 1) * AUCTIONS_PER_PAGE,
        }),
        dash.countCompletedAuctionsOf(db, viewer.id, q.auctionId),
        repo.serverTime(db),
      ]);
      const ids = heads.map((h) => h.c_auction_id);
      const lots = ids.length
        ? await repo.lotCards(db, viewer.id, {
            scope: sql`${repo.quotedBy(viewer.id)} and a.auction_id in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`,
            order: repo.ORDER.lotNo,
            limit: 100_000,
          })
        : [];
      const cards = lots.map(toBuyerLot);
      const rows = heads.map((h) => {
        const mine = cards.filter((c) => c.c_auction_id === h.c_auction_id);
        return { ...completedHead(h), summary: countByStatus(mine), lots: mine };
      });
      return paged(rows, pageNo, AUCTIONS_PER_PAGE, total, now);
    },

    /** Closed lots with me as winner, whatever became of the sale. */
    wins(viewer: Viewer, q: { auctionId?: number | undefined; pageNo?: number | undefined }) {
      const scope = q.auctionId === undefined ? repo.wonBy(viewer.id) : sql`${repo.wonBy(viewer.id)} and a.auction_id = ${q.auctionId}`;
      return cardPage(db, viewer.id, { scope, order: repo.ORDER.wins }, q.pageNo);
    },

    /** Completed-auction totals: every lot for admins, the lots they quoted on for buyers. */
    async auctionSummaries(viewer: Viewer, q: { auctionId?: number | undefined; pageNo?: number | undefined }) {
      const pageNo = q.pageNo ?? 1;
      const admin = isAdmin(viewer);
      const [{ rows, total }, now] = await Promise.all([
        dash.auctionSummaries(db, viewer.id, {
          lotScope: admin ? dash.allLots : repo.quotedBy(viewer.id),
          auctionId: q.auctionId,
          limit: SUMMARIES_PER_PAGE,
          offset: (pageNo - 1) * SUMMARIES_PER_PAGE,
        }),
        repo.serverTime(db),
      ]);
      const out = rows.map((r) => ({
        ...completedHead(r),
        scope: admin ? ('all' as const) : ('mine' as const),
        lot_count: r.lot_count,
        sold_count: r.sold_count,
        pending_count: r.pending_count,
        backed_out_count: r.backed_out_count,
        unsold_count: r.unsold_count,
        sold_value: Number(r.sold_value),
        quote_count: r.quote_count,
        my_won_count: admin ? null : r.my_won_count,
        my_won_value: admin ? null : Number(r.my_won_value),
      }));
      return paged(out, pageNo, SUMMARIES_PER_PAGE, total, now);
    },

    /** Auctions with approved lots still to be paid: all for admins, a buyer's own otherwise. */
    async auctionsWithPaymentDue(viewer: Viewer) {
      const rows = await dash.auctionsWithPaymentDue(db, isAdmin(viewer) ? null : viewer.id);
      return rows.map((r) => ({
        c_auction_id: r.c_auction_id,
        title: r.title,
        financier_name: r.financier_name,
        state: r.state,
        lots_due: r.lots_due,
        amount_due: Number(r.amount_due),
        earliest_due_at: isoOrNull(r.earliest_due_at),
        overdue_count: r.overdue_count,
      }));
    },

    /** My approved lots still to be paid, soonest due first. */
    myPaymentDue(viewer: Viewer, q: { auctionId?: number | undefined }) {
      return settlements(viewer, { result: 'approved', auctionId: q.auctionId, ownOnly: true });
    },

    async auctionPaymentDue(viewer: Viewer, auctionId: number) {
      await requireAuction(auctionId);
      return settlements(viewer, { result: 'approved', auctionId, ownOnly: false });
    },

    /** Paid lots whose deal awaits the bank's NOC or the vehicle's release. */
    async releasePending(viewer: Viewer, auctionId: number) {
      await requireAuction(auctionId);
      return settlements(viewer, { result: 'paid', auctionId, ownOnly: false });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

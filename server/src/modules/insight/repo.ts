/** Queries behind a lot's costs and price memory: Drizzle or plain SQL, no rules. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { buyerFees, rtoTransferFees, yardCharges } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export interface LotFacts {
  id: number;
  make: string;
  model: string;
  year: number;
  yardLocation: string;
  endsAt: Date;
  financierId: number;
  stateId: number;
  stateName: string;
  segmentId: number;
  segmentName: string;
  reservePrice: number | null;
  fee: { kind: 'percent' | 'flat'; percentBp: number; flatAmount: number; gstPercent: number } | null;
  yardPerDay: number | null;
  rto: { amount: number; isEstimate: boolean; source: string } | null;
  now: Date;
}

type Row = {
  id: number;
  make: string;
  model: string;
  year: number;
  yard_location: string;
  ends_at: string | Date;
  financier_id: number;
  state_id: number;
  state_name: string;
  segment_id: number;
  segment_name: string;
  reserve_price: number | null;
  fee_kind: 'percent' | 'flat' | null;
  percent_bp: number | null;
  flat_amount: number | null;
  gst_percent: number | null;
  per_day: number | null;
  rto_amount: number | null;
  rto_estimate: boolean | null;
  rto_source: string | null;
  now: string | Date;
};

/** A lot with everything its cost parameters come from; undefined when there is no such lot. */
export async function lotFacts(ex: Executor, assetId: number): Promise<LotFacts | undefined> {
  const [r] = await queryRows<Row>(
    ex,
    sql`select a.id, a.make, a.model, a.year, a.yard_location, a.ends_at, au.financier_id, au.state_id, st.name as state_name,
          au.segment_id, sg.name as segment_name, a.reserve_price,
          f.kind as fee_kind, f.percent_bp, f.flat_amount, f.gst_percent, y.per_day,
          r.amount as rto_amount, r.is_estimate as rto_estimate, r.source as rto_source, now() as now
        from assets a
        join auctions au on au.id = a.auction_id
        join states st on st.id = au.state_id
        join segments sg on sg.id = au.segment_id
        left join ${buyerFees} f on f.financier_id = au.financier_id
        left join ${yardCharges} y on y.yard_location = a.yard_location
        left join ${rtoTransferFees} r on r.state_id = au.state_id and r.segment_id = au.segment_id
        where a.id = ${assetId}`,
  );
  if (!r) return undefined;
  return {
    id: r.id,
    make: r.make,
    model: r.model,
    year: r.year,
    yardLocation: r.yard_location,
    endsAt: new Date(r.ends_at),
    financierId: r.financier_id,
    stateId: r.state_id,
    stateName: r.state_name,
    segmentId: r.segment_id,
    segmentName: r.segment_name,
    reservePrice: r.reserve_price,
    fee: r.fee_kind
      ? { kind: r.fee_kind, percentBp: r.percent_bp ?? 0, flatAmount: r.flat_amount ?? 0, gstPercent: r.gst_percent ?? 0 }
      : null,
    yardPerDay: r.per_day,
    rto: r.rto_amount === null ? null : { amount: r.rto_amount, isEstimate: r.rto_estimate ?? true, source: r.rto_source ?? '' },
    now: new Date(r.now),
  };
}

export interface Sale {
  assetId: number;
  make: string;
  model: string;
  year: number;
  amount: number;
  soldAt: Date;
  state: string;
}

/** Results that mean the vehicle was sold at its winning amount. */
export const SOLD_RESULTS = ['approved', 'paid'] as const;

/**
 * Sales of the same make and model (any case), year within ±2, same segment, closed in the last
 * 12 months by the database clock, oldest first; the lot itself left out.
 */
export async function comparableSales(
  ex: Executor,
  lot: { id: number; make: string; model: string; year: number; segmentId: number },
): Promise<Sale[]> {
  const rows = await queryRows<{
    id: number;
    make: string;
    model: string;
    year: number;
    amount: number;
    sold_at: string | Date;
    state: string;
  }>(
    ex,
    sql`select a.id, a.make, a.model, a.year, a.winning_amount as amount, a.closed_at as sold_at, st.name as state
        from assets a
        join auctions au on au.id = a.auction_id
        join states st on st.id = au.state_id
        where au.segment_id = ${lot.segmentId} and lower(a.make) = lower(${lot.make}) and lower(a.model) = lower(${lot.model})
          and a.year between ${lot.year - 2} and ${lot.year + 2} and a.id <> ${lot.id}
          and a.status = 'closed' and a.result in ('approved', 'paid') and a.winning_amount is not null
          and a.closed_at > now() - interval '12 months'
        order by a.closed_at, a.id`,
  );
  return rows.map((r) => ({
    assetId: r.id,
    make: r.make,
    model: r.model,
    year: r.year,
    amount: Number(r.amount),
    soldAt: new Date(r.sold_at),
    state: r.state,
  }));
}

export async function costTables(ex: Executor) {
  const [fees, yards, rto] = await Promise.all([
    queryRows<{
      financier_id: number;
      name: string;
      kind: string | null;
      percent_bp: number | null;
      flat_amount: number | null;
      gst_percent: number | null;
    }>(
      ex,
      sql`select fi.id as financier_id, fi.name, f.kind, f.percent_bp, f.flat_amount, f.gst_percent
          from financiers fi left join ${buyerFees} f on f.financier_id = fi.id order by fi.name`,
    ),
    ex.select().from(yardCharges).orderBy(yardCharges.yardLocation),
    queryRows<{
      state_id: number;
      state: string;
      segment_id: number;
      segment: string;
      amount: number;
      is_estimate: boolean;
      source: string;
    }>(
      ex,
      sql`select r.state_id, st.name as state, r.segment_id, sg.name as segment, r.amount, r.is_estimate, r.source
          from ${rtoTransferFees} r join states st on st.id = r.state_id join segments sg on sg.id = r.segment_id
          order by st.name, sg.sort_order`,
    ),
  ]);
  return { fees, yards, rto };
}

export async function upsertFee(ex: Executor, v: typeof buyerFees.$inferInsert) {
  await ex
    .insert(buyerFees)
    .values(v)
    .onConflictDoUpdate({
      target: buyerFees.financierId,
      set: { kind: v.kind, percentBp: v.percentBp, flatAmount: v.flatAmount, gstPercent: v.gstPercent, updatedAt: sql`now()` },
    });
}

export async function upsertYard(ex: Executor, v: typeof yardCharges.$inferInsert) {
  await ex
    .insert(yardCharges)
    .values(v)
    .onConflictDoUpdate({ target: yardCharges.yardLocation, set: { perDay: v.perDay, updatedAt: sql`now()` } });
}

export async function upsertRto(ex: Executor, v: typeof rtoTransferFees.$inferInsert) {
  await ex
    .insert(rtoTransferFees)
    .values(v)
    .onConflictDoUpdate({
      target: [rtoTransferFees.stateId, rtoTransferFees.segmentId],
      set: { amount: v.amount, isEstimate: v.isEstimate, source: v.source, updatedAt: sql`now()` },
    });
}

export async function exists(ex: Executor, table: 'financiers' | 'states' | 'segments', id: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(ex, sql`select 1 as one from ${sql.identifier(table)} where id = ${id}`);
  return rows.length > 0;
}

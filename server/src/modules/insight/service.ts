/**
 * A lot's all-in cost parameters and its price memory. The cost parameters come from the
 * financier's buyer fee, the yard's daily charge and the state's RTO transfer reference (each
 * with a default when an admin has set none); the computation itself is all-in.ts.
 */
import { notFound } from '../../errors.js';
import { BACKOUT_CHARGE_RUPEES, SALE_PAYMENT_DUE_HOURS } from '../billing/index.js';
import * as repo from './repo.js';
import { summary } from './stats.js';
import type { Db } from '../../db/client.js';
import type { CostParams } from './all-in.js';

/** Used when the financier has no buyer fee of its own. */
export const DEFAULT_FEE = { kind: 'percent' as const, percentBp: 200, flatAmount: 0, gstPercent: 18 };
/** Used for a yard without its own daily charge. */
export const DEFAULT_YARD_PER_DAY = 150;
/** Used for a state and segment without a reference figure: always an estimate. */
export const DEFAULT_RTO = { amount: 1_500, isEstimate: true, source: '' };
/** Release takes 72 to 96 hours after payment (buyer terms): yard days run to the later. */
export const RELEASE_HOURS = 96;
const DAY_MS = 24 * 3600_000;

/** Days the buyer pays the yard for: from the lot's end (or now, if later) to the expected release. */
export function yardDays(endsAt: Date, now: Date): { days: number; expectedRelease: Date } {
  const from = Math.max(endsAt.getTime(), now.getTime());
  const release = endsAt.getTime() + (SALE_PAYMENT_DUE_HOURS + RELEASE_HOURS) * 3600_000;
  return { days: Math.max(1, Math.ceil((release - from) / DAY_MS)), expectedRelease: new Date(Math.max(release, from)) };
}

export function createInsightService({ db }: { db: Db }) {
  async function lot(assetId: number) {
    const facts = await repo.lotFacts(db, assetId);
    if (!facts) throw notFound('insight.lot_not_found');
    return facts;
  }

  return {
    async costs(assetId: number) {
      const l = await lot(assetId);
      const fee = l.fee ?? DEFAULT_FEE;
      const rto = l.rto ?? DEFAULT_RTO;
      const { days, expectedRelease } = yardDays(l.endsAt, l.now);
      const params: CostParams = {
        fee: { kind: fee.kind, percent_bp: fee.percentBp, flat_amount: fee.flatAmount, gst_percent: fee.gstPercent },
        yard: { per_day: l.yardPerDay ?? DEFAULT_YARD_PER_DAY, days },
        rto: { amount: rto.amount, estimate: rto.isEstimate },
        backout_charge: BACKOUT_CHARGE_RUPEES,
      };
      return {
        asset_id: l.id,
        ...params,
        yard_location: l.yardLocation,
        expected_release_at: expectedRelease.toISOString(),
        rto_state: l.stateName,
        rto_source: rto.source,
      };
    },

    async priceMemory(assetId: number, withReserve: boolean) {
      const l = await lot(assetId);
      const sales = await repo.comparableSales(db, l);
      return {
        asset_id: l.id,
        make: l.make,
        model: l.model,
        segment: l.segmentName,
        year_from: l.year - 2,
        year_to: l.year + 2,
        ...summary(sales.map((s) => s.amount)),
        ...(withReserve ? { reserve_price: l.reservePrice } : {}),
        sales: sales.map((s) => ({
          asset_id: s.assetId,
          make: s.make,
          model: s.model,
          year: s.year,
          amount: s.amount,
          sold_at: s.soldAt.toISOString(),
          state: s.state,
        })),
      };
    },

    async costTables() {
      const t = await repo.costTables(db);
      return {
        default_fee: {
          kind: DEFAULT_FEE.kind,
          percent_bp: DEFAULT_FEE.percentBp,
          flat_amount: DEFAULT_FEE.flatAmount,
          gst_percent: DEFAULT_FEE.gstPercent,
        },
        default_yard_per_day: DEFAULT_YARD_PER_DAY,
        default_rto: DEFAULT_RTO.amount,
        fees: t.fees.map((f) => ({
          financier_id: f.financier_id,
          financier: f.name,
          kind: (f.kind ?? null) as 'percent' | 'flat' | null,
          percent_bp: f.percent_bp,
          flat_amount: f.flat_amount,
          gst_percent: f.gst_percent,
        })),
        yards: t.yards.map((y) => ({ yard_location: y.yardLocation, per_day: y.perDay })),
        rto: t.rto.map((r) => ({
          state_id: r.state_id,
          state: r.state,
          segment_id: r.segment_id,
          segment: r.segment,
          amount: r.amount,
          estimate: r.is_estimate,
          source: r.source,
        })),
      };
    },

    async setFee(v: { financier_id: number; kind: 'percent' | 'flat'; percent_bp: number; flat_amount: number; gst_percent: number }) {
      if (!(await repo.exists(db, 'financiers', v.financier_id))) throw notFound('insight.financier_not_found');
      await repo.upsertFee(db, {
        financierId: v.financier_id,
        kind: v.kind,
        percentBp: v.percent_bp,
        flatAmount: v.flat_amount,
        gstPercent: v.gst_percent,
      });
    },

    async setYard(v: { yard_location: string; per_day: number }) {
      await repo.upsertYard(db, { yardLocation: v.yard_location, perDay: v.per_day });
    },

    async setRto(v: { state_id: number; segment_id: number; amount: number; estimate: boolean; source: string }) {
      if (!(await repo.exists(db, 'states', v.state_id)) || !(await repo.exists(db, 'segments', v.segment_id)))
        throw notFound('insight.state_or_segment_not_found');
      await repo.upsertRto(db, {
        stateId: v.state_id,
        segmentId: v.segment_id,
        amount: v.amount,
        isEstimate: v.estimate,
        source: v.source,
      });
    },
  };
}
export type InsightService = ReturnType<typeof createInsightService>;

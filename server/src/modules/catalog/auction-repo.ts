import { segmentsSpelled, statesSpelled } from '@vahanhaat/words';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { outerId } from '../../db/rows.js';
import { assets, auctions, financiers, segments, states } from '../../db/schema/index.js';
import {
  auctionAssetCount,
  auctionEndsAt,
  auctionIsLive,
  auctionIsUpcoming,
  auctionState,
  containsPattern,
  financierIdsNamed,
} from './sql.js';
import type { Executor } from '../../db/client.js';

/** Auctions as listed: the home page rows, the showcase counts, the summary on lot pages. */

export const auctionRowColumns = {
  id: auctions.id,
  title: auctions.title,
  financierId: financiers.id,
  financierName: financiers.name,
  financierNames: financiers.nameI18n,
  financierLogoKey: financiers.logoKey,
  stateId: states.id,
  stateName: states.name,
  segmentId: segments.id,
  segmentName: segments.name,
  segmentCode: segments.code,
  assetCount: auctionAssetCount,
  startsAt: auctions.startsAt,
  endsAt: auctionEndsAt,
  state: auctionState,
  requiresDeposit: auctions.requiresDeposit,
};

export interface AuctionFilter {
  stateId?: number;
  financierId?: number;
  segmentId?: number;
  /**
   * Each word must match the financier (any of its spellings), the state or segment (their name in
   * any site language), the title, or a lot's make or model.
   */
  words?: string[];
}

export function auctionFilterConditions(f: AuctionFilter): SQL[] {
  const conds: SQL[] = [];
  if (f.stateId !== undefined) conds.push(eq(auctions.stateId, f.stateId));
  if (f.financierId !== undefined) conds.push(eq(auctions.financierId, f.financierId));
  if (f.segmentId !== undefined) conds.push(eq(auctions.segmentId, f.segmentId));
  for (const word of f.words ?? []) {
    const p = containsPattern(word);
    const stateNames = statesSpelled(word);
    const segmentCodes = segmentsSpelled(word);
    conds.push(
      or(
        sql`${auctions.financierId} in ${financierIdsNamed(word)}`,
        ilike(states.name, p),
        stateNames.length ? inArray(states.name, stateNames) : undefined,
        ilike(segments.name, p),
        segmentCodes.length ? inArray(sql`replace(${segments.code}, '-', '_')`, segmentCodes) : undefined,
        ilike(auctions.title, p),
        sql`exists (select 1 from assets kl where kl.auction_id = ${outerId(auctions)} and kl.status <> 'withdrawn' and (kl.make ilike ${p} or kl.model ilike ${p}))`,
      )!,
    );
  }
  return conds;
}

function selectAuctionRows(db: Executor) {
  return db
    .select(auctionRowColumns)
    .from(auctions)
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .innerJoin(states, eq(states.id, auctions.stateId))
    .innerJoin(segments, eq(segments.id, auctions.segmentId));
}

/** Live auctions soonest-ending first, or upcoming ones soonest-starting first. */
export function listAuctions(db: Executor, kind: 'live' | 'upcoming', f: AuctionFilter, limit: number) {
  return selectAuctionRows(db)
    .where(and(eq(auctions.status, 'scheduled'), kind === 'live' ? auctionIsLive : auctionIsUpcoming, ...auctionFilterConditions(f)))
    .orderBy(...(kind === 'live' ? [asc(auctionEndsAt), asc(auctions.id)] : [asc(auctions.startsAt), asc(auctions.id)]))
    .limit(limit);
}

/** One auction, whatever its state; cancelled auctions are never shown. */
export async function findAuction(db: Executor, id: number) {
  const [row] = await selectAuctionRows(db).where(and(eq(auctions.id, id), eq(auctions.status, 'scheduled')));
  return row ?? null;
}

export type AuctionRow = NonNullable<Awaited<ReturnType<typeof findAuction>>>;

const countOf = (expr: SQL) => expr.mapWith(Number);

/** Live and upcoming auctions and lots per segment (segments with none still listed, at zero). */
export function segmentCounts(db: Executor, f: Pick<AuctionFilter, 'stateId' | 'financierId'>) {
  return db
    .select({
      segmentId: segments.id,
      segmentCode: segments.code,
      segmentName: segments.name,
      liveAuctions: countOf(sql`count(distinct ${auctions.id}) filter (where ${auctionIsLive})`),
      upcomingAuctions: countOf(sql`count(distinct ${auctions.id}) filter (where ${auctionIsUpcoming})`),
      liveAssets: countOf(
        sql`count(${assets.id}) filter (where ${auctions.startsAt} <= now() and ${assets.status} = 'open' and ${assets.endsAt} > now())`,
      ),
      upcomingAssets: countOf(sql`count(${assets.id}) filter (where ${auctionIsUpcoming})`),
    })
    .from(segments)
    .leftJoin(
      auctions,
      and(
        eq(auctions.segmentId, segments.id),
        eq(auctions.status, 'scheduled'),
        f.stateId === undefined ? undefined : eq(auctions.stateId, f.stateId),
        f.financierId === undefined ? undefined : eq(auctions.financierId, f.financierId),
      ),
    )
    .leftJoin(assets, and(eq(assets.auctionId, auctions.id), sql`${assets.status} <> 'withdrawn'`))
    .groupBy(segments.id)
    .orderBy(asc(segments.sortOrder), asc(segments.id));
}

import { badRequest, notFound } from '../../errors.js';
import * as auctionRepo from './auction-repo.js';
import { imageUrlOrNull } from './media-url.js';
import { isPincodeFormat, lookupPincode, type PincodeArea } from './pincodes.js';
import * as repo from './repo.js';
import type { Executor } from '../../db/client.js';
import type { AuctionFilter, AuctionRow } from './auction-repo.js';
import type { AuctionRowOut, TypeCounts } from './schema.js';

/** Rows per side of the home listing: more than a phone can scroll, few enough to stay cheap. */
export const LISTING_LIMIT = 200;
const MAX_KEY_WORDS = 6;

export interface AuctionRefs {
  state?: string;
  financier?: string;
  segment?: string;
  key?: string;
}

export const keyWords = (key: string | undefined) => (key ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_KEY_WORDS);

/**
 * Turns the ids-or-names a page sends into ids. Null when a named state, financier or segment does
 * not exist: then nothing can match, and the caller answers with an empty list rather than an error.
 */
export async function resolveAuctionFilter(db: Executor, refs: AuctionRefs): Promise<AuctionFilter | null> {
  const [stateId, financierId, segmentId] = await Promise.all([
    refs.state ? repo.findStateId(db, refs.state) : undefined,
    refs.financier ? repo.findFinancierId(db, refs.financier) : undefined,
    refs.segment ? repo.findSegmentId(db, refs.segment) : undefined,
  ]);
  if (stateId === null || financierId === null || segmentId === null) return null;
  return { stateId, financierId, segmentId, words: keyWords(refs.key) };
}

export function toAuctionRow(row: AuctionRow, serverTime: Date): AuctionRowOut {
  return {
    c_auction_id: row.id,
    title: row.title,
    financier_id: row.financierId,
    financierName: row.financierName,
    financier_names: row.financierNames,
    financier_thumbnail_url: imageUrlOrNull(row.financierLogoKey, 160),
    state_id: row.stateId,
    state: row.stateName,
    segment_id: row.segmentId,
    segment: row.segmentName,
    segment_code: row.segmentCode,
    asset_count: row.assetCount,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    auction_state: row.state,
    requires_deposit: row.requiresDeposit,
    server_time: serverTime.toISOString(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService({ db }: { db: Executor }) {
  return {
    async financiers() {
      const rows = await repo.listFinanciers(db);
      return rows.map((f) => ({ id: f.id, name: f.name, names: f.nameI18n, slug: f.slug, image: imageUrlOrNull(f.logoKey, 160) }));
    },

    /** States a buyer can sign up for. */
    async activeStates() {
      const rows = await repo.listStates(db, { activeOnly: true });
      return rows.map((s) => ({ id: s.id, name: s.name }));
    },

    /** States with a live or upcoming sale: the 'Sale by State' strip leads only to something to buy. */
    async statesWithSales() {
      const rows = await repo.listStatesWithSales(db);
      return rows.map((s) => ({ id: s.id, name: s.name }));
    },

    /** Every state and union territory, for the back office. */
    async allStates() {
      const rows = await repo.listStates(db, { activeOnly: false });
      return rows.map((s) => ({ id: s.id, name: s.name, code: s.code, is_active: s.isActive }));
    },

    /** Contacts keyed by state name; the page shows the first of each list. */
    async stateHeads() {
      const byState: Record<string, Array<{ name: string; phone: string }>> = {};
      for (const row of await repo.listStateHeads(db)) {
        (byState[row.state] ??= []).push({ name: row.name, phone: row.phone });
      }
      return byState;
    },

    pincode(pin: string): PincodeArea[] {
      if (!isPincodeFormat(pin)) throw badRequest('lead.pincode_invalid');
      const areas = lookupPincode(pin);
      if (areas.length === 0) throw notFound('listing.pincode_not_found');
      return areas;
    },

    /** Brands and their models per segment: the brand table, plus any make a financier has listed. */
    async brandList(segmentRef: string | undefined) {
      const segmentId = segmentRef ? await repo.findSegmentId(db, segmentRef) : undefined;
      if (segmentId === null) return [];
      const [segs, known, listed] = await Promise.all([repo.listSegments(db), repo.listBrandModels(db), repo.listLotMakeModels(db)]);
      const groups = new Map<number, Map<string, { name: string; models: Map<string, string> }>>();
      for (const { segmentId: seg, brand, model } of [...known, ...listed]) {
        const brands = groups.get(seg) ?? new Map<string, { name: string; models: Map<string, string> }>();
        groups.set(seg, brands);
        const b = brands.get(brand.toLowerCase()) ?? { name: brand, models: new Map<string, string>() };
        brands.set(brand.toLowerCase(), b);
        if (model && !b.models.has(model.toLowerCase())) b.models.set(model.toLowerCase(), model);
      }
      const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
      return segs
        .filter((s) => segmentId === undefined || s.id === segmentId)
        .map((s) => ({
          segment_id: s.id,
          segment: s.name,
          segment_code: s.code,
          brands: [...(groups.get(s.id)?.values() ?? [])]
            .map((b) => ({ name: b.name, models: [...b.models.values()].sort(byName) }))
            .sort((a, b) => byName(a.name, b.name)),
        }));
    },

    /** The home page's live and upcoming rows; null for a side with none. */
    async auctionListing(refs: AuctionRefs) {
      const [serverTime, filter] = await Promise.all([repo.dbNow(db), resolveAuctionFilter(db, refs)]);
      if (!filter) return { live: null, upcoming: null };
      const [live, upcoming] = await Promise.all([
        auctionRepo.listAuctions(db, 'live', filter, LISTING_LIMIT),
        auctionRepo.listAuctions(db, 'upcoming', filter, LISTING_LIMIT),
      ]);
      const rows = (list: AuctionRow[]) => (list.length ? list.map((r) => toAuctionRow(r, serverTime)) : null);
      return { live: rows(live), upcoming: rows(upcoming) };
    },

    /** Counts for the sale showcase's tabs: 'all' first, then one per segment. */
    async segmentCounts(refs: Pick<AuctionRefs, 'state' | 'financier'>) {
      const [serverTime, filter] = await Promise.all([repo.dbNow(db), resolveAuctionFilter(db, refs)]);
      // An unknown state or financier matches no auction: every tab counts zero.
      const rows = await auctionRepo.segmentCounts(db, filter ?? { stateId: -1 });
      const tabs = rows.map((r) => ({
        tab_id: String(r.segmentId),
        segment_id: r.segmentId,
        segment: r.segmentName,
        segment_code: r.segmentCode,
        ...counts(r),
      }));
      const all = tabs.reduce<TypeCounts>(
        (sum, t) => ({
          live_auction_count: sum.live_auction_count + t.live_auction_count,
          upcoming_auction_count: sum.upcoming_auction_count + t.upcoming_auction_count,
          live_asset_count: sum.live_asset_count + t.live_asset_count,
          upcoming_asset_count: sum.upcoming_asset_count + t.upcoming_asset_count,
        }),
        { live_auction_count: 0, upcoming_auction_count: 0, live_asset_count: 0, upcoming_asset_count: 0 },
      );
      return {
        segments: [{ tab_id: 'all', segment_id: null, segment: 'All', segment_code: null, ...all }, ...tabs],
        server_time: serverTime.toISOString(),
      };
    },
  };
}

function counts(r: { liveAuctions: number; upcomingAuctions: number; liveAssets: number; upcomingAssets: number }): TypeCounts {
  return {
    live_auction_count: r.liveAuctions,
    upcoming_auction_count: r.upcomingAuctions,
    live_asset_count: r.liveAssets,
    upcoming_asset_count: r.upcomingAssets,
  };
}

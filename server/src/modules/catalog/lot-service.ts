import { badRequest, notFound } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { findAuction } from './auction-repo.js';
import { checklistFor } from './condition-checklists.js';
import { GRADES, type Grade } from './condition-grade.js';
import { reportView } from './condition-report-view.js';
import { documentsOut } from './lot-documents.js';
import * as lotRepo from './lot-repo.js';
import { LOT_PAGE_SIZE, type existsCheckBody, type getAuctionLotsBody, type LotCardOut, type searchLotsBody } from './lot-schema.js';
import { imageUrl, imageUrlOrNull, imageSrcset } from './media-url.js';
import { dbNow } from './repo.js';
import { keyWords, resolveAuctionFilter, toAuctionRow } from './service.js';
import { normalizeRegistration } from './sql.js';
import type { Executor } from '../../db/client.js';
import type { AuthUser } from '../accounts/index.js';
import type { LotFilter } from './lot-repo.js';
import type { PhotoSlot } from './photo-slots.js';
import type { z } from 'zod';

type LotFilterInput = Pick<
  z.infer<typeof getAuctionLotsBody>,
  'make' | 'model' | 'year_from' | 'year_to' | 'price_min' | 'price_max' | 'grade' | 'sort' | 'page_no'
>;
type Viewer = Pick<AuthUser, 'id'> | null;
type LotRow = Awaited<ReturnType<typeof lotRepo.listLots>>[number]['lot'];

/** The first quote must reach the start price; every later one the current price plus the increment. */
export const nextValidAmount = (lot: { startPrice: number; currentPrice: number | null; increment: number }) =>
  lot.currentPrice === null ? lot.startPrice : lot.currentPrice + lot.increment;

/**
 * Visitors who are not signed in see a registration number without its last four characters: it
 * identifies a borrower's repossessed vehicle, and buyers who need it sign in.
 */
export function maskRegistration(reg: string): string {
  let hidden = 0;
  const chars = [...reg];
  for (let i = chars.length - 1; i >= 0 && hidden < 4; i--) {
    if (/[A-Za-z0-9]/.test(chars[i]!)) {
      chars[i] = '*';
      hidden++;
    }
  }
  return chars.join('');
}

export function toLotCard(lot: LotRow, viewer: Viewer): LotCardOut {
  return {
    asset_id: lot.id,
    c_auction_id: lot.auctionId,
    lot_no: lot.lotNo,
    make: lot.make,
    model: lot.model,
    year: lot.year,
    registration_number: viewer ? lot.registrationNumber : maskRegistration(lot.registrationNumber),
    fuel: lot.fuel,
    kms_driven: lot.kmsDriven,
    hours_run: lot.hoursRun,
    owners: lot.owners,
    yard_location: lot.yardLocation,
    yard_district: lot.yardDistrict,
    thumbnail_url: imageUrlOrNull(lot.coverKey, 320),
    photo_count: lot.photoCount,
    start_price: lot.startPrice,
    current_price: lot.currentPrice,
    increment: lot.increment,
    next_valid_amount: nextValidAmount(lot),
    quote_count: lot.quoteCount,
    starts_at: lot.startsAt.toISOString(),
    ends_at: lot.endsAt.toISOString(),
    hard_end_at: lot.hardEndAt.toISOString(),
    status: lot.status,
    lot_state: lot.lotState,
    is_leading: viewer !== null && lot.leaderUserId === viewer.id,
    ...(lot.status === 'closed' && lot.reserveMet !== null ? { reserve_met: lot.reserveMet } : {}),
    grade: lot.grade as Grade | null,
  };
}

function lotFilterFrom(input: LotFilterInput): LotFilter {
  if (input.year_from !== undefined && input.year_to !== undefined && input.year_from > input.year_to) {
    throw badRequest('listing.years_reversed');
  }
  if (input.price_min !== undefined && input.price_max !== undefined && input.price_min > input.price_max) {
    throw badRequest('listing.prices_reversed');
  }
  const grades = (input.grade ?? '')
    .split(',')
    .map((g) => g.trim().toUpperCase())
    .filter(Boolean);
  const unknownGrade = grades.find((g) => !(GRADES as readonly string[]).includes(g));
  if (unknownGrade !== undefined) throw badRequest(message('listing.grade_invalid', { values: GRADES.join(', ') }));
  const makes = (input.make ?? '')
    .split(',')
    .map((m) => m.trim().toLowerCase())
    .filter(Boolean);
  return {
    makes,
    model: input.model,
    yearFrom: input.year_from,
    yearTo: input.year_to,
    priceMin: input.price_min,
    priceMax: input.price_max,
    grades,
  };
}

const paging = (pageNo: number, total: number) => ({
  page_no: pageNo,
  page_size: LOT_PAGE_SIZE,
  total,
  total_pages: Math.ceil(total / LOT_PAGE_SIZE),
});

export type LotService = ReturnType<typeof createLotService>;

export function createLotService({ db }: { db: Executor }) {
  async function page(filter: LotFilter, input: LotFilterInput) {
    const pageNo = input.page_no ?? 1;
    const [total, rows] = await Promise.all([
      lotRepo.countLots(db, filter),
      lotRepo.listLots(db, filter, input.sort ?? 'ends_soonest', { limit: LOT_PAGE_SIZE, offset: (pageNo - 1) * LOT_PAGE_SIZE }),
    ]);
    return { pageNo, total, rows };
  }

  return {
    /** One auction's lots, a page at a time, filtered and sorted. */
    async auctionLots(input: z.infer<typeof getAuctionLotsBody>, viewer: Viewer) {
      if (input.uid === undefined) throw badRequest('listing.uid_required');
      const filter = { ...lotFilterFrom(input), auctionId: input.uid };
      const [serverTime, auction] = await Promise.all([dbNow(db), findAuction(db, input.uid)]);
      if (!auction) throw notFound('listing.auction_not_found');
      const [{ pageNo, total, rows }, facets] = await Promise.all([page(filter, input), lotRepo.auctionFacets(db, input.uid)]);
      return {
        auction: toAuctionRow(auction, serverTime),
        assets: rows.map((r) => toLotCard(r.lot, viewer)),
        facets: {
          makes: facets.makes,
          year_min: facets.span.yearMin,
          year_max: facets.span.yearMax,
          price_min: facets.span.priceMin,
          price_max: facets.span.priceMax,
        },
        ...paging(pageNo, total),
        server_time: serverTime.toISOString(),
      };
    },

    /** Lots still open for quotes across live and upcoming auctions. */
    async search(input: z.infer<typeof searchLotsBody>, viewer: Viewer) {
      const lotFilter = lotFilterFrom(input);
      const [serverTime, auctionFilter] = await Promise.all([
        dbNow(db),
        resolveAuctionFilter(db, { state: input.state, financier: input.financier, segment: input.segment }),
      ]);
      const pageNo = input.page_no ?? 1;
      if (!auctionFilter) return { assets: [], ...paging(pageNo, 0), server_time: serverTime.toISOString() };
      const filter: LotFilter = {
        ...lotFilter,
        biddableOnly: true,
        auction: auctionFilter,
        words: keyWords(input.key),
        ...(input.auction_type === 'all' ? {} : { auctionKind: input.auction_type }),
      };
      const { total, rows } = await page(filter, input);
      return {
        assets: rows.map((r) => ({
          ...toLotCard(r.lot, viewer),
          auction: {
            c_auction_id: r.auction.id,
            title: r.auction.title,
            financierName: r.auction.financierName,
            financier_names: r.auction.financierNames,
            financier_thumbnail_url: imageUrlOrNull(r.auction.financierLogoKey, 160),
            state: r.auction.stateName,
            segment: r.auction.segmentName,
            segment_code: r.auction.segmentCode,
            auction_state: r.auction.state,
            requires_deposit: r.auction.requiresDeposit,
          },
        })),
        ...paging(pageNo, total),
        server_time: serverTime.toISOString(),
      };
    },

    /** One lot in full, for its page. */
    async view(assetId: number | undefined, viewer: Viewer) {
      if (assetId === undefined) throw badRequest(message('field.required', { field: 'asset_id' }));
      const [serverTime, row, photos, report, documents] = await Promise.all([
        dbNow(db),
        lotRepo.findLot(db, assetId),
        lotRepo.listPhotos(db, assetId),
        lotRepo.findReport(db, assetId),
        lotRepo.findDocuments(db, assetId),
      ]);
      if (!row) throw notFound('listing.vehicle_not_found');
      return {
        ...toLotCard(row.lot, viewer),
        photos: photos.map((p) => ({
          caption: p.caption,
          slot: p.slot as PhotoSlot,
          thumbnail_url: imageUrl(p.key, 320),
          medium_url: imageUrl(p.key, 640),
          url: imageUrl(p.key, 1024),
          srcset: imageSrcset(p.key, 'webp'),
          avif_srcset: imageSrcset(p.key, 'avif'),
        })),
        video_url: row.lot.videoUrl,
        condition_report: report
          ? reportView(checklistFor(row.auction.segmentCode), report, new Map(photos.map((p) => [p.id, p.key])))
          : null,
        documents: documents ? documentsOut(documents) : null,
        specs: row.lot.specs,
        inspection_notes: row.lot.inspectionNotes,
        extensions: row.lot.extensions,
        closed_at: row.lot.closedAt?.toISOString() ?? null,
        auction: toAuctionRow(row.auction, serverTime),
        server_time: serverTime.toISOString(),
      };
    },

    /** Whether a vehicle is up for sale now or soon. */
    async existsCheck(input: z.infer<typeof existsCheckBody>) {
      let by: { registrationKey?: string; assetId?: number };
      if (input.registration_number !== undefined) {
        const key = normalizeRegistration(input.registration_number);
        if (key.length < 4) throw badRequest('listing.registration_invalid');
        by = { registrationKey: key };
      } else if (input.asset_id !== undefined) {
        by = { assetId: input.asset_id };
      } else {
        throw badRequest('listing.registration_or_id');
      }
      const rows = await lotRepo.findListedLots(db, by);
      const listings = rows.map((r) => ({
        asset_id: r.id,
        c_auction_id: r.auctionId,
        lot_no: r.lotNo,
        make: r.make,
        model: r.model,
        registration_number: r.registrationNumber,
        auction_state: r.auctionState,
        starts_at: r.startsAt.toISOString(),
        ends_at: r.endsAt.toISOString(),
      }));
      return { exists: listings.length > 0, listings };
    },
  };
}

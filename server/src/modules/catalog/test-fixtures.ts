import { eq, sql } from 'drizzle-orm';
import { assetPhotos, assets, auctions, financiers } from '../../db/schema/index.js';
import { ensureFinancier, ensureSegment, ensureState } from '../../test/factories.js';
import type { Executor } from '../../db/client.js';

/*
 * Catalog fixtures. Times are offsets in seconds from the DATABASE clock (now()), so a test's
 * "live" auction is live by the same clock the queries use, whatever the test machine's clock says.
 */

const fromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export const SEGMENTS = {
  tractor: { code: 'tractor', name: 'Tractor' },
  twoWheeler: { code: 'two-wheeler', name: '2 Wheeler' },
  cv: { code: 'cv', name: 'CV' },
} as const;

export interface AuctionFixture {
  financier?: { slug: string; name: string; logoKey?: string };
  state?: string;
  segment?: keyof typeof SEGMENTS;
  title?: string;
  /** Seconds from now(); negative is in the past. Default: started an hour ago. */
  startsIn?: number;
  /** Default: ends in an hour. */
  endsIn?: number;
  status?: 'scheduled' | 'cancelled';
}

export async function createAuction(db: Executor, f: AuctionFixture = {}) {
  const fin = f.financier ?? { slug: 'test-finance', name: 'Test Finance' };
  const financier = await ensureFinancier(db, fin.slug, fin.name);
  if (fin.logoKey) await db.update(financiers).set({ logoKey: fin.logoKey }).where(eq(financiers.id, financier.id));
  const state = await ensureState(db, f.state ?? 'Maharashtra');
  const seg = SEGMENTS[f.segment ?? 'tractor'];
  const segment = await ensureSegment(db, seg.code, seg.name);
  const [row] = await db
    .insert(auctions)
    .values({
      title: f.title ?? `${fin.name} ${seg.name} sale`,
      financierId: financier.id,
      stateId: state.id,
      segmentId: segment.id,
      startsAt: fromNow(f.startsIn ?? -3600),
      endsAt: fromNow(f.endsIn ?? 3600),
      status: f.status ?? 'scheduled',
    })
    .returning();
  return { ...row!, financier, state, segment };
}

export type Auction = Awaited<ReturnType<typeof createAuction>>;

export interface AssetFixture extends Partial<Omit<typeof assets.$inferInsert, 'auctionId' | 'startsAt' | 'endsAt' | 'hardEndAt'>> {
  /** Seconds from now() for this lot's end; default: the auction's scheduled end. */
  endsIn?: number;
  photos?: string[];
}

let registrationCounter = 0;
const HARD_END_MS = 30 * 60_000;

export async function createAsset(db: Executor, auction: Pick<Auction, 'id' | 'startsAt' | 'endsAt'>, f: AssetFixture = {}) {
  const { endsIn, photos = [], ...values } = f;
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${assets.lotNo}), 0) + 1`.mapWith(Number) })
    .from(assets)
    .where(eq(assets.auctionId, auction.id))) as [{ next: number }];
  const endsAt = endsIn === undefined ? auction.endsAt : fromNow(endsIn);
  const hardEndAt = endsIn === undefined ? new Date(auction.endsAt.getTime() + HARD_END_MS) : fromNow(endsIn + HARD_END_MS / 1000);
  const [row] = await db
    .insert(assets)
    .values({
      auctionId: auction.id,
      lotNo: next,
      make: 'Mahindra',
      model: '575 DI',
      year: 2018,
      registrationNumber: `MH12AB${String(++registrationCounter).padStart(4, '0')}`,
      yardLocation: 'Pune Yard',
      yardDistrict: 'Pune',
      startPrice: 300_000,
      increment: 5_000,
      startsAt: auction.startsAt,
      endsAt,
      hardEndAt,
      ...values,
    })
    .returning();
  if (photos.length) {
    await db
      .insert(assetPhotos)
      .values(photos.map((storageKey, i) => ({ assetId: row!.id, storageKey, sortOrder: i, caption: `Photo ${i + 1}` })));
  }
  return row!;
}

/** Form-encodes a payload the way the web client's postForm does. */
export const form = (fields: Record<string, string | number | boolean | undefined>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(
    Object.entries(fields).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString(),
});

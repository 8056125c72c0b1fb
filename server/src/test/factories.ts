import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { assets, auctions, financiers, segments, states, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { createSession, SESSION_COOKIE } from '../modules/accounts/index.js';

let phoneCounter = 0;
/** Unique, valid 10-digit mobile numbers within a test process. */
export const nextPhone = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(6, '0')}`;

// Hashing is deliberately slow; tests share one hash for the common password.
let defaultHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'Test@1234';

export async function ensureState(db: Executor, name = 'Maharashtra') {
  const [existing] = await db.select().from(states).where(eq(states.name, name));
  if (existing) return existing;
  const [row] = await db.insert(states).values({ name }).returning();
  return row!;
}

export async function ensureSegment(db: Executor, code = 'tractor', name = 'Tractor') {
  const [existing] = await db.select().from(segments).where(eq(segments.code, code));
  if (existing) return existing;
  const [row] = await db.insert(segments).values({ code, name }).returning();
  return row!;
}

export async function ensureFinancier(db: Executor, slug = 'test-finance', name = 'Test Finance') {
  const [existing] = await db.select().from(financiers).where(eq(financiers.slug, slug));
  if (existing) return existing;
  const [row] = await db.insert(financiers).values({ slug, name }).returning();
  return row!;
}

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

export async function createUser(db: Executor, overrides: UserOverrides = {}) {
  const { password, ...rest } = overrides;
  const passwordHash = password
    ? await hashPassword(password)
    : await (defaultHash ??= hashPassword(TEST_PASSWORD));
  const [row] = await db
    .insert(users)
    .values({ phone: nextPhone(), firstName: 'Test', lastName: 'Buyer', passwordHash, ...rest })
    .returning();
  return row!;
}

/** A user with a live session; `cookie` goes straight into app.inject headers. */
export async function signedInUser(db: Executor, overrides: UserOverrides = {}) {
  const user = await createUser(db, overrides);
  const session = await createSession(db, user.id, 24, {});
  return { user, token: session.token, cookie: `${SESSION_COOKIE}=${session.token}` };
}

export interface AuctionFixture {
  /** Seconds from the database's now(); negative means in the past. */
  startsIn?: number;
  endsIn?: number;
  lots?: number;
  startPrice?: number;
  increment?: number;
  reservePrice?: number | null;
  state?: string;
  segment?: { code: string; name: string };
  softCloseSeconds?: number;
  extensionSeconds?: number;
  hardEndSeconds?: number;
  /** Quotes limited by the bidder's deposit (docs/deposits.md). */
  requiresDeposit?: boolean;
  depositLimitMultiple?: number | null;
}

/** An auction with lots, timed by the database clock. */
export async function createAuction(db: Executor, f: AuctionFixture = {}) {
  const state = await ensureState(db, f.state);
  const segment = await ensureSegment(db, f.segment?.code, f.segment?.name);
  const financier = await ensureFinancier(db);
  const startsIn = f.startsIn ?? -60;
  const endsIn = f.endsIn ?? 3600;
  const hardEnd = f.hardEndSeconds ?? 1800;
  const [auction] = await db
    .insert(auctions)
    .values({
      title: 'Test auction',
      financierId: financier.id,
      stateId: state.id,
      segmentId: segment.id,
      startsAt: sql`now() + make_interval(secs => ${startsIn})`,
      endsAt: sql`now() + make_interval(secs => ${endsIn})`,
      softCloseSeconds: f.softCloseSeconds ?? 180,
      extensionSeconds: f.extensionSeconds ?? 180,
      hardEndSeconds: hardEnd,
      requiresDeposit: f.requiresDeposit ?? false,
      depositLimitMultiple: f.depositLimitMultiple ?? null,
    })
    .returning();
  const lots = await db
    .insert(assets)
    .values(
      Array.from({ length: f.lots ?? 1 }, (_, i) => ({
        auctionId: auction!.id,
        lotNo: i + 1,
        make: 'Mahindra',
        model: '575 DI',
        year: 2018,
        registrationNumber: `MH12AB${String(1000 + i)}`,
        yardLocation: 'Pune',
        startPrice: f.startPrice ?? 100_000,
        increment: f.increment ?? 1_000,
        reservePrice: f.reservePrice ?? null,
        startsAt: auction!.startsAt,
        endsAt: auction!.endsAt,
        hardEndAt: sql`${auction!.endsAt.toISOString()}::timestamptz + make_interval(secs => ${hardEnd})`,
      })),
    )
    .returning();
  return { auction: auction!, lots, state, segment, financier };
}

/** A signed-in buyer with an active PAN India subscription. */
export async function subscribedBuyer(db: Executor, overrides: UserOverrides = {}) {
  return signedInUser(db, {
    isSubscribed: true,
    neverSubscribed: false,
    subscriptionDate: sql`now()` as unknown as Date,
    subscriptionEndDate: sql`now() + interval '30 days'` as unknown as Date,
    ...overrides,
  });
}

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { financiers, segments, states } from './catalog.js';
import { createdAt, id, rupees, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

export const auctionStatus = pgEnum('auction_status', ['scheduled', 'cancelled']);

export const auctions = pgTable(
  'auctions',
  {
    id: id(),
    title: text().notNull(),
    /** The financier's own reference for the sale (bulk imports, demo seeding): unique when given. */
    externalRef: text().unique(),
    financierId: integer()
      .notNull()
      .references(() => financiers.id),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    segmentId: integer()
      .notNull()
      .references(() => segments.id),
    startsAt: tstz().notNull(),
    /**
     * When the first lot closes; each lot carries its own (possibly extended) ends_at, the next
     * lots closing closeGapSeconds apart in lot order, so the auction ends with its last lot.
     */
    endsAt: tstz().notNull(),
    /** Staggered closing: lot n (in lot order, from 0) closes endsAt + n × this. 0 closes all at once. */
    closeGapSeconds: integer().notNull().default(60),
    /** Soft close: a price- or leader-changing quote inside this window extends the lot. */
    softCloseSeconds: integer().notNull().default(180),
    extensionSeconds: integer().notNull().default(180),
    /** Lots never run past scheduled end + this. */
    hardEndSeconds: integer().notNull().default(1800),
    status: auctionStatus().notNull().default('scheduled'),
    /** Quotes on this auction's lots are limited by the bidder's deposit (docs/deposits.md). */
    requiresDeposit: boolean().notNull().default(false),
    /** The buying-limit multiple here; null = the financier's, then DEPOSIT_LIMIT_MULTIPLE. */
    depositLimitMultiple: integer(),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auctions_state_window_idx').on(t.stateId, t.endsAt),
    index('auctions_window_idx').on(t.startsAt, t.endsAt),
    check('auctions_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('auctions_deposit_limit_multiple_ck', sql`${t.depositLimitMultiple} is null or ${t.depositLimitMultiple} > 0`),
  ],
);

export const lotStatus = pgEnum('lot_status', ['open', 'closed', 'withdrawn']);
export const lotResult = pgEnum('lot_result', [
  'none',
  'no_bids',
  'approval_pending',
  'approved',
  'rejected',
  'countered',
  'paid',
  'backed_out',
  'offered_h2',
]);

export const assets = pgTable(
  'assets',
  {
    id: id(),
    auctionId: integer()
      .notNull()
      .references(() => auctions.id),
    lotNo: integer().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    year: integer().notNull(),
    registrationNumber: text().notNull(),
    fuel: text().notNull().default('Diesel'),
    kmsDriven: integer(),
    hoursRun: integer(),
    owners: integer().notNull().default(1),
    yardLocation: text().notNull(),
    yardDistrict: text().notNull().default(''),
    inspectionNotes: text().notNull().default(''),
    specs: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** A walk-around video on an https page (YouTube, Drive...), shown as a link on the lot page. */
    videoUrl: text(),
    startPrice: rupees().notNull(),
    reservePrice: rupees(),
    increment: rupees().notNull(),
    /** Denormalised hot state, written only inside the quote transaction. */
    currentPrice: rupees(),
    // The user of the lot's last quote (whose own foreign key vouches for them), so no key of its
    // own: that check ran on nearly every quote's lot update (migrations/0007).
    leaderUserId: integer(),
    /** The agent whose quote leads, for a dealer leading through an agent (an agent's total cap counts it). */
    leaderAgentId: integer(),
    quoteCount: integer().notNull().default(0),
    lastSeq: integer().notNull().default(0),
    lastHash: char({ length: 64 }),
    startsAt: tstz().notNull(),
    endsAt: tstz().notNull(),
    hardEndAt: tstz().notNull(),
    extensions: integer().notNull().default(0),
    status: lotStatus().notNull().default('open'),
    closedAt: tstz(),
    result: lotResult().notNull().default('none'),
    reserveMet: boolean(),
    winnerUserId: integer().references(() => users.id),
    winningAmount: rupees(),
    resultDecidedAt: tstz(),
    paymentDueAt: tstz(),
    counterAmount: rupees(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assets_auction_lot_uq').on(t.auctionId, t.lotNo),
    index('assets_open_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'open'`),
    index('assets_make_model_idx').on(t.make, t.model),
    check('assets_prices_ck', sql`${t.startPrice} > 0 and ${t.increment} > 0`),
  ],
);

export const assetPhotos = pgTable(
  'asset_photos',
  {
    id: id(),
    assetId: integer()
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    sortOrder: integer().notNull().default(0),
    caption: text().notNull().default(''),
    /** Which view it shows (front, rear, engine, rc...: PHOTO_SLOTS in modules/catalog/photo-slots.ts). */
    slot: text().notNull().default('other'),
  },
  (t) => [index('asset_photos_asset_idx').on(t.assetId, t.sortOrder)],
);

export const quoteKind = pgEnum('quote_kind', ['manual', 'auto']);

/** Append-only: quotes cannot be withdrawn (buyer terms). */
export const quotes = pgTable(
  'quotes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer()
      .notNull()
      .references(() => assets.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: rupees().notNull(),
    seq: integer().notNull(),
    kind: quoteKind().notNull(),
    // The agent who placed it for the dealer (user_id); no foreign key, whose check would run on
    // every quote's insert (the engine takes it from a live dealer_agents row).
    agentId: integer(),
    prevHash: char({ length: 64 }),
    hash: char({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quotes_asset_seq_uq').on(t.assetId, t.seq), index('quotes_user_asset_idx').on(t.userId, t.assetId)],
);

export const autobids = pgTable(
  'autobids',
  {
    assetId: integer()
      .notNull()
      .references(() => assets.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    maxAmount: rupees().notNull(),
    /** When this maximum was set: equal maxima are won by the earlier one. */
    maxSetAt: tstz().notNull().defaultNow(),
    /** The agent who set this maximum for the dealer (user_id); null when the bidder set it. */
    agentId: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.userId] })],
);

export const watchlist = pgTable(
  'watchlist',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: integer()
      .notNull()
      .references(() => assets.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assetId] }), index('watchlist_asset_idx').on(t.assetId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // Always a signed-in user's id, taken from the session in the statement that writes the key; no
    // foreign key, whose check ran on every quote request (migrations/0007).
    userId: integer().notNull(),
    key: text().notNull(),
    scope: text().notNull(),
    requestHash: char({ length: 64 }).notNull(),
    responseStatus: integer().notNull(),
    // Stored as written and handed back as written: json, not jsonb, which would parse each answer.
    responseBody: json().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    // For the monitor's refused-quote bursts, the only reader by time (monitor-repo.ts): an
    // accepted quote's key, nearly every key, writes no entry here.
    index('idempotency_keys_refused_created_idx')
      .on(t.createdAt)
      .where(sql`${t.scope} = 'quote' and ${t.responseStatus} >= 400`),
  ],
);

/** Transactional outbox: written in the same transaction as the change it announces. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subject: text().notNull(),
    kind: text().notNull(),
    auctionId: integer(),
    assetId: integer(),
    seq: integer(),
    // The event as published (json: text as written, no jsonb conversion on the quote path).
    payload: json().notNull(),
    createdAt: createdAt(),
    publishedAt: tstz(),
    attempts: integer().notNull().default(0),
  },
  // Read only by id (the relay); another index would cost each event's insert and its mark.
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} is null`),
  ],
);

/**
 * The database routines applied from their source files (db/routines.ts), each with the hash of
 * the text last applied: a start-up re-applies a file whose text differs.
 */
export const routineVersions = pgTable('routine_versions', {
  name: text().primaryKey(),
  hash: char({ length: 64 }).notNull(),
  appliedAt: createdAt(),
});

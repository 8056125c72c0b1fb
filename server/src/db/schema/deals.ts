import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { STAGES } from '../../modules/deals/rules.js';
import { assets } from './auctions.js';
import { createdAt, id, rupees, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/** The stages of a won lot's deal, as the transitions in modules/deals/rules.ts name them. */
export const dealStage = pgEnum('deal_stage', STAGES);

/** One deal per lot that closed with a winner: who holds it now, at what amount, until when. */
export const deals = pgTable(
  'deals',
  {
    assetId: integer()
      .primaryKey()
      .references(() => assets.id),
    stage: dealStage().notNull(),
    buyerUserId: integer()
      .notNull()
      .references(() => users.id),
    /** 1 = H1; a fallback moves the deal to rank 2, then 3. */
    rank: integer().notNull(),
    amount: rupees().notNull(),
    /** Offer expiry, payment deadline or the RC transfer window's end, by the database clock. */
    deadlineAt: tstz(),
    /** Ranks already given their chance, in order. */
    triedRanks: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Bumped by every step: a step applies only to the version it read (one winner of a race). */
    version: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deals_buyer_idx').on(t.buyerUserId),
    index('deals_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.stage} in ('offered', 'payment_due')`),
    check('deals_rank_ck', sql`${t.rank} between 1 and 3`),
  ],
);

/** The timeline: every step a deal took, when, by whom, and the document it produced if any. */
export const dealSteps = pgTable(
  'deal_steps',
  {
    id: id(),
    assetId: integer()
      .notNull()
      .references(() => deals.assetId),
    action: text().notNull(),
    stage: dealStage().notNull(),
    buyerUserId: integer()
      .notNull()
      .references(() => users.id),
    rank: integer().notNull(),
    amount: rupees().notNull(),
    deadlineAt: tstz(),
    /** admin | buyer | system */
    actorKind: text().notNull(),
    actorUserId: integer().references(() => users.id),
    /** A generated document's kind (release_letter, gate_pass) or a reference the actor gave. */
    document: text(),
    note: text().notNull().default(''),
    charge: boolean().notNull().default(false),
    at: createdAt(),
  },
  (t) => [index('deal_steps_asset_idx').on(t.assetId, t.id)],
);

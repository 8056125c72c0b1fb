import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, rupees, tstz } from './columns.js';
import { users } from './users.js';

export const dealerAgentStatus = pgEnum('dealer_agent_status', ['invited', 'active', 'suspended', 'revoked']);

/**
 * A dealer's agent: invited by phone, bound to the user who accepts the invite. An ACTIVE agent's
 * quotes and maxima are the dealer's (the bidder is the dealer; `agent_id` records who placed
 * them), within the caps below; the engine reads this row with the session.
 */
export const dealerAgents = pgTable(
  'dealer_agents',
  {
    id: id(),
    dealerId: integer()
      .notNull()
      .references(() => users.id),
    /** Null until the invite is accepted. A user is the agent of at most one dealer. */
    agentUserId: integer().references(() => users.id),
    phone: char({ length: 10 }).notNull(),
    name: text().notNull(),
    status: dealerAgentStatus().notNull().default('invited'),
    inviteTokenHash: char({ length: 64 }).unique(),
    inviteExpiresAt: tstz(),
    /** The highest amount (rupees) the agent may quote or set as a maximum on one lot; null = no cap. */
    perLotCap: rupees(),
    /** The agent's own exposure cap (rupees; exposure over the agent's own quotes and maxima); null = no cap. */
    totalCap: rupees(),
    /** States the agent may quote in; null = all. */
    allowedStateIds: integer().array(),
    /** Segment codes the agent may quote in; null = all. */
    allowedSegments: text().array(),
    createdAt: createdAt(),
    activatedAt: tstz(),
    suspendedAt: tstz(),
  },
  (t) => [
    uniqueIndex('dealer_agents_agent_user_uq')
      .on(t.agentUserId)
      .where(sql`${t.agentUserId} is not null and ${t.status} <> 'revoked'`),
    uniqueIndex('dealer_agents_dealer_phone_uq')
      .on(t.dealerId, t.phone)
      .where(sql`${t.status} <> 'revoked'`),
    index('dealer_agents_dealer_idx').on(t.dealerId, t.id),
    check('dealer_agents_caps_ck', sql`(${t.perLotCap} is null or ${t.perLotCap} > 0) and (${t.totalCap} is null or ${t.totalCap} > 0)`),
    check('dealer_agents_not_self_ck', sql`${t.agentUserId} is null or ${t.agentUserId} <> ${t.dealerId}`),
  ],
);

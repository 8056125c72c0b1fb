import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows.js';
import { users } from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';

/** The live monitor's figures, straight from the quotes and idempotency tables. Queries only. */

type DbTime = string | Date;

/** Accepted quotes on the auction per minute, for the last 5 minutes; 0 is the current minute. */
export async function quotesPerMinute(ex: Executor, auctionId: number) {
  return queryRows<{ minutes_ago: number; n: number }>(
    ex,
    sql`select floor(extract(epoch from (now() - q.created_at)) / 60)::int as minutes_ago, count(*)::int as n
        from quotes q join assets a on a.id = q.asset_id
        where a.auction_id = ${auctionId} and q.created_at > now() - interval '5 minutes' and q.created_at <= now()
        group by 1`,
  );
}

export interface PushRow {
  asset_id: number;
  lot_no: number;
  pusher_id: number;
  proxy_id: number;
  n: number;
  last_at: DbTime;
}

/**
 * A buyer's manual quotes each answered at once (next seq, same moment) by one other buyer's
 * autobid: someone probing a proxy's hidden maximum, or two accounts run to push a price.
 */
export async function autobidPushes(ex: Executor, auctionId: number, minCount: number, windowMinutes: number) {
  return queryRows<PushRow>(
    ex,
    sql`select m.asset_id, a.lot_no, m.user_id as pusher_id, n.user_id as proxy_id, count(*)::int as n, max(n.created_at) as last_at
        from quotes m
        join assets a on a.id = m.asset_id
        join quotes n on n.asset_id = m.asset_id and n.seq = m.seq + 1
        where a.auction_id = ${auctionId}
          and m.kind = 'manual' and n.kind = 'auto' and n.user_id <> m.user_id
          and n.created_at <= m.created_at + interval '2 seconds'
          and m.created_at > now() - make_interval(mins => ${windowMinutes})
        group by m.asset_id, a.lot_no, m.user_id, n.user_id
        having count(*) >= ${minCount}
        order by max(n.created_at) desc`,
  );
}

/**
 * Users with many refused quote requests lately. The idempotency table records each request's
 * answer but not its lot, so these bursts are platform-wide, not pinned to an auction.
 */
export async function rejectedBursts(ex: Executor, minCount: number, windowMinutes: number) {
  return queryRows<{ user_id: number; n: number; last_at: DbTime }>(
    ex,
    sql`select k.user_id, count(*)::int as n, max(k.created_at) as last_at
        from idempotency_keys k
        where k.scope = 'quote' and k.response_status >= 400 and k.created_at > now() - make_interval(mins => ${windowMinutes})
        group by k.user_id
        having count(*) >= ${minCount}
        order by max(k.created_at) desc`,
  );
}

export async function people(ex: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, { user_id: number; name: string; phone: string }>();
  const rows = await ex
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, { user_id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), phone: u.phone }]));
}

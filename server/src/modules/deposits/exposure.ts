/**
 * A bidder's exposure: what they may have to pay for, across every auction that requires
 * deposits. The bidding engine computes the same sum inside its transaction when it checks a
 * buying limit (bidding/engine/place-batch.sql, bidding/rules.ts `lotExposure`); this is its
 * reading outside the engine (refunds, the dealer's dashboard, tests). See docs/deposits.md.
 *
 *   exposure = Σ over open lots they lead: max(current price, their autobid maximum there)
 *            + Σ over open lots they do not lead: their autobid maximum, when it can still quote
 *              (maximum ≥ the lot's next valid amount)
 *            + Σ over lots they won and have not paid (deal in approval_pending or payment_due): the deal amount
 *
 * The open lots are the ones the buyer quoted on from their deposit_accounts.exposure_from_lot on
 * (no lot below it holds their exposure; vh_quoted_lots, as the engine's sum) and their
 * exposure_lots rows (agents' lots, and bids recorded when an auction was switched to require
 * deposits), so the sum never walks a buyer's whole quote history. A buyer without an account
 * (a limit of 0, so the engine accepted nothing of theirs that adds exposure) has only the rows.
 */
import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/rows.js';
import type { Executor } from '../../db/client.js';

export interface Exposure {
  /** On open lots: leads and live maxima. */
  open: number;
  /** Won, not yet paid. */
  unpaid: number;
  total: number;
}

/** The deposit exposure of a bidder (for a dealer: their agents' quotes and maxima included). */
export async function exposureOf(ex: Executor, userId: number): Promise<Exposure> {
  const [row] = await queryRows<{ open: number | string | null; unpaid: number | string | null }>(
    ex,
    sql`select
          (select coalesce(sum(case
                    when a.leader_user_id = ${userId} and a.current_price is not null then greatest(a.current_price, coalesce(b.max_amount, 0))
                    when b.max_amount >= coalesce(a.current_price + a.increment, a.start_price) then b.max_amount
                    else 0 end), 0)
             from (select q.asset_id
                     from vh_quoted_lots(${userId}, (select da.exposure_from_lot from deposit_accounts da where da.user_id = ${userId})) as q(asset_id)
                   union
                   select e.asset_id from exposure_lots e where e.user_id = ${userId}) x
             join assets a on a.id = x.asset_id
             join auctions au on au.id = a.auction_id
             left join autobids b on b.asset_id = x.asset_id and b.user_id = ${userId}
            where a.status = 'open' and au.requires_deposit and au.status <> 'cancelled') as open,
          (select coalesce(sum(d.amount), 0)
             from deals d
             join assets a on a.id = d.asset_id
             join auctions au on au.id = a.auction_id
            where d.buyer_user_id = ${userId} and d.stage in ('approval_pending', 'payment_due') and au.requires_deposit) as unpaid`,
  );
  const open = Number(row?.open ?? 0);
  const unpaid = Number(row?.unpaid ?? 0);
  return { open, unpaid, total: open + unpaid };
}

/**
 * An agent's own exposure (their total cap's measure), on every auction, deposits or not: the
 * open lots the dealer leads by the agent's quote (at least the price), the dealer's maxima the
 * agent set (when they lead or can still quote), and the dealer's unpaid wins whose winning quote
 * was the agent's: as H1, the leading quote; as an H2 or H3 who accepted the offer, the dealer's
 * best quote on the lot (bidding/rules.ts `dealAgent`). An offer not yet accepted commits nothing.
 */
export async function agentExposureOf(ex: Executor, dealerId: number, agentUserId: number): Promise<Exposure> {
  const [row] = await queryRows<{ open: number | string | null; unpaid: number | string | null }>(
    ex,
    sql`select
          (select coalesce(sum(greatest(
                    case when a.leader_user_id = x.user_id and a.leader_agent_id = ${agentUserId} then a.current_price else 0 end,
                    case when b.agent_id = ${agentUserId}
                          and (a.leader_user_id = x.user_id or b.max_amount >= coalesce(a.current_price + a.increment, a.start_price))
                         then b.max_amount else 0 end)), 0)
             from exposure_lots x
             join assets a on a.id = x.asset_id
             join auctions au on au.id = a.auction_id
             left join autobids b on b.asset_id = x.asset_id and b.user_id = x.user_id
            where x.user_id = ${dealerId} and a.status = 'open' and au.status <> 'cancelled') as open,
          (select coalesce(sum(d.amount), 0)
             from deals d
             join assets a on a.id = d.asset_id
            where d.buyer_user_id = ${dealerId} and d.stage in ('approval_pending', 'payment_due')
              and case when d.rank = 1 then a.leader_agent_id = ${agentUserId}
                       else (select q.agent_id from quotes q where q.user_id = ${dealerId} and q.asset_id = d.asset_id
                              order by q.amount desc limit 1) = ${agentUserId} end) as unpaid`,
  );
  const open = Number(row?.open ?? 0);
  const unpaid = Number(row?.unpaid ?? 0);
  return { open, unpaid, total: open + unpaid };
}

/**
 * The exposure rows of the auction's open lots, from their quotes and maxima: after deposits are
 * switched on, for a request that was decided under the old setting while the switch waited for
 * the lots (it commits after the switch). Takes the lots in id order, so such a request is done.
 * Those bidders' exposure bounds (docs/deposits.md) did not count the lot: they become unknown,
 * the accounts locked after the lots in user id order, as the engine takes them.
 */
export async function recordExposureOfBids(ex: Executor, auctionId: number) {
  await ex.execute(sql`select id from assets where auction_id = ${auctionId} and status = 'open' order by id for update`);
  const bidders = await queryRows<{ user_id: number }>(
    ex,
    sql`
    insert into exposure_lots (user_id, asset_id)
    select distinct x.user_id, x.asset_id from (
      select q.user_id, q.asset_id from quotes q join assets a on a.id = q.asset_id where a.auction_id = ${auctionId} and a.status = 'open'
      union
      select b.user_id, b.asset_id from autobids b join assets a on a.id = b.asset_id where a.auction_id = ${auctionId} and a.status = 'open'
    ) x
    on conflict do nothing
    returning user_id`,
  );
  if (bidders.length === 0) return;
  const ids = intArray([...new Set(bidders.map((b) => Number(b.user_id)))]);
  await ex.execute(sql`select 1 from deposit_accounts where user_id = any(${ids}::int[]) order by user_id for update`);
  await ex.execute(
    sql`update deposit_accounts set exposure_bound = null where user_id = any(${ids}::int[]) and exposure_bound is not null`,
  );
}

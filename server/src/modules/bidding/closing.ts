import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/rows.js';
import { writeOutbox, type OutboxEvent } from '../../events/outbox.js';
import { lotSubject, userSubject } from '../../events/subjects.js';
import { openDeals } from '../deals/index.js';
import type { Db } from '../../db/client.js';

interface ClosedLot {
  id: number;
  auction_id: number;
  last_seq: number;
  ends_at: string | Date;
  closed_at: string | Date;
  current_price: number | null;
  leader_user_id: number | null;
  reserve_met: boolean | null;
  result: string;
}

/**
 * Closes every open lot whose end has passed by the database clock. The WHERE clause is the
 * guard: when several instances run this at once, each lot is closed by exactly one of them, and
 * a quote holding the lot's row lock is waited for (its extension is then re-checked).
 */
export async function closeDueLots(db: Db, limit = 200): Promise<ClosedLot[]> {
  return db.transaction(async (tx) => {
    const closed = await queryRows<ClosedLot>(
      tx,
      sql`update assets set
            status = 'closed',
            closed_at = now(),
            updated_at = now(),
            winner_user_id = leader_user_id,
            winning_amount = current_price,
            reserve_met = case when current_price is null then null else current_price >= coalesce(reserve_price, 0) end,
            result = case when leader_user_id is null then 'no_bids'::lot_result else 'approval_pending'::lot_result end
          where id in (
            select id from assets
            where status = 'open' and ends_at <= now()
            order by ends_at
            limit ${limit}
            for update skip locked
          )
          and status = 'open' and ends_at <= now()
          returning id, auction_id, last_seq, ends_at, closed_at, current_price, leader_user_id, reserve_met, result`,
    );
    const events: OutboxEvent[] = [];
    for (const lot of closed) {
      const payload = {
        type: 'closed',
        auctionId: lot.auction_id,
        assetId: lot.id,
        seq: lot.last_seq,
        price: lot.current_price,
        leaderUserId: lot.leader_user_id,
        result: lot.result,
        endsAt: new Date(lot.ends_at).toISOString(),
        closedAt: new Date(lot.closed_at).toISOString(),
      };
      events.push({
        subject: lotSubject(lot.auction_id, lot.id, 'closed'),
        kind: 'closed',
        auctionId: lot.auction_id,
        assetId: lot.id,
        seq: lot.last_seq,
        payload,
      });
      if (lot.leader_user_id !== null) {
        events.push({
          subject: userSubject(lot.leader_user_id, 'won'),
          kind: 'won',
          auctionId: lot.auction_id,
          assetId: lot.id,
          seq: lot.last_seq,
          payload: {
            type: 'won',
            auctionId: lot.auction_id,
            assetId: lot.id,
            price: lot.current_price,
            reserveMet: lot.reserve_met,
            result: lot.result,
          },
        });
      }
    }
    await writeOutbox(tx, events);
    // A closed lot leaves the open lots exposure is summed over (a win counts through its deal).
    if (closed.length > 0)
      await tx.execute(sql`delete from exposure_lots where asset_id = any(${intArray(closed.map((l) => l.id))}::int[])`);
    await openDeals(tx, closed);
    return closed;
  });
}

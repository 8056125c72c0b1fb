import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { closeDueLots } from '../bidding/index.js';
import type { Db } from '../../db/client.js';
import type { FastifyInstance } from 'fastify';

type Result = 'approval_pending' | 'approved' | 'rejected' | 'countered' | 'paid' | 'backed_out' | 'offered_h2';

/** A manual quote through the bidding API, which must accept it. */
export async function quote(app: FastifyInstance, cookie: string, assetId: number, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/client/bid',
    headers: { cookie, 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest' },
    payload: { asset_id: assetId, amount },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function autobid(app: FastifyInstance, cookie: string, assetId: number, max: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/client/add_autobid_amount',
    headers: { cookie, 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest' },
    payload: { asset_id: assetId, max_amount: max },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Ends an auction by the database clock and lets the scheduler's closing step run. */
export async function endAuction(db: Db, auctionId: number) {
  await db.execute(sql`update auctions set ends_at = now() - interval '1 second' where id = ${auctionId}`);
  await db.execute(sql`update assets set ends_at = now() - interval '1 second' where auction_id = ${auctionId} and status = 'open'`);
  await closeDueLots(db);
}

/** What the admin console would record; approval starts the 48-hour payment clock. */
export async function setResult(db: Db, assetId: number, result: Result, extra: { counterAmount?: number; winnerUserId?: number } = {}) {
  await db.execute(sql`update assets set
      result = ${result}::lot_result,
      result_decided_at = now(),
      payment_due_at = case when ${result} = 'approved' then now() + interval '48 hours' else payment_due_at end,
      counter_amount = coalesce(${extra.counterAmount ?? null}::int, counter_amount),
      winner_user_id = coalesce(${extra.winnerUserId ?? null}::int, winner_user_id)
    where id = ${assetId}`);
  // The lot's deal, opened at the close, follows: the readers of after-sale stages look at both.
  const stage =
    { approved: 'payment_due', paid: 'release_pending', offered_h2: 'offered', countered: 'approval_pending' }[result as string] ?? result;
  await db.execute(sql`update deals set stage = ${stage}::deal_stage,
      buyer_user_id = coalesce(${extra.winnerUserId ?? null}::int, buyer_user_id)
    where asset_id = ${assetId}`);
}

export async function recordBackout(db: Db, assetId: number, userId: number) {
  await db.execute(sql`insert into backouts (asset_id, user_id, amount, status) values (${assetId}, ${userId}, 10000, 'due')`);
  await setResult(db, assetId, 'backed_out');
}

export function post(app: FastifyInstance, url: string, cookie: string | undefined, payload: unknown = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), 'x-requested-with': 'XMLHttpRequest' },
    payload: payload as Record<string, unknown>,
  });
}

/** A multipart/form-data body of text fields, as the browser's FormData sends it. */
export function postMultipart(app: FastifyInstance, url: string, cookie: string | undefined, fields: Record<string, string | number>) {
  const boundary = `----vh${randomUUID().replace(/-/g, '')}`;
  const body =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
}

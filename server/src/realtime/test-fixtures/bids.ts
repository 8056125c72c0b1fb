import { randomUUID } from 'node:crypto';
import { placeQuote } from '../../test/factories.js';
import type { FastifyInstance } from 'fastify';

/** POST /client/bid over real HTTP, as a browser would. */
export async function bidOverHttp(baseUrl: string, cookie: string, assetId: number, amount: number) {
  const res = await fetch(`${baseUrl}/client/bid`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ asset_id: assetId, amount }),
  });
  const body = (await res.json()) as { status: number; data?: { seq: number } };
  if (res.status !== 200) throw new Error(`quote refused: ${JSON.stringify(body)}`);
  return body.data!;
}

/** POST /client/bid through app.inject (no socket), for setting up history quickly: the quote's seq and price. */
export async function bid(app: FastifyInstance, cookie: string, assetId: number, amount: number) {
  return (await placeQuote(app, cookie, assetId, amount)).json().data as { seq: number; price: number };
}

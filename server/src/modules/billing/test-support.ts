import { assets, auctions, plans } from '../../db/schema/index.js';
import { ensureFinancier, ensureSegment, ensureState } from '../../test/factories.js';
import { insertBackout } from './backouts-repo.js';
import { termKey } from './constants.js';
import type { Executor } from '../../db/client.js';
import type { RazorpayStandIn } from './gateway/test-razorpay-stand-in.js';

/* Shared by the billing suites: plans, auctions with lots, forms, gateway environments. */

let planCounter = 0;

export async function insertPlan(
  db: Executor,
  p: { tenureMonths: number; price: number; name?: string; segmentId?: number | null; isPublished?: boolean; platform?: string },
) {
  const [row] = await db
    .insert(plans)
    .values({
      name: p.name ?? `PAN India Permission ${++planCounter}`,
      tenureMonths: p.tenureMonths,
      price: p.price,
      segmentId: p.segmentId ?? null,
      isPublished: p.isPublished ?? true,
      platform: p.platform ?? 'auction',
    })
    .returning();
  return row!;
}

let lotCounter = 0;

/** A closed lot won by the user, with the approval time the 48-hour rule counts from. */
export async function insertWonAsset(
  db: Executor,
  userId: number,
  opts: { result?: 'approved' | 'backed_out'; winningAmount?: number; decidedHoursAgo?: number } = {},
) {
  const [state, segment, financier] = await Promise.all([ensureState(db), ensureSegment(db), ensureFinancier(db)]);
  const [auction] = await db
    .insert(auctions)
    .values({
      title: `Test auction ${++lotCounter}`,
      financierId: financier.id,
      stateId: state.id,
      segmentId: segment.id,
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      endsAt: new Date(Date.now() - 2 * 86_400_000),
    })
    .returning();
  const decided = new Date(Date.now() - (opts.decidedHoursAgo ?? 1) * 3_600_000);
  const [asset] = await db
    .insert(assets)
    .values({
      auctionId: auction!.id,
      lotNo: lotCounter,
      make: 'Mahindra',
      model: '575 DI',
      year: 2019,
      registrationNumber: `MH12AB${String(1000 + lotCounter)}`,
      yardLocation: 'Pune yard',
      startPrice: 300_000,
      increment: 5_000,
      startsAt: auction!.startsAt,
      endsAt: auction!.endsAt,
      hardEndAt: auction!.endsAt,
      status: 'closed',
      result: opts.result ?? 'approved',
      winnerUserId: userId,
      winningAmount: opts.winningAmount ?? 350_000,
      resultDecidedAt: decided,
    })
    .returning();
  return asset!;
}

export async function insertBackoutFor(db: Executor, userId: number) {
  const asset = await insertWonAsset(db, userId, { result: 'backed_out' });
  return insertBackout(db, { assetId: asset.id, userId });
}

/** The spec's url-encoded form encoding, as the web client sends it. */
export function form(fields: Record<string, string | number | undefined>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, String(v));
  return { payload: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

export const planTerm = (months: number, price: number) => JSON.stringify({ [termKey(months)]: price });

export function razorpayEnv(standIn: RazorpayStandIn): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: standIn.keyId,
    RAZORPAY_KEY_SECRET: standIn.keySecret,
    RAZORPAY_WEBHOOK_SECRET: standIn.webhookSecret,
    RAZORPAY_BASE_URL: standIn.url,
  };
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { assets, auctions, financiers, segments, sessions, states, users } from '../../db/schema/index.js';
import { hashToken } from '../accounts/index.js';
import { closeDueLots } from '../bidding/index.js';
import type { Db } from '../../db/client.js';

export interface FixtureRequest {
  buyers: number;
  lots: number;
  minutes: number;
  startPrice: number;
  increment: number;
  /** argon2id hash of the shared password of the load buyers (hashed once, not per buyer). */
  passwordHash: string;
}

/**
 * Load-test buyers (subscribed, with live sessions) and one live auction of hot lots, made in one
 * transaction. Phones start with 5, which no Indian mobile number does: they can never collide
 * with a real account.
 */
export async function createFixtures(db: Db, req: FixtureRequest, ttlHours: number) {
  return db.transaction(async (tx) => {
    const [state] = await tx.select({ id: states.id }).from(states).orderBy(states.id).limit(1);
    const [segment] = await tx.select({ id: segments.id }).from(segments).orderBy(segments.id).limit(1);
    const [financier] = await tx.select({ id: financiers.id }).from(financiers).orderBy(financiers.id).limit(1);
    if (!state || !segment || !financier) throw new Error('seed reference data first (states, segments, financiers)');
    const tag = randomBytes(4).readUInt32BE() % 1000;
    const userRows = await tx
      .insert(users)
      .values(
        Array.from({ length: req.buyers }, (_, i) => ({
          phone: `5${String(tag).padStart(3, '0')}${String(i).padStart(6, '0')}`,
          firstName: 'Load',
          lastName: `Buyer ${i + 1}`,
          passwordHash: req.passwordHash,
          stateId: state.id,
          isSubscribed: true,
          neverSubscribed: false,
          subscriptionDate: sql`now()`,
          subscriptionEndDate: sql`now() + interval '7 days'`,
          remarks: 'Load test',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, phone: users.phone });
    const tokens = userRows.map(() => randomBytes(32).toString('base64url'));
    if (userRows.length) {
      await tx.insert(sessions).values(
        userRows.map((u, i) => ({
          tokenHash: hashToken(tokens[i]!),
          userId: u.id,
          expiresAt: sql`now() + make_interval(hours => ${ttlHours})`,
        })),
      );
    }
    const [auction] = await tx
      .insert(auctions)
      .values({
        title: 'Load test auction',
        financierId: financier.id,
        stateId: state.id,
        segmentId: segment.id,
        startsAt: sql`now() - interval '1 minute'`,
        endsAt: sql`now() + make_interval(mins => ${req.minutes})`,
      })
      .returning();
    const lotRows = await tx
      .insert(assets)
      .values(
        Array.from({ length: req.lots }, (_, i) => ({
          auctionId: auction!.id,
          lotNo: i + 1,
          make: 'Mahindra',
          model: '575 DI XP Plus',
          year: 2019,
          registrationNumber: `MH 12 LT ${String(1000 + i)}`,
          yardLocation: 'Load test yard, Pune',
          startPrice: req.startPrice,
          increment: req.increment,
          startsAt: auction!.startsAt,
          endsAt: auction!.endsAt,
          hardEndAt: sql`${auction!.endsAt.toISOString()}::timestamptz + interval '30 minutes'`,
        })),
      )
      .returning({ id: assets.id });
    return {
      auctionId: auction!.id,
      lotIds: lotRows.map((l) => l.id),
      sessionTokens: tokens,
      userIds: userRows.map((u) => u.id),
      phones: userRows.map((u) => u.phone),
    };
  });
}

/**
 * Ends an auction now: its end and its open lots' ends (hard end included) move to the database
 * clock's now, and the lots close as the close scheduler closes them (winner, deal, deposit
 * holds, events). The ids of the lots closed.
 */
export async function endAuctionNow(db: Db, auctionId: number): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update auctions set ends_at = least(ends_at, now()), updated_at = now() where id = ${auctionId} and starts_at < now()`,
    );
    await tx.execute(
      sql`update assets set ends_at = now(), hard_end_at = now(), updated_at = now() where auction_id = ${auctionId} and status = 'open'`,
    );
  });
  const closed: number[] = [];
  for (;;) {
    const batch = await closeDueLots(db);
    closed.push(...batch.filter((l) => l.auction_id === auctionId).map((l) => l.id));
    if (batch.length === 0) break;
  }
  return closed;
}

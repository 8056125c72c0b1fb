import { and, asc, eq, sql } from 'drizzle-orm';
import { intArray, perHandle, queryRows } from '../../db/rows.js';
import { assets, auctions, autobids, quotes } from '../../db/schema/index.js';
import { lotSubject } from '../../events/subjects.js';
import type { Executor } from '../../db/client.js';
import type { CommittedEvent } from '../../events/outbox.js';
import type { EngineOutcome } from './quote-outcome.js';

/** The subject templates the engine fills in per lot (the subjects stay built in one place). */
export const QUOTE_SUBJECT = lotSubject('{auction}', '{asset}', 'quote');
export const EXTENDED_SUBJECT = lotSubject('{auction}', '{asset}', 'extended');

/** A request to the engine: a manual quote, or with kind 'autobid' a maximum (amount) to set or raise. */
export interface QuoteRequest {
  kind?: 'autobid';
  tokenHash: string;
  assetId: number;
  amount: number;
  key: string;
  requestHash: string;
}

/**
 * Manual quotes and autobids in one round trip and one transaction, decided in the database in
 * arrival order by vh_place_quote_batch (bidding/engine/place-batch.sql): the batch's sessions,
 * idempotency keys, lot locks and proxies are read, and its quotes, outbox rows, lots, proxies and
 * stored answers written, a statement each. Answers come back in the same order, each with the
 * outbox rows its request committed (none for a refusal, a replay or an autobid that placed none).
 */
export interface PlacedQuote {
  outcome: EngineOutcome;
  events: CommittedEvent[];
}

/** What the function returns (as text): the answers by request, the events with their request (1-based). */
interface BatchAnswer {
  answers: EngineOutcome[];
  events: Array<[request: number, event: CommittedEvent]>;
}

/** DEPOSIT_LIMIT_MULTIPLE's default, for callers without a configuration (tests, tools). */
export const DEFAULT_DEPOSIT_LIMIT_MULTIPLE = 10;

/** `depositMultiple`: the platform's buying-limit multiple (DEPOSIT_LIMIT_MULTIPLE). */
export async function placeQuotes(
  ex: Executor,
  requests: QuoteRequest[],
  depositMultiple = DEFAULT_DEPOSIT_LIMIT_MULTIPLE,
): Promise<PlacedQuote[]> {
  const [row] = await queryRows<{ answer: string }>(
    ex,
    sql`select vh_place_quote_batch_v2(${JSON.stringify(requests)}::jsonb, ${QUOTE_SUBJECT}, ${EXTENDED_SUBJECT}, ${depositMultiple}::int) as answer`,
  );
  const { answers, events } = JSON.parse(row!.answer) as BatchAnswer;
  const placed: PlacedQuote[] = answers.map((outcome) => ({ outcome, events: [] }));
  for (const [request, event] of events) placed[request - 1]!.events.push(event);
  return placed;
}

// ---- reads --------------------------------------------------------------------------------

export async function quoteHistory(ex: Executor, assetId: number) {
  return ex
    .select({
      assetId: quotes.assetId,
      seq: quotes.seq,
      userId: quotes.userId,
      amount: quotes.amount,
      kind: quotes.kind,
      createdAt: quotes.createdAt,
      prevHash: quotes.prevHash,
      hash: quotes.hash,
    })
    .from(quotes)
    .where(eq(quotes.assetId, assetId))
    .orderBy(asc(quotes.seq));
}

/** The lot reads (get-lnt-latest-bid, every socket's resync): the most frequent queries there are. */
const lotSnapshotsQuery = perHandle((ex) =>
  ex
    .select({
      id: assets.id,
      auctionId: assets.auctionId,
      status: assets.status,
      startsAt: assets.startsAt,
      endsAt: assets.endsAt,
      hardEndAt: assets.hardEndAt,
      startPrice: assets.startPrice,
      increment: assets.increment,
      currentPrice: assets.currentPrice,
      leaderUserId: assets.leaderUserId,
      quoteCount: assets.quoteCount,
      lastSeq: assets.lastSeq,
      extensions: assets.extensions,
      result: assets.result,
      winnerUserId: assets.winnerUserId,
      auctionStatus: auctions.status,
      serverTime: sql<Date>`clock_timestamp()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .where(sql`${assets.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('lot_snapshots'),
);

const userProxiesQuery = perHandle((ex) =>
  ex
    .select({ assetId: autobids.assetId, max: autobids.maxAmount })
    .from(autobids)
    .where(and(eq(autobids.userId, sql.placeholder('userId')), sql`${autobids.assetId} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('user_proxies'),
);

export async function lotSnapshots(ex: Executor, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return lotSnapshotsQuery(ex).execute({ ids: intArray(assetIds) });
}

export async function userProxies(ex: Executor, userId: number, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return userProxiesQuery(ex).execute({ userId, ids: intArray(assetIds) });
}

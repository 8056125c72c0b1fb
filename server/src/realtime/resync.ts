/**
 * What a (re)subscribing client missed, read from Postgres (the source of truth): the quotes after
 * its last seq, mapped to live 'quote' messages, then a snapshot; or only a snapshot when it has
 * no seq or is more than MAX_REPLAY behind. Requests arriving in the same tick share one read,
 * so a reconnect storm after a restart costs a query per lot, not per socket.
 */
import { lotSnapshots, lotState, maskBidder, nextValidAmount, userProxies } from '../modules/bidding/index.js';
import { forViewer } from './messages.js';
import { MAX_REPLAY, type LotMessage, type LotRef, type QuoteMessage, type SnapshotMessage } from './protocol.js';
import { quotesBetween } from './repo.js';
import type { Db } from '../db/client.js';

type LotRow = Awaited<ReturnType<typeof lotSnapshots>>[number];
type QuoteRow = Awaited<ReturnType<typeof quotesBetween>>[number];

/** replay: missed quotes then a snapshot. fresh: no seq given. behind: too far behind (or ahead). */
export type ResyncMode = 'replay' | 'fresh' | 'behind';

export interface LotResync {
  assetId: number;
  auctionId: number;
  mode: ResyncMode;
  messages: LotMessage[];
  /** The snapshot's seq: buffered live quotes above it still need delivering. */
  floor: number;
}

export interface ResyncResult {
  lots: Map<number, LotResync>;
  missing: number[];
}

export interface ResyncLoader {
  load(viewerId: number | null, refs: LotRef[]): Promise<ResyncResult>;
}

interface Batch {
  ids: Set<number>;
  /** Lowest lastSeq per lot that asked for a replay. */
  replayFrom: Map<number, number>;
  done: Promise<{ rows: Map<number, LotRow>; quotes: Map<number, QuoteRow[]> }>;
}

export function modeFor(lastSeq: number | undefined, currentSeq: number): ResyncMode {
  if (lastSeq === undefined) return 'fresh';
  if (lastSeq > currentSeq || currentSeq - lastSeq > MAX_REPLAY) return 'behind';
  return 'replay';
}

export function createResyncLoader(opts: { db: Db; secret: string }): ResyncLoader {
  const { db, secret } = opts;
  let batch: Batch | null = null;

  function enqueue(refs: LotRef[]): Batch {
    if (!batch) {
      const b: Batch = { ids: new Set(), replayFrom: new Map(), done: null as never };
      b.done = new Promise((resolve, reject) => {
        setImmediate(() => {
          batch = null;
          read(b).then(resolve, reject);
        });
      });
      batch = b;
    }
    for (const r of refs) {
      batch.ids.add(r.assetId);
      if (r.lastSeq !== undefined) {
        const prev = batch.replayFrom.get(r.assetId);
        if (prev === undefined || r.lastSeq < prev) batch.replayFrom.set(r.assetId, r.lastSeq);
      }
    }
    return batch;
  }

  async function read(b: Batch) {
    const rows = new Map((await lotSnapshots(db, [...b.ids])).map((r) => [r.id, r]));
    const quotes = new Map<number, QuoteRow[]>();
    await Promise.all(
      [...b.replayFrom].map(async ([assetId, from]) => {
        const row = rows.get(assetId);
        if (!row || modeFor(from, row.lastSeq) !== 'replay' || from === row.lastSeq) return;
        // Bounded by the snapshot's seq so the replay and the snapshot describe one moment.
        quotes.set(assetId, await quotesBetween(db, assetId, from, row.lastSeq));
      }),
    );
    return { rows, quotes };
  }

  function snapshotFor(row: LotRow, viewerId: number | null, myMax: number | undefined): SnapshotMessage {
    const snap: SnapshotMessage = {
      type: 'snapshot',
      auctionId: row.auctionId,
      assetId: row.id,
      seq: row.lastSeq,
      state: lotState(row),
      ...(row.currentPrice !== null && { price: row.currentPrice }),
      ...(row.leaderUserId !== null && { leader: maskBidder(secret, row.id, row.leaderUserId) }),
      startPrice: row.startPrice,
      increment: row.increment,
      nextValidAmount: nextValidAmount({ price: row.currentPrice, startPrice: row.startPrice, increment: row.increment }),
      quoteCount: row.quoteCount,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      extensions: row.extensions,
      serverTime: row.serverTime.toISOString(),
    };
    if (viewerId !== null) {
      snap.you_lead = row.leaderUserId === viewerId;
      if (myMax !== undefined) snap.myMax = myMax;
    }
    return snap;
  }

  function replayFor(row: LotRow, missed: QuoteRow[], viewerId: number | null): QuoteMessage[] {
    return missed.map((q) => {
      // A stored quote does not record who led after it; that is its bidder except, possibly,
      // for the lot's latest quote (an earlier equal autobid), which the lot row does record.
      const leaderId = q.seq === row.lastSeq ? row.leaderUserId : q.userId;
      const bidder = maskBidder(secret, row.id, q.userId);
      const m: QuoteMessage = {
        type: 'quote',
        auctionId: row.auctionId,
        assetId: row.id,
        seq: q.seq,
        amount: q.amount,
        kind: q.kind,
        bidder,
        quoteCount: q.seq,
        nextValidAmount: q.amount + row.increment,
        endsAt: row.endsAt.toISOString(),
        acceptedAt: q.createdAt.toISOString(),
        serverTime: row.serverTime.toISOString(),
      };
      if (leaderId !== null && leaderId !== q.userId) m.leader = maskBidder(secret, row.id, leaderId);
      return forViewer(m, viewerId, leaderId, q.userId);
    });
  }

  return {
    async load(viewerId, refs) {
      const b = enqueue(refs);
      const [{ rows, quotes }, mine] = await Promise.all([
        b.done,
        viewerId === null
          ? Promise.resolve([])
          : userProxies(
              db,
              viewerId,
              refs.map((r) => r.assetId),
            ),
      ]);
      const myMax = new Map(mine.map((m) => [m.assetId, m.max]));
      const lots = new Map<number, LotResync>();
      const missing: number[] = [];
      for (const ref of refs) {
        const row = rows.get(ref.assetId);
        if (!row) {
          missing.push(ref.assetId);
          continue;
        }
        const mode = modeFor(ref.lastSeq, row.lastSeq);
        const missed = mode === 'replay' ? (quotes.get(row.id) ?? []).filter((q) => q.seq > ref.lastSeq!) : [];
        lots.set(row.id, {
          assetId: row.id,
          auctionId: row.auctionId,
          mode,
          messages: [...replayFor(row, missed, viewerId), snapshotFor(row, viewerId, myMax.get(row.id))],
          floor: row.lastSeq,
        });
      }
      return { lots, missing };
    },
  };
}

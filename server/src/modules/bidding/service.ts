import { createHash } from 'node:crypto';
import type { Database, Db, Tx } from '../../db/client.js';
import type { CommittedEvent, OutboxEvent } from '../../events/outbox.js';
import { lotSubject } from '../../events/subjects.js';
import { hashToken, type AuthUser } from '../accounts/index.js';
import { quoteHash } from './chain.js';
import { quoteRefusal } from './permissions.js';
import { createQuoteLanes } from './quote-lanes.js';
import { message } from '../../lib/i18n/render.js';
import { quoteAnswer, worded, type Answer } from './quote-outcome.js';
import * as repo from './repo.js';
import { checkAutobid, nextValidAmount, resolveAutobid, softCloseExtension, type Resolution } from './rules.js';

export type { Answer };

export interface BiddingDeps {
  db: Db;
  /** Lanes of the database: manual quotes are batched per lane (quote-lanes.ts). */
  database: Pick<Database, 'lanes' | 'onLane'>;
  /** Called after a commit that wrote outbox rows, with the rows when the writer has them. */
  onCommitted(events?: readonly CommittedEvent[]): void;
}


const requestHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function createBiddingService(deps: BiddingDeps) {
  const { db } = deps;
  const lanes = createQuoteLanes(deps.database);

  /** Runs `decide` at most once per idempotency key; replays get the first answer. */
  async function once(
    user: AuthUser,
    scope: string,
    key: string,
    request: unknown,
    decide: (tx: Tx, ref: repo.KeyRef) => Promise<Answer & { wrote?: boolean; stored?: boolean }>,
  ) {
    const hash = requestHash(request);
    let wrote = false;
    const answer = await db.transaction(async (tx) => {
      if (!(await repo.claimKey(tx, user.id, scope, key, hash))) {
        const prior = await repo.storedAnswer(tx, user.id, scope, key);
        if (!prior || prior.requestHash !== hash) {
          return worded(422, message('bid.idempotency_key_reused'));
        }
        return { status: prior.responseStatus, body: prior.responseBody as Record<string, unknown> };
      }
      const result = await decide(tx, { userId: user.id, scope, key });
      wrote = result.wrote ?? false;
      if (!result.stored) await repo.saveAnswer(tx, user.id, scope, key, result.status, result.body);
      return { status: result.status, body: result.body };
    });
    if (wrote) deps.onCommitted();
    return answer;
  }

  async function lockLive(tx: Tx, user: AuthUser, assetId: number) {
    const locked = await repo.lockLotWithClock(tx, assetId);
    if (!locked) return { refusal: worded(404, message('bid.not_found')) };
    const { lot, now, proxies } = locked;
    if (lot.auctionStatus === 'cancelled' || lot.status === 'withdrawn') {
      return { refusal: worded(409, message('bid.withdrawn')) };
    }
    if (lot.status === 'closed' || now >= lot.endsAt) {
      return { refusal: worded(409, message('bid.ended'), { ends_at: lot.endsAt.toISOString() }) };
    }
    if (now < lot.startsAt) {
      return {
        refusal: worded(409, message('bid.not_live', { starts_at: lot.startsAt.toISOString() }), {
          starts_at: lot.startsAt.toISOString(),
          server_time: now.toISOString(),
        }),
      };
    }
    const denied = await quoteRefusal(tx, user, lot);
    if (denied) return { refusal: worded(denied.status, denied.message) };
    return { lot, now, proxies };
  }

  /** The quotes a resolution emitted, the lot's next state (extended if in soft close) and its events. */
  function planResolution(lot: repo.LockedLot, now: Date, r: Resolution) {
    let prevHash = lot.lastHash;
    let seq = lot.lastSeq;
    const rows = r.quotes.map((q) => {
      seq += 1;
      const row = { assetId: lot.id, seq, userId: q.userId, amount: q.amount, kind: q.kind, createdAt: now };
      const hash = quoteHash(prevHash, row);
      const out = { ...row, prevHash, hash };
      prevHash = hash;
      return out;
    });
    const extendedTo = softCloseExtension(
      {
        endsAt: lot.endsAt.getTime(),
        hardEndAt: lot.hardEndAt.getTime(),
        softCloseMs: lot.softCloseSeconds * 1000,
        extensionMs: lot.extensionSeconds * 1000,
      },
      now.getTime(),
      rows.length > 0,
    );
    const endsAt = extendedTo === null ? lot.endsAt : new Date(extendedTo);
    const extensions = lot.extensions + (extendedTo === null ? 0 : 1);
    const update: repo.LotUpdate = {
      currentPrice: r.price,
      leaderUserId: r.leaderId,
      quoteCount: lot.quoteCount + rows.length,
      lastSeq: seq,
      lastHash: prevHash,
      endsAt,
      extensions,
    };

    const outbid = lot.leaderUserId !== null && r.leaderId !== lot.leaderUserId ? lot.leaderUserId : null;
    const events: OutboxEvent[] = rows.map((q, i) => ({
      subject: lotSubject(lot.auctionId, lot.id, 'quote'),
      kind: 'quote',
      auctionId: lot.auctionId,
      assetId: lot.id,
      seq: q.seq,
      payload: {
        type: 'quote',
        auctionId: lot.auctionId,
        assetId: lot.id,
        seq: q.seq,
        amount: q.amount,
        kind: q.kind,
        bidderUserId: q.userId,
        leaderUserId: i === rows.length - 1 ? r.leaderId : q.userId,
        quoteCount: lot.quoteCount + i + 1,
        nextValidAmount: q.amount + lot.increment,
        endsAt: endsAt.toISOString(),
        acceptedAt: now.toISOString(),
        // The buyer this change displaced, told on their private channel by every hub.
        ...(i === rows.length - 1 && outbid !== null && { outbidUserId: outbid }),
      },
    }));
    if (extendedTo !== null) {
      events.push({
        subject: lotSubject(lot.auctionId, lot.id, 'extended'),
        kind: 'extended',
        auctionId: lot.auctionId,
        assetId: lot.id,
        seq,
        payload: { type: 'extended', auctionId: lot.auctionId, assetId: lot.id, seq, endsAt: endsAt.toISOString(), extensions, acceptedAt: now.toISOString() },
      });
    }
    return { rows, update, events, endsAt, extended: extendedTo !== null, lastSeq: seq, quoteCount: lot.quoteCount + rows.length };
  }

  /** Stores quotes, lot state, events and the idempotent answer in one statement. */
  async function commit(tx: Tx, ref: repo.KeyRef, lot: repo.LockedLot, plan: ReturnType<typeof planResolution>, answer: Answer) {
    await repo.writeQuotes(tx, lot.id, plan.rows, plan.update, plan.events, { ref, status: answer.status, body: answer.body });
    return { ...answer, wrote: plan.events.length > 0, stored: true };
  }

  return {
    /**
     * A manual quote, decided in the database with the others queued on its lane (quote-lanes.ts).
     * The session is checked there too, in the same round trip: the token comes in, not a user.
     */
    async placeQuote(sessionToken: string, input: { assetId: number; amount: number; key: string }): Promise<Answer> {
      if (!Number.isSafeInteger(input.amount)) return worded(400, message('bid.amount_not_whole'));
      const { outcome, events } = await lanes.place({
        tokenHash: hashToken(sessionToken),
        assetId: input.assetId,
        amount: input.amount,
        key: input.key,
        requestHash: requestHash({ assetId: input.assetId, amount: input.amount }),
      });
      if (outcome.status === 200) deps.onCommitted(events);
      return quoteAnswer(outcome);
    },

    async setAutobid(user: AuthUser, input: { assetId: number; max: number; key: string }): Promise<Answer> {
      return once(user, 'autobid', input.key, { assetId: input.assetId, max: input.max }, async (tx, ref) => {
        const live = await lockLive(tx, user, input.assetId);
        if ('refusal' in live) return live.refusal!;
        const { lot, now, proxies } = live;
        const state = { price: lot.currentPrice, leaderId: lot.leaderUserId, startPrice: lot.startPrice, increment: lot.increment };
        const mine = proxies.find((p) => p.userId === user.id);
        const bad = checkAutobid(state, mine, user.id, input.max);
        if (bad) {
          if (bad.reason === 'not_a_raise') {
            return worded(422, message('bid.autobid_not_a_raise', { max: bad.currentMax }), { current_max: bad.currentMax });
          }
          if (bad.reason === 'not_whole_rupees') return worded(400, message('bid.autobid_not_whole'));
          return worded(422, message('bid.autobid_below_next_valid', { amount: bad.nextValid }), { next_valid_amount: bad.nextValid });
        }
        await repo.upsertProxy(tx, lot.id, user.id, input.max);
        const all = [
          ...proxies.filter((p) => p.userId !== user.id),
          // Set now: later than every maximum already stored.
          { userId: user.id, max: input.max, setAt: Number.MAX_SAFE_INTEGER },
        ];
        const r = resolveAutobid(state, all);
        const c = planResolution(lot, now, r);
        const price = r.price;
        return commit(
          tx,
          ref,
          lot,
          c,
          worded(200, message(r.leaderId === user.id ? 'bid.autobid_leading' : 'bid.autobid_outbid'), {
            data: {
              asset_id: lot.id,
              max_amount: input.max,
              price,
              you_lead: r.leaderId === user.id,
              last_seq: c.lastSeq,
              quotes_placed: c.lastSeq - lot.lastSeq,
              next_valid_amount: nextValidAmount({ price, startPrice: lot.startPrice, increment: lot.increment }),
              ends_at: c.endsAt.toISOString(),
              extended: c.extended,
              server_time: now.toISOString(),
            },
          }),
        );
      });
    },
  };
}

export type BiddingService = ReturnType<typeof createBiddingService>;

import { createHash } from 'node:crypto';
import { message } from '../../lib/i18n/render.js';
import { hashToken } from '../accounts/index.js';
import { createQuoteLanes } from './quote-lanes.js';
import { autobidAnswer, quoteAnswer, worded, type Answer, type AutobidOutcome, type QuoteOutcome } from './quote-outcome.js';
import { placeQuotes, type QuoteRequest } from './repo.js';
import type { Database } from '../../db/client.js';
import type { CommittedEvent } from '../../events/outbox.js';

export type { Answer };

export interface BiddingDeps {
  /** Lanes of the database: requests are batched per lane (quote-lanes.ts). */
  database: Pick<Database, 'lanes' | 'onLane'>;
  /** Called after a commit that wrote outbox rows, with the rows. */
  onCommitted(events: readonly CommittedEvent[]): void;
  /** DEPOSIT_LIMIT_MULTIPLE: the buying limit's multiple where neither auction nor financier sets one. */
  depositLimitMultiple?: number;
}

const requestHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Manual quotes and autobids are two kinds of request to one engine, the database routine in
 * engine/place-batch.sql: it checks the session, the key and the buyer's permissions, decides,
 * writes and stores the answer. The session is checked there, in the same round trip: the token
 * goes in, not a user.
 */
export function createBiddingService(deps: BiddingDeps) {
  const lanes = createQuoteLanes(deps.database, (ex, requests) => placeQuotes(ex, requests, deps.depositLimitMultiple));

  async function decide(request: QuoteRequest) {
    const { outcome, events } = await lanes.place(request);
    if (events.length > 0) deps.onCommitted(events);
    return outcome;
  }

  return {
    async placeQuote(sessionToken: string, input: { assetId: number; amount: number; key: string }): Promise<Answer> {
      if (!Number.isSafeInteger(input.amount)) return worded(400, message('bid.amount_not_whole'));
      const outcome = await decide({
        tokenHash: hashToken(sessionToken),
        assetId: input.assetId,
        amount: input.amount,
        key: input.key,
        requestHash: requestHash({ assetId: input.assetId, amount: input.amount }),
      });
      return quoteAnswer(outcome as QuoteOutcome);
    },

    async setAutobid(sessionToken: string, input: { assetId: number; max: number; key: string }): Promise<Answer> {
      if (!Number.isSafeInteger(input.max)) return worded(400, message('bid.autobid_not_whole'));
      const outcome = await decide({
        kind: 'autobid',
        tokenHash: hashToken(sessionToken),
        assetId: input.assetId,
        amount: input.max,
        key: input.key,
        requestHash: requestHash({ assetId: input.assetId, max: input.max }),
      });
      return autobidAnswer(outcome as AutobidOutcome);
    },
  };
}

export type BiddingService = ReturnType<typeof createBiddingService>;

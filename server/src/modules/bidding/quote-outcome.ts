/**
 * The quote function in the database (bidding/engine/place-batch.sql) answers with an outcome:
 * a status, a code and figures. This words it into the HTTP answer. Stored outcomes are replayed
 * for a repeated Idempotency-Key, so the wording here must depend on the outcome alone.
 */
import { AUTH_REQUIRED_MSG } from '../../errors.js';
import { formatINR } from '../../lib/money.js';
import { refusalText } from './permissions.js';

export type QuoteOutcome =
  | { status: 401 }
  | { status: 422; code: 'idempotency_key_reused' }
  | { status: 404; code: 'not_found' }
  | { status: 409; code: 'withdrawn' }
  | { status: 409; code: 'ended'; ends_at: string }
  | { status: 409; code: 'not_live'; starts_at: string; server_time: string }
  | { status: 403; code: 'not_subscribed' }
  | { status: 403; code: 'state_not_permitted'; state_name: string }
  | { status: 403; code: 'segment_not_permitted'; segment_name: string }
  | { status: 409; code: 'already_leading'; price: number }
  | { status: 422; code: 'below_next_valid'; next_valid_amount: number }
  | {
      status: 200;
      code: 'accepted';
      asset_id: number;
      seq: number;
      last_seq: number;
      price: number;
      you_lead: boolean;
      next_valid_amount: number;
      quote_count: number;
      ends_at: string;
      extended: boolean;
      server_time: string;
    };

/** Refusals about the lot itself, shared with the autobid path. */
export const lotText = {
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new quote.',
  notFound: 'Lot not found.',
  withdrawn: 'This lot has been withdrawn from the auction.',
  ended: 'This lot has closed. Quotes are no longer accepted.',
  notLive: (startsAt: string) => `Quoting on this lot opens at ${startsAt}.`,
};

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const refusal = (status: number, code: string, msg: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { status, code, msg, ...extra },
});

export function quoteAnswer(o: QuoteOutcome): Answer {
  if (o.status === 401) return { status: 401, body: { status: 401, msg: AUTH_REQUIRED_MSG } };
  if (o.code !== 'accepted') return refusalAnswer(o);
  const { status, code: _code, ...data } = o;
  const msg = data.you_lead ? 'Quote accepted. You are the highest bidder.' : 'Quote accepted, but another buyer’s autobid is higher.';
  return { status, body: { status, msg, data } };
}

function refusalAnswer(o: Exclude<QuoteOutcome, { status: 401 } | { code: 'accepted' }>): Answer {
  switch (o.code) {
    case 'idempotency_key_reused':
      return refusal(o.status, o.code, lotText.idempotencyKeyReused);
    case 'not_found':
      return refusal(o.status, o.code, lotText.notFound);
    case 'withdrawn':
      return refusal(o.status, o.code, lotText.withdrawn);
    case 'ended':
      return refusal(o.status, o.code, lotText.ended, { ends_at: o.ends_at });
    case 'not_live':
      return refusal(o.status, o.code, lotText.notLive(o.starts_at), { starts_at: o.starts_at, server_time: o.server_time });
    case 'not_subscribed':
      return refusal(o.status, o.code, refusalText.notSubscribed);
    case 'state_not_permitted':
      return refusal(o.status, o.code, refusalText.stateNotPermitted(o.state_name));
    case 'segment_not_permitted':
      return refusal(o.status, o.code, refusalText.segmentNotPermitted(o.segment_name));
    case 'already_leading':
      return refusal(o.status, o.code, `You are already the highest bidder at ${formatINR(o.price)}.`, { price: o.price });
    case 'below_next_valid':
      return refusal(o.status, o.code, `Your quote must be at least ${formatINR(o.next_valid_amount)}.`, {
        next_valid_amount: o.next_valid_amount,
      });
  }
}

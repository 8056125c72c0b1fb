/**
 * The bidding engine in the database (bidding/engine/place-batch.sql) answers each request with an
 * outcome: a status, a code and figures. This names its message (code and values) for the HTTP
 * answer; the route writes it in the reader's language. Stored outcomes are replayed for a
 * repeated Idempotency-Key, so the message here must depend on the outcome alone.
 */
import { isMessageCode, message, render, type Message, type MessageCode, type Params } from '../../lib/i18n/render.js';
import type { Language } from '../../lib/i18n/languages.js';

/** The refusals both kinds of request share: the session, the key, the lot, the buyer's permissions. */
type SharedOutcome =
  | { status: 401 }
  | { status: 422; code: 'idempotency_key_reused' }
  | { status: 404; code: 'not_found' }
  | { status: 409; code: 'withdrawn' }
  | { status: 409; code: 'ended'; ends_at: string }
  | { status: 409; code: 'not_live'; starts_at: string; server_time: string }
  | { status: 403; code: 'not_subscribed' }
  | { status: 403; code: 'state_not_permitted'; state_name: string }
  | { status: 403; code: 'segment_not_permitted'; segment_name: string }
  | { status: 403; code: 'agent_suspended' }
  | { status: 403; code: 'agent_state_not_allowed'; state_name: string }
  | { status: 403; code: 'agent_segment_not_allowed'; segment_name: string }
  | { status: 403; code: 'agent_cap_lot'; cap: number }
  | { status: 403; code: 'agent_cap_total'; cap: number; used: number }
  | { status: 403; code: 'limit_exceeded'; limit: number; used: number; more: number; add: number };

export type QuoteOutcome =
  | SharedOutcome
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

export type AutobidOutcome =
  | SharedOutcome
  | { status: 422; code: 'autobid_not_a_raise'; current_max: number }
  | { status: 422; code: 'autobid_below_next_valid'; next_valid_amount: number }
  | {
      status: 200;
      code: 'autobid_set';
      asset_id: number;
      max_amount: number;
      price: number | null;
      you_lead: boolean;
      last_seq: number;
      quotes_placed: number;
      next_valid_amount: number;
      ends_at: string;
      extended: boolean;
      server_time: string;
    };

export type EngineOutcome = QuoteOutcome | AutobidOutcome;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * An answer worded by code: `code` and `params` name the message and `msg` holds its English, so
 * a stored answer (replayed for a repeated Idempotency-Key) can be written in any reader's
 * language later (`localiseAnswer`).
 */
export function worded<C extends MessageCode>(status: number, m: Message<C>, extra: Record<string, unknown> = {}): Answer {
  return { status, body: { status, code: m.code, params: m.params, msg: render(m, 'en'), ...extra } };
}

/** The answer in the reader's language: one catalog lookup and a template fill, nothing awaited. */
export function localiseAnswer(body: Record<string, unknown>, lang: Language): Record<string, unknown> {
  if (lang === 'en' || !isMessageCode(body.code)) return body;
  return { ...body, msg: render({ code: body.code, params: (body.params as Params | undefined) ?? {} }, lang) };
}

export function quoteAnswer(o: QuoteOutcome): Answer {
  if (o.status === 401) return worded(401, message('auth.required'));
  switch (o.code) {
    case 'accepted': {
      const { status, code: _code, ...data } = o;
      return worded(status, message(data.you_lead ? 'bid.accepted_leading' : 'bid.accepted_outbid'), { data });
    }
    case 'already_leading':
      return worded(o.status, message('bid.already_leading', { price: o.price }), { price: o.price });
    case 'below_next_valid':
      return worded(o.status, message('bid.below_next_valid', { amount: o.next_valid_amount }), { next_valid_amount: o.next_valid_amount });
    default:
      return sharedAnswer(o);
  }
}

/** An autobid's answer as the release before the engine decided autobids stored it: already worded. */
interface WordedEarlier {
  status: number;
  msg: string;
}

export function autobidAnswer(o: AutobidOutcome | WordedEarlier): Answer {
  // Replays of keys stored before the upgrade (kept for the idempotency window; drop one release later).
  if ('msg' in o) return { status: o.status, body: o as unknown as Record<string, unknown> };
  if (o.status === 401) return worded(401, message('auth.required'));
  switch (o.code) {
    case 'autobid_set': {
      const { status, code: _code, ...data } = o;
      return worded(status, message(data.you_lead ? 'bid.autobid_leading' : 'bid.autobid_outbid'), { data });
    }
    case 'autobid_not_a_raise':
      return worded(o.status, message('bid.autobid_not_a_raise', { max: o.current_max }), { current_max: o.current_max });
    case 'autobid_below_next_valid':
      return worded(o.status, message('bid.autobid_below_next_valid', { amount: o.next_valid_amount }), {
        next_valid_amount: o.next_valid_amount,
      });
    default:
      return sharedAnswer(o);
  }
}

function sharedAnswer(o: Exclude<SharedOutcome, { status: 401 }>): Answer {
  switch (o.code) {
    case 'idempotency_key_reused':
      return worded(o.status, message('bid.idempotency_key_reused'));
    case 'not_found':
      return worded(o.status, message('bid.not_found'));
    case 'withdrawn':
      return worded(o.status, message('bid.withdrawn'));
    case 'ended':
      return worded(o.status, message('bid.ended'), { ends_at: o.ends_at });
    case 'not_live':
      return worded(o.status, message('bid.not_live', { starts_at: o.starts_at }), { starts_at: o.starts_at, server_time: o.server_time });
    case 'not_subscribed':
      return worded(o.status, message('bid.not_subscribed'));
    case 'state_not_permitted':
      return worded(o.status, message('bid.state_not_permitted', { state: o.state_name }));
    case 'segment_not_permitted':
      return worded(o.status, message('bid.segment_not_permitted', { segment: o.segment_name }));
    case 'agent_suspended':
      return worded(o.status, message('dealers.agent_suspended'));
    case 'agent_state_not_allowed':
      return worded(o.status, message('dealers.agent_state_not_allowed', { state: o.state_name }));
    case 'agent_segment_not_allowed':
      return worded(o.status, message('dealers.agent_segment_not_allowed', { segment: o.segment_name }));
    case 'agent_cap_lot':
      return worded(o.status, message('dealers.agent_cap_lot', { cap: o.cap }));
    case 'agent_cap_total':
      return worded(o.status, message('dealers.agent_cap_total', { cap: o.cap, used: o.used }));
    case 'limit_exceeded':
      // topUp: the deposit that would allow this request, for the web's one-tap top-up.
      return worded(o.status, message('bidding.limit_exceeded', { limit: o.limit, used: o.used, add: o.add, more: o.more }), {
        topUp: o.add,
      });
  }
}

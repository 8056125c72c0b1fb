/**
 * Who is told what, and whether now: pure functions over an outbox event and what the service
 * read about its users. Nothing here reads a clock or the database; the service passes `now`
 * from the database clock.
 */
import { isLanguage } from '../../lib/languages.js';
import { BACKOUT_CHARGE_RUPEES } from '../billing/index.js';
import type { Language, NoticeKind } from './templates.js';
import type { Channel } from '@vahanhaat/contract/http/notifications';

/** Every channel a buyer can hear on (and set preferences for); an installation may run only some. */
export { CHANNELS, type Channel } from '@vahanhaat/contract/http/notifications';

/** An outbox row as the service reads it. */
export interface EventRow {
  id: number;
  kind: string;
  subject: string;
  payload: Record<string, unknown>;
}

/** One message owed to one user, before the channel and the rules are applied. */
export interface Notice {
  kind: NoticeKind;
  userId: number;
  auctionId: number | null;
  assetId: number | null;
  amount: number | null;
  /** The lot's end (outbid), the payment deadline (approved), the offer's (h2_offer), a subscription's end, a sign-in's moment. */
  deadline: Date | null;
  /** Words a few kinds name: the KYC reject reason's code, the plan's name, the device signed in from. */
  detail?: { reason?: string; plan?: string; device?: string };
}

const int = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;
const date = (v: unknown): Date | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);
/** `user.<id>.<kind>` names the user of a private event. */
const subjectUser = (subject: string): number | null => int(/^user\.(\d+)\./.exec(subject)?.[1]);

/** The outbox kinds the service reads; other rows only move its cursor. */
export const CONSUMED_KINDS = [
  'quote',
  'closed',
  'won',
  'payment_due',
  'deal_confirm_payment',
  'deal_offer_next',
  'deal_backout',
  'deal_miss_payment',
  'password_changed',
  'account_locked',
  'new_device_login',
  'kyc',
  'deal_release',
] as const;

/** A closed lot tells its losing bidders: the service reads them only for these events. */
export const needsBidders = (e: EventRow) => e.kind === 'closed' && int(e.payload.leaderUserId) !== null;

/**
 * The notices one event owes. `bidders` are the users who quoted on the event's lot (for a
 * close: everyone but the winner hears "not won").
 */
export function noticesFor(e: EventRow, bidders: readonly number[] = []): Notice[] {
  const p = e.payload;
  const base = { auctionId: int(p.auctionId), assetId: int(p.assetId) };
  const one = (kind: NoticeKind, userId: number | null, amount: number | null, deadline: Date | null): Notice[] =>
    userId === null ? [] : [{ kind, userId, ...base, amount, deadline }];
  switch (e.kind) {
    case 'quote':
      return one('outbid', int(p.outbidUserId), int(p.amount), date(p.endsAt));
    case 'won':
      return one('won', subjectUser(e.subject), int(p.price), null);
    case 'closed': {
      const winner = int(p.leaderUserId);
      if (winner === null) return [];
      return [...new Set(bidders)].filter((u) => u !== winner).flatMap((u) => one('not_won', u, int(p.price), null));
    }
    case 'payment_due':
      return one('approved', subjectUser(e.subject), int(p.amount), date(p.paymentDueAt));
    case 'deal_confirm_payment':
      return one('payment_received', int(p.buyerUserId), int(p.amount), null);
    case 'deal_offer_next':
      return one('h2_offer', int(p.buyerUserId), int(p.amount), date(p.deadlineAt));
    case 'deal_backout':
    case 'deal_miss_payment':
      return p.backoutCharge === true ? one('backout_charge', int(p.buyerUserId), BACKOUT_CHARGE_RUPEES, null) : [];
    case 'password_changed':
      return one('password_changed', subjectUser(e.subject), null, null);
    case 'account_locked':
      return one('account_locked', subjectUser(e.subject), null, date(p.lockedUntil));
    case 'new_device_login':
      return one('new_device_login', subjectUser(e.subject), null, date(p.at)).map((n) => ({
        ...n,
        detail: { device: typeof p.device === 'string' ? p.device : '' },
      }));
    case 'kyc':
      // Verified: once the account as a whole is (every document it needs); rejected: each document, with its reason.
      if (p.event === 'verified') return p.kycVerified === true ? one('kyc_verified', int(p.buyerUserId), null, null) : [];
      if (p.event === 'rejected')
        return one('kyc_rejected', int(p.buyerUserId), null, null).map((n) => ({
          ...n,
          detail: { reason: typeof p.reason === 'string' ? p.reason : 'other' },
        }));
      return [];
    case 'deal_release':
      return one('released', int(p.buyerUserId), null, null);
    default:
      return [];
  }
}

/** At most one of these per lot per buyer in RATE_WINDOW_MS, and none while the lot's page is open. */
export const LIVE_KINDS: ReadonlySet<NoticeKind> = new Set(['outbid', 'closing_soon']);
export const RATE_WINDOW_MS = 5 * 60_000;

/**
 * Reach the user whatever the hour: payment deadlines, an offer's deadline, and the account's
 * security (a stranger may be at it now), as OTPs do.
 */
const QUIET_HOURS_EXEMPT: ReadonlySet<NoticeKind> = new Set([
  'approved',
  'payment_reminder',
  'h2_offer',
  'password_changed',
  'account_locked',
  'new_device_login',
]);
/** Stale by the morning: dropped in quiet hours rather than held until 07:00. */
const DROPPED_IN_QUIET_HOURS: ReadonlySet<NoticeKind> = LIVE_KINDS;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3600_000;
const QUIET_FROM_MIN = 22 * 60;
const QUIET_UNTIL_MIN = 7 * 60;

/** Minutes since midnight on India's clock (no daylight saving). */
const istMinutes = (at: Date) => Math.floor(((((at.getTime() + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);

/** 22:00 to 07:00 IST. */
export const inQuietHours = (at: Date) => {
  const m = istMinutes(at);
  return m >= QUIET_FROM_MIN || m < QUIET_UNTIL_MIN;
};

/** The next 07:00 IST after `at`. */
export function quietHoursEnd(at: Date): Date {
  const istMidnight = Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const seven = istMidnight + QUIET_UNTIL_MIN * 60_000;
  return new Date(seven > at.getTime() ? seven : seven + DAY_MS);
}

export interface DecisionInput {
  notice: Notice;
  channel: Channel;
  now: Date;
  /** The user keeps quiet hours (the default). */
  quietHours: boolean;
  /** `kind:channel` pairs the user turned off. */
  muted: readonly string[];
  /** When this user was last sent (or queued) the same live notice for this lot on this channel. */
  lastSameAt: Date | null;
  /** A page of this user's shows this lot live right now. */
  pageOpen: boolean;
}

export type Suppression = 'muted' | 'page_open' | 'rate_limited' | 'quiet_hours';
export type Decision = { send: true; at: Date } | { send: false; reason: Suppression };

/** Whether the notice goes out on this channel, and from when. */
export function decide(d: DecisionInput): Decision {
  const { notice, now } = d;
  if (d.muted.includes(`${notice.kind}:${d.channel}`)) return { send: false, reason: 'muted' };
  if (LIVE_KINDS.has(notice.kind)) {
    if (d.pageOpen) return { send: false, reason: 'page_open' };
    if (d.lastSameAt && now.getTime() - d.lastSameAt.getTime() < RATE_WINDOW_MS) return { send: false, reason: 'rate_limited' };
  }
  if (d.quietHours && !QUIET_HOURS_EXEMPT.has(notice.kind) && inQuietHours(now)) {
    if (DROPPED_IN_QUIET_HOURS.has(notice.kind)) return { send: false, reason: 'quiet_hours' };
    return { send: true, at: quietHoursEnd(now) };
  }
  return { send: true, at: now };
}

/** The user's chosen language when the site has it, else English. */
export const languageOf = (chosen: unknown): Language => (isLanguage(chosen) ? chosen : 'en');

export interface RetryPolicy {
  attempts: number;
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseMs: 10_000, maxMs: 30 * 60_000 };

/** After failed attempt `n` (1-based): wait base·2^(n-1), capped; null once the attempts are spent. */
export function retryDelay(n: number, policy: RetryPolicy = DEFAULT_RETRY): number | null {
  if (n >= policy.attempts) return null;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** (n - 1));
}

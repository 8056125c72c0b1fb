import { describe, expect, it } from 'vitest';
import {
  decide,
  inQuietHours,
  languageOf,
  noticesFor,
  quietHoursEnd,
  retryDelay,
  type DecisionInput,
  type EventRow,
  type Notice,
} from './rules.js';

/** 2026-11-25 at hh:mm on India's clock. */
const ist = (hh: number, mm = 0) => new Date(Date.UTC(2026, 10, 25, hh, mm) - (5 * 60 + 30) * 60_000);

const event = (kind: string, payload: Record<string, unknown>, subject = `auction.1.asset.10.${kind}`): EventRow => ({
  id: 1,
  kind,
  subject,
  payload,
});

describe('who is told what', () => {
  it('tells the buyer a quote displaced, with the price and the lot’s end', () => {
    const e = event('quote', { auctionId: 1, assetId: 10, amount: 151_000, endsAt: '2026-11-25T12:00:00.000Z', outbidUserId: 7 });
    expect(noticesFor(e)).toEqual([
      { kind: 'outbid', userId: 7, auctionId: 1, assetId: 10, amount: 151_000, deadline: new Date('2026-11-25T12:00:00.000Z') },
    ]);
  });

  it('tells nobody about a quote that displaced no one', () => {
    expect(noticesFor(event('quote', { auctionId: 1, assetId: 10, amount: 151_000 }))).toEqual([]);
  });

  it('tells the winner from the private won event and every other bidder at the close', () => {
    expect(noticesFor(event('won', { auctionId: 1, assetId: 10, price: 200_000 }, 'user.4.won'))).toMatchObject([
      { kind: 'won', userId: 4, amount: 200_000 },
    ]);
    const closed = event('closed', { auctionId: 1, assetId: 10, price: 200_000, leaderUserId: 4 });
    expect(noticesFor(closed, [4, 5, 6, 5]).map((n) => [n.kind, n.userId])).toEqual([
      ['not_won', 5],
      ['not_won', 6],
    ]);
  });

  it('tells the approved buyer the amount and the payment deadline', () => {
    const e = event(
      'payment_due',
      { auctionId: 1, assetId: 10, amount: 180_000, paymentDueAt: '2026-11-27T12:00:00.000Z' },
      'user.4.payment_due',
    );
    expect(noticesFor(e)).toMatchObject([{ kind: 'approved', userId: 4, amount: 180_000, deadline: new Date('2026-11-27T12:00:00.000Z') }]);
  });

  it('tells H2 of the offer with its deadline, the payer of the receipt, a backer-out of the charge only when one is owed', () => {
    const deal = (kind: string, extra: Record<string, unknown>) =>
      event(kind, { auctionId: 1, assetId: 10, buyerUserId: 9, amount: 170_000, ...extra }, 'user.9.deal');
    expect(noticesFor(deal('deal_offer_next', { deadlineAt: '2026-11-26T10:00:00.000Z' }))).toMatchObject([
      { kind: 'h2_offer', userId: 9, deadline: new Date('2026-11-26T10:00:00.000Z') },
    ]);
    expect(noticesFor(deal('deal_confirm_payment', {}))).toMatchObject([{ kind: 'payment_received', userId: 9, amount: 170_000 }]);
    expect(noticesFor(deal('deal_backout', { backoutCharge: true }))).toMatchObject([
      { kind: 'backout_charge', userId: 9, amount: 10_000 },
    ]);
    expect(noticesFor(deal('deal_backout', { backoutCharge: false }))).toEqual([]);
  });

  it('tells the account’s owner of a password change and of a sign-in lock with its end', () => {
    expect(noticesFor(event('password_changed', {}, 'user.3.security'))).toEqual([
      { kind: 'password_changed', userId: 3, auctionId: null, assetId: null, amount: null, deadline: null },
    ]);
    expect(noticesFor(event('account_locked', { lockedUntil: '2026-11-25T12:15:00.000Z' }, 'user.3.security'))).toMatchObject([
      { kind: 'account_locked', userId: 3, deadline: new Date('2026-11-25T12:15:00.000Z') },
    ]);
  });
});

const outbid: Notice = { kind: 'outbid', userId: 7, auctionId: 1, assetId: 10, amount: 151_000, deadline: null };
const input = (over: Partial<DecisionInput> = {}): DecisionInput => ({
  notice: outbid,
  channel: 'sms',
  now: ist(12),
  quietHours: true,
  muted: [],
  lastSameAt: null,
  pageOpen: false,
  ...over,
});

describe('whether now', () => {
  it('sends an outbid at once by day', () => {
    expect(decide(input())).toEqual({ send: true, at: ist(12) });
  });

  it('holds back an outbid while the buyer’s page for the lot is open', () => {
    expect(decide(input({ pageOpen: true }))).toEqual({ send: false, reason: 'page_open' });
  });

  it('sends at most one outbid per lot per buyer in five minutes', () => {
    expect(decide(input({ lastSameAt: ist(11, 56) }))).toEqual({ send: false, reason: 'rate_limited' });
    expect(decide(input({ lastSameAt: ist(11, 55) }))).toEqual({ send: true, at: ist(12) });
  });

  it('leaves out a kind the buyer turned off on that channel', () => {
    expect(decide(input({ muted: ['outbid:sms'] }))).toEqual({ send: false, reason: 'muted' });
    expect(decide(input({ muted: ['won:sms'] })).send).toBe(true);
  });

  it('drops an outbid in quiet hours, holds a result until 07:00 IST, sends a payment deadline at once', () => {
    expect(decide(input({ now: ist(23) }))).toEqual({ send: false, reason: 'quiet_hours' });
    const won: Notice = { ...outbid, kind: 'won' };
    expect(decide(input({ notice: won, now: ist(23) }))).toEqual({ send: true, at: new Date(ist(7).getTime() + 24 * 3600_000) });
    expect(decide(input({ notice: won, now: ist(3) }))).toEqual({ send: true, at: ist(7) });
    expect(decide(input({ notice: { ...outbid, kind: 'approved' }, now: ist(23) }))).toEqual({ send: true, at: ist(23) });
    expect(decide(input({ notice: { ...outbid, kind: 'h2_offer' }, now: ist(2) }))).toEqual({ send: true, at: ist(2) });
  });

  it('limits closing-soon notices like outbids, and tells of the account’s security at any hour', () => {
    const closing: Notice = { ...outbid, kind: 'closing_soon' };
    expect(decide(input({ notice: closing, lastSameAt: ist(11, 58) }))).toEqual({ send: false, reason: 'rate_limited' });
    expect(decide(input({ notice: closing, pageOpen: true }))).toEqual({ send: false, reason: 'page_open' });
    expect(decide(input({ notice: closing, now: ist(22, 30) }))).toEqual({ send: false, reason: 'quiet_hours' });
    expect(decide(input({ notice: { ...outbid, kind: 'account_locked', assetId: null }, now: ist(1) }))).toEqual({
      send: true,
      at: ist(1),
    });
    expect(decide(input({ notice: { ...outbid, kind: 'payment_reminder' }, now: ist(23) }))).toEqual({ send: true, at: ist(23) });
  });

  it('sends at night to a buyer who turned quiet hours off', () => {
    expect(decide(input({ now: ist(23), quietHours: false }))).toEqual({ send: true, at: ist(23) });
  });

  it('counts quiet hours from 22:00 to 07:00 on India’s clock', () => {
    expect([ist(21, 59), ist(22), ist(6, 59), ist(7)].map(inQuietHours)).toEqual([false, true, true, false]);
    expect(quietHoursEnd(ist(22, 30))).toEqual(new Date(ist(7).getTime() + 24 * 3600_000));
    expect(quietHoursEnd(ist(0, 10))).toEqual(ist(7));
  });
});

describe('language and retries', () => {
  it('writes in the buyer’s chosen language, English when it is not one of the seven', () => {
    expect(languageOf('ta')).toBe('ta');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(null)).toBe('en');
  });

  it('waits twice as long after each failed attempt, up to a ceiling, then gives up', () => {
    const policy = { attempts: 5, baseMs: 1000, maxMs: 5000 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, policy))).toEqual([1000, 2000, 4000, 5000, null]);
  });
});

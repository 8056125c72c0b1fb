import { applyLotEvent, headOutcome, type LotView } from '@vahanhaat/contract/realtime/lot-state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClosedMessage, ExtendedMessage, HeadMessage, QuoteMessage, SnapshotMessage } from './protocol.js';

const T = '2026-11-21T10:00:00.000Z';
const snapshot = (seq: number, extra: Partial<SnapshotMessage> = {}): SnapshotMessage => ({
  type: 'snapshot',
  auctionId: 1,
  assetId: 7,
  seq,
  state: 'live',
  startPrice: 100,
  increment: 10,
  nextValidAmount: 100 + seq * 10,
  quoteCount: seq,
  startsAt: T,
  endsAt: T,
  extensions: 0,
  serverTime: T,
  ...extra,
});
const quote = (seq: number, extra: Partial<QuoteMessage> = {}): QuoteMessage => ({
  type: 'quote',
  auctionId: 1,
  assetId: 7,
  seq,
  amount: 100 + (seq - 1) * 10,
  kind: 'manual',
  bidder: `Bidder ${seq}`,
  quoteCount: seq,
  nextValidAmount: 110 + (seq - 1) * 10,
  endsAt: T,
  acceptedAt: T,
  serverTime: T,
  ...extra,
});

function run(msgs: Parameters<typeof applyLotEvent>[1][], start?: LotView) {
  let state = start;
  const outcomes: string[] = [];
  for (const m of msgs) {
    const r = applyLotEvent(state, m);
    state = r.state;
    outcomes.push(r.outcome);
  }
  return { state, outcomes };
}

describe('applyLotEvent', () => {
  it('applies quotes in seq order after a snapshot', () => {
    const { state, outcomes } = run([snapshot(0), quote(1), quote(2, { you_lead: true })]);
    expect(outcomes).toEqual(['applied', 'applied', 'applied']);
    expect(state).toMatchObject({ seq: 2, price: 110, leader: 'Bidder 2', youLead: true, nextValidAmount: 120 });
  });

  it('drops a quote whose seq it has already applied', () => {
    const { state, outcomes } = run([snapshot(3), quote(3), quote(2)]);
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(state?.seq).toBe(3);
  });

  it('signals a gap when a seq is skipped and keeps the state', () => {
    const { state, outcomes } = run([snapshot(3), quote(5)]);
    expect(outcomes).toEqual(['applied', 'gap']);
    expect(state?.seq).toBe(3);
  });

  it('needs a snapshot before anything else', () => {
    expect(applyLotEvent(undefined, quote(1)).outcome).toBe('gap');
  });

  it('takes the named leader over the bidder when an earlier equal autobid leads', () => {
    expect(run([snapshot(0), quote(1, { leader: 'Bidder X' })]).state?.leader).toBe('Bidder X');
  });

  it('applies an extension at the current seq once, and treats a later one as a gap', () => {
    const ext = (seq: number): ExtendedMessage => ({
      type: 'extended',
      auctionId: 1,
      assetId: 7,
      seq,
      endsAt: '2026-11-21T10:03:00.000Z',
      extensions: 1,
      acceptedAt: T,
      serverTime: T,
    });
    const { state, outcomes } = run([snapshot(1), ext(1), ext(1), ext(2)]);
    expect(outcomes).toEqual(['applied', 'applied', 'duplicate', 'gap']);
    expect(state).toMatchObject({ endsAt: '2026-11-21T10:03:00.000Z', extensions: 1 });
  });

  it('closes the lot at the last quote’s seq', () => {
    const closed: ClosedMessage = {
      type: 'closed',
      auctionId: 1,
      assetId: 7,
      seq: 2,
      price: 110,
      result: 'approval_pending',
      endsAt: T,
      closedAt: T,
      serverTime: T,
      you_lead: true,
    };
    const { state, outcomes } = run([snapshot(1), quote(2), closed, closed]);
    expect(outcomes).toEqual(['applied', 'applied', 'applied', 'duplicate']);
    expect(state).toMatchObject({ state: 'closed', youLead: true, price: 110 });
  });

  it('ignores a snapshot older than its state and takes a newer one', () => {
    const { state, outcomes } = run([snapshot(4), snapshot(3), snapshot(9, { price: 999 })]);
    expect(outcomes).toEqual(['applied', 'duplicate', 'applied']);
    expect(state).toMatchObject({ seq: 9, price: 999 });
  });

  it('reaches the same state from any redelivery of an in-order stream, never applying a seq twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.array(fc.nat(), { maxLength: 40 }), (n, repeats) => {
        const stream = [snapshot(0), ...Array.from({ length: n }, (_, i) => quote(i + 1))];
        // After each message, redeliver some already-sent quote, as a resync racing live events would.
        const noisy: typeof stream = [];
        stream.forEach((m, i) => {
          noisy.push(m);
          const r = repeats[i];
          if (r !== undefined && i > 0) noisy.push(stream[1 + (r % i)]!);
        });
        const clean = run(stream);
        const { state, outcomes } = run(noisy);
        expect(state).toEqual(clean.state);
        expect(outcomes.filter((o) => o === 'applied')).toHaveLength(n + 1);
      }),
    );
  });
});

describe('headOutcome', () => {
  const head = (seq: number, endsAt = T): HeadMessage => ({ type: 'head', auctionId: 1, assetId: 7, seq, endsAt, serverTime: T });
  const at = (seq: number, extra: Partial<SnapshotMessage> = {}) => applyLotEvent(undefined, snapshot(seq, extra)).state;

  it('sees a gap in a higher seq, or a later end at the same seq, and nothing else', () => {
    expect(headOutcome(at(3), head(4))).toBe('gap');
    expect(headOutcome(at(3), head(3, '2026-11-21T10:02:00.000Z'))).toBe('gap');
    expect(headOutcome(at(3), head(3))).toBe('current');
    // An older head (it was read before the events this client already has).
    expect(headOutcome(at(5), head(3))).toBe('current');
    expect(headOutcome(at(3, { endsAt: '2026-11-21T10:02:00.000Z' }), head(3))).toBe('current');
  });

  it('asks nothing of a lot with no state yet (its snapshot is coming) or already over', () => {
    expect(headOutcome(undefined, head(9))).toBe('current');
    expect(headOutcome(at(3, { state: 'closed' }), head(9))).toBe('current');
  });
});

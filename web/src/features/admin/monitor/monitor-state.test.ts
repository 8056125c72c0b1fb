import { describe, expect, it } from 'vitest';
import { monitorLot, quote, snapshot } from '../test/monitor-fixtures';
import { applyMonitorEvent, clockText, fromSnapshot, secondsLeft } from './monitor-state';

const base = () => fromSnapshot(snapshot());

describe('applyMonitorEvent', () => {
  it('applies the next quote: price, count, reserve flag and the current minute move; the leader awaits a refresh', () => {
    const { view, outcome } = applyMonitorEvent(base(), quote(3, 405000), 1000);
    const lot = view.lots[70]!;
    expect(outcome).toBe('applied');
    expect(lot).toMatchObject({ seq: 3, price: 405000, quote_count: 3, reserve_met: true, leaderStale: true, changedAt: 1000 });
    expect(view.activity.quotes_last_5_minutes).toBe(3);
    expect(view.activity.per_minute.find((b) => b.minutes_ago === 0)?.count).toBe(1);
  });

  it('applies quotes in seq order and ignores a replayed one', () => {
    let view = base();
    for (const [seq, amount] of [
      [3, 360000],
      [4, 365000],
    ] as const)
      view = applyMonitorEvent(view, quote(seq, amount)).view;
    const replay = applyMonitorEvent(view, quote(4, 365000));
    expect(replay.outcome).toBe('duplicate');
    expect(replay.view).toBe(view);
    expect(view.lots[70]).toMatchObject({ seq: 4, price: 365000 });
  });

  it('reports a gap when a quote skips a seq, and keeps the state', () => {
    const view = base();
    const result = applyMonitorEvent(view, quote(5, 380000));
    expect(result.outcome).toBe('gap');
    expect(result.view).toBe(view);
  });

  it('reports a gap for a lot the snapshot did not have', () => {
    expect(applyMonitorEvent(base(), quote(1, 1000, { assetId: 99 })).outcome).toBe('gap');
  });

  it('ignores another auction', () => {
    expect(applyMonitorEvent(base(), quote(3, 1000, { auctionId: 8 })).outcome).toBe('ignored');
  });

  it('applies an extension at the current seq, once', () => {
    const ext = {
      type: 'extended' as const,
      auctionId: 7,
      assetId: 70,
      seq: 2,
      extensions: 1,
      endsAt: '2026-11-21T11:03:00.000Z',
      acceptedAt: '2026-11-21T10:58:00.000Z',
      serverTime: '2026-11-21T10:58:00.000Z',
    };
    const once = applyMonitorEvent(base(), ext);
    expect(once.outcome).toBe('applied');
    expect(once.view.lots[70]).toMatchObject({ ends_at: ext.endsAt, extensions: 1 });
    expect(applyMonitorEvent(once.view, ext).outcome).toBe('duplicate');
    expect(applyMonitorEvent(base(), { ...ext, seq: 3 }).outcome).toBe('gap');
  });

  it('closes a lot with its result', () => {
    const closed = {
      type: 'closed' as const,
      auctionId: 7,
      assetId: 70,
      seq: 2,
      price: 355000,
      result: 'approval_pending' as const,
      closedAt: '2026-11-21T11:00:00.000Z',
      endsAt: '2026-11-21T11:00:00.000Z',
      serverTime: '2026-11-21T11:00:00.000Z',
    };
    const { view, outcome } = applyMonitorEvent(base(), closed);
    expect(outcome).toBe('applied');
    expect(view.lots[70]).toMatchObject({ status: 'closed', lot_state: 'ended', result: 'approval_pending' });
    expect(applyMonitorEvent(view, closed).outcome).toBe('duplicate');
  });
});

describe('fromSnapshot', () => {
  it('takes a fresh snapshot whole, real leader included', () => {
    const live = applyMonitorEvent(base(), quote(3, 360000)).view;
    const next = fromSnapshot(
      snapshot([monitorLot({ quote_count: 3, price: 360000, leader: { user_id: 9, name: 'Asha Rao', phone: '9000000009' } })]),
      live,
    );
    expect(next.lots[70]).toMatchObject({ seq: 3, price: 360000, leaderStale: false, leader: { name: 'Asha Rao' } });
  });

  it('keeps a lot that live events already moved past an older snapshot, taking only its watchers', () => {
    const live = applyMonitorEvent(base(), quote(3, 360000)).view;
    const next = fromSnapshot(snapshot([monitorLot({ quote_count: 2, watchers: 8 })]), live);
    expect(next.lots[70]).toMatchObject({ seq: 3, price: 360000, watchers: 8 });
  });
});

describe('time left', () => {
  it('counts whole seconds on the server clock and formats them', () => {
    expect(secondsLeft('2026-11-21T10:01:05.000Z', Date.parse('2026-11-21T10:00:00.000Z'))).toBe(65);
    expect(secondsLeft('2026-11-21T10:00:00.000Z', Date.parse('2026-11-21T10:00:09.000Z'))).toBe(0);
    expect(clockText(65)).toBe('01:05');
    expect(clockText(3725)).toBe('1:02:05');
  });
});

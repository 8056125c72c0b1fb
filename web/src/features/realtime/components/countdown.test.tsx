import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { clockOffsetAtom, extensionAtom, lotAtom } from '../atoms';
import { noteServerTime, resetServerClock } from '../clock';
import { useLiveLot } from '../use-live-lots';
import { Countdown } from './countdown';
import { ExtensionNotice } from './extension-notice';
import type { LotView } from '../lot-state';

const PHONE_NOW = new Date('2026-11-21T10:00:00.000Z');
const START = '2026-11-21T08:00:00.000Z';
const LIVE: LotView = {
  auctionId: 1,
  assetId: 42,
  seq: 4,
  state: 'live',
  youLead: false,
  nextValidAmount: 1000,
  quoteCount: 4,
  endsAt: '2026-11-21T10:01:00.000Z',
  extensions: 0,
};

/** A lot's countdown as the screens wire it: its end from the live state, the extension notice under it. */
function LiveLot() {
  const lot = useLiveLot(42);
  if (!lot) return null;
  return (
    <>
      <Countdown state={lot.state} startsAt={START} endsAt={lot.endsAt} />
      <ExtensionNotice assetId={42} />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(PHONE_NOW);
});

afterEach(() => {
  cleanup();
  resetServerClock();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('counts down to the end by the server clock, not the phone clock', () => {
    // The phone runs 2 minutes slow: by the server it is 10:02, so 3 minutes are left, not 5.
    const { store } = renderWithApp(<Countdown state="live" startsAt={START} endsAt="2026-11-21T10:05:00.000Z" />);
    act(() => noteServerTime('2026-11-21T10:02:00.000Z', store));
    expect(store.get(clockOffsetAtom)).toBe(120_000);
    expect(screen.getByText('03:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('02:59')).toBeTruthy();
  });

  it('marks the last three minutes as urgent (the soft-close window)', () => {
    const { container } = renderWithApp(<Countdown state="live" startsAt={START} endsAt="2026-11-21T10:02:30.000Z" />);
    expect(container.querySelector('.countdown--urgent')).toBeTruthy();
    expect(screen.getByText(/Ends in/)).toBeTruthy();
  });

  it('shows days and hours for a long auction, and the time to start for an upcoming one', () => {
    renderWithApp(<Countdown state="upcoming" startsAt="2026-11-22T13:30:15.000Z" endsAt="2026-11-22T18:00:00.000Z" />);
    expect(screen.getByText(/Starts in/)).toBeTruthy();
    expect(screen.getByText('1 day 03:30:15')).toBeTruthy();
  });

  it('says Closing once the end has passed until the close event arrives, then Ended', () => {
    const { store } = renderWithApp(<LiveLot />);
    act(() => store.set(lotAtom(42), { ...LIVE, endsAt: '2026-11-21T10:00:02.000Z' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Closing…')).toBeTruthy();
    act(() => store.set(lotAtom(42), { ...LIVE, endsAt: '2026-11-21T10:00:02.000Z', state: 'closed' }));
    expect(screen.getByText('Ended')).toBeTruthy();
  });

  it('moves to the new end when a soft-close extension arrives, and says so', () => {
    const { store } = renderWithApp(<LiveLot />);
    act(() => store.set(lotAtom(42), LIVE));
    expect(screen.getByText('01:00')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      store.set(lotAtom(42), { ...LIVE, endsAt: '2026-11-21T10:03:00.000Z', extensions: 1 });
      store.set(extensionAtom(42), { minutes: 3, endsAt: '2026-11-21T10:03:00.000Z', extensions: 1 });
    });
    expect(screen.getByText('03:00')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Extended by 3 minutes Now ends at \d{1,2}:\d{2}:00\s?[ap]m$/i);
  });
});

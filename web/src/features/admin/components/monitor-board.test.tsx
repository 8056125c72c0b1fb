import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { adminUser } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { monitorPath } from '../api/monitor';
import { fakeSocket, monitorLot, quote, snapshot } from '../test/monitor-fixtures';
import { MonitorBoard } from './monitor-board';

const ADMIN = adminUser();
const PATH = monitorPath(7);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the monitor against a fake socket; `snapshots` answers the HTTP snapshot in turn (the last one repeats). */
async function renderBoard(snapshots: ReturnType<typeof snapshot>[]) {
  let n = 0;
  const api = mockApi({ [PATH]: () => ({ status: 200, data: snapshots[Math.min(n++, snapshots.length - 1)] }) });
  const fake = fakeSocket();
  const connect = () => fake.socket;
  renderWithApp(<MonitorBoard auctionId={7} connect={connect} />, { user: ADMIN });
  await act(async () => {});
  await act(async () => fake.fire('connect'));
  return { api, fake };
}

const row = () => document.querySelector<HTMLElement>('tr[data-asset-id="70"]')!;
const price = () => within(row()).getByTestId('monitor-price').textContent;
const send = async (fake: ReturnType<typeof fakeSocket>, m: unknown) => act(async () => fake.fire('msg', m));

describe('MonitorBoard', () => {
  it('loads the snapshot, subscribes to the auction room and shows the real leader', async () => {
    const { fake } = await renderBoard([snapshot()]);
    expect(fake.sent).toEqual([{ op: 'subscribe', auctions: [7] }]);
    expect(price()).toBe('₹3,55,000');
    expect(within(row()).getByText('Ravi Patil')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Connected');
  });

  it('applies live quotes in seq order without reloading, and ignores a repeated one', async () => {
    const { api, fake } = await renderBoard([snapshot()]);
    await send(fake, quote(3, 360000));
    await send(fake, quote(4, 410000));
    await send(fake, quote(4, 410000));
    expect(price()).toBe('₹4,10,000');
    expect(within(row()).getByTestId('monitor-quotes').textContent).toBe('4');
    expect(within(row()).getByText('Reserve met')).toBeTruthy();
    expect(row().dataset.seq).toBe('4');
    expect(api.count(PATH)).toBe(1);
  });

  it('reads the snapshot again on a gap in the seqs, and shows what it says', async () => {
    const fresh = snapshot([
      monitorLot({ quote_count: 6, price: 420000, reserve_met: true, leader: { user_id: 9, name: 'Asha Rao', phone: '9000000009' } }),
    ]);
    const { api, fake } = await renderBoard([snapshot(), fresh]);
    await send(fake, quote(6, 420000));
    expect(api.count(PATH)).toBe(2);
    expect(price()).toBe('₹4,20,000');
    expect(within(row()).getByText('Asha Rao')).toBeTruthy();
    expect(row().dataset.seq).toBe('6');
  });

  it('marks the connection lost, then re-reads the snapshot when it comes back', async () => {
    const { api, fake } = await renderBoard([snapshot()]);
    await act(async () => fake.fire('disconnect', 'transport close'));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    await act(async () => fake.fire('connect'));
    expect(screen.getByRole('status').textContent).toBe('Connected');
    expect(fake.sent).toEqual([
      { op: 'subscribe', auctions: [7] },
      { op: 'subscribe', auctions: [7] },
    ]);
    expect(api.count(PATH)).toBe(2);
  });

  it('re-reads the snapshot shortly after a live quote, for the new leader’s real identity', async () => {
    const named = snapshot([monitorLot({ quote_count: 3, price: 360000, leader: { user_id: 9, name: 'Asha Rao', phone: '9000000009' } })]);
    const { api, fake } = await renderBoard([snapshot(), named]);
    vi.useFakeTimers();
    await send(fake, quote(3, 360000));
    expect(within(row()).getByText('Ravi Patil').closest('td')?.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    await act(async () => {});
    expect(api.count(PATH)).toBe(2);
    expect(within(row()).getByText('Asha Rao')).toBeTruthy();
  });

  it('stops listening when it leaves the screen', async () => {
    const { fake } = await renderBoard([snapshot()]);
    cleanup();
    expect(fake.disconnected).toBe(true);
  });
});

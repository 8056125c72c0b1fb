import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { AUCTION_LOTS_PATH } from './auction-lots';
import { loadRoomLots, prefetchRoomLots } from './room-prefetch';

const page = (uid: number) => ({
  status: 200,
  data: { assets: [], page_no: 1, page_size: 24, total: 0, total_pages: 0, server_time: '', auction: { c_auction_id: uid }, facets: {} },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the auction room asked for as the app starts', () => {
  it('takes the early answer once for the page the URL named, then asks again', async () => {
    const api = mockApi({ [AUCTION_LOTS_PATH]: page(6) });
    prefetchRoomLots('?uid=6&list_type=all_assets&page_no=1');
    expect(api.count(AUCTION_LOTS_PATH)).toBe(1);
    expect(await loadRoomLots(6, 1, {}, {})).toMatchObject({ ok: true, data: { auction: { c_auction_id: 6 } } });
    expect(api.count(AUCTION_LOTS_PATH)).toBe(1);
    await loadRoomLots(6, 1, {}, {});
    expect(api.count(AUCTION_LOTS_PATH)).toBe(2);
  });

  it('asks again for another page, a failed early answer, or one that has grown old', async () => {
    const api = mockApi({ [AUCTION_LOTS_PATH]: page(6) });
    prefetchRoomLots('?uid=6&page_no=1');
    await loadRoomLots(6, 2, {}, {});
    expect(api.count(AUCTION_LOTS_PATH)).toBe(2);

    const signedOut = mockApi({ [AUCTION_LOTS_PATH]: { status: 401, msg: 'Please log in' } });
    prefetchRoomLots('?uid=6');
    expect(await loadRoomLots(6, 1, {}, {})).toMatchObject({ ok: false, status: 401 });
    expect(signedOut.count(AUCTION_LOTS_PATH)).toBe(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    const later = mockApi({ [AUCTION_LOTS_PATH]: page(6) });
    prefetchRoomLots('?uid=6');
    vi.setSystemTime(Date.now() + 11_000);
    await loadRoomLots(6, 1, {}, {});
    expect(later.count(AUCTION_LOTS_PATH)).toBe(2);
  });

  it('asks nothing when the URL names no auction', () => {
    const api = mockApi({});
    prefetchRoomLots('?list_type=all_assets');
    expect(api.calls).toHaveLength(0);
  });
});

describe('the auction room carried in the page', () => {
  afterEach(() => {
    document.getElementById('vh-boot')?.remove();
  });

  it('puts the first page of lots into the cache the room reads, and asks nothing', async () => {
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = 'vh-boot';
    boot.textContent = JSON.stringify({ room: { uid: 6, page_no: 1, answer: page(6) } });
    document.body.append(boot);
    // Fresh modules: the page's boot data is read once per page load.
    vi.resetModules();
    const prefetch = await import('./room-prefetch');
    const { appQueryClient } = await import('../../../lib/query');
    const api = mockApi({ [AUCTION_LOTS_PATH]: page(7) });
    prefetch.prefetchRoomLots('?uid=6&list_type=all_assets&page_no=1');
    expect(appQueryClient().getQueryData(prefetch.roomQueryKey(6, 1, {}))).toMatchObject({
      ok: true,
      data: { auction: { c_auction_id: 6 } },
    });
    expect(api.calls).toHaveLength(0);
    // Another page of the same room is not in the page: it is asked for.
    prefetch.prefetchRoomLots('?uid=6&page_no=2');
    expect(appQueryClient().getQueryData(prefetch.roomQueryKey(6, 2, {}))).toBeUndefined();
    expect(api.count(AUCTION_LOTS_PATH)).toBe(1);
  });
});

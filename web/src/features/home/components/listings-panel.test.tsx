import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { ListingsPanel } from './listings-panel';

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  c_auction_id: id,
  financierName: `Financier ${id}`,
  financier_thumbnail_url: `/media/img/160/seed/financiers/f${id}.svg`,
  state: 'Maharashtra',
  segment: 'Tractor',
  asset_count: 12,
  ...extra,
});

const NONE = { status: 404, msg: 'No Listings.' };

function listing(live: unknown, upcoming: unknown) {
  return mockApi({ '/tractorpoint/getAuction': { status: 200, data: { live, upcoming } } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ListingsPanel', () => {
  it('asks for every state and no search words', async () => {
    const api = listing([row(1)], NONE);
    renderWithApp(<ListingsPanel />);
    await screen.findByText('Financier 1');
    expect(api.form('/tractorpoint/getAuction')).toEqual({ state: '', key: '' });
  });

  it('shows the live tab by default with a badge of its count', async () => {
    listing([row(1), row(2)], [row(3)]);
    renderWithApp(<ListingsPanel />);
    await screen.findByText('Financier 1');
    const live = screen.getByRole('tab', { name: /Live Listings/ });
    expect(live.getAttribute('aria-selected')).toBe('true');
    expect(within(live).getByText('2')).toBeTruthy();
    // Only the active tab carries a badge.
    expect(screen.getByRole('tab', { name: 'Upcoming Listings' }).querySelector('.badge')).toBeNull();
  });

  it('keeps the tab in ?auction_type= and shows no badge for an empty tab', async () => {
    listing([row(1)], NONE);
    const { history } = renderWithApp(<ListingsPanel />);
    await screen.findByText('Financier 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming Listings' }));
    expect(history?.at(-1)).toBe('/?auction_type=upcoming');
    const upcoming = screen.getByRole('tab', { name: 'Upcoming Listings' });
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    expect(upcoming.querySelector('.badge')).toBeNull();
    expect(screen.getByText('No Listings.')).toBeTruthy();
  });

  it('opens on the upcoming tab when the query asks for it', async () => {
    listing([row(1)], [row(7)]);
    renderWithApp(<ListingsPanel />, { path: '/?auction_type=upcoming' });
    expect(await screen.findByText('Financier 7')).toBeTruthy();
    expect(screen.queryByText('Financier 1')).toBeNull();
  });

  it("says 'No Listings.' when the request is refused", async () => {
    mockApi({ '/tractorpoint/getAuction': { status: 500, msg: 'boom' } });
    renderWithApp(<ListingsPanel />);
    expect(await screen.findByText('No Listings.')).toBeTruthy();
  });

  it('shows logo, financier, state, segment with its icon and asset count', async () => {
    listing([row(4, { segment: '2 Wheeler', asset_count: 1 })], NONE);
    renderWithApp(<ListingsPanel />);
    const item = (await screen.findByText('Financier 4')).closest('li') as HTMLElement;
    expect(item.querySelector('img.listing-row__logo')?.getAttribute('src')).toBe('/media/img/160/seed/financiers/f4.svg');
    expect(within(item).getByText('Maharashtra')).toBeTruthy();
    expect(within(item).getByText('2 Wheeler').querySelector('img')?.getAttribute('src')).toBe('/media/seed/segments/two-wheeler.svg');
    expect(within(item).getByText('1 vehicle')).toBeTruthy();
  });

  it('sends Participate to /client/auction with a full page load', async () => {
    listing([row(42)], NONE);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderWithApp(<ListingsPanel />);
    const link = await screen.findByRole('link', { name: 'Participate' });
    expect(link.getAttribute('href')).toBe('/client/auction?uid=42&list_type=all_assets&page_no=1');
    fireEvent.click(link);
    expect(assign).toHaveBeenCalledWith(expect.stringContaining('/client/auction?uid=42&list_type=all_assets&page_no=1'));
  });

  it('adds a scroll hint above 4 rows only', async () => {
    listing([row(1), row(2), row(3), row(4), row(5)], [row(6), row(7), row(8), row(9)]);
    renderWithApp(<ListingsPanel />);
    await screen.findByText('Financier 5');
    expect(screen.getByText('Scroll for more listings')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Upcoming Listings/ }));
    expect(screen.queryByText('Scroll for more listings')).toBeNull();
  });

  it("shows each financier in the reader's language where it is spelt there, else in English, and follows a change of language", async () => {
    const api = listing([row(1, { financierName: 'Thar Motor Credit', financier_names: { hi: 'थार मोटर क्रेडिट' } }), row(2)], NONE);
    try {
      renderWithApp(<ListingsPanel />);
      await screen.findByText('Thar Motor Credit');
      await act(() => changeLanguage('hi'));
      expect(screen.getByText('थार मोटर क्रेडिट')).toBeTruthy();
      expect(screen.queryByText('Thar Motor Credit')).toBeNull();
      expect(screen.getByText('Financier 2')).toBeTruthy();
      await act(() => changeLanguage('mr'));
      expect(screen.getByText('Thar Motor Credit')).toBeTruthy();
      // The answer is the same in every language: a change of language asks for nothing again.
      expect(api.count('/tractorpoint/getAuction')).toBe(1);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});

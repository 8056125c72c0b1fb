import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { auctionSummary } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { AuctionGroups } from './auction-groups';

const auction = (id: number, state: string, stateId: number) =>
  auctionSummary({
    c_auction_id: id,
    title: `Sale ${id}`,
    state_id: stateId,
    state,
    segment_id: 1,
    segment: 'Tractor',
    segment_code: 'tractor',
    asset_count: 3,
  });

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

describe('auctions grouped by state', () => {
  it("titles and orders the groups by the state's name in the reader's language", async () => {
    await act(() => changeLanguage('ta'));
    // In English Gujarat comes before Karnataka; in Tamil கர்நாடகா comes before குஜராத்.
    renderWithApp(<AuctionGroups auctions={[auction(1, 'Gujarat', 12), auction(2, 'Karnataka', 17)]} by="state" />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['கர்நாடகா', 'குஜராத்']);
    expect(screen.getByRole('region', { name: 'குஜராத்' })).toBeTruthy();
  });
});

import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render';
import { AuctionHeader } from './auction-header';
import type { AuctionSummary } from '../api/auction-lots';

const AUCTION: AuctionSummary = {
  c_auction_id: 6,
  title: 'Thar Motor Credit · Rajasthan Commercial Vehicle Sale',
  financier_id: 3,
  financierName: 'Thar Motor Credit',
  financier_names: { hi: 'थार मोटर क्रेडिट', ta: 'தார் மோட்டார் கிரெடிட்' },
  financier_thumbnail_url: null,
  state_id: 29,
  state: 'Rajasthan',
  segment_id: 3,
  segment: 'CV',
  segment_code: 'CV',
  asset_count: 21,
  starts_at: '2026-11-26T10:00:00.000Z',
  ends_at: '2026-11-26T18:00:00.000Z',
  auction_state: 'live',
  requires_deposit: false,
  server_time: '2026-11-26T12:00:00.000Z',
};

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

describe('AuctionHeader', () => {
  it("names the auction's financier, state and segment in the reader's language", async () => {
    await act(() => changeLanguage('ta'));
    renderWithApp(<AuctionHeader auction={AUCTION} />);
    const meta = screen.getByRole('heading', { name: AUCTION.title }).nextElementSibling!;
    expect(meta.textContent).toContain('இராஜஸ்தான்');
    expect(meta.textContent).toContain('வணிக வாகனம்');
    expect(meta.textContent).toContain('தார் மோட்டார் கிரெடிட்');
    expect(meta.textContent).not.toContain('Rajasthan');
    expect(meta.textContent).not.toContain('Thar Motor Credit');
  });
});

import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { auctionSummary } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { AuctionHeader } from './auction-header';

const AUCTION = auctionSummary();

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

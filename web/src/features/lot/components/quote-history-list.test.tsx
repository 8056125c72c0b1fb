import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render';
import { PriceChart } from './price-chart';
import { QuoteHistoryList } from './quote-history-list';

afterEach(cleanup);

const EMPTY = { quotes: [], chain_verified: true, broken_at_seq: null } as never;

describe('empty quote history', () => {
  it('says "No quotes yet" once, under the history, while the lot runs', () => {
    renderWithApp(
      <>
        <PriceChart amounts={[]} startPrice={100000} />
        <QuoteHistoryList history={EMPTY} />
      </>,
    );
    expect(screen.getAllByText('No quotes yet. Be the first to quote.')).toHaveLength(1);
  });

  it('does not invite a first quote on a closed lot', () => {
    renderWithApp(<QuoteHistoryList history={EMPTY} closed />);
    expect(screen.getByText('No quotes were placed on this vehicle.')).toBeTruthy();
    expect(screen.queryByText(/Be the first/)).toBeNull();
  });
});

describe('masked bidders', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it("names another bidder by their masked tag in the reader's language", async () => {
    await act(() => changeLanguage('hi'));
    const history = {
      asset_id: 1,
      chain_verified: true,
      broken_at_seq: null,
      quotes: [
        { seq: 1, amount: 320000, kind: 'manual', bidder: 'Bidder 086CF0', mine: false, created_at: '2026-11-26T14:28:20.489Z' },
        { seq: 2, amount: 322000, kind: 'manual', bidder: 'Bidder 1A2B3C', mine: true, created_at: '2026-11-26T14:29:20.489Z' },
      ],
    } as never;
    renderWithApp(<QuoteHistoryList history={history} />);
    expect(screen.getByText('बोलीदाता 086CF0')).toBeTruthy();
    expect(screen.getByText('आप')).toBeTruthy();
    expect(screen.queryByText(/Bidder/)).toBeNull();
  });
});

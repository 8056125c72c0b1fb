import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

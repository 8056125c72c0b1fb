import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { emptyText } from './empty-text';
import { STATUS_FILTERS } from './live-status';

const word = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('emptyText', () => {
  it('says a filtered list is empty for that status, not that the buyer never quoted', () => {
    expect(word(emptyText('my_bids', 'payment_due'))).toBe('Nothing to pay right now.');
    expect(word(emptyText('my_bids', undefined))).toBe('You have not quoted on any vehicle yet.');
    expect(word(emptyText('watchlist', undefined))).toBe('Tap the heart on a vehicle to add it to your favorites.');
  });

  it('has its own words for every status filter', () => {
    const texts = STATUS_FILTERS.map((s) => word(emptyText('my_bids', s)));
    expect(texts.every((x) => typeof x === 'string' && x.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(STATUS_FILTERS.length);
  });
});

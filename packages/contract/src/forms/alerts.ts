import * as z from 'zod/mini';
import { SEARCH_LIMITS, inOrder } from '../http/limits.js';
import { inRange, numberOf, text } from './rules.js';

/*
 * A buyer's saved search (http/alerts.ts createSearchBody and the service's checks), on the
 * strings its inputs hold: every criterion optional, at least one given, a "from" not above its
 * "to". Field problems are the console's field codes (`too_long`, `min`, …); the two about the
 * search as a whole are the web's locale keys for the server's texts.
 */

const year = () => inRange(SEARCH_LIMITS.year, { optional: true });
const price = () => inRange(SEARCH_LIMITS.price, { optional: true });
const words = () => text(SEARCH_LIMITS.text, { optional: true });
const read = (v: string) => {
  const n = numberOf(v);
  return Number.isNaN(n) ? undefined : n;
};
const ordered = (from: 'year_from' | 'price_min', to: 'year_to' | 'price_max') =>
  z.refine<Record<typeof from | typeof to, string>>((v) => inOrder(read(v[from]), read(v[to])), {
    error: 'alerts.searchRanges',
    path: [to],
    when: () => true,
  });

export const savedSearchForm = z
  .object({
    segment_id: z.string(),
    make: words(),
    model: words(),
    year_from: year(),
    year_to: year(),
    state_id: z.string(),
    district: words(),
    price_min: price(),
    price_max: price(),
    grade: z.string(),
  })
  .check(
    ordered('year_from', 'year_to'),
    ordered('price_min', 'price_max'),
    // About no one field: shown with the button.
    z.refine((v) => Object.values(v).some((value) => value.trim() !== ''), {
      error: 'alerts.searchEmpty',
      path: ['root'],
      when: () => true,
    }),
  );
export type SavedSearchFormValues = z.input<typeof savedSearchForm>;

export { formatDate } from './format-time';

/**
 * en-IN grouping (the last three digits, then pairs) written out by hand: building an en-IN
 * Intl.NumberFormat at start-up costs tens of milliseconds on a cheap phone, and the page's first
 * paint waits for it. Always Latin digits, in every language.
 */
function groupIndian(whole: number): string {
  const digits = String(Math.abs(whole));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Integer rupees in en-IN grouping: 100000 → '₹1,00,000'. */
export function formatRupees(amount: number): string {
  const whole = Math.round(amount);
  return whole < 0 ? `-₹${groupIndian(-whole)}` : `₹${groupIndian(whole)}`;
}

/** en-IN digit grouping without the symbol: 30000000000 → '30,00,00,00,000'. */
export function formatIndianNumber(value: number): string {
  return groupIndian(Math.round(value));
}

import { amountInWords as spell, type Language } from '@vahanhaat/words';

export { MAX_AMOUNT_IN_WORDS } from '@vahanhaat/words';

const SPELT: readonly string[] = ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta'] satisfies Language[];

/**
 * Amount in words for receipts and quote confirmations (spec §9), in the reader's language
 * (packages/words, the words the server's documents use too):
 * 125000.5 → 'One Lakh Twenty Five Thousand Rupees and Fifty Paise Only',
 * in Hindi 'एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र'.
 * Returns '' for negative, non-finite or amounts above 999999999.
 */
export function amountInWords(amount: number, language = 'en'): string {
  return spell(amount, (SPELT.includes(language) ? language : 'en') as Language);
}

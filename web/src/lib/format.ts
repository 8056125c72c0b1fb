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

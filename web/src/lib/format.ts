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

export const MAX_AMOUNT_IN_WORDS = 999_999_999;

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : (TENS[Math.floor(n / 10)] ?? '');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole number in the Indian system (crore, lakh, thousand), up to 99 crore 99 lakh …. */
function integerInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${belowHundred(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Amount in words for receipts and quote confirmations (spec §9):
 * 125000.5 → 'One Lakh Twenty Five Thousand Rupees and Fifty Paise Only'.
 * Returns '' for negative, non-finite or amounts above 999999999.
 */
export function amountInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) return '';
  const totalPaise = Math.round(amount * 100);
  const rupees = Math.floor(totalPaise / 100);
  const paise = totalPaise % 100;
  const rupeeWords = `${integerInWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  if (!paise) return `${rupeeWords} Only`;
  if (!rupees) return `${belowHundred(paise)} Paise Only`;
  return `${rupeeWords} and ${belowHundred(paise)} Paise Only`;
}

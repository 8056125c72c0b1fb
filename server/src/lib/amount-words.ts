/** The largest amount the words helper spells (spec §9): 99 crore 99 lakh 99 thousand 999. */
export const MAX_AMOUNT_IN_WORDS = 999_999_999;

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens} ${ONES[n % 10]!}` : tens;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]!} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in the Indian system: crore, lakh, thousand, hundred. */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`integerInWords takes a whole number from 0 to ${MAX_AMOUNT_IN_WORDS}, got ${n}`);
  }
  if (n === 0) return 'Zero';
  return [
    [Math.floor(n / 10_000_000), 'Crore'],
    [Math.floor((n % 10_000_000) / 100_000), 'Lakh'],
    [Math.floor((n % 100_000) / 1000), 'Thousand'],
  ]
    .filter(([count]) => count)
    .map(([count, unit]) => `${belowHundred(count as number)} ${unit}`)
    .concat(n % 1000 ? [belowThousand(n % 1000)] : [])
    .join(' ');
}

/**
 * Rupees in words as Indian bonds and cheques write them:
 * 151000 → 'Rupees One Lakh Fifty One Thousand Only',
 * 1250.5 → 'Rupees One Thousand Two Hundred Fifty and Fifty Paise Only'.
 * Paise are rounded to the nearest one. Throws a RangeError outside 0 … 999999999.99: a document
 * must never print a wrong amount quietly.
 */
export function amountInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`amountInWords takes a non-negative amount, got ${amount}`);
  const totalPaise = Math.round(amount * 100);
  const rupees = Math.floor(totalPaise / 100);
  const paise = totalPaise % 100;
  if (rupees > MAX_AMOUNT_IN_WORDS) throw new RangeError(`amountInWords spells at most ${MAX_AMOUNT_IN_WORDS} rupees, got ${amount}`);
  const paiseWords = paise ? ` and ${belowHundred(paise)} Paise` : '';
  return `Rupees ${integerInWords(rupees)}${paiseWords} Only`;
}

// @ts-check
/**
 * How an amount is spelt, given one language's spelling (spellings/<lang>.js). index.js binds it to
 * all seven languages; the web app imports this and only the reader's spelling.
 */

/** @typedef {import('./list.js').Spelling} Spelling */
/** @typedef {import('./list.js').Unit} Unit */

/** A word list from text, index 0 empty so that index n is the word for n. @param {string} words */
export const list = (words) => ['', ...words.trim().split(/\s+/)];

/** The largest amount in rupees the words spell (spec §9): 99 crore 99 lakh 99 thousand 999. */
export const MAX_AMOUNT_IN_WORDS = 999_999_999;

/**
 * A whole number from 0 to 99,99,99,999 in words, in the form it takes before the word for
 * rupees or paise (Telugu and Tamil change a number's last word when a noun follows).
 */
/**
 * @param {Spelling} s
 * @param {number} n
 * @returns {string}
 */
export function integerWith(s, n) {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`integerInWords takes a whole number from 0 to ${MAX_AMOUNT_IN_WORDS}, got ${n}`);
  }
  if (n === 0) return s.zero;
  /** @type {string[]} */
  const parts = [];
  /** @type {[count: number, unit: Unit, below: number][]} */
  const groups = [
    [Math.floor(n / 10_000_000), 2, n % 10_000_000],
    [Math.floor((n % 10_000_000) / 100_000), 1, n % 100_000],
    [Math.floor((n % 100_000) / 1000), 0, n % 1000],
  ];
  for (const [count, unit, below] of groups) {
    if (count) parts.push(s.scale(count, unit, below > 0));
  }
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (hundreds) parts.push(s.hundreds(hundreds, rest > 0));
  if (rest) parts.push(s.below100[rest]);
  return parts.join(' ');
}

/**
 * An amount in integer paise in words, as Indian invoices and cheques write it:
 * 15100050 paise → 'Rupees One Lakh Fifty One Thousand and Fifty Paise Only',
 * in Hindi 'एक लाख इक्यावन हज़ार रुपये और पचास पैसे मात्र'. Throws a RangeError outside
 * 0 … 99,99,99,999.99 rupees or for a fraction of a paisa: a document must never print a wrong amount quietly.
 */
/**
 * @param {Spelling} s
 * @param {number} paise
 * @returns {string}
 */
export function paiseWith(s, paise) {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`paiseInWords takes whole paise from 0, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  if (rupees > MAX_AMOUNT_IN_WORDS) throw new RangeError(`paiseInWords spells at most ${MAX_AMOUNT_IN_WORDS} rupees, got ${paise} paise`);
  const p = paise % 100;
  return s.phrase(integerWith(s, rupees), rupees, p ? integerWith(s, p) : '', p);
}

/**
 * An amount as the web app writes it under a price or a quote, in the reader's language:
 * 125000.5 → 'One Lakh Twenty Five Thousand Rupees and Fifty Paise Only', in Hindi
 * 'एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र'. English keeps the app's order (the figure
 * first); the other languages write it as their documents do. '' for a negative, non-finite or
 * too large amount, so a screen never shows a wrong one.
 * @param {Spelling} s the reader's language's spelling
 * @param {boolean} english
 * @param {number} amount rupees, paise as the fraction
 * @returns {string}
 */
export function amountWith(s, english, amount) {
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) return '';
  const paise = Math.round(amount * 100);
  if (!english) return paiseWith(s, paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? `${integerWith(s, rest)} Paise` : '';
  if (!rupees && rest) return `${paiseWords} Only`;
  return `${integerWith(s, rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}${rest ? ` and ${paiseWords}` : ''} Only`;
}

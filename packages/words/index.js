// @ts-check
/**
 * Amounts in words, as invoices, receipts and bonds write them, in the seven languages of the
 * site and the Indian system (thousand, lakh, crore). Hindi, Marathi and Gujarati have a word of
 * their own for every number to 99, so they are listed whole; Kannada, Telugu and Tamil build
 * 21–99 from the tens and the units by their regular joining rules.
 */

import { MAX_AMOUNT_IN_WORDS, amountWith, integerWith, paiseWith } from './spell.js';
import en from './spellings/en.js';
import gu from './spellings/gu.js';
import hi from './spellings/hi.js';
import kn from './spellings/kn.js';
import mr from './spellings/mr.js';
import ta from './spellings/ta.js';
import te from './spellings/te.js';

export { MAX_AMOUNT_IN_WORDS };

/** @typedef {import('./list.js').Language} Language */
/** @typedef {import('./list.js').Unit} Unit */
/** @typedef {import('./list.js').Spelling} Spelling */

/** @type {Record<Language, Spelling>} */
const SPELLINGS = { en, hi, mr, gu, kn, te, ta };

/**
 * A whole number from 0 to 99,99,99,999 in words, in the form it takes before the word for
 * rupees or paise (Telugu and Tamil change a number's last word when a noun follows).
 * @param {number} n
 * @param {Language} [lang]
 * @returns {string}
 */
export function integerInWords(n, lang = 'en') {
  return integerWith(SPELLINGS[lang], n);
}

/**
 * An amount in integer paise in words, as Indian invoices and cheques write it:
 * 15100050 paise → 'Rupees One Lakh Fifty One Thousand and Fifty Paise Only',
 * in Hindi 'एक लाख इक्यावन हज़ार रुपये और पचास पैसे मात्र'. Throws a RangeError outside
 * 0 … 99,99,99,999.99 rupees or for a fraction of a paisa: a document must never print a wrong amount quietly.
 * @param {number} paise
 * @param {Language} [lang]
 * @returns {string}
 */
export function paiseInWords(paise, lang = 'en') {
  return paiseWith(SPELLINGS[lang], paise);
}

/**
 * Whole rupees in words: rupeesInWords(151000) → 'Rupees One Lakh Fifty One Thousand Only'.
 * @param {number} rupees
 * @param {Language} [lang]
 * @returns {string}
 */
export function rupeesInWords(rupees, lang = 'en') {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`rupeesInWords takes whole rupees, got ${rupees}`);
  return paiseInWords(rupees * 100, lang);
}

/**
 * An amount as the web app writes it under a price or a quote, in the reader's language
 * (spell.js amountWith): '' for a negative, non-finite or too large amount.
 * @param {number} amount rupees, paise as the fraction
 * @param {Language} [lang]
 * @returns {string}
 */
export function amountInWords(amount, lang = 'en') {
  return amountWith(SPELLINGS[lang], lang === 'en', amount);
}

export { KNOWN_STATES, financierName, segmentName, segmentsSpelled, stateName, statesSpelled } from './places.js';

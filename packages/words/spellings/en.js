// @ts-check
/** Amounts in words in English (see ../index.js for how a Spelling is used). */
import { list } from '../spell.js';

/** @typedef {import('../list.js').Spelling} Spelling */

const EN_ONES = list(
  'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen',
);
const EN_TENS = list('Ten Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety');
const EN_BELOW_100 = Array.from({ length: 100 }, (_, n) =>
  n < 20 ? EN_ONES[n] : n % 10 ? `${EN_TENS[Math.floor(n / 10)]} ${EN_ONES[n % 10]}` : EN_TENS[n / 10],
);

/** @type {Spelling} */
const en = {
  zero: 'Zero',
  below100: EN_BELOW_100,
  hundreds: (h) => `${EN_ONES[h]} Hundred`,
  scale: (count, unit) => `${EN_BELOW_100[count]} ${['Thousand', 'Lakh', 'Crore'][unit]}`,
  phrase: (r, _rc, p, pc) => `Rupees ${r}${pc ? ` and ${p} Paise` : ''} Only`,
};

export default en;

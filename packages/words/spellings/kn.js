// @ts-check
/** Amounts in words in Kannada (see ../index.js for how a Spelling is used). */
import { list } from '../spell.js';

/** @typedef {import('../list.js').Spelling} Spelling */

const KN_BELOW_20 = list(`
  ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು ಹತ್ತು
  ಹನ್ನೊಂದು ಹನ್ನೆರಡು ಹದಿಮೂರು ಹದಿನಾಲ್ಕು ಹದಿನೈದು ಹದಿನಾರು ಹದಿನೇಳು ಹದಿನೆಂಟು ಹತ್ತೊಂಬತ್ತು`);
const KN_TENS = list('ಹತ್ತು ಇಪ್ಪತ್ತು ಮೂವತ್ತು ನಲವತ್ತು ಐವತ್ತು ಅರವತ್ತು ಎಪ್ಪತ್ತು ಎಂಬತ್ತು ತೊಂಬತ್ತು');
/** The units as they join a ten that has lost its final -ು: ಇಪ್ಪತ್ತ + ೊಂದು = ಇಪ್ಪತ್ತೊಂದು. */
const KN_JOINED_UNITS = ['', 'ೊಂದು', 'ೆರಡು', 'ಮೂರು', 'ನಾಲ್ಕು', 'ೈದು', 'ಾರು', 'ೇಳು', 'ೆಂಟು', 'ೊಂಬತ್ತು'];
const KN_BELOW_100 = Array.from({ length: 100 }, (_, n) => {
  if (n < 20) return KN_BELOW_20[n] ?? '';
  const tens = KN_TENS[Math.floor(n / 10)];
  return n % 10 ? tens.slice(0, -1) + KN_JOINED_UNITS[n % 10] : tens;
});
const KN_HUNDREDS = list('ನೂರು ಇನ್ನೂರು ಮುನ್ನೂರು ನಾನೂರು ಐನೂರು ಆರುನೂರು ಏಳುನೂರು ಎಂಟುನೂರು ಒಂಬೈನೂರು');

// Before a smaller part, ನೂರು becomes ನೂರ and ಸಾವಿರ, ಲಕ್ಷ take -ದ (ಸಾವಿರದ ಒಂಬೈನೂರ ಎಪ್ಪತ್ತೈದು).
/** @type {Spelling} */
const kn = {
  zero: 'ಸೊನ್ನೆ',
  below100: KN_BELOW_100,
  hundreds: (h, followed) => (followed ? KN_HUNDREDS[h].slice(0, -1) : KN_HUNDREDS[h]),
  scale: (count, unit, followed) => `${KN_BELOW_100[count]} ${(followed ? ['ಸಾವಿರದ', 'ಲಕ್ಷದ', 'ಕೋಟಿ'] : ['ಸಾವಿರ', 'ಲಕ್ಷ', 'ಕೋಟಿ'])[unit]}`,
  phrase: (r, rc, p, pc) => `${r} ${rc === 1 ? 'ರೂಪಾಯಿ' : 'ರೂಪಾಯಿಗಳು'}${pc ? ` ಮತ್ತು ${p} ಪೈಸೆ` : ''} ಮಾತ್ರ`,
};

export default kn;

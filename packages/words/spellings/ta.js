// @ts-check
/** Amounts in words in Tamil (see ../index.js for how a Spelling is used). */
import { list } from '../spell.js';

/** @typedef {import('../list.js').Spelling} Spelling */

const TA_BELOW_20 = list(`
  ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது பத்து
  பதினொன்று பன்னிரண்டு பதின்மூன்று பதினான்கு பதினைந்து பதினாறு பதினேழு பதினெட்டு பத்தொன்பது`);
const TA_TENS = list('பத்து இருபது முப்பது நாற்பது ஐம்பது அறுபது எழுபது எண்பது தொண்ணூறு');
/** A ten before its units: இருபது → இருபத்த-, தொண்ணூறு → தொண்ணூற்ற-, each taking the unit's vowel. */
const TA_JOINING_TENS = ['', '', 'இருபத்த', 'முப்பத்த', 'நாற்பத்த', 'ஐம்பத்த', 'அறுபத்த', 'எழுபத்த', 'எண்பத்த', 'தொண்ணூற்ற'];
const TA_JOINED_UNITS = ['', 'ொன்று', 'ிரண்டு', 'ிமூன்று', 'ிநான்கு', 'ைந்து', 'ாறு', 'ேழு', 'ெட்டு', 'ொன்பது'];
const TA_BELOW_100 = Array.from({ length: 100 }, (_, n) => {
  if (n < 20) return TA_BELOW_20[n] ?? '';
  return n % 10 ? TA_JOINING_TENS[Math.floor(n / 10)] + TA_JOINED_UNITS[n % 10] : TA_TENS[n / 10];
});
const TA_HUNDREDS = list('நூறு இருநூறு முந்நூறு நானூறு ஐந்நூறு அறுநூறு எழுநூறு எண்ணூறு தொள்ளாயிரம்');
const TA_HUNDREDS_JOINED = list('நூற்று இருநூற்று முந்நூற்று நானூற்று ஐந்நூற்று அறுநூற்று எழுநூற்று எண்ணூற்று தொள்ளாயிரத்து');
const TA_SCALE = [
  ['ஆயிரம்', 'ஆயிரத்து'],
  ['லட்சம்', 'லட்சத்து'],
  ['கோடி', 'கோடியே'],
];

/** @type {Spelling} */
const ta = {
  zero: 'பூஜ்ஜியம்',
  below100: TA_BELOW_100,
  hundreds: (h, followed) => (followed ? TA_HUNDREDS_JOINED : TA_HUNDREDS)[h],
  scale: (count, unit, followed) => {
    const word = TA_SCALE[unit][followed ? 1 : 0];
    if (count === 1) return unit === 0 ? word : `ஒரு ${word}`;
    return `${TA_BELOW_100[count]} ${word}`;
  },
  phrase: (r, rc, p, pc) => `${rc === 1 ? 'ஒரு' : r} ரூபாய்${pc ? ` மற்றும் ${pc === 1 ? 'ஒரு' : p} பைசா` : ''} மட்டும்`,
};

export default ta;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerInWords, MAX_AMOUNT_IN_WORDS, paiseInWords, rupeesInWords } from './amount-in-words.js';
import { LANGUAGES, type Language } from './languages.js';

/** What every text in a language is made of and how it ends, for the structure checks. */
const SHAPE: Record<Language, { letters: RegExp; only: string; lakh: string; crore: string; paise: string }> = {
  en: { letters: /^[A-Za-z]+$/, only: 'Only', lakh: 'Lakh', crore: 'Crore', paise: 'Paise' },
  hi: { letters: /^[\u0900-\u097f]+$/, only: 'मात्र', lakh: 'लाख', crore: 'करोड़', paise: 'पैस' },
  mr: { letters: /^[\u0900-\u097f]+$/, only: 'फक्त', lakh: 'लाख', crore: 'कोटी', paise: 'पैस' },
  gu: { letters: /^[\u0a80-\u0aff]+$/, only: 'પૂરા', lakh: 'લાખ', crore: 'કરોડ', paise: 'પૈસ' },
  kn: { letters: /^[\u0c80-\u0cff]+$/, only: 'ಮಾತ್ರ', lakh: 'ಲಕ್ಷ', crore: 'ಕೋಟಿ', paise: 'ಪೈಸೆ' },
  te: { letters: /^[\u0c00-\u0c7f]+$/, only: 'మాత్రమే', lakh: 'లక్ష', crore: 'కోట', paise: 'పైస' },
  ta: { letters: /^[\u0b80-\u0bff]+$/, only: 'மட்டும்', lakh: 'லட்ச', crore: 'கோடி', paise: 'பைசா' },
};

const MAX_PAISE = MAX_AMOUNT_IN_WORDS * 100 + 99;

describe('paiseInWords: known amounts', () => {
  const cases: Record<Language, [paise: number, words: string][]> = {
    en: [
      [0, 'Rupees Zero Only'],
      [100, 'Rupees One Only'],
      [1_500, 'Rupees Fifteen Only'],
      [9_900, 'Rupees Ninety Nine Only'],
      [10_100, 'Rupees One Hundred One Only'],
      [15_100_000, 'Rupees One Lakh Fifty One Thousand Only'],
      [125_050, 'Rupees One Thousand Two Hundred Fifty and Fifty Paise Only'],
      [75, 'Rupees Zero and Seventy Five Paise Only'],
      [1_000_000_000, 'Rupees One Crore Only'],
      [1_000_000_500, 'Rupees One Crore Five Only'],
      [1_234_567_890_0, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only'],
      [MAX_PAISE, 'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
    ],
    hi: [
      [100, 'एक रुपया मात्र'],
      [1_800, 'अठारह रुपये मात्र'],
      [4_300, 'तैंतालीस रुपये मात्र'],
      [7_900, 'उन्यासी रुपये मात्र'],
      [9_900, 'निन्यानबे रुपये मात्र'],
      [1_180_000, 'ग्यारह हज़ार आठ सौ रुपये मात्र'],
      [15_100_050, 'एक लाख इक्यावन हज़ार रुपये और पचास पैसे मात्र'],
      [101, 'एक रुपया और एक पैसा मात्र'],
      [1_234_567_890_0, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये मात्र'],
    ],
    mr: [
      [100, 'एक रुपया फक्त'],
      [10_000, 'शंभर रुपये फक्त'],
      [15_000, 'एकशे पन्नास रुपये फक्त'],
      [4_100, 'एक्केचाळीस रुपये फक्त'],
      [7_600, 'शहात्तर रुपये फक्त'],
      [9_900, 'नव्याण्णव रुपये फक्त'],
      [2_950_000, 'एकोणतीस हजार पाचशे रुपये फक्त'],
      [15_100_050, 'एक लाख एक्कावन्न हजार रुपये आणि पन्नास पैसे फक्त'],
      [200_000_000, 'वीस लाख रुपये फक्त'],
    ],
    gu: [
      [100, 'એક રૂપિયો પૂરા'],
      [2_300, 'ત્રેવીસ રૂપિયા પૂરા'],
      [4_400, 'ચુંમાલીસ રૂપિયા પૂરા'],
      [9_600, 'છન્નું રૂપિયા પૂરા'],
      [20_000, 'બસો રૂપિયા પૂરા'],
      [2_500_000, 'પચ્ચીસ હજાર રૂપિયા પૂરા'],
      [15_100_050, 'એક લાખ એકાવન હજાર રૂપિયા અને પચાસ પૈસા પૂરા'],
      [1_000_000_000, 'એક કરોડ રૂપિયા પૂરા'],
    ],
    kn: [
      [100, 'ಒಂದು ರೂಪಾಯಿ ಮಾತ್ರ'],
      [2_300, 'ಇಪ್ಪತ್ತಮೂರು ರೂಪಾಯಿಗಳು ಮಾತ್ರ'],
      [9_900, 'ತೊಂಬತ್ತೊಂಬತ್ತು ರೂಪಾಯಿಗಳು ಮಾತ್ರ'],
      [50_000, 'ಐನೂರು ರೂಪಾಯಿಗಳು ಮಾತ್ರ'],
      [197_500, 'ಒಂದು ಸಾವಿರದ ಒಂಬೈನೂರ ಎಪ್ಪತ್ತೈದು ರೂಪಾಯಿಗಳು ಮಾತ್ರ'],
      [15_100_050, 'ಒಂದು ಲಕ್ಷದ ಐವತ್ತೊಂದು ಸಾವಿರ ರೂಪಾಯಿಗಳು ಮತ್ತು ಐವತ್ತು ಪೈಸೆ ಮಾತ್ರ'],
    ],
    te: [
      [100, 'ఒక రూపాయి మాత్రమే'],
      [1_900, 'పంతొమ్మిది రూపాయలు మాత్రమే'],
      [2_100, 'ఇరవై ఒక్క రూపాయలు మాత్రమే'],
      [10_000, 'వంద రూపాయలు మాత్రమే'],
      [15_000, 'నూట యాభై రూపాయలు మాత్రమే'],
      [250_000, 'రెండు వేల ఐదు వందల రూపాయలు మాత్రమే'],
      [15_100_050, 'ఒక లక్ష యాభై ఒక్క వేల రూపాయలు మరియు యాభై పైసలు మాత్రమే'],
      [300_000_000, 'ముప్పై లక్షల రూపాయలు మాత్రమే'],
    ],
    ta: [
      [100, 'ஒரு ரூபாய் மட்டும்'],
      [2_500, 'இருபத்தைந்து ரூபாய் மட்டும்'],
      [9_500, 'தொண்ணூற்றைந்து ரூபாய் மட்டும்'],
      [90_000, 'தொள்ளாயிரம் ரூபாய் மட்டும்'],
      [11_800, 'நூற்று பதினெட்டு ரூபாய் மட்டும்'],
      [10_000_000, 'ஒரு லட்சம் ரூபாய் மட்டும்'],
      [15_100_050, 'ஒரு லட்சத்து ஐம்பத்தொன்று ஆயிரம் ரூபாய் மற்றும் ஐம்பது பைசா மட்டும்'],
      [20_000_000_000, 'இருபது கோடி ரூபாய் மட்டும்'],
    ],
  };
  for (const lang of LANGUAGES) {
    it.each(cases[lang])(`${lang}: %d paise`, (paise, words) => {
      expect(paiseInWords(paise, lang)).toBe(words);
    });
  }
});

describe('the tables of Hindi, Marathi and Gujarati', () => {
  it.each([
    [
      'hi',
      [
        [19, 'उन्नीस'],
        [29, 'उनतीस'],
        [39, 'उनतालीस'],
        [49, 'उनचास'],
        [59, 'उनसठ'],
        [69, 'उनहत्तर'],
        [89, 'नवासी'],
        [53, 'तिरेपन'],
        [67, 'सड़सठ'],
      ],
    ],
    [
      'mr',
      [
        [19, 'एकोणीस'],
        [29, 'एकोणतीस'],
        [39, 'एकोणचाळीस'],
        [49, 'एकोणपन्नास'],
        [59, 'एकोणसाठ'],
        [69, 'एकोणसत्तर'],
        [79, 'एकोणऐंशी'],
        [89, 'एकोणनव्वद'],
        [35, 'पस्तीस'],
      ],
    ],
    [
      'gu',
      [
        [19, 'ઓગણીસ'],
        [29, 'ઓગણત્રીસ'],
        [39, 'ઓગણચાલીસ'],
        [49, 'ઓગણપચાસ'],
        [59, 'ઓગણસાઠ'],
        [69, 'અગણોસિત્તેર'],
        [79, 'ઓગણાએંસી'],
        [89, 'નેવ્યાસી'],
        [90, 'નેવું'],
      ],
    ],
  ] as const)('%s spells each number to 99 with its own word', (lang, known) => {
    for (const [n, word] of known) expect(integerInWords(n, lang)).toBe(word);
    const words = Array.from({ length: 99 }, (_, i) => integerInWords(i + 1, lang));
    // One word each, and no two numbers the same word.
    expect(words.every((w) => !w.includes(' '))).toBe(true);
    expect(new Set(words).size).toBe(99);
  });
});

describe('paiseInWords: every amount', () => {
  const amount = fc.integer({ min: 0, max: MAX_PAISE });

  it.each(LANGUAGES)('%s: a clean text that says lakh, crore and paise exactly when the amount has them', (lang) => {
    const shape = SHAPE[lang];
    fc.assert(
      fc.property(amount, (paise) => {
        const words = paiseInWords(paise, lang);
        expect(words.length).toBeGreaterThan(0);
        expect(words).not.toMatch(/ {2}|^ | $/);
        expect(words.split(' ').every((w) => shape.letters.test(w))).toBe(true);
        expect(words.endsWith(` ${shape.only}`)).toBe(true);
        const rupees = Math.floor(paise / 100);
        expect(words.includes(shape.crore)).toBe(rupees >= 10_000_000);
        expect(words.includes(shape.lakh)).toBe(Math.floor((rupees % 10_000_000) / 100_000) > 0);
        expect(words.includes(shape.paise)).toBe(paise % 100 > 0);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(LANGUAGES)('%s: two different amounts never read the same', (lang) => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        fc.pre(a !== b);
        expect(paiseInWords(a, lang)).not.toBe(paiseInWords(b, lang));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(LANGUAGES)('%s: every whole number to 99,999 is spelt without a gap', (lang) => {
    for (let n = 0; n < 100_000; n += 1) {
      const words = integerInWords(n, lang);
      if (!words || /undefined| {2}|^ | $/.test(words)) throw new Error(`${lang} ${n}: '${words}'`);
    }
  });
});

describe('refusals', () => {
  it.each([-1, 1.5, MAX_PAISE + 1, Number.NaN, Number.POSITIVE_INFINITY])(
    'paiseInWords refuses %d rather than print a wrong amount',
    (paise) => {
      expect(() => paiseInWords(paise, 'hi')).toThrow(RangeError);
    },
  );

  it('rupeesInWords takes whole rupees', () => {
    expect(rupeesInWords(151_000)).toBe('Rupees One Lakh Fifty One Thousand Only');
    expect(rupeesInWords(10_000, 'ta')).toBe('பத்து ஆயிரம் ரூபாய் மட்டும்');
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
    expect(() => rupeesInWords(MAX_AMOUNT_IN_WORDS + 1)).toThrow(RangeError);
  });
});

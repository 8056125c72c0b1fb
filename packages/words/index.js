// @ts-check
/**
 * Amounts in words, as invoices, receipts and bonds write them, in the seven languages of the
 * site and the Indian system (thousand, lakh, crore). Hindi, Marathi and Gujarati have a word of
 * their own for every number to 99, so they are listed whole; Kannada, Telugu and Tamil build
 * 21–99 from the tens and the units by their regular joining rules.
 */

/** The largest amount in rupees the words spell (spec §9): 99 crore 99 lakh 99 thousand 999. */
export const MAX_AMOUNT_IN_WORDS = 999_999_999;

/** @typedef {'en' | 'hi' | 'mr' | 'gu' | 'kn' | 'te' | 'ta'} Language */
/** @typedef {0 | 1 | 2} Unit thousand, lakh, crore */
/**
 * @typedef {object} Spelling
 * @property {string} zero
 * @property {readonly string[]} below100 0–99; index 0 is never read.
 * @property {(h: number, followed: boolean) => string} hundreds h hundred (1–9); `followed` when tens or units come after it.
 * @property {(count: number, unit: Unit, followed: boolean) => string} scale count (1–99) thousands, lakhs or crores; `followed` when a smaller part comes after it.
 * @property {(rupees: string, rupeeCount: number, paise: string, paiseCount: number) => string} phrase The rupee words (and the paise words when there are paise) as a document writes them.
 */

/** @param {string} words */
const list = (words) => ['', ...words.trim().split(/\s+/)];

// ---------------------------------------------------------------------------------- English

const EN_ONES = list('One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen');
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

// ---------------------------------------------------------------------------------- Hindi

const HI_BELOW_100 = list(`
  एक दो तीन चार पाँच छह सात आठ नौ दस
  ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस
  इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस
  इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस
  इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास
  इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ
  इकसठ बासठ तिरेसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर
  इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी
  इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे
  इक्यानबे बानबे तिरानबे चौरानबे पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे`);

/** @type {Spelling} */
const hi = {
  zero: 'शून्य',
  below100: HI_BELOW_100,
  hundreds: (h) => `${HI_BELOW_100[h]} सौ`,
  scale: (count, unit) => `${HI_BELOW_100[count]} ${['हज़ार', 'लाख', 'करोड़'][unit]}`,
  phrase: (r, rc, p, pc) => `${r} ${rc === 1 ? 'रुपया' : 'रुपये'}${pc ? ` और ${p} ${pc === 1 ? 'पैसा' : 'पैसे'}` : ''} मात्र`,
};

// ---------------------------------------------------------------------------------- Marathi

const MR_BELOW_100 = list(`
  एक दोन तीन चार पाच सहा सात आठ नऊ दहा
  अकरा बारा तेरा चौदा पंधरा सोळा सतरा अठरा एकोणीस वीस
  एकवीस बावीस तेवीस चोवीस पंचवीस सव्वीस सत्तावीस अठ्ठावीस एकोणतीस तीस
  एकतीस बत्तीस तेहेतीस चौतीस पस्तीस छत्तीस सदतीस अडतीस एकोणचाळीस चाळीस
  एक्केचाळीस बेचाळीस त्रेचाळीस चव्वेचाळीस पंचेचाळीस सेहेचाळीस सत्तेचाळीस अठ्ठेचाळीस एकोणपन्नास पन्नास
  एक्कावन्न बावन्न त्रेपन्न चोपन्न पंचावन्न छप्पन्न सत्तावन्न अठ्ठावन्न एकोणसाठ साठ
  एकसष्ठ बासष्ठ त्रेसष्ठ चौसष्ठ पासष्ठ सहासष्ठ सदुसष्ठ अडुसष्ठ एकोणसत्तर सत्तर
  एकाहत्तर बाहत्तर त्र्याहत्तर चौऱ्याहत्तर पंच्याहत्तर शहात्तर सत्याहत्तर अठ्ठ्याहत्तर एकोणऐंशी ऐंशी
  एक्याऐंशी ब्याऐंशी त्र्याऐंशी चौऱ्याऐंशी पंच्याऐंशी शहाऐंशी सत्याऐंशी अठ्ठ्याऐंशी एकोणनव्वद नव्वद
  एक्याण्णव ब्याण्णव त्र्याण्णव चौऱ्याण्णव पंच्याण्णव शहाण्णव सत्याण्णव अठ्ठ्याण्णव नव्याण्णव`);

/** @type {Spelling} */
const mr = {
  zero: 'शून्य',
  below100: MR_BELOW_100,
  // शंभर alone; एकशे, दोनशे … before the tens and units (एकशे पन्नास).
  hundreds: (h, followed) => (h === 1 && !followed ? 'शंभर' : `${MR_BELOW_100[h]}शे`),
  scale: (count, unit) => `${MR_BELOW_100[count]} ${['हजार', 'लाख', 'कोटी'][unit]}`,
  phrase: (r, rc, p, pc) => `${r} ${rc === 1 ? 'रुपया' : 'रुपये'}${pc ? ` आणि ${p} ${pc === 1 ? 'पैसा' : 'पैसे'}` : ''} फक्त`,
};

// ---------------------------------------------------------------------------------- Gujarati

const GU_BELOW_100 = list(`
  એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ દસ
  અગિયાર બાર તેર ચૌદ પંદર સોળ સત્તર અઢાર ઓગણીસ વીસ
  એકવીસ બાવીસ ત્રેવીસ ચોવીસ પચ્ચીસ છવ્વીસ સત્તાવીસ અઠ્ઠાવીસ ઓગણત્રીસ ત્રીસ
  એકત્રીસ બત્રીસ તેત્રીસ ચોત્રીસ પાંત્રીસ છત્રીસ સાડત્રીસ અડત્રીસ ઓગણચાલીસ ચાલીસ
  એકતાલીસ બેતાળીસ ત્રેતાળીસ ચુંમાલીસ પિસ્તાલીસ છેતાળીસ સુડતાળીસ અડતાળીસ ઓગણપચાસ પચાસ
  એકાવન બાવન ત્રેપન ચોપન પંચાવન છપ્પન સત્તાવન અઠ્ઠાવન ઓગણસાઠ સાઠ
  એકસઠ બાસઠ ત્રેસઠ ચોસઠ પાંસઠ છાસઠ સડસઠ અડસઠ અગણોસિત્તેર સિત્તેર
  એકોતેર બોતેર તોતેર ચુમોતેર પંચોતેર છોતેર સિત્યોતેર ઇઠ્યોતેર ઓગણાએંસી એંસી
  એક્યાસી બ્યાસી ત્યાસી ચોર્યાસી પંચાસી છ્યાસી સિત્યાસી અઠ્યાસી નેવ્યાસી નેવું
  એકાણું બાણું ત્રાણું ચોરાણું પંચાણું છન્નું સત્તાણું અઠ્ઠાણું નવ્વાણું`);
const GU_HUNDREDS = list('એકસો બસો ત્રણસો ચારસો પાંચસો છસો સાતસો આઠસો નવસો');

/** @type {Spelling} */
const gu = {
  zero: 'શૂન્ય',
  below100: GU_BELOW_100,
  hundreds: (h) => GU_HUNDREDS[h],
  scale: (count, unit) => `${GU_BELOW_100[count]} ${['હજાર', 'લાખ', 'કરોડ'][unit]}`,
  phrase: (r, rc, p, pc) => `${r} ${rc === 1 ? 'રૂપિયો' : 'રૂપિયા'}${pc ? ` અને ${p} ${pc === 1 ? 'પૈસો' : 'પૈસા'}` : ''} પૂરા`,
};

// ---------------------------------------------------------------------------------- Kannada

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

// ---------------------------------------------------------------------------------- Telugu

const TE_BELOW_20 = list(`
  ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది పది
  పదకొండు పన్నెండు పదమూడు పద్నాలుగు పదిహేను పదహారు పదిహేడు పద్దెనిమిది పంతొమ్మిది`);
const TE_TENS = list('పది ఇరవై ముప్పై నలభై యాభై అరవై డెబ్బై ఎనభై తొంభై');
const TE_BELOW_100 = Array.from({ length: 100 }, (_, n) => {
  if (n < 20) return TE_BELOW_20[n] ?? '';
  const tens = TE_TENS[Math.floor(n / 10)];
  return n % 10 ? `${tens} ${TE_BELOW_20[n % 10]}` : tens;
});
/** A number before a noun: ఒకటి becomes ఒక (ఒక లక్ష) or, after a ten, ఒక్క (ఇరవై ఒక్క వేల). */
/** @param {number} n */
const teCount = (n) => (n === 1 ? 'ఒక' : TE_BELOW_100[n].replace(/ ఒకటి$/, ' ఒక్క'));

// Telugu puts every part of the number in the form it takes before a noun (ఐదు వందల రూపాయలు).
/** @type {Spelling} */
const te = {
  zero: 'సున్నా',
  below100: TE_BELOW_100.map((w, n) => (n > 1 ? teCount(n) : w)),
  hundreds: (h, followed) => (h === 1 ? (followed ? 'నూట' : 'వంద') : `${teCount(h)} వందల`),
  scale: (count, unit) => {
    if (unit === 0) return count === 1 ? 'వెయ్యి' : `${teCount(count)} వేల`;
    if (count === 1) return unit === 1 ? 'ఒక లక్ష' : 'ఒక కోటి';
    return `${teCount(count)} ${unit === 1 ? 'లక్షల' : 'కోట్ల'}`;
  },
  phrase: (r, rc, p, pc) =>
    `${rc === 1 ? 'ఒక రూపాయి' : `${r} రూపాయలు`}${pc ? ` మరియు ${pc === 1 ? 'ఒక పైసా' : `${p} పైసలు`}` : ''} మాత్రమే`,
};

// ---------------------------------------------------------------------------------- Tamil

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
  phrase: (r, rc, p, pc) =>
    `${rc === 1 ? 'ஒரு' : r} ரூபாய்${pc ? ` மற்றும் ${pc === 1 ? 'ஒரு' : p} பைசா` : ''} மட்டும்`,
};

/** @type {Record<Language, Spelling>} */
const SPELLINGS = { en, hi, mr, gu, kn, te, ta };

/**
 * A whole number from 0 to 99,99,99,999 in words, in the form it takes before the word for
 * rupees or paise (Telugu and Tamil change a number's last word when a noun follows).
 */
/**
 * @param {number} n
 * @param {Language} [lang]
 * @returns {string}
 */
export function integerInWords(n, lang = 'en') {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`integerInWords takes a whole number from 0 to ${MAX_AMOUNT_IN_WORDS}, got ${n}`);
  }
  const s = SPELLINGS[lang];
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
 * @param {number} paise
 * @param {Language} [lang]
 * @returns {string}
 */
export function paiseInWords(paise, lang = 'en') {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`paiseInWords takes whole paise from 0, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  if (rupees > MAX_AMOUNT_IN_WORDS) throw new RangeError(`paiseInWords spells at most ${MAX_AMOUNT_IN_WORDS} rupees, got ${paise} paise`);
  const p = paise % 100;
  return SPELLINGS[lang].phrase(integerInWords(rupees, lang), rupees, p ? integerInWords(p, lang) : '', p);
}

/** Whole rupees in words: rupeesInWords(151000) → 'Rupees One Lakh Fifty One Thousand Only'. */
/**
 * @param {number} rupees
 * @param {Language} [lang]
 * @returns {string}
 */
export function rupeesInWords(rupees, lang = 'en') {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`rupeesInWords takes whole rupees, got ${rupees}`);
  return paiseInWords(rupees * 100, lang);
}

/**
 * An amount as the web app writes it under a price or a quote, in the reader's language:
 * 125000.5 → 'One Lakh Twenty Five Thousand Rupees and Fifty Paise Only', in Hindi
 * 'एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र'. English keeps the app's order (the figure
 * first); the other languages write it as their documents do. '' for a negative, non-finite or
 * too large amount, so a screen never shows a wrong one.
 * @param {number} amount rupees, paise as the fraction
 * @param {Language} [lang]
 * @returns {string}
 */
export function amountInWords(amount, lang = 'en') {
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) return '';
  const paise = Math.round(amount * 100);
  if (lang !== 'en') return paiseInWords(paise, lang);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? `${integerInWords(rest)} Paise` : '';
  if (!rupees && rest) return `${paiseWords} Only`;
  return `${integerInWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}${rest ? ` and ${paiseWords}` : ''} Only`;
}

export { KNOWN_STATES, segmentName, stateName } from './places.js';

// @ts-check
/**
 * Names of places and vehicle segments as the site shows them in each language. The database and
 * the API keep the English name (the one on documents and in filters); a screen or a message
 * shows the reader's.
 */

/** @typedef {import('./index.js').Language} Language */
/** @typedef {Record<Exclude<Language, 'en'>, string>} Names */

/** @type {Record<string, Names>} India's states and union territories, by their English name. */
const STATES = {
  'Andaman and Nicobar Islands': {
    hi: 'अंडमान और निकोबार द्वीपसमूह',
    mr: 'अंदमान आणि निकोबार बेटे',
    gu: 'આંદામાન અને નિકોબાર ટાપુઓ',
    kn: 'ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು',
    te: 'అండమాన్ మరియు నికోబార్ దీవులు',
    ta: 'அந்தமான் நிக்கோபார் தீவுகள்',
  },
  'Andhra Pradesh': { hi: 'आंध्र प्रदेश', mr: 'आंध्र प्रदेश', gu: 'આંધ્ર પ્રદેશ', kn: 'ಆಂಧ್ರ ಪ್ರದೇಶ', te: 'ఆంధ్రప్రదేశ్', ta: 'ஆந்திரப் பிரதேசம்' },
  'Arunachal Pradesh': {
    hi: 'अरुणाचल प्रदेश',
    mr: 'अरुणाचल प्रदेश',
    gu: 'અરુણાચલ પ્રદેશ',
    kn: 'ಅರುಣಾಚಲ ಪ್ರದೇಶ',
    te: 'అరుణాచల్ ప్రదేశ్',
    ta: 'அருணாச்சலப் பிரதேசம்',
  },
  Assam: { hi: 'असम', mr: 'आसाम', gu: 'આસામ', kn: 'ಅಸ್ಸಾಂ', te: 'అస్సాం', ta: 'அசாம்' },
  Bihar: { hi: 'बिहार', mr: 'बिहार', gu: 'બિહાર', kn: 'ಬಿಹಾರ', te: 'బీహార్', ta: 'பீகார்' },
  Chandigarh: { hi: 'चंडीगढ़', mr: 'चंदीगड', gu: 'ચંડીગઢ', kn: 'ಚಂಡೀಗಢ', te: 'చండీగఢ్', ta: 'சண்டிகர்' },
  Chhattisgarh: { hi: 'छत्तीसगढ़', mr: 'छत्तीसगड', gu: 'છત્તીસગઢ', kn: 'ಛತ್ತೀಸ್‌ಗಢ', te: 'ఛత్తీస్‌గఢ్', ta: 'சத்தீஸ்கர்' },
  'Dadra and Nagar Haveli and Daman and Diu': {
    hi: 'दादरा और नगर हवेली और दमन और दीव',
    mr: 'दादरा आणि नगर हवेली आणि दमण आणि दीव',
    gu: 'દાદરા અને નગર હવેલી અને દમણ અને દીવ',
    kn: 'ದಾದ್ರಾ ಮತ್ತು ನಗರ್ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು',
    te: 'దాద్రా మరియు నగర్ హవేలీ మరియు డామన్ మరియు డయ్యూ',
    ta: 'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் தியூ',
  },
  Delhi: { hi: 'दिल्ली', mr: 'दिल्ली', gu: 'દિલ્હી', kn: 'ದೆಹಲಿ', te: 'ఢిల్లీ', ta: 'தில்லி' },
  Goa: { hi: 'गोवा', mr: 'गोवा', gu: 'ગોવા', kn: 'ಗೋವಾ', te: 'గోవా', ta: 'கோவா' },
  Gujarat: { hi: 'गुजरात', mr: 'गुजरात', gu: 'ગુજરાત', kn: 'ಗುಜರಾತ್', te: 'గుజరాత్', ta: 'குஜராத்' },
  Haryana: { hi: 'हरियाणा', mr: 'हरियाणा', gu: 'હરિયાણા', kn: 'ಹರಿಯಾಣ', te: 'హర్యానా', ta: 'அரியானா' },
  'Himachal Pradesh': {
    hi: 'हिमाचल प्रदेश',
    mr: 'हिमाचल प्रदेश',
    gu: 'હિમાચલ પ્રદેશ',
    kn: 'ಹಿಮಾಚಲ ಪ್ರದೇಶ',
    te: 'హిమాచల్ ప్రదేశ్',
    ta: 'இமாச்சலப் பிரதேசம்',
  },
  'Jammu and Kashmir': {
    hi: 'जम्मू और कश्मीर',
    mr: 'जम्मू आणि काश्मीर',
    gu: 'જમ્મુ અને કાશ્મીર',
    kn: 'ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ',
    te: 'జమ్మూ మరియు కాశ్మీర్',
    ta: 'ஜம்மு காஷ்மீர்',
  },
  Jharkhand: { hi: 'झारखंड', mr: 'झारखंड', gu: 'ઝારખંડ', kn: 'ಜಾರ್ಖಂಡ್', te: 'జార్ఖండ్', ta: 'ஜார்க்கண்ட்' },
  Karnataka: { hi: 'कर्नाटक', mr: 'कर्नाटक', gu: 'કર્ણાટક', kn: 'ಕರ್ನಾಟಕ', te: 'కర్ణాటక', ta: 'கர்நாடகா' },
  Kerala: { hi: 'केरल', mr: 'केरळ', gu: 'કેરળ', kn: 'ಕೇರಳ', te: 'కేరళ', ta: 'கேரளா' },
  Ladakh: { hi: 'लद्दाख', mr: 'लडाख', gu: 'લદ્દાખ', kn: 'ಲಡಾಖ್', te: 'లడఖ్', ta: 'லடாக்' },
  Lakshadweep: { hi: 'लक्षद्वीप', mr: 'लक्षद्वीप', gu: 'લક્ષદ્વીપ', kn: 'ಲಕ್ಷದ್ವೀಪ', te: 'లక్షద్వీప్', ta: 'இலட்சத்தீவுகள்' },
  'Madhya Pradesh': { hi: 'मध्य प्रदेश', mr: 'मध्य प्रदेश', gu: 'મધ્ય પ્રદેશ', kn: 'ಮಧ್ಯ ಪ್ರದೇಶ', te: 'మధ్యప్రదేశ్', ta: 'மத்தியப் பிரதேசம்' },
  Maharashtra: { hi: 'महाराष्ट्र', mr: 'महाराष्ट्र', gu: 'મહારાષ્ટ્ર', kn: 'ಮಹಾರಾಷ್ಟ್ರ', te: 'మహారాష్ట్ర', ta: 'மகாராஷ்டிரா' },
  Manipur: { hi: 'मणिपुर', mr: 'मणिपूर', gu: 'મણિપુર', kn: 'ಮಣಿಪುರ', te: 'మణిపూర్', ta: 'மணிப்பூர்' },
  Meghalaya: { hi: 'मेघालय', mr: 'मेघालय', gu: 'મેઘાલય', kn: 'ಮೇಘಾಲಯ', te: 'మేఘాలయ', ta: 'மேகாலயா' },
  Mizoram: { hi: 'मिज़ोरम', mr: 'मिझोराम', gu: 'મિઝોરમ', kn: 'ಮಿಜೋರಾಂ', te: 'మిజోరం', ta: 'மிசோரம்' },
  Nagaland: { hi: 'नागालैंड', mr: 'नागालँड', gu: 'નાગાલેન્ડ', kn: 'ನಾಗಾಲ್ಯಾಂಡ್', te: 'నాగాలాండ్', ta: 'நாகாலாந்து' },
  Odisha: { hi: 'ओडिशा', mr: 'ओडिशा', gu: 'ઓડિશા', kn: 'ಒಡಿಶಾ', te: 'ఒడిశా', ta: 'ஒடிசா' },
  Puducherry: { hi: 'पुडुचेरी', mr: 'पुदुच्चेरी', gu: 'પુડુચેરી', kn: 'ಪುದುಚೇರಿ', te: 'పుదుచ్చేరి', ta: 'புதுச்சேரி' },
  Punjab: { hi: 'पंजाब', mr: 'पंजाब', gu: 'પંજાબ', kn: 'ಪಂಜಾಬ್', te: 'పంజాబ్', ta: 'பஞ்சாப்' },
  Rajasthan: { hi: 'राजस्थान', mr: 'राजस्थान', gu: 'રાજસ્થાન', kn: 'ರಾಜಸ್ಥಾನ', te: 'రాజస్థాన్', ta: 'இராஜஸ்தான்' },
  Sikkim: { hi: 'सिक्किम', mr: 'सिक्कीम', gu: 'સિક્કિમ', kn: 'ಸಿಕ್ಕಿಂ', te: 'సిక్కిం', ta: 'சிக்கிம்' },
  'Tamil Nadu': { hi: 'तमिलनाडु', mr: 'तमिळनाडू', gu: 'તમિલનાડુ', kn: 'ತಮಿಳುನಾಡು', te: 'తమిళనాడు', ta: 'தமிழ்நாடு' },
  Telangana: { hi: 'तेलंगाना', mr: 'तेलंगणा', gu: 'તેલંગાણા', kn: 'ತೆಲಂಗಾಣ', te: 'తెలంగాణ', ta: 'தெலங்கானா' },
  Tripura: { hi: 'त्रिपुरा', mr: 'त्रिपुरा', gu: 'ત્રિપુરા', kn: 'ತ್ರಿಪುರ', te: 'త్రిపుర', ta: 'திரிபுரா' },
  'Uttar Pradesh': { hi: 'उत्तर प्रदेश', mr: 'उत्तर प्रदेश', gu: 'ઉત્તર પ્રદેશ', kn: 'ಉತ್ತರ ಪ್ರದೇಶ', te: 'ఉత్తరప్రదేశ్', ta: 'உத்தரப் பிரதேசம்' },
  Uttarakhand: { hi: 'उत्तराखंड', mr: 'उत्तराखंड', gu: 'ઉત્તરાખંડ', kn: 'ಉತ್ತರಾಖಂಡ', te: 'ఉత్తరాఖండ్', ta: 'உத்தராகண்ட்' },
  'West Bengal': { hi: 'पश्चिम बंगाल', mr: 'पश्चिम बंगाल', gu: 'પશ્ચિમ બંગાળ', kn: 'ಪಶ್ಚಿಮ ಬಂಗಾಳ', te: 'పశ్చిమ బెంగాల్', ta: 'மேற்கு வங்காளம்' },
};

/** @type {Record<string, Names>} The vehicle segments, by code and by English name. */
const SEGMENTS = {
  tractor: { hi: 'ट्रैक्टर', mr: 'ट्रॅक्टर', gu: 'ટ્રેક્ટર', kn: 'ಟ್ರ್ಯಾಕ್ಟರ್', te: 'ట్రాక్టర్', ta: 'டிராக்டர்' },
  two_wheeler: { hi: 'दोपहिया', mr: 'दुचाकी', gu: 'ટુ-વ્હીલર', kn: 'ದ್ವಿಚಕ್ರ ವಾಹನ', te: 'ద్విచక్ర వాహనం', ta: 'இருசக்கர வாகனம்' },
  cv: { hi: 'व्यावसायिक वाहन', mr: 'व्यावसायिक वाहन', gu: 'વ્યાપારી વાહન', kn: 'ವಾಣಿಜ್ಯ ವಾಹನ', te: 'వాణిజ్య వాహనం', ta: 'வணிக வாகனம்' },
};
const SEGMENT_CODES = /** @type {Record<string, string>} */ ({
  tractor: 'tractor',
  '2 wheeler': 'two_wheeler',
  'two wheeler': 'two_wheeler',
  two_wheeler: 'two_wheeler',
  cv: 'cv',
});

/** @param {string} name */
const key = (name) => name.trim().toLowerCase();
const STATE_KEYS = new Map(Object.keys(STATES).map((name) => [key(name), name]));

/**
 * A state's or union territory's name in a language: stateName('Maharashtra', 'ta') → 'மகாராஷ்டிரா'.
 * A name it does not know is returned as given.
 * @param {string} name the English name, as the database keeps it
 * @param {Language} [lang]
 * @returns {string}
 */
export function stateName(name, lang = 'en') {
  if (lang === 'en') return name;
  const known = STATE_KEYS.get(key(name));
  return known ? STATES[known][lang] : name;
}

/**
 * A vehicle segment's name in a language, by code ('two_wheeler') or English name ('2 Wheeler').
 * A segment it does not know is returned as given.
 * @param {string} nameOrCode
 * @param {Language} [lang]
 * @returns {string}
 */
export function segmentName(nameOrCode, lang = 'en') {
  if (lang === 'en') return nameOrCode;
  const code = SEGMENT_CODES[key(nameOrCode)];
  return code && SEGMENTS[code] ? SEGMENTS[code][lang] : nameOrCode;
}

/**
 * A financier's name in a language: its own spelling there (financiers.name_i18n, sent to the web
 * as `financier_names`) when one is set, else the English name.
 * @param {string} name the English name
 * @param {Partial<Record<Exclude<Language, 'en'>, string>> | null | undefined} names
 * @param {Language} [lang]
 * @returns {string}
 */
export function financierName(name, names, lang = 'en') {
  return (lang === 'en' ? undefined : names?.[lang]) || name;
}

/**
 * @param {Record<string, Names>} table
 * @param {string} word
 * @returns {string[]} the table's keys one of whose spellings (the key itself or a translation) contains the word, any case
 */
function keysSpelled(table, word) {
  const w = key(word);
  if (!w) return [];
  return Object.entries(table)
    .filter(([k, names]) => k.toLowerCase().includes(w) || Object.values(names).some((n) => n.toLowerCase().includes(w)))
    .map(([k]) => k);
}

/**
 * The states (English names, as the database keeps them) whose name in any of the site's
 * languages contains a searched word: statesSpelled('कर्ना') → ['Karnataka'].
 * @param {string} word
 * @returns {string[]}
 */
export function statesSpelled(word) {
  return keysSpelled(STATES, word);
}

/**
 * The segment codes whose name in any of the site's languages contains a searched word:
 * segmentsSpelled('दोपहिया') → ['two_wheeler'].
 * @param {string} word
 * @returns {string[]}
 */
export function segmentsSpelled(word) {
  return keysSpelled(SEGMENTS, word);
}

/** Every state name the table knows (English), for tests. */
export const KNOWN_STATES = Object.keys(STATES);

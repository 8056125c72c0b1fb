/**
 * The words printed on invoices, receipts and credit notes, in the seven languages of the site.
 * English is always printed beside the buyer's language: it is the legal text.
 */
import { LANGUAGES, isLanguage, type Language } from '../../lib/languages.js';

export { LANGUAGES, isLanguage, type Language };

export const KEYS = [
  'tax_invoice',
  'receipt',
  'credit_note',
  'number',
  'date',
  'place_of_supply',
  'payment_id',
  'supplier',
  'buyer',
  'gstin',
  'address',
  'phone',
  'description',
  'sac',
  'taxable_value',
  'rate',
  'cgst',
  'sgst',
  'igst',
  'round_off',
  'total',
  'amount_in_words',
  'original_invoice',
  'reason',
  'reverse_charge',
  'computer_generated',
  'receipt_note',
  'unregistered',
] as const;
export type LabelKey = (typeof KEYS)[number];

type Table = Record<LabelKey, string>;

const en: Table = {
  tax_invoice: 'Tax Invoice',
  receipt: 'Receipt',
  credit_note: 'Credit Note',
  number: 'Number',
  date: 'Date',
  place_of_supply: 'Place of supply',
  payment_id: 'Payment ID',
  supplier: 'Supplier',
  buyer: 'Recipient',
  gstin: 'GSTIN',
  address: 'Address',
  phone: 'Phone',
  description: 'Description',
  sac: 'SAC',
  taxable_value: 'Taxable value',
  rate: 'Rate',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  round_off: 'Round off',
  total: 'Total',
  amount_in_words: 'Amount in words',
  original_invoice: 'Against invoice',
  reason: 'Reason',
  reverse_charge: 'Tax payable on reverse charge: No',
  computer_generated: 'This is a computer-generated document and needs no signature.',
  receipt_note: 'Not a tax invoice: no GST is charged on this amount.',
  unregistered: 'Unregistered',
};

const hi: Table = {
  tax_invoice: 'कर बीजक',
  receipt: 'रसीद',
  credit_note: 'क्रेडिट नोट',
  number: 'क्रमांक',
  date: 'दिनांक',
  place_of_supply: 'आपूर्ति का स्थान',
  payment_id: 'भुगतान आईडी',
  supplier: 'आपूर्तिकर्ता',
  buyer: 'प्राप्तकर्ता',
  gstin: 'जीएसटीआईएन',
  address: 'पता',
  phone: 'फ़ोन',
  description: 'विवरण',
  sac: 'एसएसी',
  taxable_value: 'कर योग्य मूल्य',
  rate: 'दर',
  cgst: 'सीजीएसटी',
  sgst: 'एसजीएसटी',
  igst: 'आईजीएसटी',
  round_off: 'पूर्णांकन',
  total: 'कुल राशि',
  amount_in_words: 'राशि शब्दों में',
  original_invoice: 'मूल बीजक',
  reason: 'कारण',
  reverse_charge: 'रिवर्स चार्ज पर देय कर: नहीं',
  computer_generated: 'यह कंप्यूटर द्वारा बनाया गया दस्तावेज़ है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
  receipt_note: 'यह कर बीजक नहीं है: इस राशि पर जीएसटी नहीं लिया गया।',
  unregistered: 'अपंजीकृत',
};

const mr: Table = {
  tax_invoice: 'कर बीजक',
  receipt: 'पावती',
  credit_note: 'क्रेडिट नोट',
  number: 'क्रमांक',
  date: 'दिनांक',
  place_of_supply: 'पुरवठ्याचे ठिकाण',
  payment_id: 'पेमेंट आयडी',
  supplier: 'पुरवठादार',
  buyer: 'प्राप्तकर्ता',
  gstin: 'जीएसटीआयएन',
  address: 'पत्ता',
  phone: 'फोन',
  description: 'तपशील',
  sac: 'एसएसी',
  taxable_value: 'करपात्र मूल्य',
  rate: 'दर',
  cgst: 'सीजीएसटी',
  sgst: 'एसजीएसटी',
  igst: 'आयजीएसटी',
  round_off: 'पूर्णांक समायोजन',
  total: 'एकूण रक्कम',
  amount_in_words: 'रक्कम अक्षरी',
  original_invoice: 'मूळ बीजक',
  reason: 'कारण',
  reverse_charge: 'रिव्हर्स चार्जवर देय कर: नाही',
  computer_generated: 'हा संगणकाद्वारे तयार केलेला दस्तऐवज आहे, त्यावर स्वाक्षरीची आवश्यकता नाही.',
  receipt_note: 'हे कर बीजक नाही: या रकमेवर जीएसटी आकारलेला नाही.',
  unregistered: 'नोंदणीकृत नाही',
};

const gu: Table = {
  tax_invoice: 'કર ભરતિયું',
  receipt: 'પહોંચ',
  credit_note: 'ક્રેડિટ નોટ',
  number: 'ક્રમાંક',
  date: 'તારીખ',
  place_of_supply: 'પુરવઠાનું સ્થળ',
  payment_id: 'ચુકવણી આઈડી',
  supplier: 'પુરવઠાકાર',
  buyer: 'પ્રાપ્તકર્તા',
  gstin: 'જીએસટીઆઈએન',
  address: 'સરનામું',
  phone: 'ફોન',
  description: 'વિગત',
  sac: 'એસએસી',
  taxable_value: 'કરપાત્ર મૂલ્ય',
  rate: 'દર',
  cgst: 'સીજીએસટી',
  sgst: 'એસજીએસટી',
  igst: 'આઈજીએસટી',
  round_off: 'રાઉન્ડ ઓફ',
  total: 'કુલ રકમ',
  amount_in_words: 'રકમ શબ્દોમાં',
  original_invoice: 'મૂળ ભરતિયું',
  reason: 'કારણ',
  reverse_charge: 'રિવર્સ ચાર્જ પર ચૂકવવાપાત્ર કર: ના',
  computer_generated: 'આ કમ્પ્યુટર દ્વારા બનાવેલ દસ્તાવેજ છે, તેના પર સહીની જરૂર નથી.',
  receipt_note: 'આ કર ભરતિયું નથી: આ રકમ પર જીએસટી લેવામાં આવ્યો નથી.',
  unregistered: 'નોંધાયેલ નથી',
};

const kn: Table = {
  tax_invoice: 'ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ',
  receipt: 'ರಸೀದಿ',
  credit_note: 'ಕ್ರೆಡಿಟ್ ನೋಟ್',
  number: 'ಸಂಖ್ಯೆ',
  date: 'ದಿನಾಂಕ',
  place_of_supply: 'ಪೂರೈಕೆಯ ಸ್ಥಳ',
  payment_id: 'ಪಾವತಿ ಐಡಿ',
  supplier: 'ಪೂರೈಕೆದಾರ',
  buyer: 'ಸ್ವೀಕರಿಸುವವರು',
  gstin: 'ಜಿಎಸ್‌ಟಿಐಎನ್',
  address: 'ವಿಳಾಸ',
  phone: 'ಫೋನ್',
  description: 'ವಿವರ',
  sac: 'ಎಸ್‌ಎಸಿ',
  taxable_value: 'ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೌಲ್ಯ',
  rate: 'ದರ',
  cgst: 'ಸಿಜಿಎಸ್‌ಟಿ',
  sgst: 'ಎಸ್‌ಜಿಎಸ್‌ಟಿ',
  igst: 'ಐಜಿಎಸ್‌ಟಿ',
  round_off: 'ಪೂರ್ಣಾಂಕ ಹೊಂದಾಣಿಕೆ',
  total: 'ಒಟ್ಟು ಮೊತ್ತ',
  amount_in_words: 'ಮೊತ್ತ ಅಕ್ಷರಗಳಲ್ಲಿ',
  original_invoice: 'ಮೂಲ ಸರಕುಪಟ್ಟಿ',
  reason: 'ಕಾರಣ',
  reverse_charge: 'ರಿವರ್ಸ್ ಚಾರ್ಜ್ ಮೇಲೆ ಪಾವತಿಸಬೇಕಾದ ತೆರಿಗೆ: ಇಲ್ಲ',
  computer_generated: 'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ತಯಾರಾದ ದಾಖಲೆ, ಇದಕ್ಕೆ ಸಹಿ ಅಗತ್ಯವಿಲ್ಲ.',
  receipt_note: 'ಇದು ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ ಅಲ್ಲ: ಈ ಮೊತ್ತದ ಮೇಲೆ ಜಿಎಸ್‌ಟಿ ವಿಧಿಸಿಲ್ಲ.',
  unregistered: 'ನೋಂದಾಯಿಸಿಲ್ಲ',
};

const te: Table = {
  tax_invoice: 'పన్ను ఇన్‌వాయిస్',
  receipt: 'రసీదు',
  credit_note: 'క్రెడిట్ నోట్',
  number: 'సంఖ్య',
  date: 'తేదీ',
  place_of_supply: 'సరఫరా స్థలం',
  payment_id: 'చెల్లింపు ఐడి',
  supplier: 'సరఫరాదారు',
  buyer: 'గ్రహీత',
  gstin: 'జీఎస్‌టీఐఎన్',
  address: 'చిరునామా',
  phone: 'ఫోన్',
  description: 'వివరణ',
  sac: 'ఎస్‌ఏసీ',
  taxable_value: 'పన్ను విధించదగిన విలువ',
  rate: 'రేటు',
  cgst: 'సీజీఎస్‌టీ',
  sgst: 'ఎస్‌జీఎస్‌టీ',
  igst: 'ఐజీఎస్‌టీ',
  round_off: 'రౌండ్ ఆఫ్',
  total: 'మొత్తం',
  amount_in_words: 'మొత్తం అక్షరాల్లో',
  original_invoice: 'అసలు ఇన్‌వాయిస్',
  reason: 'కారణం',
  reverse_charge: 'రివర్స్ ఛార్జ్‌పై చెల్లించాల్సిన పన్ను: లేదు',
  computer_generated: 'ఇది కంప్యూటర్ రూపొందించిన పత్రం, దీనికి సంతకం అవసరం లేదు.',
  receipt_note: 'ఇది పన్ను ఇన్‌వాయిస్ కాదు: ఈ మొత్తంపై జీఎస్‌టీ వసూలు చేయలేదు.',
  unregistered: 'నమోదు కాలేదు',
};

const ta: Table = {
  tax_invoice: 'வரி விலைப்பட்டியல்',
  receipt: 'ரசீது',
  credit_note: 'வரவுக் குறிப்பு',
  number: 'எண்',
  date: 'தேதி',
  place_of_supply: 'வழங்கல் இடம்',
  payment_id: 'கட்டண ஐடி',
  supplier: 'வழங்குநர்',
  buyer: 'பெறுநர்',
  gstin: 'ஜிஎஸ்டிஐஎன்',
  address: 'முகவரி',
  phone: 'தொலைபேசி',
  description: 'விவரம்',
  sac: 'எஸ்ஏசி',
  taxable_value: 'வரிக்குட்பட்ட மதிப்பு',
  rate: 'விகிதம்',
  cgst: 'சிஜிஎஸ்டி',
  sgst: 'எஸ்ஜிஎஸ்டி',
  igst: 'ஐஜிஎஸ்டி',
  round_off: 'முழுமையாக்கல்',
  total: 'மொத்தத் தொகை',
  amount_in_words: 'தொகை எழுத்தில்',
  original_invoice: 'அசல் விலைப்பட்டியல்',
  reason: 'காரணம்',
  reverse_charge: 'தலைகீழ் கட்டண முறையில் செலுத்த வேண்டிய வரி: இல்லை',
  computer_generated: 'இது கணினியால் உருவாக்கப்பட்ட ஆவணம், கையொப்பம் தேவையில்லை.',
  receipt_note: 'இது வரி விலைப்பட்டியல் அல்ல: இந்தத் தொகைக்கு ஜிஎஸ்டி வசூலிக்கப்படவில்லை.',
  unregistered: 'பதிவு செய்யப்படவில்லை',
};

export const LABELS: Record<Language, Table> = { en, hi, mr, gu, kn, te, ta };

/** A label in the buyer's language with the English beside it ('कर बीजक / Tax Invoice'); English alone for English. */
export function bilingual(lang: Language, key: LabelKey): string {
  return lang === 'en' ? en[key] : `${LABELS[lang][key]} / ${en[key]}`;
}

/** What a payment was for, as the invoice's line names it. */
export type ChargeDetails =
  { kind: 'subscription'; planName: string; months: number } | { kind: 'backout'; registrationNumber: string; assetId: number };

interface LineWords {
  subscription: string;
  month: string;
  months: string;
  backout: string;
  vehicle: string;
  lot: string;
}

const LINE: Record<Language, LineWords> = {
  en: { subscription: 'Subscription', month: 'month', months: 'months', backout: 'Back-out charge', vehicle: 'vehicle', lot: 'lot' },
  hi: { subscription: 'सदस्यता', month: 'महीना', months: 'महीने', backout: 'बैक-आउट शुल्क', vehicle: 'वाहन', lot: 'लॉट' },
  mr: { subscription: 'सदस्यता', month: 'महिना', months: 'महिने', backout: 'बॅक-आउट शुल्क', vehicle: 'वाहन', lot: 'लॉट' },
  gu: { subscription: 'સભ્યપદ', month: 'મહિનો', months: 'મહિના', backout: 'બેક-આઉટ ચાર્જ', vehicle: 'વાહન', lot: 'લોટ' },
  kn: { subscription: 'ಚಂದಾದಾರಿಕೆ', month: 'ತಿಂಗಳು', months: 'ತಿಂಗಳು', backout: 'ಬ್ಯಾಕ್‌ಔಟ್ ಶುಲ್ಕ', vehicle: 'ವಾಹನ', lot: 'ಲಾಟ್' },
  te: { subscription: 'సభ్యత్వం', month: 'నెల', months: 'నెలలు', backout: 'బ్యాక్‌అవుట్ ఛార్జీ', vehicle: 'వాహనం', lot: 'లాట్' },
  ta: { subscription: 'சந்தா', month: 'மாதம்', months: 'மாதங்கள்', backout: 'பின்வாங்கல் கட்டணம்', vehicle: 'வாகனம்', lot: 'லாட்' },
};

/**
 * The invoice line in a language: 'सदस्यता: PAN India Permission, 12 महीने'. The plan's name and
 * the registration number are printed as they are recorded.
 */
export function chargeLine(lang: Language, d: ChargeDetails): string {
  const w = LINE[lang];
  if (d.kind === 'subscription') return `${w.subscription}: ${d.planName}, ${d.months} ${d.months === 1 ? w.month : w.months}`;
  return `${w.backout}: ${w.vehicle} ${d.registrationNumber} (${w.lot} ${d.assetId})`;
}

/**
 * The words printed on a deposit statement, in the seven languages of the site. The PDF prints
 * the buyer's language with the English beside it, as invoices do.
 */
import type { Language } from '../../lib/languages.js';

const KEYS = [
  'title', 'name', 'phone', 'generated', 'date', 'entry', 'reference', 'credit', 'debit', 'balance', 'opening', 'closing',
  'in_words', 'no_entries', 'computer_generated', 'deposit', 'hold', 'release', 'forfeit', 'refund', 'adjustment',
  'held', 'note',
] as const;
export type StatementKey = (typeof KEYS)[number];
type Table = Record<StatementKey, string>;

const en: Table = {
  title: 'Deposit statement',
  name: 'Name',
  phone: 'Phone',
  generated: 'Generated on',
  date: 'Date',
  entry: 'Entry',
  reference: 'Reference',
  credit: 'Credit',
  debit: 'Debit',
  balance: 'Balance',
  opening: 'Opening balance',
  closing: 'Closing balance',
  in_words: 'Closing balance in words',
  no_entries: 'No entries yet.',
  computer_generated: 'This is a computer-generated statement and needs no signature.',
  deposit: 'Deposit',
  hold: 'Held for a won lot',
  release: 'Hold released',
  forfeit: 'Forfeited (backout charge)',
  refund: 'Refund',
  adjustment: 'Adjustment',
  held: 'Held now',
  note: 'The deposit sets your buying limit in auctions that require a deposit. It is refundable when nothing is in use.',
};

const hi: Table = {
  title: 'जमा राशि विवरण',
  name: 'नाम',
  phone: 'फ़ोन',
  generated: 'बनाने की तिथि',
  date: 'दिनांक',
  entry: 'प्रविष्टि',
  reference: 'संदर्भ',
  credit: 'जमा',
  debit: 'नामे',
  balance: 'शेष',
  opening: 'प्रारंभिक शेष',
  closing: 'अंतिम शेष',
  in_words: 'अंतिम शेष शब्दों में',
  no_entries: 'अभी कोई प्रविष्टि नहीं।',
  computer_generated: 'यह कंप्यूटर से बना विवरण है, इस पर हस्ताक्षर आवश्यक नहीं।',
  deposit: 'जमा राशि',
  hold: 'जीते गए लॉट के लिए रोकी गई',
  release: 'रोक हटाई गई',
  forfeit: 'ज़ब्त (बैकआउट शुल्क)',
  refund: 'वापसी',
  adjustment: 'समायोजन',
  held: 'अभी रोकी गई',
  note: 'जमा राशि उन नीलामियों में आपकी ख़रीद सीमा तय करती है जिनमें जमा ज़रूरी है। कुछ भी उपयोग में न हो तो यह वापस मिल सकती है।',
};

const mr: Table = {
  title: 'ठेव विवरण',
  name: 'नाव',
  phone: 'फोन',
  generated: 'तयार केल्याची तारीख',
  date: 'दिनांक',
  entry: 'नोंद',
  reference: 'संदर्भ',
  credit: 'जमा',
  debit: 'नावे',
  balance: 'शिल्लक',
  opening: 'सुरुवातीची शिल्लक',
  closing: 'अखेरची शिल्लक',
  in_words: 'अखेरची शिल्लक अक्षरी',
  no_entries: 'अद्याप कोणतीही नोंद नाही.',
  computer_generated: 'हे संगणकाने तयार केलेले विवरण आहे, यावर सहीची आवश्यकता नाही.',
  deposit: 'ठेव',
  hold: 'जिंकलेल्या लॉटसाठी राखून ठेवली',
  release: 'राखीव रक्कम मोकळी',
  forfeit: 'जप्त (बॅकआउट शुल्क)',
  refund: 'परतावा',
  adjustment: 'समायोजन',
  held: 'सध्या राखीव',
  note: 'ठेव आवश्यक असलेल्या लिलावांमध्ये ठेव तुमची खरेदी मर्यादा ठरवते. काहीही वापरात नसताना ती परत मिळू शकते.',
};

const gu: Table = {
  title: 'ડિપોઝિટ પત્રક',
  name: 'નામ',
  phone: 'ફોન',
  generated: 'બનાવ્યાની તારીખ',
  date: 'તારીખ',
  entry: 'નોંધ',
  reference: 'સંદર્ભ',
  credit: 'જમા',
  debit: 'ઉધાર',
  balance: 'બાકી',
  opening: 'શરૂઆતની બાકી',
  closing: 'અંતિમ બાકી',
  in_words: 'અંતિમ બાકી શબ્દોમાં',
  no_entries: 'હજી કોઈ નોંધ નથી.',
  computer_generated: 'આ કમ્પ્યુટરથી બનેલું પત્રક છે, તેના પર સહીની જરૂર નથી.',
  deposit: 'ડિપોઝિટ',
  hold: 'જીતેલા લોટ માટે રોકેલી',
  release: 'રોક હટાવી',
  forfeit: 'જપ્ત (બેકઆઉટ ચાર્જ)',
  refund: 'રિફંડ',
  adjustment: 'સમાયોજન',
  held: 'હાલ રોકેલી',
  note: 'ડિપોઝિટ જરૂરી હોય તેવી હરાજીમાં ડિપોઝિટ તમારી ખરીદ મર્યાદા નક્કી કરે છે. કંઈ ઉપયોગમાં ન હોય ત્યારે તે પાછી મળી શકે છે.',
};

const kn: Table = {
  title: 'ಠೇವಣಿ ವಿವರಣೆ',
  name: 'ಹೆಸರು',
  phone: 'ಫೋನ್',
  generated: 'ರಚಿಸಿದ ದಿನಾಂಕ',
  date: 'ದಿನಾಂಕ',
  entry: 'ನಮೂದು',
  reference: 'ಉಲ್ಲೇಖ',
  credit: 'ಜಮೆ',
  debit: 'ಖರ್ಚು',
  balance: 'ಬಾಕಿ',
  opening: 'ಆರಂಭಿಕ ಬಾಕಿ',
  closing: 'ಅಂತಿಮ ಬಾಕಿ',
  in_words: 'ಅಂತಿಮ ಬಾಕಿ ಪದಗಳಲ್ಲಿ',
  no_entries: 'ಇನ್ನೂ ಯಾವುದೇ ನಮೂದುಗಳಿಲ್ಲ.',
  computer_generated: 'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ರಚಿಸಿದ ವಿವರಣೆ, ಸಹಿ ಅಗತ್ಯವಿಲ್ಲ.',
  deposit: 'ಠೇವಣಿ',
  hold: 'ಗೆದ್ದ ಲಾಟ್‌ಗಾಗಿ ತಡೆಹಿಡಿಯಲಾಗಿದೆ',
  release: 'ತಡೆ ಬಿಡುಗಡೆ',
  forfeit: 'ಮುಟ್ಟುಗೋಲು (ಬ್ಯಾಕ್‌ಔಟ್ ಶುಲ್ಕ)',
  refund: 'ಮರುಪಾವತಿ',
  adjustment: 'ಹೊಂದಾಣಿಕೆ',
  held: 'ಈಗ ತಡೆಹಿಡಿದಿರುವುದು',
  note: 'ಠೇವಣಿ ಅಗತ್ಯವಿರುವ ಹರಾಜುಗಳಲ್ಲಿ ಠೇವಣಿಯು ನಿಮ್ಮ ಖರೀದಿ ಮಿತಿಯನ್ನು ನಿರ್ಧರಿಸುತ್ತದೆ. ಏನೂ ಬಳಕೆಯಲ್ಲಿಲ್ಲದಿದ್ದಾಗ ಅದನ್ನು ಮರುಪಡೆಯಬಹುದು.',
};

const te: Table = {
  title: 'డిపాజిట్ స్టేట్‌మెంట్',
  name: 'పేరు',
  phone: 'ఫోన్',
  generated: 'తయారైన తేదీ',
  date: 'తేదీ',
  entry: 'నమోదు',
  reference: 'సూచన',
  credit: 'జమ',
  debit: 'ఖర్చు',
  balance: 'నిల్వ',
  opening: 'ప్రారంభ నిల్వ',
  closing: 'ముగింపు నిల్వ',
  in_words: 'ముగింపు నిల్వ అక్షరాలలో',
  no_entries: 'ఇంకా నమోదులు లేవు.',
  computer_generated: 'ఇది కంప్యూటర్ రూపొందించిన స్టేట్‌మెంట్, సంతకం అవసరం లేదు.',
  deposit: 'డిపాజిట్',
  hold: 'గెలిచిన లాట్ కోసం నిలిపి ఉంచినది',
  release: 'నిలుపుదల విడుదల',
  forfeit: 'జప్తు (బ్యాకౌట్ ఛార్జీ)',
  refund: 'వాపసు',
  adjustment: 'సర్దుబాటు',
  held: 'ప్రస్తుతం నిలిపి ఉంచినది',
  note: 'డిపాజిట్ అవసరమైన వేలాలలో డిపాజిట్ మీ కొనుగోలు పరిమితిని నిర్ణయిస్తుంది. ఏదీ వినియోగంలో లేనప్పుడు దాన్ని వాపసు పొందవచ్చు.',
};

const ta: Table = {
  title: 'வைப்புத்தொகை அறிக்கை',
  name: 'பெயர்',
  phone: 'தொலைபேசி',
  generated: 'உருவாக்கிய தேதி',
  date: 'தேதி',
  entry: 'பதிவு',
  reference: 'குறிப்பு',
  credit: 'வரவு',
  debit: 'பற்று',
  balance: 'இருப்பு',
  opening: 'தொடக்க இருப்பு',
  closing: 'இறுதி இருப்பு',
  in_words: 'இறுதி இருப்பு சொற்களில்',
  no_entries: 'இன்னும் பதிவுகள் இல்லை.',
  computer_generated: 'இது கணினி உருவாக்கிய அறிக்கை, கையொப்பம் தேவையில்லை.',
  deposit: 'வைப்புத்தொகை',
  hold: 'வென்ற லாட்டுக்காக நிறுத்தி வைக்கப்பட்டது',
  release: 'நிறுத்தம் விடுவிக்கப்பட்டது',
  forfeit: 'பறிமுதல் (பேக்அவுட் கட்டணம்)',
  refund: 'திருப்பியளிப்பு',
  adjustment: 'சரிசெய்தல்',
  held: 'இப்போது நிறுத்தி வைக்கப்பட்டது',
  note: 'வைப்புத்தொகை தேவைப்படும் ஏலங்களில் வைப்புத்தொகை உங்கள் வாங்கும் வரம்பை நிர்ணயிக்கிறது. எதுவும் பயன்பாட்டில் இல்லாதபோது அதைத் திரும்பப் பெறலாம்.',
};

const LABELS: Record<Language, Table> = { en, hi, mr, gu, kn, te, ta };

/** The label in the buyer's language alone. */
export const label = (lang: Language, key: StatementKey): string => LABELS[lang][key];

/** The buyer's language with the English beside it (English alone for English). */
export const bilingualLabel = (lang: Language, key: StatementKey): string =>
  lang === 'en' ? en[key] : `${LABELS[lang][key]} / ${en[key]}`;

export const STATEMENT_KEYS = KEYS;
export const STATEMENT_LABELS = LABELS;

/**
 * The texts of the messages that reach buyers off the page, in the seven languages of the site.
 * Each is a template with named parameters ({vehicle}, {lot}, {amount}, {deadline}, {brand}); the
 * SMS and WhatsApp providers hold the same templates registered under the names in TEMPLATE_IDS
 * (docs/notifications.md lists them with their parameter order).
 */
import { LANGUAGES, type Language } from '../invoicing/labels.js';

export const NOTICE_KINDS = ['outbid', 'won', 'not_won', 'approved', 'payment_received', 'h2_offer', 'backout_charge'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The parameters every template may name, in the order the providers' templates take them. */
export const PARAM_ORDER = ['brand', 'lot', 'vehicle', 'amount', 'deadline'] as const;
export type ParamName = (typeof PARAM_ORDER)[number];
export type NoticeParams = Partial<Record<ParamName, string>>;

/** Which parameters each kind's template uses, in order (the providers' variables follow it). */
export const TEMPLATE_PARAMS: Record<NoticeKind, readonly ParamName[]> = {
  outbid: ['brand', 'lot', 'vehicle', 'amount', 'deadline'],
  won: ['brand', 'lot', 'vehicle', 'amount'],
  not_won: ['brand', 'lot', 'vehicle', 'amount'],
  approved: ['brand', 'lot', 'vehicle', 'amount', 'deadline'],
  payment_received: ['brand', 'lot', 'vehicle', 'amount'],
  h2_offer: ['brand', 'lot', 'vehicle', 'amount', 'deadline'],
  backout_charge: ['brand', 'lot', 'vehicle', 'amount'],
};

type Table = Record<NoticeKind, string>;

const en: Table = {
  outbid: '{brand}: You have been outbid on Lot {lot}, {vehicle}. Current price {amount}. Quote again before {deadline}.',
  won: '{brand}: You are the highest bidder on Lot {lot}, {vehicle}, at {amount}. We will tell you when the financier approves the sale.',
  not_won: '{brand}: Lot {lot}, {vehicle} closed at {amount}. Your quote did not win this time.',
  approved: '{brand}: Your purchase of Lot {lot}, {vehicle} is approved. Pay {amount} by {deadline}.',
  payment_received: '{brand}: Payment of {amount} received for Lot {lot}, {vehicle}. The release follows.',
  h2_offer: '{brand}: Lot {lot}, {vehicle} is offered to you at {amount}. Accept by {deadline}.',
  backout_charge: '{brand}: You backed out of Lot {lot}, {vehicle}. A backout charge of {amount} is due.',
};

const hi: Table = {
  outbid: '{brand}: लॉट {lot}, {vehicle} पर आपसे ऊँची बोली लगी है। मौजूदा कीमत {amount}। {deadline} से पहले फिर से बोली लगाएँ।',
  won: '{brand}: लॉट {lot}, {vehicle} पर {amount} के साथ आपकी बोली सबसे ऊँची है। फाइनेंसर की मंज़ूरी की सूचना हम देंगे।',
  not_won: '{brand}: लॉट {lot}, {vehicle} {amount} पर बंद हुआ। इस बार आपकी बोली नहीं जीती।',
  approved: '{brand}: लॉट {lot}, {vehicle} की आपकी खरीद मंज़ूर हुई। {deadline} तक {amount} का भुगतान करें।',
  payment_received: '{brand}: लॉट {lot}, {vehicle} के लिए {amount} का भुगतान मिल गया। अब रिलीज़ की प्रक्रिया होगी।',
  h2_offer: '{brand}: लॉट {lot}, {vehicle} आपको {amount} पर दिया जा रहा है। {deadline} तक स्वीकार करें।',
  backout_charge: '{brand}: आप लॉट {lot}, {vehicle} से पीछे हटे। {amount} का बैकआउट शुल्क देय है।',
};

const mr: Table = {
  outbid: '{brand}: लॉट {lot}, {vehicle} वर तुमच्यापेक्षा जास्त बोली लागली आहे. सध्याची किंमत {amount}. {deadline} पूर्वी पुन्हा बोली लावा.',
  won: '{brand}: लॉट {lot}, {vehicle} वर {amount} ची तुमची बोली सर्वात जास्त आहे. फायनान्सरच्या मंजुरीची माहिती आम्ही देऊ.',
  not_won: '{brand}: लॉट {lot}, {vehicle} {amount} वर बंद झाला. या वेळी तुमची बोली जिंकली नाही.',
  approved: '{brand}: लॉट {lot}, {vehicle} ची तुमची खरेदी मंजूर झाली. {deadline} पर्यंत {amount} भरा.',
  payment_received: '{brand}: लॉट {lot}, {vehicle} साठी {amount} चे पेमेंट मिळाले. आता रिलीजची प्रक्रिया होईल.',
  h2_offer: '{brand}: लॉट {lot}, {vehicle} तुम्हाला {amount} ला देऊ केला आहे. {deadline} पर्यंत स्वीकारा.',
  backout_charge: '{brand}: तुम्ही लॉट {lot}, {vehicle} मधून माघार घेतली. {amount} बॅकआउट शुल्क देय आहे.',
};

const gu: Table = {
  outbid: '{brand}: લોટ {lot}, {vehicle} પર તમારાથી ઊંચી બોલી લાગી છે. હાલની કિંમત {amount}. {deadline} પહેલાં ફરી બોલી લગાવો.',
  won: '{brand}: લોટ {lot}, {vehicle} પર {amount} સાથે તમારી બોલી સૌથી ઊંચી છે. ફાઇનાન્સરની મંજૂરીની જાણ અમે કરીશું.',
  not_won: '{brand}: લોટ {lot}, {vehicle} {amount} પર બંધ થયો. આ વખતે તમારી બોલી જીતી નથી.',
  approved: '{brand}: લોટ {lot}, {vehicle} ની તમારી ખરીદી મંજૂર થઈ. {deadline} સુધીમાં {amount} ચૂકવો.',
  payment_received: '{brand}: લોટ {lot}, {vehicle} માટે {amount} ની ચુકવણી મળી. હવે રિલીઝની પ્રક્રિયા થશે.',
  h2_offer: '{brand}: લોટ {lot}, {vehicle} તમને {amount} માં ઓફર કરાયો છે. {deadline} સુધીમાં સ્વીકારો.',
  backout_charge: '{brand}: તમે લોટ {lot}, {vehicle} માંથી પાછા હટ્યા. {amount} બેકઆઉટ ચાર્જ બાકી છે.',
};

const kn: Table = {
  outbid: '{brand}: ಲಾಟ್ {lot}, {vehicle} ಮೇಲೆ ನಿಮಗಿಂತ ಹೆಚ್ಚಿನ ಬಿಡ್ ಬಂದಿದೆ. ಈಗಿನ ಬೆಲೆ {amount}. {deadline} ಒಳಗೆ ಮತ್ತೆ ಬಿಡ್ ಮಾಡಿ.',
  won: '{brand}: ಲಾಟ್ {lot}, {vehicle} ಮೇಲೆ {amount} ನಿಮ್ಮ ಬಿಡ್ ಅತಿ ಹೆಚ್ಚು. ಫೈನಾನ್ಶಿಯರ್ ಅನುಮೋದನೆಯನ್ನು ನಾವು ತಿಳಿಸುತ್ತೇವೆ.',
  not_won: '{brand}: ಲಾಟ್ {lot}, {vehicle} {amount} ಕ್ಕೆ ಮುಕ್ತಾಯವಾಯಿತು. ಈ ಬಾರಿ ನಿಮ್ಮ ಬಿಡ್ ಗೆಲ್ಲಲಿಲ್ಲ.',
  approved: '{brand}: ಲಾಟ್ {lot}, {vehicle} ನಿಮ್ಮ ಖರೀದಿ ಅನುಮೋದಿಸಲಾಗಿದೆ. {deadline} ಒಳಗೆ {amount} ಪಾವತಿಸಿ.',
  payment_received: '{brand}: ಲಾಟ್ {lot}, {vehicle} ಗಾಗಿ {amount} ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ. ಬಿಡುಗಡೆ ಪ್ರಕ್ರಿಯೆ ಮುಂದುವರಿಯುತ್ತದೆ.',
  h2_offer: '{brand}: ಲಾಟ್ {lot}, {vehicle} ಅನ್ನು ನಿಮಗೆ {amount} ಗೆ ನೀಡಲಾಗಿದೆ. {deadline} ಒಳಗೆ ಒಪ್ಪಿಕೊಳ್ಳಿ.',
  backout_charge: '{brand}: ನೀವು ಲಾಟ್ {lot}, {vehicle} ನಿಂದ ಹಿಂದೆ ಸರಿದಿದ್ದೀರಿ. {amount} ಬ್ಯಾಕ್‌ಔಟ್ ಶುಲ್ಕ ಬಾಕಿ ಇದೆ.',
};

const te: Table = {
  outbid: '{brand}: లాట్ {lot}, {vehicle} పై మీకంటే ఎక్కువ బిడ్ వచ్చింది. ప్రస్తుత ధర {amount}. {deadline} లోపు మళ్లీ బిడ్ చేయండి.',
  won: '{brand}: లాట్ {lot}, {vehicle} పై {amount} తో మీ బిడ్ అత్యధికం. ఫైనాన్షియర్ ఆమోదం గురించి మేము తెలియజేస్తాం.',
  not_won: '{brand}: లాట్ {lot}, {vehicle} {amount} వద్ద ముగిసింది. ఈసారి మీ బిడ్ గెలవలేదు.',
  approved: '{brand}: లాట్ {lot}, {vehicle} మీ కొనుగోలు ఆమోదించబడింది. {deadline} లోపు {amount} చెల్లించండి.',
  payment_received: '{brand}: లాట్ {lot}, {vehicle} కోసం {amount} చెల్లింపు అందింది. విడుదల ప్రక్రియ కొనసాగుతుంది.',
  h2_offer: '{brand}: లాట్ {lot}, {vehicle} మీకు {amount} కు అందించబడింది. {deadline} లోపు అంగీకరించండి.',
  backout_charge: '{brand}: మీరు లాట్ {lot}, {vehicle} నుండి వెనక్కి తగ్గారు. {amount} బ్యాక్‌అవుట్ ఛార్జ్ చెల్లించాలి.',
};

const ta: Table = {
  outbid: '{brand}: லாட் {lot}, {vehicle} மீது உங்களை விட அதிக ஏலம் வந்துள்ளது. தற்போதைய விலை {amount}. {deadline} க்குள் மீண்டும் ஏலம் கேளுங்கள்.',
  won: '{brand}: லாட் {lot}, {vehicle} மீது {amount} உடன் உங்கள் ஏலமே அதிகம். நிதி நிறுவனத்தின் ஒப்புதலை நாங்கள் தெரிவிப்போம்.',
  not_won: '{brand}: லாட் {lot}, {vehicle} {amount} இல் முடிந்தது. இம்முறை உங்கள் ஏலம் வெல்லவில்லை.',
  approved: '{brand}: லாட் {lot}, {vehicle} உங்கள் கொள்முதல் ஒப்புதல் பெற்றது. {deadline} க்குள் {amount} செலுத்துங்கள்.',
  payment_received: '{brand}: லாட் {lot}, {vehicle} க்கான {amount} கட்டணம் பெறப்பட்டது. விடுவிப்பு தொடரும்.',
  h2_offer: '{brand}: லாட் {lot}, {vehicle} உங்களுக்கு {amount} க்கு வழங்கப்படுகிறது. {deadline} க்குள் ஏற்றுக்கொள்ளுங்கள்.',
  backout_charge: '{brand}: நீங்கள் லாட் {lot}, {vehicle} இலிருந்து விலகினீர்கள். {amount} விலகல் கட்டணம் செலுத்த வேண்டும்.',
};

export const TEMPLATES: Record<Language, Table> = { en, hi, mr, gu, kn, te, ta };

/** The text of one notice in one language, its {names} filled in. */
export function renderNotice(kind: NoticeKind, language: Language, params: NoticeParams): string {
  return TEMPLATES[language][kind].replace(/\{(\w+)\}/g, (whole, name: string) => params[name as ParamName] ?? whole);
}

/** The template's parameters as the providers take them: values in TEMPLATE_PARAMS order. */
export const orderedParams = (kind: NoticeKind, params: NoticeParams): string[] => TEMPLATE_PARAMS[kind].map((p) => params[p] ?? '');

/** A deadline as the buyer reads it: India's clock, in their language (25 Nov, 6:30 pm). */
export function formatDeadline(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${language}-IN`, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(at);
}

export { LANGUAGES, type Language };

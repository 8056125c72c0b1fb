/**
 * The texts of the saved-search and auction-reminder notices, in the seven languages; templates.ts
 * adds them to its tables. {deadline} is when the lot's quotes open (saved_search_match) or when
 * the auction starts (auction_reminder: to buyers who asked for a reminder, watch one of its lots or
 * have a saved search matching one).
 */
import type { Language } from '../../lib/languages.js';
import type { AlertKind } from '@vahanhaat/contract/http/notifications';

export { ALERT_KINDS, type AlertKind } from '@vahanhaat/contract/http/notifications';

export const ALERT_PARAMS = {
  saved_search_match: ['brand', 'lot', 'vehicle', 'amount', 'deadline'],
  auction_reminder: ['brand', 'deadline'],
} as const;

export const ALERT_TEMPLATES: Record<Language, Record<AlertKind, string>> = {
  en: {
    saved_search_match: '{brand}: A new lot matches your saved search: Lot {lot}, {vehicle}, from {amount}. Quotes open {deadline}.',
    auction_reminder: '{brand}: An auction you are following starts at {deadline}. Open the app to see its lots.',
  },
  hi: {
    saved_search_match: '{brand}: आपकी सहेजी गई खोज से एक नया लॉट मेल खाता है: लॉट {lot}, {vehicle}, {amount} से। कोट {deadline} से शुरू।',
    auction_reminder: '{brand}: जिस नीलामी पर आप नज़र रखे हैं, वह {deadline} पर शुरू होगी। लॉट देखने के लिए ऐप खोलें।',
  },
  mr: {
    saved_search_match: '{brand}: तुमच्या जतन केलेल्या शोधाशी एक नवीन लॉट जुळतो: लॉट {lot}, {vehicle}, {amount} पासून. कोट {deadline} पासून सुरू.',
    auction_reminder: '{brand}: तुम्ही लक्ष ठेवलेला लिलाव {deadline} ला सुरू होईल. लॉट पाहण्यासाठी ॲप उघडा.',
  },
  gu: {
    saved_search_match: '{brand}: તમારી સાચવેલી શોધ સાથે એક નવો લોટ મેળ ખાય છે: લોટ {lot}, {vehicle}, {amount} થી. ક્વોટ {deadline} થી શરૂ.',
    auction_reminder: '{brand}: તમે જે હરાજી પર નજર રાખો છો તે {deadline} એ શરૂ થશે. લોટ જોવા ઍપ ખોલો.',
  },
  kn: {
    saved_search_match: '{brand}: ನಿಮ್ಮ ಉಳಿಸಿದ ಹುಡುಕಾಟಕ್ಕೆ ಹೊಸ ಲಾಟ್ ಹೊಂದುತ್ತದೆ: ಲಾಟ್ {lot}, {vehicle}, {amount} ರಿಂದ. ಕೋಟ್‌ಗಳು {deadline} ಕ್ಕೆ ಆರಂಭ.',
    auction_reminder: '{brand}: ನೀವು ಗಮನಿಸುತ್ತಿರುವ ಹರಾಜು {deadline} ಕ್ಕೆ ಆರಂಭವಾಗುತ್ತದೆ. ಲಾಟ್‌ಗಳನ್ನು ನೋಡಲು ಆ್ಯಪ್ ತೆರೆಯಿರಿ.',
  },
  te: {
    saved_search_match: '{brand}: మీరు సేవ్ చేసిన శోధనకు కొత్త లాట్ సరిపోతుంది: లాట్ {lot}, {vehicle}, {amount} నుండి. కోట్‌లు {deadline} కి మొదలు.',
    auction_reminder: '{brand}: మీరు గమనిస్తున్న వేలం {deadline} కి మొదలవుతుంది. లాట్‌లు చూడటానికి యాప్ తెరవండి.',
  },
  ta: {
    saved_search_match:
      '{brand}: நீங்கள் சேமித்த தேடலுடன் ஒரு புதிய லாட் பொருந்துகிறது: லாட் {lot}, {vehicle}, {amount} முதல். விலைப்புள்ளிகள் {deadline} முதல் ஏற்கப்படும்.',
    auction_reminder: '{brand}: நீங்கள் கவனித்து வரும் ஏலம் {deadline} க்குத் தொடங்குகிறது. லாட்களைப் பார்க்க செயலியைத் திறக்கவும்.',
  },
};

/**
 * The texts of the messages that reach buyers off the page, in the seven languages of the site.
 * Each is a template with named parameters ({vehicle}, {lot}, {amount}, {deadline}, {brand}); the
 * SMS and WhatsApp providers hold the same templates registered under the names in TEMPLATE_IDS
 * (docs/notifications.md lists them with their parameter order).
 */
import { LANGUAGES, type Language } from '../../lib/languages.js';
import { ALERT_PARAMS, ALERT_TEMPLATES } from './alert-templates.js';
import type { NoticeKind } from '@vahanhaat/contract/http/notifications';

// The kinds are the contract's list, shared with the admin's delivery log filter.
export { NOTICE_KINDS, type NoticeKind } from '@vahanhaat/contract/http/notifications';

/** The parameters every template may name, in the order the providers' templates take them. */
export const PARAM_ORDER = [
  'brand',
  'lot',
  'vehicle',
  'amount',
  'deadline',
  'reason',
  'plan',
  'device',
  'time',
  'dealer',
  'link',
  'stop',
] as const;
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
  closing_soon: ['brand', 'lot', 'vehicle', 'amount', 'deadline'],
  payment_reminder: ['brand', 'lot', 'vehicle', 'amount', 'deadline'],
  password_changed: ['brand'],
  account_locked: ['brand', 'deadline'],
  new_device_login: ['brand', 'device', 'time'],
  kyc_verified: ['brand'],
  kyc_rejected: ['brand', 'reason'],
  subscription_activated: ['brand', 'plan', 'deadline'],
  subscription_expiring: ['brand', 'plan', 'deadline'],
  released: ['brand', 'lot', 'vehicle'],
  // The order of the DLT template registered when the invitation was first texted directly.
  dealer_agent_invite: ['dealer', 'brand', 'link'],
  ...ALERT_PARAMS,
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
  closing_soon: '{brand}: Lot {lot}, {vehicle} closes at {deadline}. Current price {amount}. Quote now if you want it.',
  payment_reminder:
    '{brand}: Reminder: pay {amount} for Lot {lot}, {vehicle} by {deadline}, or the sale is cancelled with a backout charge.',
  password_changed:
    '{brand}: The password of your account was changed and every other device was signed out. If this was not you, reset your password now.',
  account_locked:
    '{brand}: Sign-in to your account is paused until {deadline} after several wrong passwords. If this was not you, reset your password.',
  new_device_login:
    '{brand}: Your account was signed in on a new device ({device}) at {time}. If this was not you, reset your password now.',
  kyc_verified: '{brand}: Your identity documents are verified. You can now buy lots that need verified KYC.',
  kyc_rejected: '{brand}: Your identity document was not accepted: {reason}. Upload it again from your profile.',
  subscription_activated: '{brand}: Your {plan} subscription is active until {deadline}. You can quote on lots now.',
  subscription_expiring: '{brand}: Your {plan} subscription ends on {deadline}. Renew it to keep quoting.',
  released: '{brand}: Lot {lot}, {vehicle} is released to you. Take the gate pass from your purchases page to collect it.',
  dealer_agent_invite:
    '{dealer} invites you to quote for them on {brand}. Open {link} to join as their agent. The link works for 72 hours.',
  ...ALERT_TEMPLATES.en,
};

const hi: Table = {
  outbid: '{brand}: लॉट {lot}, {vehicle} पर आपसे ऊँचा कोट आ गया है। मौजूदा कीमत {amount}। {deadline} से पहले फिर से कोट करें।',
  won: '{brand}: लॉट {lot}, {vehicle} पर {amount} का आपका कोट सबसे ऊँचा है। फाइनेंसर की मंज़ूरी की सूचना हम देंगे।',
  not_won: '{brand}: लॉट {lot}, {vehicle} {amount} पर बंद हुआ। इस बार आपका कोट नहीं जीता।',
  approved: '{brand}: लॉट {lot}, {vehicle} की आपकी खरीद मंज़ूर हुई। {deadline} तक {amount} का भुगतान करें।',
  payment_received: '{brand}: लॉट {lot}, {vehicle} के लिए {amount} का भुगतान मिल गया। अब रिलीज़ की प्रक्रिया होगी।',
  h2_offer: '{brand}: लॉट {lot}, {vehicle} आपको {amount} पर दिया जा रहा है। {deadline} तक स्वीकार करें।',
  backout_charge: '{brand}: आप लॉट {lot}, {vehicle} से पीछे हटे। {amount} का बैकआउट शुल्क देय है।',
  closing_soon: '{brand}: लॉट {lot}, {vehicle} {deadline} पर बंद होगा। मौजूदा कीमत {amount}। चाहिए तो अभी कोट करें।',
  payment_reminder:
    '{brand}: याद दिलाना: लॉट {lot}, {vehicle} के लिए {amount} का भुगतान {deadline} तक करें, नहीं तो बिक्री रद्द होगी और बैकआउट शुल्क लगेगा।',
  password_changed:
    '{brand}: आपके खाते का पासवर्ड बदला गया और बाकी सभी डिवाइस से लॉग आउट किया गया। अगर यह आपने नहीं किया, तो अभी पासवर्ड रीसेट करें।',
  account_locked: '{brand}: कई गलत पासवर्ड के बाद आपके खाते में साइन-इन {deadline} तक रोका गया है। अगर यह आप नहीं थे, तो पासवर्ड रीसेट करें।',
  new_device_login: '{brand}: आपके खाते में {time} पर एक नए डिवाइस ({device}) से साइन-इन हुआ। अगर यह आप नहीं थे, तो अभी पासवर्ड रीसेट करें।',
  kyc_verified: '{brand}: आपके पहचान दस्तावेज़ सत्यापित हो गए। अब आप वे लॉट खरीद सकते हैं जिनके लिए सत्यापित KYC चाहिए।',
  kyc_rejected: '{brand}: आपका पहचान दस्तावेज़ स्वीकार नहीं हुआ: {reason}। अपनी प्रोफ़ाइल से इसे फिर से अपलोड करें।',
  subscription_activated: '{brand}: आपकी {plan} सदस्यता {deadline} तक सक्रिय है। अब आप लॉट पर कोट कर सकते हैं।',
  subscription_expiring: '{brand}: आपकी {plan} सदस्यता {deadline} को समाप्त होगी। कोट करते रहने के लिए इसे नवीनीकृत करें।',
  released: '{brand}: लॉट {lot}, {vehicle} आपके लिए रिलीज़ हो गया। इसे लेने के लिए अपनी खरीद के पेज से गेट पास लें।',
  dealer_agent_invite:
    '{dealer} आपको {brand} पर उनकी ओर से कोट करने के लिए आमंत्रित करते हैं। उनके एजेंट के रूप में जुड़ने के लिए {link} खोलें। यह लिंक 72 घंटे तक काम करेगा।',
  ...ALERT_TEMPLATES.hi,
};

const mr: Table = {
  outbid: '{brand}: लॉट {lot}, {vehicle} वर तुमच्यापेक्षा जास्त कोट आला आहे. सध्याची किंमत {amount}. {deadline} पूर्वी पुन्हा कोट करा.',
  won: '{brand}: लॉट {lot}, {vehicle} वर {amount} चा तुमचा कोट सर्वात जास्त आहे. फायनान्सरच्या मंजुरीची माहिती आम्ही देऊ.',
  not_won: '{brand}: लॉट {lot}, {vehicle} {amount} वर बंद झाला. या वेळी तुमचा कोट जिंकला नाही.',
  approved: '{brand}: लॉट {lot}, {vehicle} ची तुमची खरेदी मंजूर झाली. {deadline} पर्यंत {amount} भरा.',
  payment_received: '{brand}: लॉट {lot}, {vehicle} साठी {amount} चे पेमेंट मिळाले. आता रिलीजची प्रक्रिया होईल.',
  h2_offer: '{brand}: लॉट {lot}, {vehicle} तुम्हाला {amount} ला देऊ केला आहे. {deadline} पर्यंत स्वीकारा.',
  backout_charge: '{brand}: तुम्ही लॉट {lot}, {vehicle} मधून माघार घेतली. {amount} बॅकआउट शुल्क देय आहे.',
  closing_soon: '{brand}: लॉट {lot}, {vehicle} {deadline} ला बंद होईल. सध्याची किंमत {amount}. हवा असल्यास आता कोट करा.',
  payment_reminder: '{brand}: आठवण: लॉट {lot}, {vehicle} साठी {amount} {deadline} पर्यंत भरा, अन्यथा विक्री रद्द होऊन बॅकआउट शुल्क लागेल.',
  password_changed: '{brand}: तुमच्या खात्याचा पासवर्ड बदलला आणि इतर सर्व डिव्हाइसवरून लॉग आउट केले. हे तुम्ही केले नसल्यास आत्ताच पासवर्ड रीसेट करा.',
  account_locked: '{brand}: अनेक चुकीच्या पासवर्डनंतर तुमच्या खात्यात साइन-इन {deadline} पर्यंत थांबवले आहे. हे तुम्ही नसल्यास पासवर्ड रीसेट करा.',
  new_device_login: '{brand}: तुमच्या खात्यात {time} ला नवीन डिव्हाइसवरून ({device}) साइन-इन झाले. हे तुम्ही नसल्यास आत्ताच पासवर्ड रीसेट करा.',
  kyc_verified: '{brand}: तुमची ओळख कागदपत्रे पडताळली गेली. आता तुम्ही पडताळलेले KYC लागणारे लॉट खरेदी करू शकता.',
  kyc_rejected: '{brand}: तुमचे ओळख कागदपत्र स्वीकारले गेले नाही: {reason}. तुमच्या प्रोफाइलमधून ते पुन्हा अपलोड करा.',
  subscription_activated: '{brand}: तुमची {plan} सदस्यता {deadline} पर्यंत सक्रिय आहे. आता तुम्ही लॉटवर कोट करू शकता.',
  subscription_expiring: '{brand}: तुमची {plan} सदस्यता {deadline} रोजी संपेल. कोट करत राहण्यासाठी तिचे नूतनीकरण करा.',
  released: '{brand}: लॉट {lot}, {vehicle} तुमच्यासाठी रिलीज झाला. तो घेण्यासाठी तुमच्या खरेदी पानावरून गेट पास घ्या.',
  dealer_agent_invite:
    '{dealer} तुम्हाला {brand} वर त्यांच्या वतीने कोट करण्यासाठी आमंत्रित करत आहेत. त्यांचे एजंट म्हणून सामील होण्यासाठी {link} उघडा. ही लिंक 72 तास चालेल.',
  ...ALERT_TEMPLATES.mr,
};

const gu: Table = {
  outbid: '{brand}: લોટ {lot}, {vehicle} પર તમારાથી ઊંચો ક્વોટ આવ્યો છે. હાલની કિંમત {amount}. {deadline} પહેલાં ફરી ક્વોટ કરો.',
  won: '{brand}: લોટ {lot}, {vehicle} પર {amount} સાથે તમારો ક્વોટ સૌથી ઊંચો છે. ફાઇનાન્સરની મંજૂરીની જાણ અમે કરીશું.',
  not_won: '{brand}: લોટ {lot}, {vehicle} {amount} પર બંધ થયો. આ વખતે તમારો ક્વોટ જીત્યો નથી.',
  approved: '{brand}: લોટ {lot}, {vehicle} ની તમારી ખરીદી મંજૂર થઈ. {deadline} સુધીમાં {amount} ચૂકવો.',
  payment_received: '{brand}: લોટ {lot}, {vehicle} માટે {amount} ની ચુકવણી મળી. હવે રિલીઝની પ્રક્રિયા થશે.',
  h2_offer: '{brand}: લોટ {lot}, {vehicle} તમને {amount} માં ઓફર કરાયો છે. {deadline} સુધીમાં સ્વીકારો.',
  backout_charge: '{brand}: તમે લોટ {lot}, {vehicle} માંથી પાછા હટ્યા. {amount} બેકઆઉટ ચાર્જ બાકી છે.',
  closing_soon: '{brand}: લોટ {lot}, {vehicle} {deadline} એ બંધ થશે. હાલની કિંમત {amount}. જોઈતો હોય તો હમણાં ક્વોટ કરો.',
  payment_reminder: '{brand}: યાદ અપાવીએ: લોટ {lot}, {vehicle} માટે {amount} {deadline} સુધીમાં ચૂકવો, નહીં તો વેચાણ રદ થશે અને બેકઆઉટ ચાર્જ લાગશે.',
  password_changed:
    '{brand}: તમારા ખાતાનો પાસવર્ડ બદલાયો અને બાકીના બધા ડિવાઇસમાંથી લૉગ આઉટ કરાયું. જો આ તમે ન કર્યું હોય, તો હમણાં પાસવર્ડ રીસેટ કરો.',
  account_locked: '{brand}: ઘણા ખોટા પાસવર્ડ પછી તમારા ખાતામાં સાઇન-ઇન {deadline} સુધી અટકાવાયું છે. જો આ તમે ન હો, તો પાસવર્ડ રીસેટ કરો.',
  new_device_login: '{brand}: તમારા ખાતામાં {time} એ નવા ડિવાઇસ ({device}) પરથી સાઇન-ઇન થયું. જો આ તમે ન હો, તો હમણાં પાસવર્ડ રીસેટ કરો.',
  kyc_verified: '{brand}: તમારા ઓળખ દસ્તાવેજો ચકાસાઈ ગયા. હવે તમે ચકાસાયેલ KYC જરૂરી હોય તેવા લોટ ખરીદી શકો છો.',
  kyc_rejected: '{brand}: તમારો ઓળખ દસ્તાવેજ સ્વીકારાયો નથી: {reason}. તમારી પ્રોફાઇલમાંથી તેને ફરી અપલોડ કરો.',
  subscription_activated: '{brand}: તમારું {plan} સભ્યપદ {deadline} સુધી સક્રિય છે. હવે તમે લોટ પર ક્વોટ કરી શકો છો.',
  subscription_expiring: '{brand}: તમારું {plan} સભ્યપદ {deadline} એ પૂરું થશે. ક્વોટ કરતા રહેવા માટે તેને રિન્યૂ કરો.',
  released: '{brand}: લોટ {lot}, {vehicle} તમારા માટે રિલીઝ થયો. તેને લેવા માટે તમારા ખરીદી પેજ પરથી ગેટ પાસ લો.',
  dealer_agent_invite: '{dealer} તમને {brand} પર તેમના વતી ક્વોટ કરવા આમંત્રણ આપે છે. તેમના એજન્ટ તરીકે જોડાવા માટે {link} ખોલો. આ લિંક 72 કલાક ચાલશે.',
  ...ALERT_TEMPLATES.gu,
};

const kn: Table = {
  outbid: '{brand}: ಲಾಟ್ {lot}, {vehicle} ಮೇಲೆ ನಿಮಗಿಂತ ಹೆಚ್ಚಿನ ಕೋಟ್ ಬಂದಿದೆ. ಈಗಿನ ಬೆಲೆ {amount}. {deadline} ಒಳಗೆ ಮತ್ತೆ ಕೋಟ್ ಮಾಡಿ.',
  won: '{brand}: ಲಾಟ್ {lot}, {vehicle} ಮೇಲೆ {amount} ನಿಮ್ಮ ಕೋಟ್ ಅತಿ ಹೆಚ್ಚು. ಫೈನಾನ್ಶಿಯರ್ ಅನುಮೋದನೆಯನ್ನು ನಾವು ತಿಳಿಸುತ್ತೇವೆ.',
  not_won: '{brand}: ಲಾಟ್ {lot}, {vehicle} {amount} ಕ್ಕೆ ಮುಕ್ತಾಯವಾಯಿತು. ಈ ಬಾರಿ ನಿಮ್ಮ ಕೋಟ್ ಗೆಲ್ಲಲಿಲ್ಲ.',
  approved: '{brand}: ಲಾಟ್ {lot}, {vehicle} ನಿಮ್ಮ ಖರೀದಿ ಅನುಮೋದಿಸಲಾಗಿದೆ. {deadline} ಒಳಗೆ {amount} ಪಾವತಿಸಿ.',
  payment_received: '{brand}: ಲಾಟ್ {lot}, {vehicle} ಗಾಗಿ {amount} ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ. ಬಿಡುಗಡೆ ಪ್ರಕ್ರಿಯೆ ಮುಂದುವರಿಯುತ್ತದೆ.',
  h2_offer: '{brand}: ಲಾಟ್ {lot}, {vehicle} ಅನ್ನು ನಿಮಗೆ {amount} ಗೆ ನೀಡಲಾಗಿದೆ. {deadline} ಒಳಗೆ ಒಪ್ಪಿಕೊಳ್ಳಿ.',
  backout_charge: '{brand}: ನೀವು ಲಾಟ್ {lot}, {vehicle} ನಿಂದ ಹಿಂದೆ ಸರಿದಿದ್ದೀರಿ. {amount} ಬ್ಯಾಕ್‌ಔಟ್ ಶುಲ್ಕ ಬಾಕಿ ಇದೆ.',
  closing_soon: '{brand}: ಲಾಟ್ {lot}, {vehicle} {deadline} ಕ್ಕೆ ಮುಕ್ತಾಯವಾಗುತ್ತದೆ. ಈಗಿನ ಬೆಲೆ {amount}. ಬೇಕಿದ್ದರೆ ಈಗಲೇ ಕೋಟ್ ಮಾಡಿ.',
  payment_reminder:
    '{brand}: ನೆನಪಿಸುತ್ತಿದ್ದೇವೆ: ಲಾಟ್ {lot}, {vehicle} ಗಾಗಿ {amount} ಅನ್ನು {deadline} ಒಳಗೆ ಪಾವತಿಸಿ, ಇಲ್ಲದಿದ್ದರೆ ಮಾರಾಟ ರದ್ದಾಗಿ ಬ್ಯಾಕ್‌ಔಟ್ ಶುಲ್ಕ ಬೀಳುತ್ತದೆ.',
  password_changed: '{brand}: ನಿಮ್ಮ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ ಮತ್ತು ಇತರ ಎಲ್ಲಾ ಸಾಧನಗಳಿಂದ ಲಾಗ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ. ಇದು ನೀವಲ್ಲದಿದ್ದರೆ ಈಗಲೇ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ.',
  account_locked: '{brand}: ಹಲವು ತಪ್ಪು ಪಾಸ್‌ವರ್ಡ್‌ಗಳ ನಂತರ ನಿಮ್ಮ ಖಾತೆಗೆ ಸೈನ್-ಇನ್ ಅನ್ನು {deadline} ವರೆಗೆ ತಡೆಹಿಡಿಯಲಾಗಿದೆ. ಇದು ನೀವಲ್ಲದಿದ್ದರೆ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ.',
  new_device_login: '{brand}: ನಿಮ್ಮ ಖಾತೆಗೆ {time} ಕ್ಕೆ ಹೊಸ ಸಾಧನದಿಂದ ({device}) ಸೈನ್-ಇನ್ ಆಗಿದೆ. ಇದು ನೀವಲ್ಲದಿದ್ದರೆ ಈಗಲೇ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ.',
  kyc_verified: '{brand}: ನಿಮ್ಮ ಗುರುತಿನ ದಾಖಲೆಗಳು ಪರಿಶೀಲಿಸಲ್ಪಟ್ಟಿವೆ. ಪರಿಶೀಲಿತ KYC ಬೇಕಾದ ಲಾಟ್‌ಗಳನ್ನು ಈಗ ನೀವು ಖರೀದಿಸಬಹುದು.',
  kyc_rejected: '{brand}: ನಿಮ್ಮ ಗುರುತಿನ ದಾಖಲೆ ಸ್ವೀಕರಿಸಲಾಗಿಲ್ಲ: {reason}. ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಿಂದ ಅದನ್ನು ಮತ್ತೆ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.',
  subscription_activated: '{brand}: ನಿಮ್ಮ {plan} ಚಂದಾದಾರಿಕೆ {deadline} ವರೆಗೆ ಸಕ್ರಿಯವಾಗಿದೆ. ಈಗ ನೀವು ಲಾಟ್‌ಗಳ ಮೇಲೆ ಕೋಟ್ ಮಾಡಬಹುದು.',
  subscription_expiring: '{brand}: ನಿಮ್ಮ {plan} ಚಂದಾದಾರಿಕೆ {deadline} ಕ್ಕೆ ಮುಗಿಯುತ್ತದೆ. ಕೋಟ್ ಮಾಡುತ್ತಿರಲು ಅದನ್ನು ನವೀಕರಿಸಿ.',
  released: '{brand}: ಲಾಟ್ {lot}, {vehicle} ನಿಮಗೆ ಬಿಡುಗಡೆಯಾಗಿದೆ. ಅದನ್ನು ಪಡೆಯಲು ನಿಮ್ಮ ಖರೀದಿಗಳ ಪುಟದಿಂದ ಗೇಟ್ ಪಾಸ್ ಪಡೆಯಿರಿ.',
  dealer_agent_invite:
    '{dealer} ಅವರು {brand} ನಲ್ಲಿ ತಮ್ಮ ಪರವಾಗಿ ಕೋಟ್ ಮಾಡಲು ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸಿದ್ದಾರೆ. ಅವರ ಏಜೆಂಟ್ ಆಗಿ ಸೇರಲು {link} ತೆರೆಯಿರಿ. ಈ ಲಿಂಕ್ 72 ಗಂಟೆಗಳ ಕಾಲ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
  ...ALERT_TEMPLATES.kn,
};

const te: Table = {
  outbid: '{brand}: లాట్ {lot}, {vehicle} పై మీకంటే ఎక్కువ కోట్ వచ్చింది. ప్రస్తుత ధర {amount}. {deadline} లోపు మళ్లీ కోట్ చేయండి.',
  won: '{brand}: లాట్ {lot}, {vehicle} పై {amount} తో మీ కోట్ అత్యధికం. ఫైనాన్షియర్ ఆమోదం గురించి మేము తెలియజేస్తాం.',
  not_won: '{brand}: లాట్ {lot}, {vehicle} {amount} వద్ద ముగిసింది. ఈసారి మీ కోట్ గెలవలేదు.',
  approved: '{brand}: లాట్ {lot}, {vehicle} మీ కొనుగోలు ఆమోదించబడింది. {deadline} లోపు {amount} చెల్లించండి.',
  payment_received: '{brand}: లాట్ {lot}, {vehicle} కోసం {amount} చెల్లింపు అందింది. విడుదల ప్రక్రియ కొనసాగుతుంది.',
  h2_offer: '{brand}: లాట్ {lot}, {vehicle} మీకు {amount} కు అందించబడింది. {deadline} లోపు అంగీకరించండి.',
  backout_charge: '{brand}: మీరు లాట్ {lot}, {vehicle} నుండి వెనక్కి తగ్గారు. {amount} బ్యాక్‌అవుట్ ఛార్జ్ చెల్లించాలి.',
  closing_soon: '{brand}: లాట్ {lot}, {vehicle} {deadline} కి ముగుస్తుంది. ప్రస్తుత ధర {amount}. కావాలంటే ఇప్పుడే కోట్ చేయండి.',
  payment_reminder: '{brand}: గుర్తు: లాట్ {lot}, {vehicle} కోసం {amount} ను {deadline} లోపు చెల్లించండి, లేకపోతే అమ్మకం రద్దై బ్యాక్‌అవుట్ ఛార్జ్ పడుతుంది.',
  password_changed: '{brand}: మీ ఖాతా పాస్‌వర్డ్ మార్చబడింది, మిగతా అన్ని పరికరాల నుండి లాగ్ అవుట్ చేయబడింది. ఇది మీరు కాకపోతే ఇప్పుడే పాస్‌వర్డ్ రీసెట్ చేయండి.',
  account_locked: '{brand}: పలు తప్పు పాస్‌వర్డ్‌ల తర్వాత మీ ఖాతాలో సైన్-ఇన్ {deadline} వరకు నిలిపివేయబడింది. ఇది మీరు కాకపోతే పాస్‌వర్డ్ రీసెట్ చేయండి.',
  new_device_login: '{brand}: మీ ఖాతాలో {time} కి కొత్త పరికరం ({device}) నుండి సైన్-ఇన్ జరిగింది. ఇది మీరు కాకపోతే ఇప్పుడే పాస్‌వర్డ్ రీసెట్ చేయండి.',
  kyc_verified: '{brand}: మీ గుర్తింపు పత్రాలు ధృవీకరించబడ్డాయి. ధృవీకరించిన KYC అవసరమైన లాట్‌లను ఇప్పుడు మీరు కొనవచ్చు.',
  kyc_rejected: '{brand}: మీ గుర్తింపు పత్రం అంగీకరించబడలేదు: {reason}. మీ ప్రొఫైల్ నుండి దాన్ని మళ్లీ అప్‌లోడ్ చేయండి.',
  subscription_activated: '{brand}: మీ {plan} సభ్యత్వం {deadline} వరకు సక్రియంగా ఉంది. ఇప్పుడు మీరు లాట్‌లపై కోట్ చేయవచ్చు.',
  subscription_expiring: '{brand}: మీ {plan} సభ్యత్వం {deadline} న ముగుస్తుంది. కోట్ చేస్తూ ఉండటానికి దాన్ని పునరుద్ధరించండి.',
  released: '{brand}: లాట్ {lot}, {vehicle} మీకు విడుదల చేయబడింది. దాన్ని తీసుకోవడానికి మీ కొనుగోళ్ల పేజీ నుండి గేట్ పాస్ తీసుకోండి.',
  dealer_agent_invite: '{dealer} {brand} లో తమ తరఫున కోట్ చేయడానికి మిమ్మల్ని ఆహ్వానిస్తున్నారు. వారి ఏజెంట్‌గా చేరడానికి {link} తెరవండి. ఈ లింక్ 72 గంటలు పనిచేస్తుంది.',
  ...ALERT_TEMPLATES.te,
};

const ta: Table = {
  outbid:
    '{brand}: லாட் {lot}, {vehicle} மீது உங்களை விட அதிக விலைப்புள்ளி வந்துள்ளது. தற்போதைய விலை {amount}. {deadline} க்குள் மீண்டும் விலைப்புள்ளி அளியுங்கள்.',
  won: '{brand}: லாட் {lot}, {vehicle} மீது {amount} உடன் உங்கள் விலைப்புள்ளியே அதிகம். நிதி நிறுவனத்தின் ஒப்புதலை நாங்கள் தெரிவிப்போம்.',
  not_won: '{brand}: லாட் {lot}, {vehicle} {amount} இல் முடிந்தது. இம்முறை உங்கள் விலைப்புள்ளி வெல்லவில்லை.',
  approved: '{brand}: லாட் {lot}, {vehicle} உங்கள் கொள்முதல் ஒப்புதல் பெற்றது. {deadline} க்குள் {amount} செலுத்துங்கள்.',
  payment_received: '{brand}: லாட் {lot}, {vehicle} க்கான {amount} கட்டணம் பெறப்பட்டது. விடுவிப்பு தொடரும்.',
  h2_offer: '{brand}: லாட் {lot}, {vehicle} உங்களுக்கு {amount} க்கு வழங்கப்படுகிறது. {deadline} க்குள் ஏற்றுக்கொள்ளுங்கள்.',
  backout_charge: '{brand}: நீங்கள் லாட் {lot}, {vehicle} இலிருந்து விலகினீர்கள். {amount} விலகல் கட்டணம் செலுத்த வேண்டும்.',
  closing_soon: '{brand}: லாட் {lot}, {vehicle} {deadline} க்கு முடிகிறது. தற்போதைய விலை {amount}. வேண்டுமெனில் இப்போதே விலைப்புள்ளி அளியுங்கள்.',
  payment_reminder:
    '{brand}: நினைவூட்டல்: லாட் {lot}, {vehicle} க்கான {amount} ஐ {deadline} க்குள் செலுத்துங்கள், இல்லையெனில் விற்பனை ரத்தாகி விலகல் கட்டணம் விதிக்கப்படும்.',
  password_changed:
    '{brand}: உங்கள் கணக்கின் கடவுச்சொல் மாற்றப்பட்டு மற்ற எல்லா சாதனங்களிலிருந்தும் வெளியேற்றப்பட்டது. இது நீங்கள் இல்லையெனில் இப்போதே கடவுச்சொல்லை மீட்டமைக்கவும்.',
  account_locked:
    '{brand}: பல தவறான கடவுச்சொற்களுக்குப் பிறகு உங்கள் கணக்கில் உள்நுழைவு {deadline} வரை நிறுத்தப்பட்டுள்ளது. இது நீங்கள் இல்லையெனில் கடவுச்சொல்லை மீட்டமைக்கவும்.',
  new_device_login:
    '{brand}: உங்கள் கணக்கில் {time} அன்று புதிய சாதனத்திலிருந்து ({device}) உள்நுழைவு நடந்தது. இது நீங்கள் இல்லையெனில் இப்போதே கடவுச்சொல்லை மீட்டமைக்கவும்.',
  kyc_verified: '{brand}: உங்கள் அடையாள ஆவணங்கள் சரிபார்க்கப்பட்டன. சரிபார்த்த KYC தேவைப்படும் லாட்களை இப்போது நீங்கள் வாங்கலாம்.',
  kyc_rejected: '{brand}: உங்கள் அடையாள ஆவணம் ஏற்கப்படவில்லை: {reason}. உங்கள் சுயவிவரத்திலிருந்து அதை மீண்டும் பதிவேற்றுங்கள்.',
  subscription_activated: '{brand}: உங்கள் {plan} சந்தா {deadline} வரை செயலில் உள்ளது. இப்போது நீங்கள் லாட்களில் விலைப்புள்ளி அளிக்கலாம்.',
  subscription_expiring: '{brand}: உங்கள் {plan} சந்தா {deadline} அன்று முடிகிறது. தொடர்ந்து விலைப்புள்ளி அளிக்க அதைப் புதுப்பியுங்கள்.',
  released: '{brand}: லாட் {lot}, {vehicle} உங்களுக்கு விடுவிக்கப்பட்டது. அதைப் பெற உங்கள் கொள்முதல் பக்கத்திலிருந்து கேட் பாஸைப் பெறுங்கள்.',
  dealer_agent_invite:
    '{dealer} {brand} இல் தங்கள் சார்பாக விலைப்புள்ளி அளிக்க உங்களை அழைக்கிறார். அவர்களின் முகவராகச் சேர {link} ஐத் திறக்கவும். இந்த இணைப்பு 72 மணி நேரம் செயல்படும்.',
  ...ALERT_TEMPLATES.ta,
};

export const TEMPLATES: Record<Language, Table> = { en, hi, mr, gu, kn, te, ta };

/** Why the KYC reviewer turned a document down, as the buyer reads it (kyc_rejected's {reason}). */
export const KYC_REASONS: Record<Language, Record<'unreadable' | 'cut_off' | 'wrong_document' | 'details_mismatch' | 'other', string>> = {
  en: {
    unreadable: 'the photo cannot be read',
    cut_off: 'part of the document is cut off',
    wrong_document: 'it is not the document asked for',
    details_mismatch: 'the details do not match your account',
    other: 'see the note in your profile',
  },
  hi: {
    unreadable: 'फ़ोटो पढ़ी नहीं जा सकती',
    cut_off: 'दस्तावेज़ का कुछ हिस्सा कटा हुआ है',
    wrong_document: 'यह माँगा गया दस्तावेज़ नहीं है',
    details_mismatch: 'विवरण आपके खाते से मेल नहीं खाते',
    other: 'अपनी प्रोफ़ाइल में टिप्पणी देखें',
  },
  mr: {
    unreadable: 'फोटो वाचता येत नाही',
    cut_off: 'कागदपत्राचा काही भाग कापला गेला आहे',
    wrong_document: 'हे मागितलेले कागदपत्र नाही',
    details_mismatch: 'तपशील तुमच्या खात्याशी जुळत नाहीत',
    other: 'तुमच्या प्रोफाइलमधील टीप पाहा',
  },
  gu: {
    unreadable: 'ફોટો વાંચી શકાતો નથી',
    cut_off: 'દસ્તાવેજનો થોડો ભાગ કપાયેલો છે',
    wrong_document: 'આ માંગેલો દસ્તાવેજ નથી',
    details_mismatch: 'વિગતો તમારા ખાતા સાથે મેળ ખાતી નથી',
    other: 'તમારી પ્રોફાઇલમાં નોંધ જુઓ',
  },
  kn: {
    unreadable: 'ಫೋಟೋ ಓದಲು ಆಗುತ್ತಿಲ್ಲ',
    cut_off: 'ದಾಖಲೆಯ ಒಂದು ಭಾಗ ಕತ್ತರಿಸಲ್ಪಟ್ಟಿದೆ',
    wrong_document: 'ಇದು ಕೇಳಿದ ದಾಖಲೆಯಲ್ಲ',
    details_mismatch: 'ವಿವರಗಳು ನಿಮ್ಮ ಖಾತೆಗೆ ಹೊಂದುತ್ತಿಲ್ಲ',
    other: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿನ ಟಿಪ್ಪಣಿ ನೋಡಿ',
  },
  te: {
    unreadable: 'ఫోటో చదవడానికి వీలుగా లేదు',
    cut_off: 'పత్రంలో కొంత భాగం కత్తిరించబడింది',
    wrong_document: 'ఇది అడిగిన పత్రం కాదు',
    details_mismatch: 'వివరాలు మీ ఖాతాతో సరిపోలడం లేదు',
    other: 'మీ ప్రొఫైల్‌లోని గమనిక చూడండి',
  },
  ta: {
    unreadable: 'புகைப்படத்தைப் படிக்க முடியவில்லை',
    cut_off: 'ஆவணத்தின் ஒரு பகுதி வெட்டப்பட்டுள்ளது',
    wrong_document: 'இது கேட்கப்பட்ட ஆவணம் அல்ல',
    details_mismatch: 'விவரங்கள் உங்கள் கணக்குடன் பொருந்தவில்லை',
    other: 'உங்கள் சுயவிவரத்தில் உள்ள குறிப்பைப் பார்க்கவும்',
  },
};

/** A KYC reason code in the buyer's language (an unknown code reads as "other"). */
export const kycReasonText = (code: string | undefined, language: Language): string =>
  KYC_REASONS[language][(code && code in KYC_REASONS.en ? code : 'other') as keyof (typeof KYC_REASONS)['en']];

/**
 * The one-click unsubscribe link's sentence, after the text of a kind a buyer may turn off, when
 * the installation sends links (NOTIFY_UNSUBSCRIBE_LINKS): the link is then the template's last variable.
 */
export const STOP_SUFFIX: Record<Language, string> = {
  en: ' Stop these: {stop}',
  hi: ' ये संदेश बंद करें: {stop}',
  mr: ' हे संदेश बंद करा: {stop}',
  gu: ' આ સંદેશા બંધ કરો: {stop}',
  kn: ' ಈ ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸಿ: {stop}',
  te: ' ఈ సందేశాలను ఆపండి: {stop}',
  ta: ' இவற்றை நிறுத்த: {stop}',
};

/** The text of one notice in one language, its {names} filled in. */
export function renderNotice(kind: NoticeKind, language: Language, params: NoticeParams): string {
  const text = TEMPLATES[language][kind] + (params.stop ? STOP_SUFFIX[language] : '');
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name as ParamName] ?? whole);
}

/** The template's parameters as the providers take them: values in TEMPLATE_PARAMS order (the unsubscribe link last, when there is one). */
export const orderedParams = (kind: NoticeKind, params: NoticeParams): string[] => [
  ...TEMPLATE_PARAMS[kind].map((p) => params[p] ?? ''),
  ...(params.stop ? [params.stop] : []),
];

/** A deadline as the buyer reads it: India's clock, in their language, Latin digits as on the amounts (25 Nov, 6:30 pm). */
export function formatDeadline(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

export { LANGUAGES, type Language };

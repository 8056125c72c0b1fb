/**
 * What a push notice shows beyond the message itself: a short title in the buyer's language and
 * the screen a tap opens. The body is the message's own text (templates.ts).
 */
import type { Language, NoticeKind } from './templates.js';

type Titles = Partial<Record<NoticeKind, string>>;

/** `{lot}` is the lot number. A kind with no title here shows the brand as its title. */
export const PUSH_TITLES: Record<Language, Titles> = {
  en: {
    outbid: 'Outbid on Lot {lot}',
    won: 'Highest bid on Lot {lot}',
    not_won: 'Lot {lot} has closed',
    approved: 'Lot {lot} approved: pay now',
    payment_received: 'Payment received for Lot {lot}',
    h2_offer: 'Lot {lot} is offered to you',
    backout_charge: 'Backout charge for Lot {lot}',
    closing_soon: 'Lot {lot} closes soon',
    payment_reminder: 'Payment due for Lot {lot}',
    password_changed: 'Your password was changed',
    account_locked: 'Sign-in paused',
    new_device_login: 'New sign-in to your account',
    kyc_verified: 'Identity documents verified',
    kyc_rejected: 'Identity document not accepted',
    subscription_activated: 'Subscription active',
    subscription_expiring: 'Subscription ending soon',
    released: 'Lot {lot} released to you',
    saved_search_match: 'Lot {lot} matches your saved search',
    auction_reminder: 'An auction starts soon',
    // Sent by SMS only (to a phone that may have no account); titled for completeness.
    dealer_agent_invite: 'Invitation to quote as an agent',
  },
  hi: {
    outbid: 'लॉट {lot} पर आपसे ऊँचा कोट',
    won: 'लॉट {lot} पर आपका कोट सबसे ऊँचा',
    not_won: 'लॉट {lot} बंद हुआ',
    approved: 'लॉट {lot} मंज़ूर: अब भुगतान करें',
    payment_received: 'लॉट {lot} का भुगतान मिला',
    h2_offer: 'लॉट {lot} आपको दिया जा रहा है',
    backout_charge: 'लॉट {lot} का बैकआउट शुल्क',
    closing_soon: 'लॉट {lot} जल्द बंद होगा',
    payment_reminder: 'लॉट {lot} का भुगतान बाकी',
    password_changed: 'आपका पासवर्ड बदला गया',
    account_locked: 'साइन-इन रोका गया',
    new_device_login: 'आपके खाते में नया साइन-इन',
    kyc_verified: 'पहचान दस्तावेज़ सत्यापित',
    kyc_rejected: 'पहचान दस्तावेज़ स्वीकार नहीं हुआ',
    subscription_activated: 'सदस्यता सक्रिय',
    subscription_expiring: 'सदस्यता जल्द समाप्त होगी',
    released: 'लॉट {lot} आपके लिए रिलीज़',
    saved_search_match: 'लॉट {lot} आपकी सेव की गई खोज से मेल खाता है',
    auction_reminder: 'नीलामी जल्द शुरू होगी',
    dealer_agent_invite: 'एजेंट के रूप में कोट करने का निमंत्रण',
  },
  mr: {
    outbid: 'लॉट {lot} वर तुमच्यापेक्षा जास्त कोट',
    won: 'लॉट {lot} वर तुमचा कोट सर्वात जास्त',
    not_won: 'लॉट {lot} बंद झाला',
    approved: 'लॉट {lot} मंजूर: आता पैसे भरा',
    payment_received: 'लॉट {lot} चे पेमेंट मिळाले',
    h2_offer: 'लॉट {lot} तुम्हाला देऊ केला आहे',
    backout_charge: 'लॉट {lot} चे बॅकआउट शुल्क',
    closing_soon: 'लॉट {lot} लवकरच बंद होईल',
    payment_reminder: 'लॉट {lot} चे पेमेंट बाकी',
    password_changed: 'तुमचा पासवर्ड बदलला',
    account_locked: 'साइन-इन थांबवले आहे',
    new_device_login: 'तुमच्या खात्यात नवीन साइन-इन',
    kyc_verified: 'ओळख कागदपत्रे पडताळली',
    kyc_rejected: 'ओळख कागदपत्र स्वीकारले नाही',
    subscription_activated: 'सदस्यता सक्रिय',
    subscription_expiring: 'सदस्यता लवकरच संपेल',
    released: 'लॉट {lot} तुमच्यासाठी रिलीज',
    saved_search_match: 'लॉट {lot} तुमच्या जतन केलेल्या शोधाशी जुळतो',
    auction_reminder: 'लिलाव लवकरच सुरू होईल',
    dealer_agent_invite: 'एजंट म्हणून कोट करण्याचे आमंत्रण',
  },
  gu: {
    outbid: 'લોટ {lot} પર તમારાથી ઊંચો ક્વોટ',
    won: 'લોટ {lot} પર તમારો ક્વોટ સૌથી ઊંચો',
    not_won: 'લોટ {lot} બંધ થયો',
    approved: 'લોટ {lot} મંજૂર: હવે ચૂકવણી કરો',
    payment_received: 'લોટ {lot} ની ચુકવણી મળી',
    h2_offer: 'લોટ {lot} તમને ઓફર કરાયો છે',
    backout_charge: 'લોટ {lot} નો બેકઆઉટ ચાર્જ',
    closing_soon: 'લોટ {lot} જલદી બંધ થશે',
    payment_reminder: 'લોટ {lot} ની ચુકવણી બાકી',
    password_changed: 'તમારો પાસવર્ડ બદલાયો',
    account_locked: 'સાઇન-ઇન અટકાવાયું',
    new_device_login: 'તમારા ખાતામાં નવું સાઇન-ઇન',
    kyc_verified: 'ઓળખ દસ્તાવેજો ચકાસાયા',
    kyc_rejected: 'ઓળખ દસ્તાવેજ સ્વીકારાયો નથી',
    subscription_activated: 'સભ્યપદ સક્રિય',
    subscription_expiring: 'સભ્યપદ જલ્દી પૂરું થશે',
    released: 'લોટ {lot} તમારા માટે રિલીઝ',
    saved_search_match: 'લોટ {lot} તમારી સાચવેલી શોધ સાથે મેળ ખાય છે',
    auction_reminder: 'હરાજી જલ્દી શરૂ થશે',
    dealer_agent_invite: 'એજન્ટ તરીકે ક્વોટ કરવાનું આમંત્રણ',
  },
  kn: {
    outbid: 'ಲಾಟ್ {lot} ಮೇಲೆ ನಿಮಗಿಂತ ಹೆಚ್ಚಿನ ಕೋಟ್',
    won: 'ಲಾಟ್ {lot} ಮೇಲೆ ನಿಮ್ಮ ಕೋಟ್ ಅತಿ ಹೆಚ್ಚು',
    not_won: 'ಲಾಟ್ {lot} ಮುಕ್ತಾಯವಾಯಿತು',
    approved: 'ಲಾಟ್ {lot} ಅನುಮೋದಿಸಲಾಗಿದೆ: ಈಗ ಪಾವತಿಸಿ',
    payment_received: 'ಲಾಟ್ {lot} ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ',
    h2_offer: 'ಲಾಟ್ {lot} ಅನ್ನು ನಿಮಗೆ ನೀಡಲಾಗಿದೆ',
    backout_charge: 'ಲಾಟ್ {lot} ಬ್ಯಾಕ್‌ಔಟ್ ಶುಲ್ಕ',
    closing_soon: 'ಲಾಟ್ {lot} ಶೀಘ್ರದಲ್ಲೇ ಮುಕ್ತಾಯ',
    payment_reminder: 'ಲಾಟ್ {lot} ಪಾವತಿ ಬಾಕಿ',
    password_changed: 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ',
    account_locked: 'ಸೈನ್-ಇನ್ ತಡೆಹಿಡಿಯಲಾಗಿದೆ',
    new_device_login: 'ನಿಮ್ಮ ಖಾತೆಗೆ ಹೊಸ ಸೈನ್-ಇನ್',
    kyc_verified: 'ಗುರುತಿನ ದಾಖಲೆಗಳು ಪರಿಶೀಲಿತ',
    kyc_rejected: 'ಗುರುತಿನ ದಾಖಲೆ ಸ್ವೀಕರಿಸಲಾಗಿಲ್ಲ',
    subscription_activated: 'ಚಂದಾದಾರಿಕೆ ಸಕ್ರಿಯ',
    subscription_expiring: 'ಚಂದಾದಾರಿಕೆ ಶೀಘ್ರದಲ್ಲೇ ಮುಗಿಯುತ್ತದೆ',
    released: 'ಲಾಟ್ {lot} ನಿಮಗೆ ಬಿಡುಗಡೆ',
    saved_search_match: 'ಲಾಟ್ {lot} ನಿಮ್ಮ ಉಳಿಸಿದ ಹುಡುಕಾಟಕ್ಕೆ ಹೊಂದುತ್ತದೆ',
    auction_reminder: 'ಹರಾಜು ಶೀಘ್ರದಲ್ಲೇ ಆರಂಭ',
    dealer_agent_invite: 'ಏಜೆಂಟ್ ಆಗಿ ಕೋಟ್ ಮಾಡಲು ಆಹ್ವಾನ',
  },
  te: {
    outbid: 'లాట్ {lot} పై మీకంటే ఎక్కువ కోట్',
    won: 'లాట్ {lot} పై మీ కోట్ అత్యధికం',
    not_won: 'లాట్ {lot} ముగిసింది',
    approved: 'లాట్ {lot} ఆమోదించబడింది: ఇప్పుడు చెల్లించండి',
    payment_received: 'లాట్ {lot} చెల్లింపు అందింది',
    h2_offer: 'లాట్ {lot} మీకు అందించబడింది',
    backout_charge: 'లాట్ {lot} బ్యాక్‌అవుట్ ఛార్జ్',
    closing_soon: 'లాట్ {lot} త్వరలో ముగుస్తుంది',
    payment_reminder: 'లాట్ {lot} చెల్లింపు బాకీ',
    password_changed: 'మీ పాస్‌వర్డ్ మార్చబడింది',
    account_locked: 'సైన్-ఇన్ నిలిపివేయబడింది',
    new_device_login: 'మీ ఖాతాలో కొత్త సైన్-ఇన్',
    kyc_verified: 'గుర్తింపు పత్రాలు ధృవీకరించబడ్డాయి',
    kyc_rejected: 'గుర్తింపు పత్రం అంగీకరించబడలేదు',
    subscription_activated: 'సభ్యత్వం సక్రియం',
    subscription_expiring: 'సభ్యత్వం త్వరలో ముగుస్తుంది',
    released: 'లాట్ {lot} మీకు విడుదలైంది',
    saved_search_match: 'లాట్ {lot} మీ సేవ్ చేసిన శోధనకు సరిపోతుంది',
    auction_reminder: 'వేలం త్వరలో మొదలవుతుంది',
    dealer_agent_invite: 'ఏజెంట్‌గా కోట్ చేయడానికి ఆహ్వానం',
  },
  ta: {
    outbid: 'லாட் {lot} மீது உங்களை விட அதிக விலைப்புள்ளி',
    won: 'லாட் {lot} மீது உங்கள் விலைப்புள்ளியே அதிகம்',
    not_won: 'லாட் {lot} முடிந்தது',
    approved: 'லாட் {lot} ஒப்புதல் பெற்றது: இப்போது செலுத்துங்கள்',
    payment_received: 'லாட் {lot} கட்டணம் பெறப்பட்டது',
    h2_offer: 'லாட் {lot} உங்களுக்கு வழங்கப்படுகிறது',
    backout_charge: 'லாட் {lot} விலகல் கட்டணம்',
    closing_soon: 'லாட் {lot} விரைவில் முடிகிறது',
    payment_reminder: 'லாட் {lot} கட்டணம் நிலுவையில்',
    password_changed: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது',
    account_locked: 'உள்நுழைவு நிறுத்தப்பட்டுள்ளது',
    new_device_login: 'உங்கள் கணக்கில் புதிய உள்நுழைவு',
    kyc_verified: 'அடையாள ஆவணங்கள் சரிபார்க்கப்பட்டன',
    kyc_rejected: 'அடையாள ஆவணம் ஏற்கப்படவில்லை',
    subscription_activated: 'சந்தா செயலில் உள்ளது',
    subscription_expiring: 'சந்தா விரைவில் முடிகிறது',
    released: 'லாட் {lot} உங்களுக்கு விடுவிக்கப்பட்டது',
    saved_search_match: 'லாட் {lot} நீங்கள் சேமித்த தேடலுடன் பொருந்துகிறது',
    auction_reminder: 'ஏலம் விரைவில் தொடங்குகிறது',
    dealer_agent_invite: 'முகவராக விலைப்புள்ளி அளிக்க அழைப்பு',
  },
};

/** The title of a notice: its kind's, the lot filled in, or the brand for a kind without one. */
export function pushTitle(kind: NoticeKind, language: Language, lot: string | undefined, brand: string): string {
  const title = PUSH_TITLES[language][kind] ?? PUSH_TITLES.en[kind];
  return title && (lot || !title.includes('{lot}')) ? title.replace('{lot}', lot ?? '') : brand;
}

const SECURITY_KINDS = new Set(['password_changed', 'account_locked', 'new_device_login']);

/**
 * The screen a tap opens (same-origin path; the service worker refuses any other): the lot, whose
 * page also holds the deal after the sale; the password reset for security notices; the profile
 * tab a KYC or subscription notice is about; else the profile.
 */
export function pushUrl(kind: string, assetId: number | null): string {
  if (assetId !== null) return `/auction/assets?asset_id=${assetId}`;
  if (SECURITY_KINDS.has(kind)) return '/forgotpass';
  if (kind.startsWith('kyc')) return '/client/profile?tab=identityDocument';
  if (kind.startsWith('subscription')) return '/client/profile?tab=subscription';
  return '/client/profile';
}

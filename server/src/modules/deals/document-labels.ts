import type { Language } from '../../lib/languages.js';

/**
 * The words of the release letter and the gate pass in the seven languages of the site. Names,
 * places and amounts come from the deal; {placeholders} are filled by document-content.ts.
 */
export interface ReleaseLabels {
  releaseTitle: string;
  gatePassTitle: string;
  date: string;
  vehicle: string;
  registration: string;
  auctionLot: string;
  lot: string;
  yard: string;
  buyer: string;
  mobile: string;
  saleAmount: string;
  seller: string;
  financier: string;
  state: string;
  /** {financier} */
  releaseIntro: string;
  /** {yard} */
  gateIntro: string;
  asIs: string;
  rcTransfer: string;
  gateValid: string;
  /** {financier} */
  forFinancier: string;
  yardInCharge: string;
}

const en: ReleaseLabels = {
  releaseTitle: 'Release letter / Delivery order',
  gatePassTitle: 'Gate pass',
  date: 'Date',
  vehicle: 'Vehicle',
  registration: 'Registration number',
  auctionLot: 'Auction / lot',
  lot: 'lot',
  yard: 'Yard',
  buyer: 'Buyer',
  mobile: 'Mobile',
  saleAmount: 'Sale amount',
  seller: 'Seller',
  financier: 'Financier',
  state: 'State',
  releaseIntro:
    '{financier} has received the full sale amount for the vehicle below and its NOC is issued. The yard is asked to release the vehicle to the buyer named here on presentation of this letter, the gate pass and a photo identity document.',
  gateIntro: 'Allow the vehicle below to leave {yard} with the buyer named here.',
  asIs: 'The vehicle is sold as-is where-is; yard charges are paid by the buyer.',
  rcTransfer:
    'The buyer transfers the registration within 30 days of release: Form 29 and Form 30, Form 35 with the financier’s NOC, and Form 28 when the vehicle moves to another state.',
  gateValid: 'Valid once. The yard keeps a copy with the buyer’s signature and identity document number.',
  forFinancier: 'For {financier}',
  yardInCharge: 'Yard in-charge',
};

const hi: ReleaseLabels = {
  releaseTitle: 'रिलीज़ पत्र / डिलीवरी ऑर्डर',
  gatePassTitle: 'गेट पास',
  date: 'दिनांक',
  vehicle: 'वाहन',
  registration: 'पंजीकरण संख्या',
  auctionLot: 'नीलामी / लॉट',
  lot: 'लॉट',
  yard: 'यार्ड',
  buyer: 'खरीदार',
  mobile: 'मोबाइल',
  saleAmount: 'बिक्री राशि',
  seller: 'विक्रेता',
  financier: 'फ़ाइनेंसर',
  state: 'राज्य',
  releaseIntro:
    '{financier} को नीचे दिए गए वाहन की पूरी बिक्री राशि मिल गई है और उसका एनओसी जारी हो गया है। यार्ड से अनुरोध है कि यह पत्र, गेट पास और फ़ोटो पहचान पत्र दिखाने पर वाहन यहाँ नामित खरीदार को सौंप दें।',
  gateIntro: 'नीचे दिए गए वाहन को यहाँ नामित खरीदार के साथ {yard} से बाहर जाने दें।',
  asIs: 'वाहन जहाँ है जैसा है के आधार पर बेचा गया है; यार्ड शुल्क खरीदार देगा।',
  rcTransfer:
    'खरीदार रिलीज़ के 30 दिनों के भीतर पंजीकरण हस्तांतरित कराएगा: फ़ॉर्म 29 और फ़ॉर्म 30, फ़ाइनेंसर के एनओसी के साथ फ़ॉर्म 35, और दूसरे राज्य में ले जाने पर फ़ॉर्म 28।',
  gateValid: 'एक बार के लिए मान्य। यार्ड खरीदार के हस्ताक्षर और पहचान पत्र संख्या के साथ एक प्रति रखेगा।',
  forFinancier: '{financier} की ओर से',
  yardInCharge: 'यार्ड प्रभारी',
};

const mr: ReleaseLabels = {
  releaseTitle: 'रिलीज पत्र / डिलिव्हरी ऑर्डर',
  gatePassTitle: 'गेट पास',
  date: 'दिनांक',
  vehicle: 'वाहन',
  registration: 'नोंदणी क्रमांक',
  auctionLot: 'लिलाव / लॉट',
  lot: 'लॉट',
  yard: 'यार्ड',
  buyer: 'खरेदीदार',
  mobile: 'मोबाइल',
  saleAmount: 'विक्री रक्कम',
  seller: 'विक्रेता',
  financier: 'फायनान्सर',
  state: 'राज्य',
  releaseIntro:
    '{financier} यांना खालील वाहनाची संपूर्ण विक्री रक्कम मिळाली असून त्याचे एनओसी दिले आहे. हे पत्र, गेट पास आणि फोटो ओळखपत्र दाखवल्यावर यार्डने वाहन येथे नाव दिलेल्या खरेदीदाराकडे सोपवावे.',
  gateIntro: 'खालील वाहन येथे नाव दिलेल्या खरेदीदारासोबत {yard} मधून बाहेर जाऊ द्या.',
  asIs: 'वाहन जसे आहे जेथे आहे तत्त्वावर विकले आहे; यार्ड शुल्क खरेदीदार भरेल.',
  rcTransfer:
    'खरेदीदार रिलीजनंतर 30 दिवसांत नोंदणी हस्तांतरित करेल: फॉर्म 29 आणि फॉर्म 30, फायनान्सरच्या एनओसीसह फॉर्म 35, आणि वाहन दुसऱ्या राज्यात जात असल्यास फॉर्म 28.',
  gateValid: 'एकदाच वैध. यार्ड खरेदीदाराची सही आणि ओळखपत्र क्रमांकासह एक प्रत ठेवेल.',
  forFinancier: '{financier} करिता',
  yardInCharge: 'यार्ड प्रभारी',
};

const gu: ReleaseLabels = {
  releaseTitle: 'રિલીઝ પત્ર / ડિલિવરી ઓર્ડર',
  gatePassTitle: 'ગેટ પાસ',
  date: 'તારીખ',
  vehicle: 'વાહન',
  registration: 'નોંધણી નંબર',
  auctionLot: 'હરાજી / લોટ',
  lot: 'લોટ',
  yard: 'યાર્ડ',
  buyer: 'ખરીદદાર',
  mobile: 'મોબાઇલ',
  saleAmount: 'વેચાણ રકમ',
  seller: 'વેચનાર',
  financier: 'ફાઇનાન્સર',
  state: 'રાજ્ય',
  releaseIntro:
    '{financier} ને નીચેના વાહનની પૂરી વેચાણ રકમ મળી ગઈ છે અને તેનું એનઓસી આપવામાં આવ્યું છે. આ પત્ર, ગેટ પાસ અને ફોટો ઓળખપત્ર બતાવવાથી યાર્ડ વાહન અહીં જણાવેલ ખરીદદારને સોંપે.',
  gateIntro: 'નીચેના વાહનને અહીં જણાવેલ ખરીદદાર સાથે {yard} માંથી બહાર જવા દો.',
  asIs: 'વાહન જ્યાં છે જેવું છે ના ધોરણે વેચાયું છે; યાર્ડ શુલ્ક ખરીદદાર ચૂકવશે.',
  rcTransfer:
    'ખરીદદાર રિલીઝના 30 દિવસમાં નોંધણી ટ્રાન્સફર કરાવશે: ફોર્મ 29 અને ફોર્મ 30, ફાઇનાન્સરના એનઓસી સાથે ફોર્મ 35, અને વાહન બીજા રાજ્યમાં જાય તો ફોર્મ 28.',
  gateValid: 'એક વાર માટે માન્ય. યાર્ડ ખરીદદારની સહી અને ઓળખપત્ર નંબર સાથે એક નકલ રાખશે.',
  forFinancier: '{financier} વતી',
  yardInCharge: 'યાર્ડ ઇન્ચાર્જ',
};

const kn: ReleaseLabels = {
  releaseTitle: 'ಬಿಡುಗಡೆ ಪತ್ರ / ಡೆಲಿವರಿ ಆರ್ಡರ್',
  gatePassTitle: 'ಗೇಟ್ ಪಾಸ್',
  date: 'ದಿನಾಂಕ',
  vehicle: 'ವಾಹನ',
  registration: 'ನೋಂದಣಿ ಸಂಖ್ಯೆ',
  auctionLot: 'ಹರಾಜು / ಲಾಟ್',
  lot: 'ಲಾಟ್',
  yard: 'ಯಾರ್ಡ್',
  buyer: 'ಖರೀದಿದಾರ',
  mobile: 'ಮೊಬೈಲ್',
  saleAmount: 'ಮಾರಾಟ ಮೊತ್ತ',
  seller: 'ಮಾರಾಟಗಾರ',
  financier: 'ಫೈನಾನ್ಸರ್',
  state: 'ರಾಜ್ಯ',
  releaseIntro:
    '{financier} ಅವರಿಗೆ ಕೆಳಗಿನ ವಾಹನದ ಪೂರ್ಣ ಮಾರಾಟ ಮೊತ್ತ ಸಿಕ್ಕಿದೆ ಮತ್ತು ಅದರ ಎನ್‌ಒಸಿ ನೀಡಲಾಗಿದೆ. ಈ ಪತ್ರ, ಗೇಟ್ ಪಾಸ್ ಮತ್ತು ಫೋಟೋ ಗುರುತಿನ ಚೀಟಿ ತೋರಿಸಿದಾಗ ಯಾರ್ಡ್ ವಾಹನವನ್ನು ಇಲ್ಲಿ ಹೆಸರಿಸಿದ ಖರೀದಿದಾರರಿಗೆ ಒಪ್ಪಿಸಬೇಕು.',
  gateIntro: 'ಕೆಳಗಿನ ವಾಹನವನ್ನು ಇಲ್ಲಿ ಹೆಸರಿಸಿದ ಖರೀದಿದಾರರೊಂದಿಗೆ {yard} ನಿಂದ ಹೊರಹೋಗಲು ಬಿಡಿ.',
  asIs: 'ವಾಹನವನ್ನು ಇರುವಲ್ಲೇ ಇರುವಂತೆ ಮಾರಲಾಗಿದೆ; ಯಾರ್ಡ್ ಶುಲ್ಕವನ್ನು ಖರೀದಿದಾರರು ಪಾವತಿಸುತ್ತಾರೆ.',
  rcTransfer:
    'ಖರೀದಿದಾರರು ಬಿಡುಗಡೆಯ 30 ದಿನಗಳೊಳಗೆ ನೋಂದಣಿ ವರ್ಗಾಯಿಸುತ್ತಾರೆ: ಫಾರ್ಮ್ 29 ಮತ್ತು ಫಾರ್ಮ್ 30, ಫೈನಾನ್ಸರ್ ಎನ್‌ಒಸಿಯೊಂದಿಗೆ ಫಾರ್ಮ್ 35, ಮತ್ತು ವಾಹನ ಬೇರೆ ರಾಜ್ಯಕ್ಕೆ ಹೋದರೆ ಫಾರ್ಮ್ 28.',
  gateValid: 'ಒಮ್ಮೆ ಮಾತ್ರ ಮಾನ್ಯ. ಯಾರ್ಡ್ ಖರೀದಿದಾರರ ಸಹಿ ಮತ್ತು ಗುರುತಿನ ಚೀಟಿ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಒಂದು ಪ್ರತಿಯನ್ನು ಇಡುತ್ತದೆ.',
  forFinancier: '{financier} ಪರವಾಗಿ',
  yardInCharge: 'ಯಾರ್ಡ್ ಉಸ್ತುವಾರಿ',
};

const te: ReleaseLabels = {
  releaseTitle: 'విడుదల లేఖ / డెలివరీ ఆర్డర్',
  gatePassTitle: 'గేట్ పాస్',
  date: 'తేదీ',
  vehicle: 'వాహనం',
  registration: 'రిజిస్ట్రేషన్ నంబర్',
  auctionLot: 'వేలం / లాట్',
  lot: 'లాట్',
  yard: 'యార్డ్',
  buyer: 'కొనుగోలుదారు',
  mobile: 'మొబైల్',
  saleAmount: 'అమ్మకం మొత్తం',
  seller: 'అమ్మకందారు',
  financier: 'ఫైనాన్షియర్',
  state: 'రాష్ట్రం',
  releaseIntro:
    '{financier} కి క్రింది వాహనం పూర్తి అమ్మకం మొత్తం అందింది, దాని ఎన్‌ఓసీ జారీ అయింది. ఈ లేఖ, గేట్ పాస్ మరియు ఫోటో గుర్తింపు పత్రం చూపినప్పుడు యార్డ్ వాహనాన్ని ఇక్కడ పేర్కొన్న కొనుగోలుదారుకు అప్పగించాలి.',
  gateIntro: 'క్రింది వాహనాన్ని ఇక్కడ పేర్కొన్న కొనుగోలుదారుతో {yard} నుండి బయటకు వెళ్లనివ్వండి.',
  asIs: 'వాహనం ఉన్నది ఉన్నట్లుగా అమ్మబడింది; యార్డ్ ఛార్జీలు కొనుగోలుదారు చెల్లిస్తారు.',
  rcTransfer: 'కొనుగోలుదారు విడుదలైన 30 రోజుల్లో రిజిస్ట్రేషన్ బదిలీ చేయిస్తారు: ఫారం 29 మరియు ఫారం 30, ఫైనాన్షియర్ ఎన్‌ఓసీతో ఫారం 35, వాహనం మరో రాష్ట్రానికి వెళ్తే ఫారం 28.',
  gateValid: 'ఒక్కసారి మాత్రమే చెల్లుతుంది. యార్డ్ కొనుగోలుదారు సంతకం మరియు గుర్తింపు పత్రం నంబర్‌తో ఒక ప్రతిని ఉంచుతుంది.',
  forFinancier: '{financier} తరఫున',
  yardInCharge: 'యార్డ్ ఇన్‌ఛార్జ్',
};

const ta: ReleaseLabels = {
  releaseTitle: 'விடுவிப்புக் கடிதம் / டெலிவரி ஆர்டர்',
  gatePassTitle: 'கேட் பாஸ்',
  date: 'தேதி',
  vehicle: 'வாகனம்',
  registration: 'பதிவு எண்',
  auctionLot: 'ஏலம் / லாட்',
  lot: 'லாட்',
  yard: 'யார்டு',
  buyer: 'வாங்குபவர்',
  mobile: 'கைபேசி',
  saleAmount: 'விற்பனைத் தொகை',
  seller: 'விற்பவர்',
  financier: 'நிதியாளர்',
  state: 'மாநிலம்',
  releaseIntro:
    '{financier} கீழே உள்ள வாகனத்தின் முழு விற்பனைத் தொகையைப் பெற்றுள்ளார், அதன் என்ஓசி வழங்கப்பட்டுள்ளது. இந்தக் கடிதம், கேட் பாஸ் மற்றும் புகைப்பட அடையாள ஆவணத்தைக் காட்டும்போது யார்டு வாகனத்தை இங்கு குறிப்பிட்ட வாங்குபவரிடம் ஒப்படைக்க வேண்டும்.',
  gateIntro: 'கீழே உள்ள வாகனத்தை இங்கு குறிப்பிட்ட வாங்குபவருடன் {yard} இலிருந்து வெளியே செல்ல அனுமதிக்கவும்.',
  asIs: 'வாகனம் இருக்கும் இடத்தில் இருக்கும் நிலையில் விற்கப்பட்டது; யார்டு கட்டணத்தை வாங்குபவர் செலுத்துவார்.',
  rcTransfer:
    'வாங்குபவர் விடுவிப்பிலிருந்து 30 நாட்களுக்குள் பதிவை மாற்ற வேண்டும்: படிவம் 29 மற்றும் படிவம் 30, நிதியாளரின் என்ஓசியுடன் படிவம் 35, வாகனம் வேறு மாநிலத்துக்குச் சென்றால் படிவம் 28.',
  gateValid: 'ஒருமுறை மட்டுமே செல்லும். யார்டு வாங்குபவரின் கையொப்பம் மற்றும் அடையாள ஆவண எண்ணுடன் ஒரு நகலை வைத்திருக்கும்.',
  forFinancier: '{financier} சார்பாக',
  yardInCharge: 'யார்டு பொறுப்பாளர்',
};

export const RELEASE_LABELS: Record<Language, ReleaseLabels> = { en, hi, mr, gu, kn, te, ta };

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

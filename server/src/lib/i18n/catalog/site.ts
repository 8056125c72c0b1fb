/** Texts the server writes into the site's pages (the web app's own strings live in web/src/locales). */
export const site = {
  'site.demo_banner': {
    en: 'Demo: payments are simulated',
    hi: 'डेमो: भुगतान सिम्युलेटेड हैं',
    mr: 'डेमो: पेमेंट सिम्युलेटेड आहेत',
    gu: 'ડેમો: ચુકવણીઓ સિમ્યુલેટેડ છે',
    kn: 'ಡೆಮೊ: ಪಾವತಿಗಳು ಸಿಮ್ಯುಲೇಟೆಡ್ ಆಗಿವೆ',
    te: 'డెమో: చెల్లింపులు సిమ్యులేటెడ్',
    ta: 'டெமோ: பணம் செலுத்துதல்கள் உருவகப்படுத்தப்பட்டவை',
  },
} as const;

/**
 * The admin live monitor's alerts: what each one saw, worded in the admin's language (the alert's
 * `kind`, `count` and window travel beside it as code and params).
 */
export const monitor = {
  'monitor.autobid_push': {
    en: '{window:num}-minute window: {count:num} manual quotes each answered at once by the same autobid',
    hi: '{window:num} मिनट में: {count:num} मैन्युअल कोट, हर एक का तुरंत जवाब एक ही ऑटोबिड ने दिया',
    mr: '{window:num} मिनिटांत: {count:num} मॅन्युअल कोट, प्रत्येकाला एकाच ऑटोबिडने लगेच उत्तर दिले',
    gu: '{window:num} મિનિટમાં: {count:num} મેન્યુઅલ ક્વોટ, દરેકનો તરત જવાબ એક જ ઓટોબિડે આપ્યો',
    kn: '{window:num} ನಿಮಿಷಗಳಲ್ಲಿ: {count:num} ಕೈಯಾರೆ ಕೋಟ್‌ಗಳು, ಪ್ರತಿಯೊಂದಕ್ಕೂ ಅದೇ ಆಟೋಬಿಡ್ ತಕ್ಷಣ ಉತ್ತರಿಸಿದೆ',
    te: '{window:num} నిమిషాల్లో: {count:num} మాన్యువల్ కోట్‌లు, ప్రతి దానికీ అదే ఆటోబిడ్ వెంటనే జవాబిచ్చింది',
    ta: '{window:num} நிமிடங்களில்: {count:num} கைமுறை விலைப்புள்ளிகள், ஒவ்வொன்றுக்கும் அதே ஆட்டோபிட் உடனே பதிலளித்தது',
  },
  'monitor.rejected_burst': {
    en: '{count:num} refused quote requests in the last {window:num} minutes (any auction)',
    hi: 'पिछले {window:num} मिनट में {count:num} कोट अनुरोध अस्वीकार हुए (किसी भी नीलामी में)',
    mr: 'गेल्या {window:num} मिनिटांत {count:num} कोट विनंत्या नाकारल्या (कोणत्याही लिलावात)',
    gu: 'છેલ્લી {window:num} મિનિટમાં {count:num} ક્વોટ વિનંતીઓ નકારાઈ (કોઈપણ હરાજીમાં)',
    kn: 'ಕಳೆದ {window:num} ನಿಮಿಷಗಳಲ್ಲಿ {count:num} ಕೋಟ್ ವಿನಂತಿಗಳು ತಿರಸ್ಕೃತವಾಗಿವೆ (ಯಾವುದೇ ಹರಾಜಿನಲ್ಲಿ)',
    te: 'గత {window:num} నిమిషాల్లో {count:num} కోట్ అభ్యర్థనలు తిరస్కరించబడ్డాయి (ఏ వేలంలోనైనా)',
    ta: 'கடந்த {window:num} நிமிடங்களில் {count:num} விலைப்புள்ளி கோரிக்கைகள் மறுக்கப்பட்டன (எந்த ஏலத்திலும்)',
  },
} as const;

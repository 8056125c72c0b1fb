import type { FinancierNames } from '../schema/index.js';

export interface FinancierSeed {
  slug: string;
  name: string;
  /** The name transliterated into each other site language: a company's name is spelt, not translated. */
  names: Required<FinancierNames>;
  /** Relative to the seed assets directory. */
  logoFile: string;
}

/** Fictional lenders; any likeness to a real company's name is unintended. */
export const FINANCIERS = [
  {
    slug: 'sahyadri-auto-finance',
    name: 'Sahyadri Auto Finance',
    names: {
      hi: 'सह्याद्रि ऑटो फाइनेंस',
      mr: 'सह्याद्री ऑटो फायनान्स',
      gu: 'સહ્યાદ્રી ઓટો ફાઇનાન્સ',
      kn: 'ಸಹ್ಯಾದ್ರಿ ಆಟೋ ಫೈನಾನ್ಸ್',
      te: 'సహ్యాద్రి ఆటో ఫైనాన్స్',
      ta: 'சஹ்யாத்ரி ஆட்டோ ஃபைனான்ஸ்',
    },
    logoFile: 'financiers/sahyadri-auto-finance.svg',
  },
  {
    slug: 'krishi-mitra-capital',
    name: 'Krishi Mitra Capital',
    names: {
      hi: 'कृषि मित्र कैपिटल',
      mr: 'कृषी मित्र कॅपिटल',
      gu: 'કૃષિ મિત્ર કેપિટલ',
      kn: 'ಕೃಷಿ ಮಿತ್ರ ಕ್ಯಾಪಿಟಲ್',
      te: 'కృషి మిత్ర క్యాపిటల్',
      ta: 'கிருஷி மித்ரா கேபிடல்',
    },
    logoFile: 'financiers/krishi-mitra-capital.svg',
  },
  {
    slug: 'narmada-vahan-finance',
    name: 'Narmada Vahan Finance',
    names: {
      hi: 'नर्मदा वाहन फाइनेंस',
      mr: 'नर्मदा वाहन फायनान्स',
      gu: 'નર્મદા વાહન ફાઇનાન્સ',
      kn: 'ನರ್ಮದಾ ವಾಹನ ಫೈನಾನ್ಸ್',
      te: 'నర్మదా వాహన్ ఫైనాన్స్',
      ta: 'நர்மதா வாகன் ஃபைனான்ஸ்',
    },
    logoFile: 'financiers/narmada-vahan-finance.svg',
  },
  {
    slug: 'deccan-wheels-credit',
    name: 'Deccan Wheels Credit',
    names: {
      hi: 'डेक्कन व्हील्स क्रेडिट',
      mr: 'डेक्कन व्हील्स क्रेडिट',
      gu: 'ડેક્કન વ્હીલ્સ ક્રેડિટ',
      kn: 'ಡೆಕ್ಕನ್ ವೀಲ್ಸ್ ಕ್ರೆಡಿಟ್',
      te: 'డెక్కన్ వీల్స్ క్రెడిట్',
      ta: 'டெக்கன் வீல்ஸ் கிரெடிட்',
    },
    logoFile: 'financiers/deccan-wheels-credit.svg',
  },
  {
    slug: 'godavari-gramin-finserv',
    name: 'Godavari Gramin Finserv',
    names: {
      hi: 'गोदावरी ग्रामीण फिनसर्व',
      mr: 'गोदावरी ग्रामीण फिनसर्व्ह',
      gu: 'ગોદાવરી ગ્રામીણ ફિનસર્વ',
      kn: 'ಗೋದಾವರಿ ಗ್ರಾಮೀಣ ಫಿನ್ಸರ್ವ್',
      te: 'గోదావరి గ్రామీణ్ ఫిన్సర్వ్',
      ta: 'கோதாவரி கிராமீண் ஃபின்சர்வ்',
    },
    logoFile: 'financiers/godavari-gramin-finserv.svg',
  },
  {
    slug: 'thar-motor-credit',
    name: 'Thar Motor Credit',
    names: {
      hi: 'थार मोटर क्रेडिट',
      mr: 'थार मोटर क्रेडिट',
      gu: 'થાર મોટર ક્રેડિટ',
      kn: 'ಥಾರ್ ಮೋಟರ್ ಕ್ರೆಡಿಟ್',
      te: 'థార్ మోటర్ క్రెడిట్',
      ta: 'தார் மோட்டார் கிரெடிட்',
    },
    logoFile: 'financiers/thar-motor-credit.svg',
  },
  {
    slug: 'kaveri-kisan-fincorp',
    name: 'Kaveri Kisan Fincorp',
    names: {
      hi: 'कावेरी किसान फिनकॉर्प',
      mr: 'कावेरी किसान फिनकॉर्प',
      gu: 'કાવેરી કિસાન ફિનકોર્પ',
      kn: 'ಕಾವೇರಿ ಕಿಸಾನ್ ಫಿನ್ಕಾರ್ಪ್',
      te: 'కావేరి కిసాన్ ఫిన్కార్ప్',
      ta: 'காவேரி கிசான் ஃபின்கார்ப்',
    },
    logoFile: 'financiers/kaveri-kisan-fincorp.svg',
  },
  {
    slug: 'malwa-tractor-finance',
    name: 'Malwa Tractor Finance',
    names: {
      hi: 'मालवा ट्रैक्टर फाइनेंस',
      mr: 'माळवा ट्रॅक्टर फायनान्स',
      gu: 'માળવા ટ્રેક્ટર ફાઇનાન્સ',
      kn: 'ಮಾಳವ ಟ್ರ್ಯಾಕ್ಟರ್ ಫೈನಾನ್ಸ್',
      te: 'మాల్వా ట్రాక్టర్ ఫైనాన్స్',
      ta: 'மால்வா டிராக்டர் ஃபைனான்ஸ்',
    },
    logoFile: 'financiers/malwa-tractor-finance.svg',
  },
] as const satisfies readonly FinancierSeed[];

export type FinancierSlug = (typeof FINANCIERS)[number]['slug'];

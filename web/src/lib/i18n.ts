import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { BRAND_NAME } from './brand';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

/** Language picker order of spec §1; labels are each language's own name. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'gu', label: 'ગુજરાતી' },
  { code: 'hi', label: 'हिन्दी' },
  { code: 'mr', label: 'मराठी' },
  { code: 'kn', label: 'ಕನ್ನಡ' },
  { code: 'te', label: 'తెలుగు' },
  { code: 'ta', label: 'தமிழ்' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

// English ships in the main bundle (it is also the fallback); the others load on demand.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*.json', '!../locales/en.json']);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: { brand: BRAND_NAME } },
  react: { useSuspense: false },
});

async function loadLanguage(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const load = loaders[`../locales/${code}.json`];
  if (!load) return;
  const module = await load();
  i18n.addResourceBundle(code, 'translation', module.default);
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = code;
  writeStorage(STORAGE_KEYS.language, code);
}

function preferredLanguage(): LanguageCode {
  const saved = readStorage(STORAGE_KEYS.language);
  if (isLanguageCode(saved)) return saved;
  const fromBrowser = navigator.languages?.map((tag) => tag.slice(0, 2)).find(isLanguageCode);
  return fromBrowser ?? 'en';
}

/** Applies the saved (or browser) language before the first render; English on any failure. */
export async function restoreLanguage(): Promise<void> {
  const code = preferredLanguage();
  if (code === 'en') return;
  try {
    await loadLanguage(code);
    await i18n.changeLanguage(code);
    document.documentElement.lang = code;
  } catch {
    // A failed chunk load (slow network) leaves the page in English rather than blank.
  }
}

export { i18n };

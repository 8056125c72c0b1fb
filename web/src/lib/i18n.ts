import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** The cookie that tells the server which language's prerendered page to send. */
export const LANGUAGE_COOKIE = 'language';

// Every language, English included, is its own chunk: a Hindi reader downloads only Hindi.
// The locale files share one key set (locales.test.ts), so no fallback bundle is needed.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: { brand: BRAND_NAME } },
  react: { useSuspense: false },
});

/** Adds a language's strings from an already loaded file (the prerender and the tests use it). */
export function addLanguageBundle(code: LanguageCode, strings: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle(code, 'translation')) i18n.addResourceBundle(code, 'translation', strings);
}

/** Fetches a language's strings once. */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const load = loaders[`../locales/${code}.json`];
  if (!load) return;
  const module = await load();
  addLanguageBundle(code, module.default);
}

function rememberLanguage(code: LanguageCode): void {
  writeStorage(STORAGE_KEYS.language, code);
  try {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${code}; max-age=31536000; path=/; SameSite=Lax${secure}`;
  } catch {
    // No cookies: the server falls back to Accept-Language, and the client still switches.
  }
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = code;
  rememberLanguage(code);
}

/** The saved choice, else the language the server prerendered the page in, else the browser's. */
export function preferredLanguage(): LanguageCode {
  const saved = readStorage(STORAGE_KEYS.language);
  if (isLanguageCode(saved)) return saved;
  const served = document.documentElement.dataset.prerenderedLang;
  if (isLanguageCode(served)) return served;
  const fromBrowser = navigator.languages?.map((tag) => tag.slice(0, 2)).find(isLanguageCode);
  return fromBrowser ?? 'en';
}

/**
 * Loads the reader's language before the first render; English if that file cannot be fetched
 * (a slow network), so the page is never blank. Returns the language applied.
 */
export async function restoreLanguage(code: LanguageCode = preferredLanguage()): Promise<LanguageCode> {
  let applied: LanguageCode = code;
  try {
    await loadLanguage(code);
  } catch {
    applied = 'en';
    await loadLanguage('en');
  }
  await i18n.changeLanguage(applied);
  document.documentElement.lang = applied;
  rememberLanguage(applied);
  return applied;
}

export { i18n };

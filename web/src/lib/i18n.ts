import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loaders } from 'virtual:locale-chunks';
import { BRAND_NAME } from './brand';
import { LOCALE_AREA_NAMES, areaOfKey, type LocaleArea } from './locale-areas';
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

// Every language, English included, is its own set of chunks: a Hindi reader downloads only Hindi,
// and of it only the core and the areas of the pages visited (src/lib/locale-areas.ts). The locale
// files share one key set (locales.test.ts), so no fallback bundle is needed.
type Part = 'core' | LocaleArea;
const loaded = new Map<LanguageCode, Set<Part>>();
const loading = new Map<string, Promise<void>>();
/** Areas some page has needed: a change of language loads them too. */
const wantedAreas = new Set<LocaleArea>();
/** The language being applied (restoreLanguage or changeLanguage may still be fetching it). */
let targetLanguage: LanguageCode | null = null;

const isLoaded = (code: LanguageCode, part: Part) => loaded.get(code)?.has(part) ?? false;
const currentLanguage = (): LanguageCode => targetLanguage ?? (isLanguageCode(i18n.language) ? i18n.language : 'en');

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: { brand: BRAND_NAME } },
  // A key of an area not loaded yet (a component outside the pages that name the area) loads it;
  // until then it reads as empty, not as the raw key, and the component redraws when it arrives.
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => {
    const area = areaOfKey(key);
    if (area) void loadAreas([area]).catch(() => undefined);
  },
  parseMissingKeyHandler: (key) => {
    const area = areaOfKey(key);
    return area && !isLoaded(currentLanguage(), area) ? '' : key;
  },
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** Adds a language's strings from an already loaded whole file (the prerender and the tests use it). */
export function addLanguageBundle(code: LanguageCode, strings: Record<string, unknown>): void {
  if (isLoaded(code, 'core')) return;
  i18n.addResourceBundle(code, 'translation', strings, true, false);
  loaded.set(code, new Set<Part>(['core', ...LOCALE_AREA_NAMES]));
}

async function loadPart(code: LanguageCode, part: Part): Promise<void> {
  if (isLoaded(code, part)) return;
  const id = `${code}/${part}`;
  let pending = loading.get(id);
  if (!pending) {
    const load = loaders[code]?.[part];
    if (!load) return;
    pending = load()
      .then((module) => {
        i18n.addResourceBundle(code, 'translation', module.default, true, false);
        const parts = loaded.get(code) ?? new Set<Part>();
        parts.add(part);
        loaded.set(code, parts);
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  await pending;
}

/** Fetches a language's core strings and the areas asked for (and any a page needed before), once. */
export async function loadLanguage(code: LanguageCode, areas: readonly LocaleArea[] = []): Promise<void> {
  await Promise.all([loadPart(code, 'core'), ...[...new Set([...wantedAreas, ...areas])].map((area) => loadPart(code, area))]);
}

/** Fetches areas of strings a page needs, in the language being shown (lazy pages await it). */
export async function loadAreas(areas: readonly LocaleArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  await Promise.all(areas.map((area) => loadPart(currentLanguage(), area)));
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
  targetLanguage = code;
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
  targetLanguage = code;
  try {
    await loadLanguage(code);
  } catch {
    applied = 'en';
    targetLanguage = 'en';
    await loadLanguage('en');
  }
  await i18n.changeLanguage(applied);
  document.documentElement.lang = applied;
  rememberLanguage(applied);
  return applied;
}

export { i18n };

import { segmentName, stateName, type Language } from '@vahanhaat/words/places';
import { useTranslation } from 'react-i18next';

const SPELT: readonly string[] = ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta'] satisfies Language[];

/**
 * State and segment names in the reader's language (packages/words, the names the server's
 * messages use too). The API keeps the English name; only what is shown changes.
 */
export function usePlaceNames() {
  const { i18n } = useTranslation();
  const lang = (SPELT.includes(i18n.language) ? i18n.language : 'en') as Language;
  return { state: (name: string) => stateName(name, lang), segment: (name: string) => segmentName(name, lang) };
}

import { financierName, segmentName, stateName, type Language } from '@vahanhaat/words/places';
import { useTranslation } from 'react-i18next';
import type { FinancierNamesOut } from '@vahanhaat/contract/http/catalog';

const SPELT: readonly string[] = ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta'] satisfies Language[];

/**
 * State, segment and financier names in the reader's language. States and segments come from
 * packages/words (the names the server's messages use too); a financier's from the spellings its
 * API row carries (`financier_names`), else its English name. The API keeps the English name and
 * answers alike for every language, so cached answers and prerendered pages stay right; only what
 * is shown changes.
 */
export function usePlaceNames() {
  const { i18n } = useTranslation();
  const lang = (SPELT.includes(i18n.language) ? i18n.language : 'en') as Language;
  return {
    state: (name: string) => stateName(name, lang),
    segment: (name: string) => segmentName(name, lang),
    financier: (name: string, names: FinancierNamesOut | undefined) => financierName(name, names, lang),
  };
}

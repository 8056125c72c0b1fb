import type { FinancierNames } from '../db/schema/index.js';
import type { Language } from './languages.js';

/**
 * A financier's name as a reader of `lang` reads it: its spelling in that language where one is
 * set (financiers.name_i18n), else the English name.
 */
export function financierNameIn(name: string, names: FinancierNames | null | undefined, lang: Language): string {
  return (lang === 'en' ? undefined : names?.[lang]) || name;
}

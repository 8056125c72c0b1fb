import { useTranslation } from 'react-i18next';

/** A translated list (a JSON array in the locale files), e.g. the paragraphs of a page. */
export function useTranslatedList(key: string): string[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

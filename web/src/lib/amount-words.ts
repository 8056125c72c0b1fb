import { amountWith, type Spelling } from '@vahanhaat/words/spell';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from './i18n';

export { MAX_AMOUNT_IN_WORDS } from '@vahanhaat/words/spell';

/**
 * Amount in words for receipts and quote confirmations (spec §9), in the reader's language
 * (packages/words, the words the server's documents use too). Each language's spelling is its own
 * chunk, fetched when a screen first writes an amount in words: a page load carries none, and a
 * reader only ever downloads their own language's.
 */
const LOADERS: Record<LanguageCode, () => Promise<{ default: Spelling }>> = {
  en: () => import('@vahanhaat/words/spellings/en'),
  hi: () => import('@vahanhaat/words/spellings/hi'),
  mr: () => import('@vahanhaat/words/spellings/mr'),
  gu: () => import('@vahanhaat/words/spellings/gu'),
  kn: () => import('@vahanhaat/words/spellings/kn'),
  te: () => import('@vahanhaat/words/spellings/te'),
  ta: () => import('@vahanhaat/words/spellings/ta'),
};

const spellings = new Map<string, Spelling>();
const pending = new Map<string, Promise<void>>();

const spelt = (language: string): LanguageCode => (language in LOADERS ? (language as LanguageCode) : 'en');

/** Fetches a language's spelling once (a language it does not know spells in English). */
export function loadSpelling(language: string): Promise<void> {
  const code = spelt(language);
  if (spellings.has(code)) return Promise.resolve();
  let load = pending.get(code);
  if (!load) {
    load = LOADERS[code]().then((module) => {
      spellings.set(code, module.default);
    });
    load.catch(() => pending.delete(code));
    pending.set(code, load);
  }
  return load;
}

/**
 * 125000.5 → 'One Lakh Twenty Five Thousand Rupees and Fifty Paise Only', in Hindi
 * 'एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र'. '' for negative, non-finite or amounts above
 * 999999999, and while the language's spelling is still loading (loadSpelling).
 */
export function amountInWords(amount: number, language = 'en'): string {
  const code = spelt(language);
  const spelling = spellings.get(code);
  return spelling ? amountWith(spelling, code === 'en', amount) : '';
}

/**
 * amountInWords in the reader's language. The spelling is fetched when the first amount is
 * written (a screen that only might write one, a closed dialog, fetches nothing); the component
 * redraws once it has arrived.
 */
export function useAmountInWords(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = spelt(i18n.language);
  const [, setLoaded] = useState(false);
  return (amount) => {
    if (!spellings.has(language)) {
      loadSpelling(language)
        .then(() => setLoaded(true))
        .catch(() => undefined);
    }
    return amountInWords(amount, language);
  };
}

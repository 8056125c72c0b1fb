import { segmentName, stateName } from '@vahanhaat/words';
import { formatINR } from '../money.js';
import { STAGE_WORDS } from './catalog/deals.js';
import { FIELD_WORDS } from './catalog/fields.js';
import { CATALOG, type Catalog } from './catalog/index.js';
import type { Language } from './languages.js';

/** Every language's text of one message; `one` holds the singular where `count` is 1. */
export interface Texts extends Record<Language, string> {
  one?: Partial<Record<Language, string>>;
}

export type MessageCode = keyof Catalog;
export type Params = Record<string, string | number>;

/** The names a text fills in: '{field} must be at most {max:num}' → 'field' | 'max'. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? (P extends `${infer Name}:${string}` ? Name : P) | Placeholders<Rest>
  : never;
export type ParamsOf<C extends MessageCode> = Record<Placeholders<Catalog[C]['en']>, string | number>;

/** A message as the server decides it: a stable code and the values its texts fill in. */
export interface Message<C extends MessageCode = MessageCode> {
  code: C;
  params: Params;
}

/**
 * A message by code. The parameters are checked against the English text at compile time, so a
 * text never shows an unfilled placeholder.
 */
export function message<C extends MessageCode>(
  code: C,
  ...params: Placeholders<Catalog[C]['en']> extends never ? [] : [ParamsOf<C>]
): Message<C> {
  return { code, params: (params[0] ?? {}) as Params };
}

export const isMessageCode = (value: unknown): value is MessageCode => typeof value === 'string' && Object.hasOwn(CATALOG, value);

/** Units of a wait, in each language: [one, many]. */
const UNITS: Record<Language, { minute: [string, string]; hour: [string, string] }> = {
  en: { minute: ['minute', 'minutes'], hour: ['hour', 'hours'] },
  hi: { minute: ['मिनट', 'मिनट'], hour: ['घंटा', 'घंटे'] },
  mr: { minute: ['मिनिट', 'मिनिटे'], hour: ['तास', 'तास'] },
  gu: { minute: ['મિનિટ', 'મિનિટ'], hour: ['કલાક', 'કલાક'] },
  kn: { minute: ['ನಿಮಿಷ', 'ನಿಮಿಷಗಳು'], hour: ['ಗಂಟೆ', 'ಗಂಟೆಗಳು'] },
  te: { minute: ['నిమిషం', 'నిమిషాలు'], hour: ['గంట', 'గంటలు'] },
  ta: { minute: ['நிமிடம்', 'நிமிடங்கள்'], hour: ['மணி நேரம்', 'மணி நேரம்'] },
};

/** A wait in whole minutes, rounded up: 90 s → '2 minutes', 3600 s → '1 hour'. */
export function describeWait(seconds: number, lang: Language = 'en'): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const u = UNITS[lang];
  const part = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;
  if (h === 0) return part(m, u.minute);
  return m === 0 ? part(h, u.hour) : `${part(h, u.hour)} ${part(m, u.minute)}`;
}

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * How a value is written into a text. Digits are Latin en-IN in every language, as the web app
 * writes prices and dates ('₹1,50,000'); a state's or segment's English name in the reader's
 * language (packages/words); a sale's stage in words; a main-flow field by its name in words.
 */
function fill(value: string | number | undefined, format: string | undefined, lang: Language): string {
  if (value === undefined) return '';
  switch (format) {
    case 'inr':
      return formatINR(Number(value));
    case 'num':
      return grouped.format(Number(value));
    case 'wait':
      return describeWait(Number(value), lang);
    case 'state':
      return stateName(String(value), lang);
    case 'segment':
      return segmentName(String(value), lang);
    case 'field':
      return lang === 'en' ? String(value) : (FIELD_WORDS[String(value)]?.[lang] ?? String(value));
    case 'stage': {
      const words = (STAGE_WORDS as Record<string, Record<Language, string>>)[String(value)];
      return words ? words[lang] : String(value);
    }
    default:
      return String(value);
  }
}

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

/** The text of a message in a language (English where a language lacks it, which the catalog test forbids). */
export function render(m: Message, lang: Language): string {
  const texts: Texts = CATALOG[m.code];
  const template = (m.params.count === 1 && texts.one?.[lang]) || texts[lang] || texts.en;
  if (!template.includes('{')) return template;
  return template.replace(PLACEHOLDER, (_all, name: string, format?: string) => fill(m.params[name], format, lang));
}

/** The envelope fields of a message: its code, its values and its text in the reader's language. */
export function localised(m: Message, lang: Language) {
  return { code: m.code, params: m.params, msg: render(m, lang) };
}

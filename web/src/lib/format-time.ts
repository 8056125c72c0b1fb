/**
 * Latin digits in every language, as prices (en-IN) have them: Marathi would otherwise write its
 * dates in Devanagari digits beside Latin-digit amounts.
 */
const DIGITS = { numberingSystem: 'latn' } as const;

/** Building a formatter costs far more than using one: one per language and shape, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(`${language}-IN`, { ...options, ...DIGITS });
    } catch {
      found = new Intl.DateTimeFormat('en-IN', { ...options, ...DIGITS });
    }
    formatters.set(key, found);
  }
  return found;
}

/** Dates in the reader's language with Indian conventions; en-IN where the runtime lacks the language. */
function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(language, options).format(date);
}

/** A day in the reader's language with Indian conventions: '21 Nov 2027'; the input itself if unreadable. */
export function formatDate(iso: string, language = 'en'): string {
  return format(iso, language, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** How each language's Indian locale writes the day period of a clock time (the CLDR data Intl uses). */
const LOWERCASE_DAY_PERIOD = new Set(['en', 'hi']);
const KNOWN_LANGUAGES = new Set(['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta']);

/**
 * A clock time with seconds, for auction ends: '10:03:00 am'. Written by hand, exactly as
 * Intl.DateTimeFormat writes it in these languages (h:mm:ss and the day period, Latin digits): a
 * room shows one on every lot card, and the page's first Intl.DateTimeFormat costs tens of
 * milliseconds of a cheap phone's main thread (its locale data loads then), while the cards draw.
 */
export function formatTime(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const lang = KNOWN_LANGUAGES.has(language) ? language : 'en';
  const hours = date.getHours();
  const pm = hours >= 12;
  const period = LOWERCASE_DAY_PERIOD.has(lang) ? (pm ? 'pm' : 'am') : pm ? 'PM' : 'AM';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${hours % 12 || 12}:${two(date.getMinutes())}:${two(date.getSeconds())} ${period}`;
}

/**
 * Day and time, for starts, payment deadlines and quote history: '21 Nov, 10:03 am', with the
 * year whenever it is not the current one ('25 Nov 2027, 4:40 pm').
 */
export function formatDateTime(iso: string, language = 'en', now: Date = new Date()): string {
  const otherYear = new Date(iso).getFullYear() !== now.getFullYear();
  return format(iso, language, {
    day: 'numeric',
    month: 'short',
    ...(otherYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * A lot's closing moment, to the second (lots of one auction close seconds apart): '5:03:00 pm'
 * today, else with the day ('26 Nov, 5:03:00 pm'), and the year when it is not this one.
 */
export function formatClosingTime(iso: string, language = 'en', now: Date = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return formatTime(iso, language);
  const otherYear = date.getFullYear() !== now.getFullYear();
  return format(iso, language, {
    day: 'numeric',
    month: 'short',
    ...(otherYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
}

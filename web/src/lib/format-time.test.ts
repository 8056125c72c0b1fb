import { describe, expect, it } from 'vitest';
import { formatClosingTime, formatDate, formatDateTime, formatTime } from './format-time';

describe('formatDateTime', () => {
  const now = new Date('2026-11-25T10:00:00+05:30');

  it('leaves the year out for a date in the current year', () => {
    expect(formatDateTime('2026-11-27T17:00:00+05:30', 'en', now)).not.toMatch(/2026/);
  });

  it('shows the year of a date in another year, such as a plan ending in 2027', () => {
    expect(formatDateTime('2027-11-25T16:40:00+05:30', 'en', now)).toMatch(/2027/);
    expect(formatDateTime('2025-01-02T09:00:00+05:30', 'hi', now)).toMatch(/2025/);
  });
});

describe('formatClosingTime', () => {
  const now = new Date('2026-11-25T10:00:00+05:30');
  it('gives a lot closing today to the second, since lots close seconds apart', () => {
    const today = formatClosingTime('2026-11-25T17:03:30+05:30', 'en', now);
    expect(today).toMatch(/^\d{1,2}:\d{2}:30\s?[ap]m$/i);
  });
  it('adds the day for another day, and the year for another year', () => {
    expect(formatClosingTime('2026-11-26T17:03:00+05:30', 'en', now)).toMatch(/^26 Nov, \d{1,2}:\d{2}:00\s?[ap]m$/i);
    expect(formatClosingTime('2027-01-02T09:00:00+05:30', 'en', now)).toMatch(/2027/);
  });
});

describe('digits', () => {
  const NATIVE_DIGITS = /[\u0966-\u096F\u0AE6-\u0AEF\u0CE6-\u0CEF\u0C66-\u0C6F\u0BE6-\u0BEF]/;

  it.each(['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta'])('writes %s dates and times in Latin digits, as prices are', (language) => {
    const iso = '2027-11-21T16:40:09+05:30';
    const texts = [formatDate(iso, language), formatTime(iso, language), formatDateTime(iso, language), formatClosingTime(iso, language)];
    for (const text of texts) expect(text).not.toMatch(NATIVE_DIGITS);
    expect(formatDate(iso, language)).toMatch(/21/);
    expect(formatDate(iso, language)).toMatch(/2027/);
  });
});

describe('formatTime', () => {
  it('writes what Intl.DateTimeFormat writes, in every language, at every hour', () => {
    for (const language of ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta']) {
      const intl = new Intl.DateTimeFormat(`${language}-IN`, {
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        numberingSystem: 'latn',
      });
      for (let hour = 0; hour < 24; hour += 1) {
        const date = new Date(2027, 10, 21, hour, hour === 0 ? 0 : 3, hour * 2);
        expect(formatTime(date.toISOString(), language)).toBe(intl.format(date));
      }
    }
  });

  it('answers an unreadable time as given', () => {
    expect(formatTime('not a time')).toBe('not a time');
  });
});

/** The site's seven languages (web/src/lib/i18n.ts), for what the server writes itself: PDFs, words. */
export const LANGUAGES = ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);

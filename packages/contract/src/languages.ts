// The site's languages, shared by the server (messages, saved choices) and the web app. No imports.

export const LANGUAGES = ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The site's seven languages (packages/contract), for what the server writes itself: PDFs, words. */
export { isLanguage, LANGUAGES, type Language } from '@vahanhaat/contract/languages';

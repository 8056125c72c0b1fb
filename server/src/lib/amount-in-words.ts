/**
 * Amounts in words in the seven languages of the site: one implementation, in the workspace
 * package packages/words, which the web app uses too (docs/server-messages.md).
 */
export { MAX_AMOUNT_IN_WORDS, integerInWords, paiseInWords, rupeesInWords } from '@vahanhaat/words';

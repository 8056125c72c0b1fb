// @ts-check
/** What every language's spelling of amounts provides (spellings/*.js; list() is in spell.js). */

/** @typedef {'en' | 'hi' | 'mr' | 'gu' | 'kn' | 'te' | 'ta'} Language */
/** @typedef {0 | 1 | 2} Unit thousand, lakh, crore */
/**
 * @typedef {object} Spelling
 * @property {string} zero
 * @property {readonly string[]} below100 0–99; index 0 is never read.
 * @property {(h: number, followed: boolean) => string} hundreds h hundred (1–9); `followed` when tens or units come after it.
 * @property {(count: number, unit: Unit, followed: boolean) => string} scale count (1–99) thousands, lakhs or crores; `followed` when a smaller part comes after it.
 * @property {(rupees: string, rupeeCount: number, paise: string, paiseCount: number) => string} phrase The rupee words (and the paise words when there are paise) as a document writes them.
 */

export {};

import type { Spelling } from './spell.js';

/** One language's spelling of amounts (@vahanhaat/words/spellings/<lang>). */
declare const spelling: Spelling;
export default spelling;

/** One language's way of writing amounts (spellings/<lang>.js). */
export interface Spelling {
  zero: string;
  /** 0–99; index 0 is never read. */
  below100: readonly string[];
  hundreds(h: number, followed: boolean): string;
  scale(count: number, unit: 0 | 1 | 2, followed: boolean): string;
  phrase(rupees: string, rupeeCount: number, paise: string, paiseCount: number): string;
}

/** The largest amount in rupees the words spell (spec §9): 99 crore 99 lakh 99 thousand 999. */
export declare const MAX_AMOUNT_IN_WORDS: 999999999;

/** A whole number from 0 to 99,99,99,999 in words in the spelling's language; RangeError outside. */
export declare function integerWith(s: Spelling, n: number): string;

/** Integer paise in words as documents write them; RangeError outside the range. */
export declare function paiseWith(s: Spelling, paise: number): string;

/** An amount in rupees (paise as the fraction) as the web writes it under a price; '' when it cannot be spelt. */
export declare function amountWith(s: Spelling, english: boolean, amount: number): string;

/** A word list from text, index 0 empty so that index n is the word for n. */
export declare function list(words: string): string[];

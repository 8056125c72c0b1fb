/** The site's languages (web/src/lib/i18n.ts LANGUAGES, server/src/lib/languages.ts). */
export type Language = 'en' | 'hi' | 'mr' | 'gu' | 'kn' | 'te' | 'ta';

/** The largest amount in rupees the words spell (spec §9): 99 crore 99 lakh 99 thousand 999. */
export declare const MAX_AMOUNT_IN_WORDS: 999999999;

/** A whole number from 0 to 99,99,99,999 in words, as it stands before the word for rupees or paise. */
export declare function integerInWords(n: number, lang?: Language): string;

/** Integer paise in words as documents write them ('Rupees One Lakh … and Fifty Paise Only'); RangeError outside the range. */
export declare function paiseInWords(paise: number, lang?: Language): string;

/** Whole rupees in words as documents write them ('Rupees One Lakh Fifty One Thousand Only'). */
export declare function rupeesInWords(rupees: number, lang?: Language): string;

/** An amount in rupees (paise as the fraction) in words under a price on the web; '' when it cannot be spelt. */
export declare function amountInWords(amount: number, lang?: Language): string;

/** A state's or union territory's name in a language, from its English name; unknown names come back as given. */
export declare function stateName(name: string, lang?: Language): string;

/** A vehicle segment's name in a language, from its code or English name; unknown ones come back as given. */
export declare function segmentName(nameOrCode: string, lang?: Language): string;

/** A financier's name in a language: its spelling there when `names` has one, else the English `name`. */
export declare function financierName(
  name: string,
  names: Partial<Record<Exclude<Language, 'en'>, string>> | null | undefined,
  lang?: Language,
): string;

/** The states (English names) whose name in any site language contains the word, any case. */
export declare function statesSpelled(word: string): string[];

/** The segment codes whose name in any site language contains the word, any case. */
export declare function segmentsSpelled(word: string): string[];

/** Every state and union territory name the table knows, in English. */
export declare const KNOWN_STATES: readonly string[];

// One reading of a phone number for the web and the server, from the contract package.
export { normalizeIndianPhone, phoneFieldValue } from '@vahanhaat/contract/phone';

/**
 * Every phone field's input attributes: the phone keypad (it has +, which a numeric keypad
 * lacks, so "+91 98765 43210" can be typed) and the browser's saved number, which comes with its
 * +91; phoneFieldValue turns either into the 10 digits the field shows.
 */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;

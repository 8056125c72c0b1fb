import { formatRupees } from '../format';

/*
 * The words of a field code (`required`, `min` {min}, `year_future` {max}, …): the server's
 * `field_codes` and the contract's form rules (forms/rules.ts) name a field's problem this way,
 * and each is worded in the reader's language under its field (keys `admin.fieldErrors.*`).
 */

export interface FieldCode {
  code: string;
  params?: Record<string, string | number>;
}

const MONEY = new Set(['start_price', 'reserve_price', 'increment', 'price', 'price_min', 'price_max']);
const KNOWN = new Set([
  'required',
  'number',
  'text',
  'too_long',
  'min',
  'max',
  'year_future',
  'registration_format',
  'reserve_below_start',
  'end_before_start',
  'end_in_past',
  'datetime',
  'unknown_ref',
  'choose_one',
  'date',
  'https_url',
]);

/** i18n key and values of one field problem. */
export function fieldMessageKey(field: string, { code, params = {} }: FieldCode): [string, Record<string, string | number>] {
  // A mobile number is worded as everywhere else on the site (sign-up, login).
  if (code === 'phone') return ['signup.errors.phone', {}];
  const known = KNOWN.has(code) ? code : 'invalid';
  if (MONEY.has(field) && (code === 'min' || code === 'max')) {
    const amount = formatRupees(Number(code === 'min' ? params.min : params.max));
    return [`admin.fieldErrors.${code}Rupees`, { amount }];
  }
  return [`admin.fieldErrors.${known}`, params];
}

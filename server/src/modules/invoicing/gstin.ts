/**
 * GSTINs: 2-digit state code, the holder's PAN, an entity number, 'Z', and a check character
 * (the Luhn mod 36 algorithm over the first 14 characters).
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** GST state codes by state name (the names the states table uses). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const STATE_BY_CODE = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

export const stateCodeOf = (stateName: string | null | undefined): string | null =>
  stateName ? (GST_STATE_CODES[stateName] ?? null) : null;
export const stateNameOf = (code: string): string | null => STATE_BY_CODE.get(code) ?? null;

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'state' | 'checksum';

/** Why a GSTIN is not valid, or null when it is (input already upper-cased and trimmed). */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!FORMAT.test(gstin)) return 'format';
  if (!STATE_BY_CODE.has(gstin.slice(0, 2))) return 'state';
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format:
    'GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN, an entity number, Z and a check character, e.g. 27AAPFU0939F1ZV',
  state: 'GSTIN must start with a valid state code (01 to 38)',
  checksum: 'This GSTIN is not valid: its last character does not match. Please check it against your GST registration certificate.',
};

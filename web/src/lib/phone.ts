// One reading of a phone number for the web and the server: the server's own helper.
export { normalizeIndianPhone, phoneFieldValue } from '../../../server/src/lib/phone.ts';

// The one reading of an Indian phone number, shared with the web app through the contract package.
export { normalizeIndianPhone, phoneFieldValue } from '@vahanhaat/contract/phone';

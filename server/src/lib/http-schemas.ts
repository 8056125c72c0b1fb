// The API's shared schema pieces live in the contract package, so the web reads the same rules.
export { decimal, envelope, failure, idField, idempotencyHeaders, phoneNumber, rupeeAmount } from '@vahanhaat/contract/http/common';

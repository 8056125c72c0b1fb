// The API's shared schema pieces live in the contract package, so the web reads the same rules.
export { decimal, envelope, failure, idField, idempotencyHeaders, phoneNumber, rupeeAmount } from '@vahanhaat/contract/http/common';
import { failure } from '@vahanhaat/contract/http/common';

/**
 * The failure answers a route documents (400, 401, 403, 404, 409, 429…), each the one failure
 * envelope: `response: { 200: …, ...failures(400, 401, 404) }`. Every module uses this one.
 */
export function failures<const C extends number>(...codes: C[]) {
  return Object.fromEntries(codes.map((c) => [c, failure])) as Record<C, typeof failure>;
}

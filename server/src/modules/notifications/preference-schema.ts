import { failure } from '@vahanhaat/contract/http/common';

// The notification preferences API's shapes live in the contract package (one source for the server and the web).
export * from '@vahanhaat/contract/http/notifications';

export const SECURITY = [{ session: [] }];
export const TAGS = ['notifications'];

export function failures<const C extends number>(...codes: C[]) {
  return Object.fromEntries(codes.map((c) => [c, failure])) as Record<C, typeof failure>;
}

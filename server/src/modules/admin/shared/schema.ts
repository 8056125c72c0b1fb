import { PAGE_SIZE } from '@vahanhaat/contract/http/admin';
import { failure } from '@vahanhaat/contract/http/common';

/*
 * Shapes shared by every admin route: the input helpers, pages and envelopes are the contract's
 * (packages/contract/src/http/admin.ts); the route plumbing and row helpers are the server's.
 */

export * from '@vahanhaat/contract/http/admin';

export const TAGS = ['admin'];
export const SECURITY = [{ session: [] }];

/** The failure answers a route documents. */
export function failures<const C extends number>(...codes: C[]) {
  return Object.fromEntries(codes.map((c) => [c, failure])) as Record<C, typeof failure>;
}
/** Every admin route can answer these: not signed in, not an admin. */
export const GUARDED = [401, 403] as const;

export const pageOf = (q: { page_no?: number | undefined; page_size?: number | undefined }) => {
  const size = q.page_size ?? PAGE_SIZE;
  const no = q.page_no ?? 1;
  return { limit: size, offset: (no - 1) * size, pageNo: no, pageSize: size };
};
export const pageResult = <T>(rows: T[], total: number, p: { pageNo: number; pageSize: number }) => ({
  rows,
  page_no: p.pageNo,
  page_size: p.pageSize,
  total,
  total_pages: Math.ceil(total / p.pageSize),
});

export const toIso = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v).toISOString());
export const fullName = (u: { firstName: string; middleName?: string | null; lastName: string }) =>
  [u.firstName, u.middleName, u.lastName].filter((p) => p && p.trim()).join(' ');

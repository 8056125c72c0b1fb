/*
 * Console pages live under /admin, beside the server's /admin/* API. A page path must never be
 * one of the API's GET routes (/admin/auctions, /admin/results, /admin/users, ...): a reload
 * there would get the API's JSON instead of the app. Hence the singular and distinct names.
 */
export const ADMIN_ROUTES = {
  dashboard: '/admin',
  auction: '/admin/auction/:id',
  monitor: '/admin/auction/:id/live',
  results: '/admin/lot-results',
  users: '/admin/accounts',
  user: '/admin/accounts/:id',
  leads: '/admin/call-backs',
  reference: '/admin/setup',
  audit: '/admin/audit',
  invoices: '/admin/tax-documents',
  kyc: '/admin/kyc-review',
  settlements: '/admin/settlements',
  deliveries: '/admin/message-log',
  lotReport: '/admin/lot/:id/report',
  deposits: '/admin/deposit-accounts',
} as const;

export const adminAuctionUrl = (id: number | string) => `/admin/auction/${id}`;
export const adminMonitorUrl = (id: number | string) => `/admin/auction/${id}/live`;
export const adminLotReportUrl = (id: number | string) => `/admin/lot/${id}/report`;
export const adminUserUrl = (id: number | string) => `/admin/accounts/${id}`;
export const adminResultsUrl = (auctionId?: number | string) =>
  auctionId === undefined ? ADMIN_ROUTES.results : `${ADMIN_ROUTES.results}?auction_id=${encodeURIComponent(String(auctionId))}`;

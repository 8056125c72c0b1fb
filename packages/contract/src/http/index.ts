// The HTTP API, one namespace per area; each is also its own subpath
// (`@vahanhaat/contract/http/accounts`), which is what the server and the web import.
export * from './codes.js';
export * from './common.js';
export * as accounts from './accounts.js';
export * as admin from './admin.js';
export * as adminAuctions from './admin-auctions.js';
export * as adminLotDocuments from './admin-lot-documents.js';
export * as adminLots from './admin-lots.js';
export * as adminReference from './admin-reference.js';
export * as adminResults from './admin-results.js';
export * as adminAudit from './admin-audit.js';
export * as adminMonitor from './admin-monitor.js';
export * as adminUsers from './admin-users.js';
export * as alerts from './alerts.js';
export * as catalog from './catalog.js';
export * as catalogLots from './catalog-lots.js';
export * as kyc from './kyc.js';
export * as vocabulary from './vocabulary.js';
export * as bidding from './bidding.js';
export * as billing from './billing.js';
export * as buyer from './buyer.js';
export * as buyerDashboard from './buyer-dashboard.js';
export * as deals from './deals.js';
export * as insight from './insight.js';
export * as invoicing from './invoicing.js';
export * as noticeKinds from './notice-kinds.js';
export * as notifications from './notifications.js';
export * as records from './records.js';

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
export * as adminUsers from './admin-users.js';
export * as alerts from './alerts.js';
export * as catalog from './catalog.js';
export * as catalogLots from './catalog-lots.js';
export * as kyc from './kyc.js';
export * as vocabulary from './vocabulary.js';

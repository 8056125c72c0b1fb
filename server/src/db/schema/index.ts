export * from './catalog.js';
export * from './users.js';
export * from './auctions.js';
export * from './billing.js';
export * from './records.js';
export * from './invoicing.js';
export * from './files.js';
export * from './deals.js';

/**
 * @vahanhaat/contract: what the server and the web app agree on, described once as zod schemas
 * with the types inferred from them. Subpaths keep the web bundle small: `realtime/lot-state`,
 * `realtime/constants`, `phone`, `registration`, `languages`, `http/codes` and `http/vocabulary` import nothing;
 * `realtime/wire`, `realtime/bus` and the other `http/*` areas need zod.
 */
export * from './realtime.js';
export * from './phone.js';
export * from './registration.js';
export * from './languages.js';
export * as http from './http/index.js';

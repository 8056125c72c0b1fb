/**
 * @vahanhaat/contract: what the server and the web app agree on, described once as zod schemas
 * with the types inferred from them. Subpaths keep the web bundle small: `realtime/lot-state`,
 * `realtime/constants` and `phone` import nothing; `realtime/wire` and `realtime/bus` need zod.
 */
export * from './realtime.js';
export * from './phone.js';

/**
 * Demo data for the seeder: pure and deterministic (same seed, same rows), no database access.
 * Asset paths are relative to SEED_ASSETS_DIR.
 */
export * from './seed-data/assets.js';
export * from './seed-data/auction-plan.js';
export * from './seed-data/catalogue.js';
export * from './seed-data/financiers.js';
export * from './seed-data/lots.js';
export * from './seed-data/plans.js';
export * from './seed-data/random.js';
export * from './seed-data/states.js';
export * from './seed-data/users.js';

/** The seed the demo database is built from. */
export const DEMO_SEED = 20_240_726;
export * from './seed-data/records.js';

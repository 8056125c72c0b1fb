/**
 * The server project's global setup: in embedded mode, builds the migrated PGlite data directory
 * every test app starts from (test/pglite-template.ts) once, before the workers start, rather than
 * in the first test hooks of each worker, where it would count against their timeouts.
 */
import { buildMigratedTemplate } from './pglite-template.js';

export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) await buildMigratedTemplate();
}

/**
 * A migrated PGlite data directory that embedded-mode test apps start from. A fresh in-memory
 * PGlite runs initdb and then every migration and routine: seconds per database, and the server
 * suite opens hundreds. Loading a dump of a database that already went through them takes a
 * fraction of that, and migrate() on it still runs (and finds nothing to do), so a test app starts
 * from exactly the state a fresh migrated database has.
 *
 * The dump is kept in the system temp directory under a key made of the migrations, the routines
 * and the PGlite version, so any change to them builds a new one; test workers share it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { ROUTINES } from '../db/routines.js';
import { migrationsDir } from '../lib/paths.js';

let template: Promise<Blob> | undefined;

/**
 * The migrated data directory: read from the build the server project's global setup made
 * (`buildMigratedTemplate`), or built in this process when a test runs without it.
 */
export function migratedTemplate(): Promise<Blob> {
  template ??= buildMigratedTemplate();
  return template;
}

/** Builds the migrated data directory and keeps it for the test workers, unless it is kept already. */
export async function buildMigratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `vahanhaat-pglite-${await key()}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) return new Blob([saved]);
  const database = await openDatabase({ dataDir: os.tmpdir(), migrationsDir, inMemory: true });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!();
    // Written aside and renamed: a worker reading at the same time sees the whole file or none.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

async function key(): Promise<string> {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  // The package's exports hide its package.json: found from its entry point (…/pglite/dist/index.js).
  const pglite = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update((JSON.parse(await readFile(pglite, 'utf8')) as { version: string }).version);
  const files = (await readdir(migrationsDir, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name))
    .concat(ROUTINES.map((r) => r.file))
    .sort();
  for (const f of files) hash.update(f).update(await readFile(f));
  return hash.digest('hex').slice(0, 16);
}

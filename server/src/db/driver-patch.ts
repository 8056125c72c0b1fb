import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written into the driver by scripts/patch-postgres.mjs (its MARKER). */
const MARKER = 'vahanhaat-postgres-patch-3';

/**
 * Whether the installed postgres.js carries the pinned fixes of scripts/patch-postgres.mjs.
 * Without them a database restart throws from inside the driver and ends the process.
 */
export function driverPatched(): boolean {
  const index = fileURLToPath(import.meta.resolve('postgres'));
  return [index, path.join(path.dirname(index), 'connection.js'), path.join(path.dirname(index), 'queue.js')].every((file) =>
    readFileSync(file, 'utf8').includes(MARKER),
  );
}

export function assertDriverPatched(): void {
  if (!driverPatched()) {
    throw new Error(
      'postgres.js lacks the fixes that keep a database restart from ending the process: run `node scripts/patch-postgres.mjs` (npm ci runs it unless install scripts are ignored)',
    );
  }
}

import { fileURLToPath } from 'node:url';
import type { Routine } from '../../../db/routines.js';

/**
 * The deposit ledger's database routines (append-only entries, balanced movements), in one source
 * file beside this one (copied next to the compiled code by the build). db/routines.ts applies it
 * whenever its text changes.
 */
export const LEDGER_ROUTINES: readonly Routine[] = [
  { name: 'deposit-ledger', file: fileURLToPath(new URL('./ledger.sql', import.meta.url)), requires: 'ledger_entries' },
];

import { fileURLToPath } from 'node:url';
import type { Routine } from '../../../db/routines.js';

/**
 * The bidding engine's database routines, each in one source file beside this one (copied next to
 * the compiled code by the build). db/routines.ts applies a file whenever its text changes.
 */
export const ENGINE_ROUTINES: readonly Routine[] = [
  { name: 'place-batch', file: fileURLToPath(new URL('./place-batch.sql', import.meta.url)) },
  // Its trigger reads auctions.requires_deposit, which came with the deposit tables.
  { name: 'exposure-bound', file: fileURLToPath(new URL('./exposure-bound.sql', import.meta.url)), requires: 'deposit_accounts' },
];

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ENGINE_ROUTINES } from '../modules/bidding/engine/index.js';
import { LEDGER_ROUTINES } from '../modules/deposits/routines/index.js';

/**
 * Database routines (PL/pgSQL functions) kept in source files rather than in migrations, applied
 * like Flyway's repeatable R__ scripts: at start-up, under the migration lock, each file whose text
 * differs from the one last applied (routine_versions keeps its SHA-256) runs with its CREATE OR
 * REPLACE statements, in one transaction with the new hash, so a file that fails leaves the
 * previous routine and hash in place and the start-up fails with the database's message.
 */
export interface Routine {
  /** The key in routine_versions. */
  name: string;
  /** The .sql file: statements that define the routine (CREATE OR REPLACE). */
  file: string;
  /**
   * A table the routine's statements need (a trigger's table): while the migrations have not made
   * it, the routine waits, unrecorded, for the start-up that has it.
   */
  requires?: string;
}

/** Every routine the server needs, applied by Database.migrate(). */
export const ROUTINES: readonly Routine[] = [...ENGINE_ROUTINES, ...LEDGER_ROUTINES];

/** One transaction's statements, whichever driver runs them. */
export interface RoutineTransaction {
  /** Runs a script of several statements without parameters. */
  script(text: string): Promise<void>;
  query<T>(text: string, params: unknown[]): Promise<T[]>;
}

export type InTransaction = <T>(run: (tx: RoutineTransaction) => Promise<T>) => Promise<T>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Brings each routine up to its file; answers the names applied. A database whose migrations do
 * not yet include routine_versions (an earlier release's) gets none: the routines need its schema.
 */
export async function applyRoutines(inTransaction: InTransaction, routines: readonly Routine[]): Promise<string[]> {
  const texts = await Promise.all(routines.map(async (r) => ({ ...r, text: await readFile(r.file, 'utf8') })));
  return inTransaction(async (tx) => {
    const [table] = await tx.query<{ present: boolean }>(`select to_regclass('public.routine_versions') is not null as present`, []);
    if (!table?.present) return [];
    const rows = await tx.query<{ name: string; hash: string }>('select name, hash from routine_versions', []);
    const applied = new Map(rows.map((r) => [r.name, r.hash]));
    const done: string[] = [];
    for (const routine of texts) {
      if (routine.requires) {
        const [needed] = await tx.query<{ present: boolean }>(`select to_regclass($1) is not null as present`, [
          `public.${routine.requires}`,
        ]);
        if (!needed?.present) continue;
      }
      const hash = sha256(routine.text);
      if (applied.get(routine.name) === hash) continue;
      await tx.script(routine.text);
      await tx.query(
        `insert into routine_versions (name, hash) values ($1, $2)
         on conflict (name) do update set hash = excluded.hash, applied_at = now()`,
        [routine.name, hash],
      );
      done.push(routine.name);
    }
    return done;
  });
}

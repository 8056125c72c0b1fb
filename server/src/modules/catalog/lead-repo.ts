import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { leads } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/client.js';

export type LeadValues = Pick<
  typeof leads.$inferInsert,
  'name' | 'phone' | 'state' | 'city' | 'pincode' | 'taInterest' | 'userId' | 'source'
>;

/** Serialises lead writes for one phone, so two quick submits cannot both insert. */
export async function lockPhone(tx: Tx, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${phone}`}))`);
}

/** The first lead from this phone in the last 24 hours, if any. */
export async function findRecentLead(db: Executor, phone: string) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.phone, phone), gt(leads.createdAt, sql`now() - interval '1 day'`)))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  return row ?? null;
}

export async function insertLead(db: Executor, values: LeadValues) {
  const [row] = await db.insert(leads).values(values).returning({ id: leads.id });
  return row!.id;
}

export async function updateLead(db: Executor, id: number, values: Partial<LeadValues>) {
  await db
    .update(leads)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(leads.id, id));
}

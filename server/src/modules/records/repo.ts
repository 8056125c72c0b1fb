import { desc, eq } from 'drizzle-orm';
import { challans, rcLookups, rcRecords } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export async function findRc(ex: Executor, registrationNumber: string) {
  const [rc] = await ex.select().from(rcRecords).where(eq(rcRecords.registrationNumber, registrationNumber));
  return rc;
}

export async function challansFor(ex: Executor, registrationNumber: string) {
  return ex.select().from(challans).where(eq(challans.registrationNumber, registrationNumber)).orderBy(desc(challans.issuedAt));
}

export async function recordLookup(ex: Executor, userId: number, registrationNumber: string) {
  await ex.insert(rcLookups).values({ userId, registrationNumber });
}

export async function recentLookups(ex: Executor, userId: number, limit = 10) {
  return ex
    .selectDistinctOn([rcLookups.registrationNumber], { registrationNumber: rcLookups.registrationNumber, createdAt: rcLookups.createdAt })
    .from(rcLookups)
    .where(eq(rcLookups.userId, userId))
    .orderBy(rcLookups.registrationNumber, desc(rcLookups.createdAt))
    .limit(limit);
}

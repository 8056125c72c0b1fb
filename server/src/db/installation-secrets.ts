import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { installationSecrets } from './schema/index.js';
import type { Executor } from './client.js';

/**
 * A random secret made the first time it is asked for and kept in the database, so every instance
 * of one installation shares it and no other installation can know it. Concurrent first callers
 * agree: the first insert wins and everyone reads what it wrote.
 */
export async function installationSecret(db: Executor, name: string): Promise<string> {
  await db
    .insert(installationSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
  return row!.value;
}

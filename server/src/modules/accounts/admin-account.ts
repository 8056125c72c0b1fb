import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { deleteUserSessions } from './session.js';
import type { Db } from '../../db/client.js';

export interface AdminAccount {
  userId: number;
  created: boolean;
  /** Shown once; it works for one sign-in, after which the person must choose their own. */
  oneTimePassword: string;
}

/**
 * Creates an admin, or promotes and re-keys the account that has the phone: a fresh one-time
 * password, every session ended, no sign-in lock left. What the operator's first login needs.
 */
export async function createOrPromoteAdmin(db: Db, input: { phone: string; firstName: string; lastName: string }): Promise<AdminAccount> {
  const oneTimePassword = generatePassword(14);
  const passwordHash = await hashPassword(oneTimePassword);
  const access = {
    isAdmin: true,
    isBlocked: false,
    isActive: true,
    passwordHash,
    mustChangePassword: true,
    failedLogins: 0,
    loginLockedUntil: null,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).for('update');
    if (existing) {
      await tx
        .update(users)
        .set({ ...access, updatedAt: sql`now()` })
        .where(eq(users.id, existing.id));
      await deleteUserSessions(tx, existing.id);
      return { userId: existing.id, created: false, oneTimePassword };
    }
    const [row] = await tx
      .insert(users)
      .values({
        phone: input.phone,
        firstName: input.firstName,
        lastName: input.lastName,
        remarks: 'Created with admin:create',
        userAddedBy: 'admin:create',
        ...access,
      })
      .returning({ id: users.id });
    return { userId: row!.id, created: true, oneTimePassword };
  });
}

import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

/**
 * Failed sign-ins are counted per account, whatever address they come from. The first few are
 * free; from then on each failure locks the account, twice as long as the lock before, so a
 * guesser gets a handful of tries a day while the owner waits minutes at worst.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 4,
  firstLockSeconds: 15 * 60,
  maxLockSeconds: 24 * 60 * 60,
  /** A failure older than this no longer counts towards a lock. */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export interface LoginAttempt {
  userId: number;
  /** Set when this attempt, if it fails, is the one that locks the account. */
  lockSeconds: number | null;
}

/** Seconds an account is locked for after its n-th consecutive failure (0: not locked). */
export function lockSecondsAfter(failures: number): number {
  const over = failures - LOGIN_THROTTLE.freeFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_THROTTLE.firstLockSeconds * 2 ** (over - 1), LOGIN_THROTTLE.maxLockSeconds);
}

/**
 * Counts an attempt before the password is compared, as a failure, and locks the account now if
 * this failure would; a correct password then clears it (clearFailures). Parallel guesses cannot
 * slip past the lock: each one is counted by this single statement before any is compared.
 * Answers undefined for an unknown phone or a locked account.
 */
export async function takeLoginAttempt(db: Executor, phone: string): Promise<LoginAttempt | undefined> {
  const forget = sql`make_interval(secs => ${LOGIN_THROTTLE.forgetAfterSeconds})`;
  const failures = sql`(case when ${users.lastFailedLoginAt} > now() - ${forget} then ${users.failedLogins} else 0 end + 1)`;
  const lockSeconds = sql`least(${LOGIN_THROTTLE.firstLockSeconds}::float8 * power(2, ${failures} - ${LOGIN_THROTTLE.freeFailures} - 1), ${LOGIN_THROTTLE.maxLockSeconds})`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: failures,
      lastFailedLoginAt: sql`now()`,
      loginLockedUntil: sql`case when ${failures} > ${LOGIN_THROTTLE.freeFailures} then now() + make_interval(secs => ${lockSeconds}) end`,
    })
    .where(and(eq(users.phone, phone), or(isNull(users.loginLockedUntil), lte(users.loginLockedUntil, sql`now()`))))
    .returning({ userId: users.id, failures: users.failedLogins });
  if (!row) return undefined;
  const lock = lockSecondsAfter(row.failures);
  return { userId: row.userId, lockSeconds: lock > 0 ? lock : null };
}

/** Seconds until a locked account may try again, or null when it is not locked (or unknown). */
export async function lockedForSeconds(db: Executor, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ left: sql<number>`ceil(extract(epoch from ${users.loginLockedUntil} - now()))::int` })
    .from(users)
    .where(and(eq(users.phone, phone), sql`${users.loginLockedUntil} > now()`));
  return row ? Math.max(1, row.left) : null;
}

export async function clearFailures(db: Executor, userId: number) {
  await db.update(users).set({ failedLogins: 0, lastFailedLoginAt: null, loginLockedUntil: null }).where(eq(users.id, userId));
}

/** "15 minutes", "1 hour", "2 hours 30 minutes": how long to wait, rounded up to the minute. */
export { describeWait } from '../../lib/i18n/render.js';

import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  identityDocuments,
  notificationSettings,
  otpChallenges,
  sessions,
  states,
  users,
  userStatePermissions,
} from '../../db/schema/index.js';
import { hashToken } from './session.js';
import type { Executor } from '../../db/client.js';
import type { DocumentKind, OtpPurpose } from './schema.js';

// ---- users ----

export async function findLoginUser(db: Executor, phone: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      isBlocked: users.isBlocked,
      blockDescription: users.blockDescription,
    })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row;
}

export async function isPhoneRegistered(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return Boolean(row);
}

export async function findActiveState(db: Executor, id: number) {
  const [row] = await db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(and(eq(states.id, id), eq(states.isActive, true)))
    .limit(1);
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/**
 * The user's language, the one source of truth for their PDFs, notifications and messages; a
 * notification settings row made before it existed is kept in step.
 */
export async function saveLanguage(db: Executor, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  await db.update(notificationSettings).set({ language }).where(eq(notificationSettings.userId, userId));
}

export async function grantState(db: Executor, userId: number, stateId: number, designation: string) {
  await db.insert(userStatePermissions).values({ userId, stateId, designation }).onConflictDoNothing();
}

export async function findPasswordHash(db: Executor, userId: number) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** A password the person chose: any one-time password is used up. */
export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findUserIdByPhone(db: Executor, phone: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row?.id;
}

/** What login and login-check show, by the database clock. */
export async function findSessionProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      stateId: users.stateId,
      stateName: states.name,
      isAdmin: users.isAdmin,
      isAuctionAdmin: users.isAuctionAdmin,
      isSubscribed: sql<boolean>`${users.isSubscribed} and coalesce(${users.subscriptionEndDate} > now(), true)`,
      docsUploaded: users.docsUploaded,
      neverSubscribed: users.neverSubscribed,
      subscriptionDate: users.subscriptionDate,
      subscriptionEndDate: users.subscriptionEndDate,
      mustChangePassword: users.mustChangePassword,
      isDealer: sql<boolean>`"users"."is_dealer"`,
      // The dealer this user quotes for, while an active or suspended agent (docs/dealers.md).
      agentOf: sql<{ dealer_id: number; dealer_name: string; status: 'active' | 'suspended' } | null>`(
        select json_build_object('dealer_id', da.dealer_id, 'dealer_name', trim(d.first_name || ' ' || d.last_name), 'status', da.status)
        from dealer_agents da join users d on d.id = da.dealer_id
        where da.agent_user_id = ${users.id} and da.status in ('active', 'suspended') limit 1)`,
    })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .where(eq(users.id, userId));
  return row;
}
export type SessionProfile = NonNullable<Awaited<ReturnType<typeof findSessionProfile>>>;

export async function sessionSecondsLeft(db: Executor, token: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`greatest(0, floor(extract(epoch from ${sessions.expiresAt} - now())))::int` })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.left ?? 0;
}

// ---- OTP challenges ----

/** Serialises OTP issuing per phone across instances; released when the transaction ends. */
export async function lockPhone(tx: Executor, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

export async function otpSendStats(db: Executor, phone: string, ip: string, windowSeconds: number) {
  const since = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [byPhone] = await db
    .select({
      count: sql<number>`count(*)::int`,
      lastAgo: sql<number | null>`floor(extract(epoch from now() - max(${otpChallenges.createdAt})))::int`,
    })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, since)));
  const [byIp] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.ip, ip), gt(otpChallenges.createdAt, since)));
  return { phoneCount: byPhone?.count ?? 0, secondsSinceLast: byPhone?.lastAgo ?? null, ipCount: byIp?.count ?? 0 };
}

/** Only the newest code for a phone and purpose may be used. */
export async function voidOpenChallenges(db: Executor, phone: string, purpose: OtpPurpose) {
  await db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt)));
}

export async function insertChallenge(
  db: Executor,
  v: { phone: string; purpose: OtpPurpose; codeHash: string; ip: string; ttlSeconds: number },
) {
  const [row] = await db
    .insert(otpChallenges)
    .values({
      phone: v.phone,
      purpose: v.purpose,
      codeHash: v.codeHash,
      ip: v.ip,
      expiresAt: sql`now() + make_interval(secs => ${v.ttlSeconds})`,
    })
    .returning({ id: otpChallenges.id });
  return row!.id;
}

export async function deleteChallenge(db: Executor, id: number) {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/**
 * The newest unused challenge, with whether it is still usable: before its expiry, or verified
 * within the grace window (so a person who verified may finish the form after the code's 5 minutes).
 */
export async function findOpenChallenge(db: Executor, phone: string, purpose: OtpPurpose, graceSeconds: number) {
  const [row] = await db
    .select({
      id: otpChallenges.id,
      codeHash: otpChallenges.codeHash,
      attempts: otpChallenges.attempts,
      live: sql<boolean>`(${otpChallenges.expiresAt} > now() or ${otpChallenges.verifiedAt} > now() - make_interval(secs => ${graceSeconds}))`,
    })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  return row;
}

/** Counts an attempt before the code is compared, so parallel guesses cannot exceed the limit. */
export async function takeAttempt(db: Executor, id: number, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, id), sql`${otpChallenges.attempts} < ${maxAttempts}`))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts;
}

export async function markVerified(db: Executor, id: number) {
  await db
    .update(otpChallenges)
    .set({ verifiedAt: sql`coalesce(${otpChallenges.verifiedAt}, now())` })
    .where(eq(otpChallenges.id, id));
}

/** Uses a challenge up; false when another request got there first. */
export async function consumeChallenge(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length > 0;
}

/** The sign-up's proof of phone ownership: a verified, unused signup challenge within the window. */
export async function consumeVerifiedSignup(db: Executor, phone: string, windowSeconds: number): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(otpChallenges.phone, phone),
        eq(otpChallenges.purpose, 'signup'),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.verifiedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length > 0;
}

// ---- identity documents ----

export async function currentDocuments(db: Executor, userId: number) {
  return db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), isNull(identityDocuments.replacedAt)))
    .orderBy(identityDocuments.kind);
}

export async function findDocument(db: Executor, id: number) {
  const [row] = await db.select().from(identityDocuments).where(eq(identityDocuments.id, id));
  return row;
}

/** Retires the current documents of these kinds; returns their files for deletion after commit. */
export async function retireDocuments(db: Executor, userId: number, kinds: DocumentKind[]) {
  if (kinds.length === 0) return [];
  const rows = await db
    .update(identityDocuments)
    .set({ replacedAt: sql`now()` })
    .where(and(eq(identityDocuments.userId, userId), inArray(identityDocuments.kind, kinds), isNull(identityDocuments.replacedAt)))
    .returning({ storageKey: identityDocuments.storageKey });
  return rows.map((r) => r.storageKey);
}

export async function insertDocuments(db: Executor, rows: (typeof identityDocuments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(identityDocuments).values(rows);
}

export async function findIdentity(db: Executor, userId: number) {
  const [row] = await db
    .select({
      aadharLast4: users.aadharLast4,
      panNumber: users.panNumber,
      docsUploaded: users.docsUploaded,
      kycVerified: users.kycVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateIdentity(
  db: Executor,
  userId: number,
  v: { aadharLast4?: string; panNumber?: string; docsUploaded: boolean; kycVerified?: boolean },
) {
  await db
    .update(users)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

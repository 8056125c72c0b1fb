import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { writeOutbox } from '../../events/outbox.js';
import { userSubject } from '../../events/subjects.js';
import { message, render } from '../../lib/i18n/render.js';
import { passwordPolicyViolation } from '../../lib/password-policy.js';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password.js';
import { clearFailures, lockedForSeconds, takeLoginAttempt } from './login-throttle.js';
import * as repo from './repo.js';
import { CODE, type OtpPurpose, type SessionUserFields, type SignupInput } from './schema.js';
import { createSession, deleteSession, deleteUserSessions, type AuthUser, type NewSession, type SessionLifetime } from './session.js';
import type { Db, Executor } from '../../db/client.js';
import type { Language } from '../../lib/i18n/languages.js';
import type { DocumentService } from './document-service.js';
import type { UploadedFile } from './multipart.js';
import type { OtpService } from './otp-service.js';
import type { FastifyBaseLogger } from 'fastify';

/** Spec §6: a self-signed-up user is an 'Auction Buyer' (designation code 49) in the selected state. */
export const AUCTION_BUYER = { code: 49, name: 'Auction Buyer' } as const;
export const INVALID_LOGIN_MSG = render(message('account.invalid_login'), 'en');
export const ALREADY_REGISTERED_MSG = render(message('account.already_registered'), 'en');

export interface AccountServiceDeps {
  db: Db;
  otp: OtpService;
  documents: DocumentService;
  sessionLifetime: SessionLifetime;
  log: FastifyBaseLogger;
}

/** 429 with the time to wait; the route copies retry_after into a Retry-After header. */
export const loginLocked = (seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message('account.login_locked', { wait: seconds }), {
    retry_after: seconds,
  });

/** The account's owner is told off the page (notification service): a password change, a sign-in lock. */
const securityEvent = (
  ex: Executor,
  userId: number,
  kind: 'password_changed' | 'account_locked' | 'new_device_login',
  extra: Record<string, unknown> = {},
) => writeOutbox(ex, [{ subject: userSubject(userId, 'security'), kind, payload: { type: kind, userId, ...extra } }]);

/** A browser and system a person recognises ("Chrome, Android") from a user agent; never the raw header. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return [browser, system].filter(Boolean).join(', ') || 'unknown browser';
}

/** The policy's message for a password a person chose, as a 400. */
function checkPolicy(password: string, phone: string) {
  const problem = passwordPolicyViolation(password, phone);
  if (problem) throw badRequest(problem);
}

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function createAccountService({ db, otp, documents, sessionLifetime, log }: AccountServiceDeps) {
  // Unknown phones still pay for one argon2 verify, so timing does not tell which numbers exist.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  const isRegistered = (phone: string) => repo.isPhoneRegistered(db, phone);

  async function sendOtp(phone: string, purpose: OtpPurpose, ip: string, lang: Language = 'en') {
    const registered = await isRegistered(phone);
    if (purpose === 'signup' && registered) throw conflict('account.already_registered');
    if (purpose === 'reset_password' && !registered) throw notFound('account.no_account');
    return otp.send(phone, purpose, ip, lang);
  }

  const verifyOtp = (phone: string, purpose: OtpPurpose, code: string) => otp.verify(phone, purpose, code);

  async function signup(input: SignupInput, files: UploadedFile[], language?: Language) {
    const state = await repo.findActiveState(db, Number(input.state));
    if (!state) throw badRequest(CODE.state);
    const checked = await documents.check(files);
    if (await isRegistered(input.phone)) throw conflict('account.already_registered');

    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const stored = await documents.save(checked);
    try {
      await db.transaction(async (tx) => {
        await otp.consumeVerifiedSignup(tx, input.phone);
        // Whatever the form says about blocking, roles or designation, a self sign-up is a
        // plain, active Auction Buyer in the one state it selected.
        const userId = await repo.insertUser(tx, {
          phone: input.phone,
          firstName: input.first_name,
          middleName: input.middle_name ?? '',
          lastName: input.last_name,
          email: input.email ?? '',
          address: input.address,
          pincode: input.pincode,
          stateId: state.id,
          passwordHash,
          designation: AUCTION_BUYER.code,
          userAddedBy: input.phone,
          remarks: 'Self Signup',
          language: language ?? null,
        });
        await repo.grantState(tx, userId, state.id, AUCTION_BUYER.name);
        await documents.attach(tx, userId, stored, { aadhar: input.aadhar, pan: input.pan });
      });
    } catch (err) {
      await documents.discard(stored);
      if (isUniqueViolation(err)) throw conflict('account.already_registered');
      throw err;
    }
    log.info({ phone: input.phone, stateId: state.id, documents: stored.length }, 'account created');
    return { name: [input.first_name, input.last_name].join(' '), phone: input.phone, password };
  }

  /** Checks credentials and opens a fresh session; the one the browser held (if any) is ended. */
  async function login(phone: string, password: string, previousToken: string | undefined, meta: ClientMeta) {
    const attempt = await takeLoginAttempt(db, phone);
    if (!attempt) {
      // Even the right password waits out a lock: that is what stops a guesser who found it.
      const wait = await lockedForSeconds(db, phone);
      if (wait !== null) throw loginLocked(wait);
    }
    const user = attempt ? await repo.findLoginUser(db, phone) : undefined;
    const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
    if (!user || !ok) {
      if (attempt?.lockSeconds) {
        await tellOwnerOfLock(attempt.userId, attempt.lockSeconds);
        throw loginLocked(attempt.lockSeconds);
      }
      throw new AppError('UNAUTHENTICATED', 'account.invalid_login', { is_active: true, block_description: '' });
    }
    await clearFailures(db, user.id);
    // Only someone who knows the password learns that the account is blocked.
    if (user.isBlocked || !user.isActive) {
      throw forbidden('account.blocked', {
        is_active: false,
        block_description: user.blockDescription || 'Please contact support',
      });
    }
    const session = await db.transaction(async (tx) => {
      if (previousToken) await deleteSession(tx, previousToken);
      await tellOwnerOfNewDevice(tx, user.id, meta.userAgent);
      return createSession(tx, user.id, sessionLifetime, meta);
    });
    return { session, user: await profile(user.id, session.token) };
  }

  /**
   * A sign-in from a browser none of the account's live sessions uses, while it has some: the owner
   * hears of it (notification service). The first sign-in, or one from a device already signed in, says nothing.
   */
  async function tellOwnerOfNewDevice(tx: Executor, userId: number, userAgent: string | undefined) {
    const ua = userAgent?.slice(0, 300) ?? null;
    const [row] = await queryRows<{ others: boolean; same: boolean; now: string | Date }>(
      tx,
      sql`select count(*) > 0 as others, coalesce(bool_or(user_agent is not distinct from ${ua}), false) as same, now() as now
          from sessions where user_id = ${userId} and expires_at > now()`,
    );
    if (row?.others && !row.same) {
      await securityEvent(tx, userId, 'new_device_login', { device: deviceOf(userAgent), at: new Date(row.now).toISOString() });
    }
  }

  /** The owner learns of a lock at once (an SMS from the notification service): a stranger may be guessing, and a reset ends it. */
  async function tellOwnerOfLock(userId: number, seconds: number) {
    try {
      const [row] = await queryRows<{ until: string | Date }>(db, sql`select login_locked_until as until from users where id = ${userId}`);
      await securityEvent(db, userId, 'account_locked', { lockedUntil: row ? new Date(row.until).toISOString() : null });
    } catch (err) {
      log.warn({ err }, 'could not record the sign-in lock for its owner to be told');
    }
    log.warn({ lockSeconds: seconds }, 'account sign-in locked after failed attempts');
  }

  async function profile(userId: number, token: string): Promise<SessionUserFields> {
    const [p, secondsLeft] = await Promise.all([repo.findSessionProfile(db, userId), repo.sessionSecondsLeft(db, token)]);
    if (!p) throw notFound('account.user_not_found');
    return {
      username: p.phone,
      remaining_time: secondsLeft,
      user_id: p.id,
      phone: p.phone,
      first_name: p.firstName,
      last_name: p.lastName,
      state: p.stateName,
      state_id: p.stateId,
      is_subscribed: p.isSubscribed,
      admin: p.isAdmin,
      is_auction_admin: p.isAuctionAdmin,
      docs_uploaded: p.docsUploaded,
      never_subscribed: p.neverSubscribed,
      subscription_date: p.subscriptionDate?.toISOString() ?? null,
      subscription_end_date: p.subscriptionEndDate?.toISOString() ?? null,
      must_change_password: p.mustChangePassword,
      is_dealer: p.isDealer,
      agent_of: p.agentOf,
    };
  }

  const logout = (token: string) => deleteSession(db, token);

  /** Signs every device out and hands this one a new session. */
  async function changePassword(user: AuthUser, oldPassword: string, newPassword: string, meta: ClientMeta): Promise<NewSession> {
    const stored = await repo.findPasswordHash(db, user.id);
    if (!stored || !(await verifyPassword(stored, oldPassword))) throw badRequest('account.old_password_incorrect');
    if (oldPassword === newPassword) throw badRequest('account.password_unchanged');
    checkPolicy(newPassword, user.phone);
    const passwordHash = await hashPassword(newPassword);
    return db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, user.id, passwordHash);
      await deleteUserSessions(tx, user.id);
      await securityEvent(tx, user.id, 'password_changed');
      return createSession(tx, user.id, sessionLifetime, meta);
    });
  }

  /** Forgot password: the reset OTP proves the phone; every existing session ends. */
  async function resetPassword(phone: string, code: string, newPassword: string) {
    const userId = await repo.findUserIdByPhone(db, phone);
    if (!userId) throw notFound('account.no_account');
    checkPolicy(newPassword, phone);
    const redeem = await otp.redeem(phone, 'reset_password', code);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await redeem(tx);
      await repo.setPasswordHash(tx, userId, passwordHash);
      await deleteUserSessions(tx, userId);
      await securityEvent(tx, userId, 'password_changed');
      // Proving the phone by OTP is as good as the right password: a lock has done its job.
      await clearFailures(tx, userId);
    });
  }

  const saveLanguage = (userId: number, language: Language) => db.transaction((tx) => repo.saveLanguage(tx, userId, language));

  return { isRegistered, sendOtp, verifyOtp, signup, login, profile, logout, changePassword, resetPassword, saveLanguage };
}

export type AccountService = ReturnType<typeof createAccountService>;

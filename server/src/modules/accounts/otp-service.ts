import { randomInt } from 'node:crypto';
import { AppError, badRequest, type FailureText } from '../../errors.js';
import { message, render } from '../../lib/i18n/render.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import * as repo from './repo.js';
import type { Db, Executor } from '../../db/client.js';
import type { Language } from '../../lib/i18n/languages.js';
import type { SmsSender } from '../../lib/sms.js';
import type { OtpPurpose } from './schema.js';
import type { FastifyBaseLogger } from 'fastify';

/** DESIGN §6. */
export const OTP_RULES = {
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendAfterSeconds: 30,
  /** How long a verified code stays good for finishing the sign-up (or reset) form. */
  verifiedGraceSeconds: 15 * 60,
  limitWindowSeconds: 60 * 60,
  maxSendsPerPhone: 5,
  maxSendsPerIp: 20,
} as const;

export interface OtpServiceDeps {
  db: Db;
  sms: SmsSender;
  brand: string;
  log: FastifyBaseLogger;
}

const tooMany = (text: FailureText) => new AppError('TOO_MANY_REQUESTS', text);

export function createOtpService({ db, sms, brand, log }: OtpServiceDeps) {
  /** The text in the reader's language (DLT registers each language's text as its own template). */
  function messageFor(purpose: OtpPurpose, code: string, lang: Language) {
    return render(message(purpose === 'signup' ? 'otp.sms_signup' : 'otp.sms_reset', { code, brand }), lang);
  }

  /**
   * Issues a fresh 4-digit code (spec §9) and texts it in the reader's language; older codes for
   * the same use stop working.
   */
  async function send(phone: string, purpose: OtpPurpose, ip: string, lang: Language = 'en') {
    const code = String(randomInt(10_000)).padStart(4, '0');
    // argon2 makes guessing a stolen hash offline (10^4 codes) slower than the code's 5-minute life.
    const codeHash = await hashPassword(code);
    const id = await db.transaction(async (tx) => {
      await repo.lockPhone(tx, phone);
      const stats = await repo.otpSendStats(tx, phone, ip, OTP_RULES.limitWindowSeconds);
      if (stats.secondsSinceLast !== null && stats.secondsSinceLast < OTP_RULES.resendAfterSeconds) {
        const wait = OTP_RULES.resendAfterSeconds - stats.secondsSinceLast;
        throw tooMany(message('otp.wait', { seconds: wait }));
      }
      if (stats.phoneCount >= OTP_RULES.maxSendsPerPhone) {
        throw tooMany('otp.too_many_for_phone');
      }
      if (stats.ipCount >= OTP_RULES.maxSendsPerIp) {
        throw tooMany('otp.too_many_for_network');
      }
      await repo.voidOpenChallenges(tx, phone, purpose);
      return repo.insertChallenge(tx, { phone, purpose, codeHash, ip, ttlSeconds: OTP_RULES.ttlSeconds });
    });
    try {
      await sms.send({
        to: phone,
        message: messageFor(purpose, code, lang),
        english: messageFor(purpose, code, 'en'),
        template: { name: `otp_${purpose}`, params: [code, brand], language: lang },
      });
    } catch (err) {
      // A code nobody received must not hold the resend cooldown.
      await repo.deleteChallenge(db, id);
      log.error({ err, sms: sms.kind }, 'sending the OTP failed');
      throw new AppError('UNAVAILABLE', 'otp.send_failed');
    }
    return { resend_after: OTP_RULES.resendAfterSeconds, expires_in: OTP_RULES.ttlSeconds };
  }

  /**
   * Checks a code against the newest challenge; every comparison spends one of the attempts,
   * which are committed whatever happens to the caller's later work. Returns the challenge id.
   */
  async function check(phone: string, purpose: OtpPurpose, code: string): Promise<number> {
    const challenge = await repo.findOpenChallenge(db, phone, purpose, OTP_RULES.verifiedGraceSeconds);
    if (!challenge) throw badRequest('otp.request_first');
    if (!challenge.live) throw badRequest('otp.expired');
    const used = await repo.takeAttempt(db, challenge.id, OTP_RULES.maxAttempts);
    if (used === undefined) throw tooMany('otp.attempts_used');
    if (!(await verifyPassword(challenge.codeHash, code))) {
      const left = OTP_RULES.maxAttempts - used;
      if (left === 0) throw tooMany('otp.incorrect_last');
      throw badRequest(message('otp.incorrect', { count: left }));
    }
    return challenge.id;
  }

  async function verify(phone: string, purpose: OtpPurpose, code: string) {
    const id = await check(phone, purpose, code);
    await repo.markVerified(db, id);
  }

  /** Checks the code, then uses the challenge up inside the caller's transaction. */
  async function redeem(phone: string, purpose: OtpPurpose, code: string) {
    const id = await check(phone, purpose, code);
    return async (tx: Executor) => {
      if (!(await repo.consumeChallenge(tx, id))) throw badRequest('otp.already_used');
    };
  }

  async function consumeVerifiedSignup(tx: Executor, phone: string) {
    if (!(await repo.consumeVerifiedSignup(tx, phone, OTP_RULES.verifiedGraceSeconds))) {
      throw badRequest('otp.verify_first');
    }
  }

  return { send, verify, redeem, consumeVerifiedSignup };
}

export type OtpService = ReturnType<typeof createOtpService>;

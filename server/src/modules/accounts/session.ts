import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { perHandle } from '../../db/rows.js';
import { sessions, users } from '../../db/schema/index.js';
import { forbidden, unauthenticated } from '../../errors.js';
import { isLanguage } from '../../lib/i18n/languages.js';
import { message, render } from '../../lib/i18n/render.js';
import type { Executor } from '../../db/client.js';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

export const SESSION_COOKIE = 'vh_session';
/**
 * Readable by the page (the session cookie is not): it says a session may exist, so the web app
 * asks /tractorpoint/login-check only then, and an anonymous visitor gets no 401 at every start.
 * It carries no secret; the session cookie alone authenticates.
 */
export const SIGNED_IN_HINT_COOKIE = 'vh_signed_in';

export interface AuthUser {
  id: number;
  phone: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isAuctionAdmin: boolean;
  isBlocked: boolean;
  isSubscribed: boolean;
  subscriptionEndDate: Date | null;
  subscriptionSegments: string[] | null;
  docsUploaded: boolean;
  stateId: number | null;
  /** Signed in with a one-time password: only the password change (and login-check, logout) is open. */
  mustChangePassword: boolean;
  /** The language the user chose on the site, or null before they chose one. */
  language?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved lazily once per request. */
    currentUser(): Promise<AuthUser | null>;
  }
  interface FastifyContextConfig {
    /** The route stays open to a user who must still replace a one-time password. */
    allowPendingPasswordChange?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 Authentication Required (spec §8) without a live session. */
    requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: admins and auction admins only (403 for everyone else). */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Admins and auction admins count as subscribed (spec §6). */
export const isEffectivelySubscribed = (u: Pick<AuthUser, 'isAdmin' | 'isAuctionAdmin' | 'isSubscribed'>) =>
  u.isAdmin || u.isAuctionAdmin || u.isSubscribed;

const userColumns = {
  id: users.id,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  isAuctionAdmin: users.isAuctionAdmin,
  isBlocked: users.isBlocked,
  // A one-time plan lapses by the database clock, not by a job that might not have run.
  isSubscribed: sql<boolean>`${users.isSubscribed} and coalesce(${users.subscriptionEndDate} > now(), true)`,
  subscriptionEndDate: users.subscriptionEndDate,
  subscriptionSegments: users.subscriptionSegments,
  docsUploaded: users.docsUploaded,
  stateId: users.stateId,
  mustChangePassword: users.mustChangePassword,
  language: users.language,
};

/** How stale last_seen_at may get before a request refreshes it: one write per session per interval, not per request. */
const TOUCH_AFTER_SECONDS = 300;

/** Every signed-in request runs it: built once per handle (rows.ts). */
const sessionUserQuery = perHandle((ex) =>
  ex
    .select({
      ...userColumns,
      touchDue: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user'),
);

/** A session's two limits: its absolute lifetime from sign-in and how long it survives without use. */
export interface SessionLifetime {
  ttlHours: number;
  idleHours: number;
}

/**
 * expires_at is the sooner of the two limits, moved on as the session is used, so every reader
 * (this lookup, the quote batch routine in SQL) enforces both by comparing it with now().
 */
const expirySql = (createdAt: SQL | typeof sessions.createdAt, l: SessionLifetime) =>
  sql`least(${createdAt} + make_interval(hours => ${l.ttlHours}), now() + make_interval(hours => ${Math.min(l.idleHours, l.ttlHours)}))`;

export async function findSessionUser(db: Executor, token: string, lifetime?: SessionLifetime): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionUserQuery(db).execute({ tokenHash });
  if (!row || row.isBlocked) return null;
  const { touchDue, ...user } = row;
  if (touchDue && lifetime) await touchSession(db, tokenHash, lifetime);
  return user;
}

async function touchSession(db: Executor, tokenHash: string, lifetime: SessionLifetime) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: expirySql(sessions.createdAt, lifetime) })
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
}

export interface NewSession {
  token: string;
  /** The absolute end, for the cookie: the server ends an idle session sooner. */
  expiresAt: Date;
}

export async function createSession(
  db: Executor,
  userId: number,
  lifetime: SessionLifetime | number,
  meta: { ip?: string; userAgent?: string },
): Promise<NewSession> {
  const l = typeof lifetime === 'number' ? { ttlHours: lifetime, idleHours: lifetime } : lifetime;
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: expirySql(sql`now()`, l),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    })
    .returning({ createdAt: sessions.createdAt });
  return { token, expiresAt: new Date(row!.createdAt.getTime() + l.ttlHours * 3_600_000) };
}

export async function deleteSession(db: Executor, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Executor, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, s: NewSession) {
  reply.setCookie(SESSION_COOKIE, s.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    expires: s.expiresAt,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: app.config.cookieSecure, expires: s.expiresAt });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.cookieSecure });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: app.config.cookieSecure });
}

export const PASSWORD_CHANGE_DUE_MSG = render(message('account.password_change_due'), 'en');

function refusePendingPasswordChange(req: FastifyRequest, user: AuthUser) {
  if (user.mustChangePassword && !req.routeOptions.config.allowPendingPasswordChange) {
    throw forbidden('account.password_change_due', { must_change_password: true });
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let p = cache.get(this);
      if (!p) {
        const token = this.cookies[SESSION_COOKIE];
        const lifetime = { ttlHours: app.config.SESSION_TTL_HOURS, idleHours: app.config.SESSION_IDLE_HOURS };
        p = token ? findSessionUser(app.db, token, lifetime) : Promise.resolve(null);
        p.then(
          (user) => {
            // Every later line of this request's log (its "request completed" too) names the user.
            if (user) (this.log as FastifyBaseLogger & Partial<Pick<Logger, 'setBindings'>>).setBindings?.({ userId: user.id });
            // The user's saved language answers this request where it names none itself.
            if (user && isLanguage(user.language)) this.savedLanguage = user.language;
          },
          () => {},
        );
        cache.set(this, p);
      }
      return p;
    });
    // Sessions opened before the hint existed: a page load carrying the session cookie gets the
    // hint too (the login check then runs and tells whether the session is still alive).
    app.addHook('onRequest', async (req, reply) => {
      if (req.method === 'GET' && req.cookies[SESSION_COOKIE] && !req.cookies[SIGNED_IN_HINT_COOKIE]) {
        reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: app.config.cookieSecure, maxAge: 7 * 24 * 3600 });
      }
    });
    app.decorate('requireUser', async (req: FastifyRequest) => {
      const user = await req.currentUser();
      if (!user) throw unauthenticated();
      refusePendingPasswordChange(req, user);
    });
    app.decorate('requireAdmin', async (req: FastifyRequest) => {
      const user = await req.currentUser();
      if (!user) throw unauthenticated();
      refusePendingPasswordChange(req, user);
      if (!user.isAdmin && !user.isAuctionAdmin) throw forbidden('account.admin_only');
    });
  },
  { name: 'session', dependencies: ['infra'] },
);

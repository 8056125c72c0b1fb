import { AppError, badRequest, unauthenticated } from '../../errors.js';
import { failures } from '../../lib/http-schemas.js';
import { requestLanguage } from '../../lib/i18n/languages.js';
import { say } from '../../lib/i18n/say.js';
import { FILE_FIELDS } from './document-service.js';
import { readMultipart } from './multipart.js';
import { clientMeta, noStore, parseOr400, perIpLimit, sessionToken } from './route-helpers.js';
import {
  changePasswordBody,
  checkUserReply,
  languageBody,
  languageReply,
  loginBody,
  loginFailureBody,
  loginLockedBody,
  CODE,
  okBody,
  otpSentReply,
  phoneBody,
  resetPasswordBody,
  sendOtpBody,
  sessionUserReply,
  signupBody,
  signupReply,
  verifyOtpBody,
} from './schema.js';
import { clearSessionCookie, setSessionCookie } from './session.js';
import type { AccountService } from './account-service.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const FORM = ['application/x-www-form-urlencoded', 'application/json'];
const SIGNUP_CONSUMES = ['multipart/form-data', ...FORM];

export interface AccountRouteDeps {
  accounts: AccountService;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, { accounts }) => {
  app.post(
    '/user/checkuser',
    {
      config: perIpLimit(30),
      schema: {
        tags: ['accounts'],
        summary: 'Whether a mobile number already has an account',
        consumes: FORM,
        body: phoneBody,
        response: { 200: checkUserReply, ...failures(400, 429) },
      },
    },
    async (req) => {
      const registered = await accounts.isRegistered(req.body.phone);
      return {
        status: 200 as const,
        ...say(req, registered ? 'account.user_exists' : 'account.user_missing'),
        data: { is_registered: registered },
      };
    },
  );

  app.post(
    '/user/check-user-and-sendotp',
    {
      config: perIpLimit(10),
      schema: {
        tags: ['accounts'],
        summary: 'Sign-up step 1: text a 4-digit OTP to an unregistered mobile number',
        consumes: FORM,
        body: phoneBody,
        response: { 200: otpSentReply, ...failures(400, 409, 429, 503) },
      },
    },
    async (req) => ({
      status: 200 as const,
      ...say(req, 'otp.sent'),
      data: await accounts.sendOtp(req.body.phone, 'signup', req.ip, requestLanguage(req)),
    }),
  );

  app.post(
    '/user/sendotp',
    {
      config: perIpLimit(10),
      schema: {
        tags: ['accounts'],
        summary: 'Text a 4-digit OTP: purpose signup (unregistered numbers) or reset_password (registered ones)',
        consumes: FORM,
        body: sendOtpBody,
        response: { 200: otpSentReply, ...failures(400, 404, 409, 429, 503) },
      },
    },
    async (req) => ({
      status: 200 as const,
      ...say(req, 'otp.sent'),
      data: await accounts.sendOtp(req.body.phone, req.body.purpose, req.ip, requestLanguage(req)),
    }),
  );

  app.post(
    '/user/verifyotp',
    {
      config: perIpLimit(20),
      schema: {
        tags: ['accounts'],
        summary: 'Check an OTP; a verified signup OTP allows one sign-up within 15 minutes',
        consumes: FORM,
        body: verifyOtpBody,
        response: { 200: okBody, ...failures(400, 429) },
      },
    },
    async (req) => {
      await accounts.verifyOtp(req.body.phone, req.body.purpose, req.body.otp);
      return { status: 200 as const, ...say(req, 'otp.verified') };
    },
  );

  app.post(
    '/subscriptions/auction-signup-user',
    {
      config: { ...perIpLimit(10), takesFiles: true },
      schema: {
        tags: ['accounts'],
        summary: 'Create an Auction Buyer account after a verified OTP (identity files optional, multipart)',
        description:
          'Answers the account-created dialog: name, phone and the generated password, shown this once. Sign in with /login-react.',
        consumes: SIGNUP_CONSUMES,
        // Multipart bodies are read in the handler; form and JSON bodies are checked here.
        body: signupBody.nullish(),
        response: { 200: signupReply, ...failures(400, 409, 413, 415, 429) },
      },
    },
    async (req) => {
      const upload = req.isMultipart() ? await readMultipart(req, Object.keys(FILE_FIELDS)) : undefined;
      const input = parseOr400(signupBody, upload?.fields ?? req.body ?? {});
      // The page's language at sign-up becomes the account's language.
      const account = await accounts.signup(input, upload?.files ?? [], requestLanguage(req));
      return { status: 200 as const, ...say(req, 'account.signup_done'), data: account };
    },
  );

  app.post(
    '/login-react',
    {
      config: perIpLimit(30),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with phone and password; sets the session cookie',
        consumes: FORM,
        body: loginBody,
        description:
          'Failed attempts are counted per account from any address: after five in a row the account is locked for 15 minutes, doubling with each further failure (429 with retry_after), and the owner is told by SMS.',
        response: { 200: sessionUserReply, 400: loginFailureBody, 401: loginFailureBody, 403: loginFailureBody, 429: loginLockedBody },
      },
    },
    async (req, reply) => {
      const { session, user } = await accounts
        .login(req.body.phone, req.body.password, sessionToken(req), clientMeta(req))
        .catch((err: unknown) => {
          const wait = err instanceof AppError ? err.extra.retry_after : undefined;
          if (typeof wait === 'number') reply.header('retry-after', String(wait));
          throw err;
        });
      setSessionCookie(app, reply, session);
      noStore(reply);
      return { status: 200 as const, ...user, ...say(req, 'account.login_done') };
    },
  );

  app.post(
    '/tractorpoint/login-check',
    {
      onRequest: app.requireUser,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['accounts'],
        summary: 'Who is signed in: username, remaining_time (seconds) and the user fields',
        security: [{ session: [] }],
        response: { 200: sessionUserReply, ...failures(401) },
      },
    },
    async (req, reply) => {
      const user = await req.currentUser();
      const token = sessionToken(req);
      if (!user || !token) throw unauthenticated();
      noStore(reply);
      return { status: 200 as const, ...(await accounts.profile(user.id, token)), ...say(req, 'account.authenticated') };
    },
  );

  app.post(
    '/logout-app-user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the session on the server and clear the cookie',
        response: { 200: okBody },
      },
    },
    async (req, reply) => {
      const token = sessionToken(req);
      if (token) await accounts.logout(token);
      clearSessionCookie(app, reply);
      return { status: 200 as const, ...say(req, 'account.logout_done') };
    },
  );

  app.post(
    '/user/language',
    {
      onRequest: app.requireUser,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['accounts'],
        summary: "Save the signed-in user's language: their PDFs, notifications and messages use it",
        description:
          'The web app sends it when the reader picks a language. A request that names a language (the language cookie, Accept-Language) is still answered in that one.',
        security: [{ session: [] }],
        consumes: FORM,
        body: languageBody,
        response: { 200: languageReply, ...failures(400, 401) },
      },
    },
    async (req) => {
      const user = await req.currentUser();
      if (!user) throw unauthenticated();
      await accounts.saveLanguage(user.id, req.body.language);
      req.savedLanguage = req.body.language;
      return { status: 200 as const, ...say(req, 'account.language_saved'), data: { language: req.body.language } };
    },
  );

  app.post(
    '/user/changepassword',
    {
      onRequest: app.requireUser,
      config: { ...perIpLimit(10), allowPendingPasswordChange: true },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (signed in); other devices are signed out',
        security: [{ session: [] }],
        consumes: FORM,
        body: changePasswordBody,
        response: { 200: okBody, ...failures(400, 401, 429) },
      },
    },
    async (req, reply) => {
      const { old_password, new_password, confirm_password } = req.body;
      if (confirm_password !== undefined && confirm_password !== new_password) throw badRequest(CODE.passwordsDiffer);
      const user = await req.currentUser();
      if (!user) throw unauthenticated();
      const session = await accounts.changePassword(user, old_password, new_password, clientMeta(req));
      setSessionCookie(app, reply, session);
      return { status: 200 as const, ...say(req, 'account.password_changed') };
    },
  );

  app.post(
    '/user/verify-and-change-user-password',
    {
      config: perIpLimit(10),
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password: a reset_password OTP from /user/sendotp and the new password',
        consumes: FORM,
        body: resetPasswordBody,
        response: { 200: okBody, ...failures(400, 404, 429) },
      },
    },
    async (req) => {
      const { phone, otp, new_password, confirm_password } = req.body;
      if (confirm_password !== undefined && confirm_password !== new_password) throw badRequest(CODE.passwordsDiffer);
      await accounts.resetPassword(phone, otp, new_password);
      return { status: 200 as const, ...say(req, 'account.password_reset_done') };
    },
  );
};

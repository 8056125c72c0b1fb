import { createECDH } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths.js';
import { GSTIN_MESSAGES, gstinProblem, percentToBp, stateCodeOf } from './modules/invoicing/index.js';
import { derivedDocumentKey, parseDocumentKey, type DocumentKey } from './storage/sealed.js';
import type { StorageKind } from './storage/storage.js';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Known to everyone who reads the code: fine on a laptop, refused in production. */
export const DEVELOPMENT_APP_SECRET = 'vahanhaat-embedded-dev-secret';
const MAX_SESSION_HOURS = 24 * 30;

/** An empty value (`NAME=` in an env file) means unset, as for the strings above. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalBool = z.preprocess(blankAsUnset, z.stringbool().optional());

const urlWithProtocols = (protocols: string[], what: string) =>
  optionalString.refine(
    (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)),
    `${what} must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  );

/** A GST rate in percent ('18', '12.5') as basis points. */
const gstRate = (name: string) =>
  z.string().transform((v, ctx) => {
    const bp = percentToBp(v);
    if (bp === null) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a percentage such as 18 or 12.5` });
      return z.NEVER;
    }
    return bp;
  });

const baseSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0)
    .max(65535, 'PORT must be at most 65535')
    .default(3000),
  PUBLIC_URL: optionalString,
  /** Hops of reverse proxies to trust for X-Forwarded-For (0: none, so clients cannot spoof their IP). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Realtime abuse limits (realtime/abuse-limits.ts): per socket, and sockets per client address. */
  REALTIME_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
  REALTIME_MESSAGE_BURST: z.coerce.number().int().min(1).max(10_000).default(40),
  REALTIME_SUBSCRIPTION_CHANGES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(5),
  REALTIME_SUBSCRIPTION_CHANGE_BURST: z.coerce.number().int().min(1).max(10_000).default(20),
  REALTIME_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  REALTIME_STRIKES_BEFORE_CLOSE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** New realtime connections (realtime/connection-admission.ts): per client address, refused over the rate. */
  REALTIME_CONNECTS_PER_ADDRESS_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(10),
  REALTIME_CONNECT_BURST_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** ... and for the whole instance: over the rate a connection waits its turn, up to the wait below, else is refused as busy. */
  REALTIME_CONNECTS_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(1000),
  REALTIME_CONNECT_BURST: z.coerce.number().int().min(1).max(100_000).default(1000),
  REALTIME_CONNECT_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND_NAME: z.string().trim().min(1, 'BRAND_NAME must not be empty').default('VahanHaat'),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql'], 'DATABASE_URL'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Connections reserved for batched quotes (quote-lanes.ts): one by default (db/client.ts says why). */
  DATABASE_QUOTE_LANES: z.coerce.number().int().min(1).max(32).default(1),
  NATS_URL: urlWithProtocols(['nats', 'tls'], 'NATS_URL'),
  NATS_NAMESPACE: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,30}$/, 'NATS_NAMESPACE must be lowercase letters, digits, - or _')
    .default('vh'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Keys the bidder pseudonyms and the simulated gateway; production needs at least 32 random characters. */
  APP_SECRET: z.preprocess(blankAsUnset, z.string().min(16, 'APP_SECRET must be at least 16 characters').default(DEVELOPMENT_APP_SECRET)),
  /** A deliberate demo or staging deployment in production: simulated payments, console SMS, demo data, a banner. */
  DEMO_MODE: z.stringbool().default(false),
  UPLOAD_DIR: optionalString,
  WEB_DIST_DIR: optionalString,
  /** Demo data on an empty database; on by default outside production. */
  SEED_ON_EMPTY: optionalBool,
  /** Lets admins create load-test buyers and hot lots over HTTP (never on in production unless set). */
  LOADTEST_FIXTURES: optionalBool,
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How often each instance sends the head (seq, price, ends_at) of every live lot its sockets watch; 0: never. */
  REALTIME_BEACON_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Subscribe-resyncs (reconnecting sockets) admitted per second once the burst is spent; the rest queue. */
  REALTIME_ADMIT_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(1000),
  REALTIME_ADMIT_BURST: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** How often each instance deletes expired sessions, old OTP challenges and idempotency keys. */
  PRUNE_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** A session's absolute lifetime (30 days at most) and how long it lasts without use. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SESSION_HOURS, `SESSION_TTL_HOURS must be at most ${MAX_SESSION_HOURS} (30 days)`)
    .default(MAX_SESSION_HOURS),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SESSION_HOURS, `SESSION_IDLE_HOURS must be at most ${MAX_SESSION_HOURS} (30 days)`)
    .default(24 * 7),
  /** Bearer token for /metrics (and /docs when DOCS_PUBLIC=false); without it they are closed in production. */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, 'METRICS_TOKEN must be at least 16 characters'),
  DOCS_PUBLIC: optionalBool,
  COOKIE_SECURE: optionalBool,
  SMS_PROVIDER: z.enum(['console', 'http', 'msg91', 'gupshup']).default('console'),
  /** MSG91 Flow API (lib/msg91.ts): the account's auth key and, per message kind, its template id. */
  MSG91_AUTH_KEY: optionalString,
  MSG91_BASE_URL: z.preprocess(blankAsUnset, z.string().url('MSG91_BASE_URL must be a URL').default('https://control.msg91.com')),
  /** kind=templateId pairs, comma-separated: otp_signup=...,otp_reset_password=...,outbid=... (docs/notifications.md). */
  MSG91_TEMPLATES: optionalString.refine(
    (v) => v === undefined || parseTemplateIds(v) !== null,
    'MSG91_TEMPLATES must be kind=templateId pairs separated by commas',
  ),
  /** Gupshup Enterprise SMS API (lib/gupshup.ts): the account, the DLT entity and, per message kind (and language), its DLT template id. */
  GUPSHUP_USER_ID: optionalString,
  GUPSHUP_PASSWORD: optionalString,
  GUPSHUP_ENTITY_ID: optionalString,
  GUPSHUP_BASE_URL: z.preprocess(
    blankAsUnset,
    z.string().url('GUPSHUP_BASE_URL must be a URL').default('https://enterprise.smsgupshup.com'),
  ),
  /** kind=dltTemplateId pairs (kind_hi=... for a language's own template): otp_signup=...,outbid=...,outbid_hi=... */
  GUPSHUP_TEMPLATES: optionalString.refine(
    (v) => v === undefined || parseTemplateIds(v) !== null,
    'GUPSHUP_TEMPLATES must be kind=templateId pairs separated by commas',
  ),
  /** WhatsApp: `cloud` (Meta's Cloud API), `console` (the server log) or `off`. Unset: cloud with WHATSAPP_TOKEN, console with the console SMS sender, else off. */
  WHATSAPP_PROVIDER: z.preprocess(
    blankAsUnset,
    z.enum(['off', 'console', 'cloud'], { error: 'WHATSAPP_PROVIDER must be off, console or cloud' }).optional(),
  ),
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString.refine(
    (v) => v === undefined || /^\d+$/.test(v),
    'WHATSAPP_PHONE_NUMBER_ID must be the numeric id of the WhatsApp business phone number',
  ),
  /** The Graph API root with its pinned version (lib/whatsapp.ts). */
  WHATSAPP_BASE_URL: z.preprocess(
    blankAsUnset,
    z.string().url('WHATSAPP_BASE_URL must be a URL').default('https://graph.facebook.com/v21.0'),
  ),
  /** kind=templateName pairs where the approved template's name is not the kind: outbid=vh_outbid,won=vh_won */
  WHATSAPP_TEMPLATES: optionalString.refine(
    (v) => v === undefined || parseTemplateIds(v) !== null,
    'WHATSAPP_TEMPLATES must be kind=templateName pairs separated by commas',
  ),
  SMS_HTTP_URL: urlWithProtocols(['http', 'https'], 'SMS_HTTP_URL'),
  SMS_HTTP_TOKEN: optionalString,
  SMS_SENDER_ID: z.string().default('VAHANH'),
  /** Registration (RC) data for the lot check: `records` (the platform's own) or `surepass` (docs/lot-insight.md). */
  RC_PROVIDER: z.enum(['records', 'surepass']).default('records'),
  SUREPASS_BASE_URL: z.preprocess(blankAsUnset, z.string().url('SUREPASS_BASE_URL must be a URL').default('https://kyc-api.surepass.io')),
  SUREPASS_TOKEN: optionalString,
  SUREPASS_CHALLAN_PATH: z
    .string()
    .regex(/^\/[\w\-/]+$/, 'SUREPASS_CHALLAN_PATH must be a path such as /api/v1/rc/rc-challan-advanced')
    .default('/api/v1/rc/rc-challan-advanced'),
  RC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** How often each instance looks for outbox events to notify about and for deliveries due again. */
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * Quiet hours (22:00-07:00 IST) for every buyer who keeps them; false turns them off for all.
   * Unset: on, except with the console SMS sender, which reaches no phone and shows every message.
   */
  NOTIFY_QUIET_HOURS: optionalBool,
  /** SMS and WhatsApp texts of kinds a buyer may turn off end with a one-click unsubscribe link (needs PUBLIC_URL; the provider templates take it as their last variable). */
  NOTIFY_UNSUBSCRIBE_LINKS: z.stringbool().default(false),
  /** How often each instance tells the others which lots its buyers' pages follow live (open-page suppression across instances). */
  NOTIFY_PRESENCE_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /**
   * Web push (VAPID, RFC 8292): the installation's P-256 key pair, URL-safe base64 as
   * `npx web-push generate-vapid-keys` prints it, and a contact for the push services. All three or
   * none: without them, development and demo installations make a pair once and keep it in the
   * database; a production one sends no push.
   */
  VAPID_PUBLIC_KEY: optionalString.refine(
    (v) => v === undefined || vapidKeyBytes(v) === 65,
    'VAPID_PUBLIC_KEY must be a P-256 public key in URL-safe base64 (65 bytes; npx web-push generate-vapid-keys)',
  ),
  VAPID_PRIVATE_KEY: optionalString.refine(
    (v) => v === undefined || vapidKeyBytes(v) === 32,
    'VAPID_PRIVATE_KEY must be a P-256 private key in URL-safe base64 (32 bytes; npx web-push generate-vapid-keys)',
  ),
  VAPID_SUBJECT: optionalString.refine(
    (v) => v === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v),
    'VAPID_SUBJECT must be a mailto: address or an https:// URL where the push services can reach the operator',
  ),
  /** Push services a browser's subscription may point at (host names, subdomains included); the server posts only there. */
  PUSH_SERVICE_HOSTS: optionalString.refine(
    (v) => v === undefined || parseHosts(v) !== null,
    'PUSH_SERVICE_HOSTS must be host names separated by commas',
  ),
  PAYMENT_PROVIDER: z.enum(['simulated', 'razorpay']).default('simulated'),
  /** The simulated gateway announces captures like Razorpay's webhooks do. */
  SIMULATED_WEBHOOKS: z.stringbool().default(true),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_BASE_URL: urlWithProtocols(['http', 'https'], 'RAZORPAY_BASE_URL'),
  /** Buying limit = deposit × this, on auctions that require deposits (a financier or an auction may override it; docs/deposits.md). */
  DEPOSIT_LIMIT_MULTIPLE: z.coerce
    .number({ error: 'DEPOSIT_LIMIT_MULTIPLE must be a number' })
    .int('DEPOSIT_LIMIT_MULTIPLE must be a whole number')
    .min(1, 'DEPOSIT_LIMIT_MULTIPLE must be at least 1')
    .max(1000, 'DEPOSIT_LIMIT_MULTIPLE must be at most 1000')
    .default(10),
  /**
   * When a backout's charge is taken from the buyer's deposit (docs/deposits.md): `deposit_auctions`
   * (on lots of auctions that require deposits), `all_auctions` (on any lot, from whatever deposit
   * the buyer has) or `off` (the charge is always billed as a payment). The forfeit is
   * min(charge, free deposit); what it does not cover stays a due backout charge.
   */
  DEPOSIT_BACKOUT_FORFEIT: z
    .enum(['deposit_auctions', 'all_auctions', 'off'], { error: 'DEPOSIT_BACKOUT_FORFEIT must be deposit_auctions, all_auctions or off' })
    .default('deposit_auctions'),
  /** The smallest and largest deposit top-up, in whole rupees. */
  DEPOSIT_TOPUP_MIN: z.coerce
    .number()
    .int('DEPOSIT_TOPUP_MIN must be a whole number')
    .min(1, 'DEPOSIT_TOPUP_MIN must be at least 1')
    .default(1000),
  DEPOSIT_TOPUP_MAX: z.coerce
    .number()
    .int('DEPOSIT_TOPUP_MAX must be a whole number')
    .min(1, 'DEPOSIT_TOPUP_MAX must be at least 1')
    .max(10_000_000, 'DEPOSIT_TOPUP_MAX must be at most 1,00,00,000')
    .default(500_000),
  /** The operator's GST registration, printed on every tax invoice (docs/invoices.md). Blank: receipts only. */
  GST_SUPPLIER_GSTIN: z.string().trim().toUpperCase().default('27AAACV1234A1ZZ'),
  GST_SUPPLIER_LEGAL_NAME: z
    .string()
    .trim()
    .min(1, 'GST_SUPPLIER_LEGAL_NAME must not be empty')
    .default('VahanHaat Auctions Private Limited'),
  GST_SUPPLIER_ADDRESS: z
    .string()
    .trim()
    .min(1, 'GST_SUPPLIER_ADDRESS must not be empty')
    .default('Office 12, Baner Road, Pune 411045, Maharashtra'),
  GST_SUPPLIER_STATE: z.string().trim().default('Maharashtra'),
  GST_PRICES_INCLUDE_TAX: z.stringbool().default(true),
  GST_SUBSCRIPTION_SAC: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'GST_SUBSCRIPTION_SAC must be a 6-digit SAC code')
    .default('998599'),
  GST_SUBSCRIPTION_RATE: gstRate('GST_SUBSCRIPTION_RATE').default(1800),
  GST_BACKOUT_SAC: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'GST_BACKOUT_SAC must be a 6-digit SAC code')
    .default('999794'),
  GST_BACKOUT_RATE: gstRate('GST_BACKOUT_RATE').default(1800),
  /** Invoice numbers read PREFIX/26-27/000123 (receipts PREFIXR, credit notes PREFIXC): at most 16 characters, as GST rules ask. */
  INVOICE_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,3}$/, 'INVOICE_PREFIX must be 1 to 3 capital letters or digits')
    .default('VH'),
  /** Where uploads live; unset: the database in services mode, the local disk in embedded mode. */
  STORAGE: z.preprocess(blankAsUnset, z.enum(['postgres', 's3', 'local'], { error: 'STORAGE must be postgres, s3 or local' }).optional()),
  S3_ENDPOINT: urlWithProtocols(['http', 'https'], 'S3_ENDPOINT'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalBool,
  /** AES-256-GCM key for identity documents at rest: 32 bytes in base64. */
  DOCUMENTS_KEY: optionalString.refine(
    (v) => v === undefined || isDocumentKey(v),
    'DOCUMENTS_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
  ),
  /** Earlier DOCUMENTS_KEY values, comma-separated, still read until storage:migrate re-seals their files. */
  DOCUMENTS_PREVIOUS_KEYS: optionalString.refine(
    (v) => v === undefined || v.split(',').every((k) => isDocumentKey(k)),
    'DOCUMENTS_PREVIOUS_KEYS must be comma-separated 32-byte base64 keys',
  ),
  /** JetStream stream settings, applied only when the stream is created (an operator's later changes stay). */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5, 'NATS_STREAM_REPLICAS must be between 1 and 5').default(1),
  NATS_STREAM_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  NATS_STREAM_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024, 'NATS_STREAM_MAX_BYTES must be at least 1048576')
    .default(1024 * 1024 * 1024),
});

const configSchema = baseSchema.superRefine((c, ctx) => {
  // The lanes and the outbox relay each keep a connection; at least one must stay for the rest.
  if (c.DATABASE_QUOTE_LANES + 1 >= c.DATABASE_POOL_SIZE) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_QUOTE_LANES'],
      message: 'DATABASE_QUOTE_LANES must be at most DATABASE_POOL_SIZE - 2',
    });
  }
  if (c.SMS_PROVIDER === 'msg91') {
    if (!c.MSG91_AUTH_KEY)
      ctx.addIssue({ code: 'custom', path: ['MSG91_AUTH_KEY'], message: 'MSG91_AUTH_KEY is required when SMS_PROVIDER=msg91' });
    const ids = c.MSG91_TEMPLATES ? parseTemplateIds(c.MSG91_TEMPLATES) : null;
    for (const otp of ['otp_signup', 'otp_reset_password']) {
      if (!ids?.[otp])
        ctx.addIssue({
          code: 'custom',
          path: ['MSG91_TEMPLATES'],
          message: `MSG91_TEMPLATES must name the ${otp} template when SMS_PROVIDER=msg91 (OTPs go through it)`,
        });
    }
  }
  if (c.SMS_PROVIDER === 'gupshup') {
    for (const key of ['GUPSHUP_USER_ID', 'GUPSHUP_PASSWORD', 'GUPSHUP_ENTITY_ID'] as const) {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when SMS_PROVIDER=gupshup` });
    }
    const ids = c.GUPSHUP_TEMPLATES ? parseTemplateIds(c.GUPSHUP_TEMPLATES) : null;
    for (const otp of ['otp_signup', 'otp_reset_password']) {
      if (!ids?.[otp])
        ctx.addIssue({
          code: 'custom',
          path: ['GUPSHUP_TEMPLATES'],
          message: `GUPSHUP_TEMPLATES must name the ${otp} DLT template when SMS_PROVIDER=gupshup (OTPs go through it)`,
        });
    }
  }
  const whatsapp = c.WHATSAPP_PROVIDER ?? (c.WHATSAPP_TOKEN ? 'cloud' : 'off');
  if (whatsapp === 'cloud') {
    if (!c.WHATSAPP_TOKEN)
      ctx.addIssue({ code: 'custom', path: ['WHATSAPP_TOKEN'], message: 'WHATSAPP_TOKEN is required when WHATSAPP_PROVIDER=cloud' });
    if (!c.WHATSAPP_PHONE_NUMBER_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_PHONE_NUMBER_ID'],
        message: 'WHATSAPP_PHONE_NUMBER_ID is required with WHATSAPP_TOKEN (WhatsApp Cloud API)',
      });
  }
  if (c.NOTIFY_UNSUBSCRIBE_LINKS && !c.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'PUBLIC_URL is required with NOTIFY_UNSUBSCRIBE_LINKS=true (the links point there)',
    });
  }
  if (c.RC_PROVIDER === 'surepass' && !c.SUREPASS_TOKEN) {
    ctx.addIssue({ code: 'custom', path: ['SUREPASS_TOKEN'], message: 'SUREPASS_TOKEN is required when RC_PROVIDER=surepass' });
  }
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'SMS_HTTP_URL is required when SMS_PROVIDER=http' });
  }
  if (c.GST_SUPPLIER_GSTIN !== '') {
    const problem = gstinProblem(c.GST_SUPPLIER_GSTIN);
    if (problem) ctx.addIssue({ code: 'custom', path: ['GST_SUPPLIER_GSTIN'], message: GSTIN_MESSAGES[problem] });
    else if (stateCodeOf(c.GST_SUPPLIER_STATE) !== c.GST_SUPPLIER_GSTIN.slice(0, 2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GST_SUPPLIER_STATE'],
        message: 'GST_SUPPLIER_STATE must be the state of GST_SUPPLIER_GSTIN (its first two digits)',
      });
    }
  }
  if (stateCodeOf(c.GST_SUPPLIER_STATE) === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['GST_SUPPLIER_STATE'],
      message: 'GST_SUPPLIER_STATE must be an Indian state or union territory, e.g. Maharashtra',
    });
  }
  if (c.STORAGE === 'local' && c.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['STORAGE'],
      message: 'STORAGE=local is for embedded mode only: instances on several machines do not share a disk (use postgres or s3)',
    });
  }
  if (c.STORAGE === 's3' && !c.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when STORAGE=s3' });
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
  const problem = documentsKeyProblem(c);
  if (problem) ctx.addIssue({ code: 'custom', path: ['DOCUMENTS_KEY'], message: problem });
  if (c.PAYMENT_PROVIDER === 'razorpay') {
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENT_PROVIDER=razorpay` });
    }
  }
  for (const [key, message] of vapidProblems(c)) ctx.addIssue({ code: 'custom', path: [key], message });
  if (c.NODE_ENV === 'production') {
    for (const [key, message] of productionRefusals(c)) ctx.addIssue({ code: 'custom', path: [key], message });
  }
});

const DEMO_HINT = '(or DEMO_MODE=true for a deliberate demo deployment, which tells every visitor so)';

/**
 * What a production start refuses: each entry names the variable and what to set instead. A
 * deliberate demo deployment (DEMO_MODE=true) may simulate payments and SMS and seed demo data;
 * nothing waives a guessable APP_SECRET, which keys bidder pseudonyms and payment signatures.
 */
function productionRefusals(c: z.output<typeof baseSchema>): [string, string][] {
  const out: [string, string][] = [];
  if (c.APP_SECRET === DEVELOPMENT_APP_SECRET) {
    out.push(['APP_SECRET', 'APP_SECRET is missing or the development value; set at least 32 random characters (openssl rand -hex 32)']);
  } else if (!isStrongSecret(c.APP_SECRET)) {
    out.push(['APP_SECRET', 'APP_SECRET is too short or too plain; set at least 32 random characters (openssl rand -hex 32)']);
  }
  if (c.DEMO_MODE) return out;
  if (c.PAYMENT_PROVIDER === 'simulated') {
    out.push([
      'PAYMENT_PROVIDER',
      `PAYMENT_PROVIDER=simulated lets anyone mark an order paid; set PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET ${DEMO_HINT}`,
    ]);
  }
  if (c.SMS_PROVIDER === 'console') {
    out.push([
      'SMS_PROVIDER',
      `SMS_PROVIDER=console writes one-time passwords to the log instead of texting them; set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATES, or gupshup with GUPSHUP_USER_ID, GUPSHUP_PASSWORD, GUPSHUP_ENTITY_ID and GUPSHUP_TEMPLATES (or http with SMS_HTTP_URL and SMS_HTTP_TOKEN) ${DEMO_HINT}`,
    ]);
  }
  if (c.SEED_ON_EMPTY === true) {
    out.push([
      'SEED_ON_EMPTY',
      `SEED_ON_EMPTY=true creates demo accounts with published passwords; remove it or set SEED_ON_EMPTY=false ${DEMO_HINT}`,
    ]);
  }
  return out;
}

/** At least 32 characters, not a short pattern repeated: what `openssl rand -hex 32` gives easily passes. */
export function isStrongSecret(secret: string): boolean {
  return secret.length >= 32 && new Set(secret).size >= 12;
}

type RawConfig = z.infer<typeof configSchema>;

function isDocumentKey(v: string): boolean {
  try {
    parseDocumentKey(v);
    return true;
  } catch {
    return false;
  }
}

/**
 * Identity documents are sealed with DOCUMENTS_KEY; without it a development key is derived from
 * APP_SECRET, which production refuses: the key must live apart from the other secrets so it can
 * be rotated and kept out of reach of whoever can read the app's settings.
 */
export function documentsKeyProblem(c: Pick<RawConfig, 'NODE_ENV' | 'DOCUMENTS_KEY'>): string | undefined {
  if (c.NODE_ENV === 'production' && !c.DOCUMENTS_KEY) {
    return 'DOCUMENTS_KEY is required in production (identity documents are encrypted with it): openssl rand -base64 32';
  }
  return undefined;
}

const VAPID_KEYS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** Bytes of a URL-safe base64 key; 0 when it is not that. */
function vapidKeyBytes(v: string): number {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(v) ? Buffer.from(v, 'base64url').length : 0;
}

/**
 * A partial VAPID configuration is refused (a pair without its subject, a key without the other):
 * it would send nothing and say so only when a buyer is owed a message. A pair must also match.
 */
function vapidProblems(c: Pick<z.output<typeof baseSchema>, (typeof VAPID_KEYS)[number]>): [string, string][] {
  const set = VAPID_KEYS.filter((k) => c[k] !== undefined);
  if (set.length === 0) return [];
  if (set.length < VAPID_KEYS.length) {
    return VAPID_KEYS.filter((k) => c[k] === undefined).map((k) => [
      k,
      `${k} is missing: web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (npx web-push generate-vapid-keys makes the pair), or none of them`,
    ]);
  }
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(c.VAPID_PRIVATE_KEY!, 'base64url'));
    if (ecdh.getPublicKey().toString('base64url') === Buffer.from(c.VAPID_PUBLIC_KEY!, 'base64url').toString('base64url')) return [];
  } catch {
    // Not a valid scalar for the curve: the same answer as a mismatch.
  }
  return [['VAPID_PUBLIC_KEY', 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY: set the two keys of one pair']];
}

/** Where browsers' push subscriptions point: Chrome, Edge, Firefox, Safari (and Opera, Samsung Internet through FCM). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** `a.example, b.example` → host names; null when one is not a host name. */
export function parseHosts(v: string): string[] | null {
  const hosts = v
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 && hosts.every((h) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(h)) ? hosts : null;
}

/** `kind=id,kind=id` → {kind: id}; null when a pair is malformed. */
export function parseTemplateIds(v: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const pair of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-z_]+)=([A-Za-z0-9_-]+)$/.exec(pair);
    if (!m) return null;
    out[m[1]!] = m[2]!;
  }
  return out;
}

export type Config = Omit<RawConfig, 'SEED_ON_EMPTY' | 'NOTIFY_QUIET_HOURS'> & {
  NOTIFY_QUIET_HOURS: boolean;
  /** MSG91_TEMPLATES as a map. */
  msg91Templates: Record<string, string>;
  gupshupTemplates: Record<string, string>;
  whatsappTemplates: Record<string, string>;
  /** WHATSAPP_PROVIDER as resolved from its default. */
  whatsapp: 'off' | 'console' | 'cloud';
  /** The configured VAPID pair and subject (all three set), else null. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** PUSH_SERVICE_HOSTS as a list (the known push services by default). */
  pushServiceHosts: string[];
  SEED_ON_EMPTY: boolean;
  /** APP_SECRET was set to a value of the operator's own (not the development default). */
  appSecretConfigured: boolean;
  docsPublic: boolean;
  dataDir: string;
  uploadDir: string;
  webDistDir: string;
  cookieSecure: boolean;
  loadtestFixtures: boolean;
  embeddedDb: boolean;
  embeddedBus: boolean;
  storage: StorageKind;
  /** The key new identity documents are sealed with, then keys that still open older ones. */
  documentKeys: { current: DocumentKey; previous: DocumentKey[] };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The only reader of process.env: everything else receives a Config. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}${describeValue(env, i.path)}`));
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    SEED_ON_EMPTY: c.SEED_ON_EMPTY ?? c.NODE_ENV !== 'production',
    NOTIFY_QUIET_HOURS: c.NOTIFY_QUIET_HOURS ?? c.SMS_PROVIDER !== 'console',
    msg91Templates: (c.MSG91_TEMPLATES && parseTemplateIds(c.MSG91_TEMPLATES)) || {},
    gupshupTemplates: (c.GUPSHUP_TEMPLATES && parseTemplateIds(c.GUPSHUP_TEMPLATES)) || {},
    whatsappTemplates: (c.WHATSAPP_TEMPLATES && parseTemplateIds(c.WHATSAPP_TEMPLATES)) || {},
    whatsapp: c.WHATSAPP_PROVIDER ?? (c.WHATSAPP_TOKEN ? 'cloud' : c.SMS_PROVIDER === 'console' ? 'console' : 'off'),
    vapid:
      c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY && c.VAPID_SUBJECT
        ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY, subject: c.VAPID_SUBJECT }
        : null,
    pushServiceHosts: (c.PUSH_SERVICE_HOSTS && parseHosts(c.PUSH_SERVICE_HOSTS)) || DEFAULT_PUSH_SERVICE_HOSTS,
    appSecretConfigured: c.APP_SECRET !== DEVELOPMENT_APP_SECRET,
    docsPublic: c.DOCS_PUBLIC ?? c.NODE_ENV !== 'production',
    dataDir,
    uploadDir: path.resolve(c.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist')),
    cookieSecure: c.COOKIE_SECURE ?? c.NODE_ENV === 'production',
    loadtestFixtures: c.LOADTEST_FIXTURES ?? c.NODE_ENV !== 'production',
    embeddedDb: !c.DATABASE_URL,
    embeddedBus: !c.NATS_URL,
    storage: c.STORAGE ?? (c.DATABASE_URL ? 'postgres' : 'local'),
    documentKeys: {
      current: c.DOCUMENTS_KEY ? parseDocumentKey(c.DOCUMENTS_KEY) : derivedDocumentKey(c.APP_SECRET),
      previous: (c.DOCUMENTS_PREVIOUS_KEYS?.split(',') ?? []).map(parseDocumentKey),
    },
  };
}

function describeValue(env: Record<string, string | undefined>, p: PropertyKey[]): string {
  const key = p[0];
  // URLs may carry credentials; secrets never leave the process.
  if (typeof key !== 'string' || /SECRET|TOKEN|PASSWORD|_KEYS?$|_URL$/.test(key)) return '';
  const value = env[key];
  return value === undefined ? '' : ` (got "${value}")`;
}

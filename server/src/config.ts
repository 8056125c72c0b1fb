import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths.js';
import { derivedDocumentKey, parseDocumentKey, type DocumentKey } from './storage/sealed.js';
import type { StorageKind } from './storage/storage.js';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocols = (protocols: string[], what: string) =>
  optionalString.refine(
    (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)),
    `${what} must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  );

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'PORT must be a number' }).int('PORT must be a whole number').min(0).max(65535, 'PORT must be at most 65535').default(3000),
    PUBLIC_URL: optionalString,
    /** Hops of reverse proxies to trust for X-Forwarded-For (0: none, so clients cannot spoof their IP). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BRAND_NAME: z.string().trim().min(1, 'BRAND_NAME must not be empty').default('VahanHaat'),
    DATABASE_URL: urlWithProtocols(['postgres', 'postgresql'], 'DATABASE_URL'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    /** Connections reserved for batched quotes (quote-lanes.ts): one by default (db/client.ts says why). */
    DATABASE_QUOTE_LANES: z.coerce.number().int().min(1).max(32).default(1),
    NATS_URL: urlWithProtocols(['nats', 'tls'], 'NATS_URL'),
    NATS_NAMESPACE: z.string().regex(/^[a-z][a-z0-9_-]{0,30}$/, 'NATS_NAMESPACE must be lowercase letters, digits, - or _').default('vh'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Keys the bidder pseudonyms and the simulated gateway; set a long random value in production. */
    APP_SECRET: z.string().min(16, 'APP_SECRET must be at least 16 characters').default('vahanhaat-embedded-dev-secret'),
    UPLOAD_DIR: optionalString,
    WEB_DIST_DIR: optionalString,
    SEED_ON_EMPTY: z.stringbool().default(true),
    /** Lets admins create load-test buyers and hot lots over HTTP (never on in production unless set). */
    LOADTEST_FIXTURES: z.stringbool().optional(),
    SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 30),
    COOKIE_SECURE: z.stringbool().optional(),
    SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
    SMS_HTTP_URL: urlWithProtocols(['http', 'https'], 'SMS_HTTP_URL'),
    SMS_HTTP_TOKEN: optionalString,
    SMS_SENDER_ID: z.string().default('VAHANH'),
    PAYMENT_PROVIDER: z.enum(['simulated', 'razorpay']).default('simulated'),
    /** The simulated gateway announces captures like Razorpay's webhooks do. */
    SIMULATED_WEBHOOKS: z.stringbool().default(true),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_BASE_URL: urlWithProtocols(['http', 'https'], 'RAZORPAY_BASE_URL'),
    /** Where uploads live; unset: the database in services mode, the local disk in embedded mode. */
    STORAGE: z.enum(['postgres', 's3', 'local'], { error: 'STORAGE must be postgres, s3 or local' }).optional(),
    S3_ENDPOINT: urlWithProtocols(['http', 'https'], 'S3_ENDPOINT'),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.stringbool().optional(),
    /** AES-256-GCM key for identity documents at rest: 32 bytes in base64. */
    DOCUMENTS_KEY: optionalString.refine((v) => v === undefined || isDocumentKey(v), 'DOCUMENTS_KEY must be 32 bytes in base64 (openssl rand -base64 32)'),
    /** Earlier DOCUMENTS_KEY values, comma-separated, still read until storage:migrate re-seals their files. */
    DOCUMENTS_PREVIOUS_KEYS: optionalString.refine(
      (v) => v === undefined || v.split(',').every((k) => isDocumentKey(k)),
      'DOCUMENTS_PREVIOUS_KEYS must be comma-separated 32-byte base64 keys',
    ),
    /** JetStream stream settings, applied only when the stream is created (an operator's later changes stay). */
    NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5, 'NATS_STREAM_REPLICAS must be between 1 and 5').default(1),
    NATS_STREAM_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24),
    NATS_STREAM_MAX_BYTES: z.coerce.number().int().min(1024 * 1024, 'NATS_STREAM_MAX_BYTES must be at least 1048576').default(1024 * 1024 * 1024),
  })
  .superRefine((c, ctx) => {
    // The lanes and the outbox relay each keep a connection; at least one must stay for the rest.
    if (c.DATABASE_QUOTE_LANES + 1 >= c.DATABASE_POOL_SIZE) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_QUOTE_LANES'], message: 'DATABASE_QUOTE_LANES must be at most DATABASE_POOL_SIZE - 2' });
    }
    if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'SMS_HTTP_URL is required when SMS_PROVIDER=http' });
    }
    if (c.STORAGE === 'local' && c.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE'],
        message: 'STORAGE=local is for embedded mode only: instances on several machines do not share a disk (use postgres or s3)',
      });
    }
    if (c.STORAGE === 's3' && !c.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when STORAGE=s3' });
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
  });

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

export type Config = RawConfig & {
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
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}${describeValue(env, i.path)}`),
    );
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
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

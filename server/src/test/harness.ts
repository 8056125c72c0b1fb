import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { pino } from 'pino';
import postgres from 'postgres';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { streamName } from '../events/nats-bus.js';
import { openRuntime, type Runtime } from '../runtime.js';
import { migratedTemplate } from './pglite-template.js';
import type { Db } from '../db/client.js';
import type { SmsSender } from '../lib/sms.js';
import type { FastifyInstance } from 'fastify';

/** The suites run in embedded mode unless the environment names real services (CI's second pass). */
export const servicesMode = Boolean(process.env.DATABASE_URL);
export const modeName = servicesMode ? 'services (Postgres + NATS)' : 'embedded (PGlite + in-process bus)';

const silent = pino({ level: 'silent' });

export interface TestDatabase {
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty database per call in services mode; PGlite in memory otherwise. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `vh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface TestContext extends Runtime {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Share one database between several app instances (multi-instance tests). */
  database?: TestDatabase;
  namespace?: string;
  /** The SMS sender (a capturing one); absent, the one the config names. */
  sms?: SmsSender;
  /** Uploads (photos, documents, logos) go to a folder of the app's own, removed when it closes. */
  uploads?: boolean;
}

export function testConfig(dbUrl: string | undefined, namespace: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/vahanhaat-test-${process.pid}`,
    SEED_ON_EMPTY: 'false',
    // One channel (SMS) unless a test asks for WhatsApp: deliveries per user stay countable.
    WHATSAPP_PROVIDER: 'off',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ...(servicesMode && process.env.NATS_URL ? { NATS_URL: process.env.NATS_URL, NATS_NAMESPACE: namespace } : {}),
    ...env,
  });
}

export const newNamespace = () => `t${randomBytes(5).toString('hex')}`;

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestContext> {
  const ownDb = !opts.database;
  const testDb = opts.database ?? (await createTestDatabase());
  const namespace = opts.namespace ?? newNamespace();
  const uploadDir = opts.uploads ? await mkdtemp(path.join(os.tmpdir(), 'vh-uploads-')) : null;
  const config = testConfig(testDb.url, namespace, { ...(uploadDir ? { UPLOAD_DIR: uploadDir } : {}), ...opts.env });
  const runtime = await openRuntime(config, silent, { inMemoryDb: true, startFrom: testDb.url ? undefined : await migratedTemplate() });
  const app = await buildApp({ config, ...runtime, loggerInstance: silent, ...(opts.sms ? { sms: opts.sms } : {}) });
  await app.ready();
  return {
    app,
    config,
    ...runtime,
    db: runtime.database.db,
    async close() {
      await app.close();
      await runtime.bus.close();
      await runtime.database.close();
      if (ownDb) await testDb.drop();
      if (config.NATS_URL && !opts.namespace) await deleteStream(config.NATS_URL, namespace);
      if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two app instances over one database and one event stream: separate pools and NATS connections
 * in services mode; in embedded mode (one process) they share the PGlite handle and the bus.
 */
export async function createTwinApps(
  env: Record<string, string> = {},
): Promise<{ a: TestContext; b: TestContext; close(): Promise<void> }> {
  if (servicesMode) {
    const database = await createTestDatabase();
    const namespace = newNamespace();
    const a = await createTestApp({ database, namespace, env });
    const b = await createTestApp({ database, namespace, env });
    return {
      a,
      b,
      async close() {
        await a.close();
        await b.close();
        await database.drop();
        if (a.config.NATS_URL) await deleteStream(a.config.NATS_URL, namespace);
      },
    };
  }
  const a = await createTestApp({ env });
  const app = await buildApp({ config: a.config, database: a.database, bus: a.bus, loggerInstance: silent });
  await app.ready();
  const b: TestContext = { ...a, app, close: async () => void (await app.close()) };
  return {
    a,
    b,
    async close() {
      await app.close();
      await a.close();
    },
  };
}

export async function deleteStream(natsUrl: string, namespace: string) {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(streamName(namespace)).catch(() => false);
  } finally {
    await nc.close();
  }
}

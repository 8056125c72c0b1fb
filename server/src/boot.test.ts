import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './boot.js';
import { installReferenceData, REFERENCE_SETS } from './db/reference-data.js';
import { pincodes, plans, referenceDataVersions, segments, states, users } from './db/schema/index.js';
import { verifyPassword } from './lib/password.js';
import { repoRoot } from './lib/paths.js';
import { openRuntime } from './runtime.js';
import { createTestApp, createTestDatabase, modeName, servicesMode, testConfig, type TestContext } from './test/harness.js';

const log = pino({ level: 'silent' });
const run = promisify(execFile);

describe(`reference data in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const n = async (table: typeof states | typeof pincodes | typeof segments | typeof plans | typeof users) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);

  it('installs states, PIN codes, segments and plans at start-up with demo seeding off, and no accounts', async () => {
    expect(t.config.SEED_ON_EMPTY).toBe(false);
    await prepareDatabase(t.config, t.db, log, t.app.storage);
    expect(await n(states)).toBe(36);
    expect(await n(pincodes)).toBeGreaterThan(19_000);
    expect(await n(segments)).toBe(3);
    expect(await n(plans)).toBeGreaterThanOrEqual(6);
    expect(await n(users)).toBe(0);
  });

  it('installs nothing again while the shipped data is unchanged, and keeps what admins edited', async () => {
    await t.db.update(states).set({ isActive: false }).where(eq(states.name, 'Goa'));
    expect(await installReferenceData(t.db, log)).toEqual([]);
    const [goa] = await t.db.select().from(states).where(eq(states.name, 'Goa'));
    expect(goa!.isActive).toBe(false);
  });

  it('brings a set up to date when the shipped version differs from the installed one', async () => {
    const [plan] = await t.db.select().from(plans).where(eq(plans.tenureMonths, 12)).limit(1);
    await t.db.update(plans).set({ price: 1 }).where(eq(plans.id, plan!.id));
    await t.db
      .update(referenceDataVersions)
      .set({ hash: '0'.repeat(64) })
      .where(eq(referenceDataVersions.name, 'plans'));
    expect(await installReferenceData(t.db, log)).toEqual(['plans']);
    const [again] = await t.db.select().from(plans).where(eq(plans.id, plan!.id));
    expect(again!.price).toBeGreaterThan(1);
    expect((await t.db.select().from(referenceDataVersions)).map((r) => r.name).sort()).toEqual(REFERENCE_SETS.map((s) => s.name).sort());
  });
});

describe(`npm run admin:create in ${modeName}`, () => {
  const cli = path.join(repoRoot, 'server', 'src', 'cli', 'admin-create.ts');
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  let dataDir: string;
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vh-admin-create-'));
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(servicesMode ? { DATABASE_URL: testDb.url! } : { DATABASE_URL: '' }),
    NATS_URL: '',
  });

  it('creates the first admin on an empty database, with a one-time password to change at first login', async () => {
    const { stdout } = await run(tsx, [cli, '--phone', '9876501234', '--name', 'Asha  Patil'], { env: env(), timeout: 120_000 });
    expect(stdout).toContain('Created admin Asha Patil (9876501234).');
    const password = /One-time password: (\S+)/.exec(stdout)?.[1];
    expect(password).toHaveLength(14);

    const config = testConfig(testDb.url, 'unused', { DATA_DIR: dataDir });
    const runtime = await openRuntime({ ...config, NATS_URL: undefined, embeddedBus: true }, log);
    try {
      const [admin] = await runtime.database.db.select().from(users).where(eq(users.phone, '9876501234'));
      expect(admin).toMatchObject({ firstName: 'Asha', lastName: 'Patil', isAdmin: true, mustChangePassword: true, isBlocked: false });
      expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
      expect(Number((await runtime.database.db.select({ n: sql<number>`count(*)` }).from(users))[0]!.n)).toBe(1);
    } finally {
      await runtime.bus.close();
      await runtime.database.close();
    }
  }, 180_000);

  it('refuses a malformed phone with its usage', async () => {
    const failed = await run(tsx, [cli, '--phone', '12345', '--name', 'Asha Patil'], { env: env(), timeout: 60_000 }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('--phone must be a 10-digit Indian mobile number');
  }, 90_000);
});

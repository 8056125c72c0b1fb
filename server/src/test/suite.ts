import { afterAll, beforeAll } from 'vitest';
import { adminUser } from './factories.js';
import { createTestApp, type TestAppOptions, type TestContext } from './harness.js';

/** A test file's app with an admin signed in to it. */
export interface AdminSuite extends TestContext {
  /** The signed-in admin (an auction admin with `as: 'auction_admin'`): its cookie and user. */
  admin: Awaited<ReturnType<typeof adminUser>>;
}

/**
 * The app a test file's tests share, with an admin signed in: made in a `beforeAll` (registered
 * here, so it runs before the file's own set-up hooks, which may use it) and closed after the
 * tests. Its fields are there from then on: read them in tests and hooks, not at the top level.
 */
export function adminSuite({ as = 'admin', ...opts }: TestAppOptions & { as?: 'admin' | 'auction_admin' } = {}): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    Object.assign(suite, await createTestApp(opts));
    suite.admin = await adminUser(suite.db, as);
  });
  afterAll(async () => {
    // Absent when the app could not be made: that failure is the one to report.
    await (suite as Partial<AdminSuite>).close?.();
  });
  return suite;
}

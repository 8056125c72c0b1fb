import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, financiers } from '../../../db/schema/index.js';
import { createAuction, adminUser, call } from '../../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../../test/harness.js';
import { createReferenceService } from '../reference/service.js';
import { createImageStore } from '../shared/uploads.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof adminUser>>;
let other: Awaited<ReturnType<typeof adminUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t.db, 'admin');
  other = await adminUser(t.db, 'auction_admin');
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  actor: { user_id: number; name: string; phone: string } | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
}
const log = async (query: string) => {
  const res = await call(t.app, 'GET', `/admin/audit-log?${query}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Entry[]; total: number };
};

describe(`audit log in ${modeName}`, () => {
  it('records who did what to which entity, newest first, filterable by actor, entity and action', async () => {
    const { lots } = await createAuction(t.db);
    await call(t.app, 'PATCH', `/admin/lots/${lots[0]!.id}`, other.cookie, { yard_district: 'Nashik' });
    await call(t.app, 'POST', `/admin/lots/${lots[0]!.id}/withdraw`, other.cookie, { reason: 'Duplicate listing' });

    const byActor = await log(`actor_id=${other.user.id}`);
    expect(byActor.rows.map((r) => r.action)).toEqual(['lot.withdraw', 'lot.update']);
    expect(byActor.rows[0]).toMatchObject({
      actor: { user_id: other.user.id, name: 'Ravi Auctioneer', phone: other.user.phone },
      entity: 'asset',
      entity_id: String(lots[0]!.id),
      details: { reason: 'Duplicate listing' },
    });
    expect(byActor.rows[0]!.ip).toBeTruthy();

    const byEntity = await log(`entity=asset&entity_id=${lots[0]!.id}&action=lot.update`);
    expect(byEntity.total).toBe(1);
    expect((await log(`actor_id=${other.user.id}&action=lot.`)).total).toBe(2);
    expect((await log('action=result.')).total).toBe(0);
  });

  it('writes nothing when the change is refused', async () => {
    const { lots } = await createAuction(t.db);
    const before = (await log(`entity=asset&entity_id=${lots[0]!.id}`)).total;
    expect(
      (await call(t.app, 'PATCH', `/admin/lots/${lots[0]!.id}`, admin.cookie, { start_price: 100, reserve_price: 50 })).statusCode,
    ).toBe(400);
    expect((await log(`entity=asset&entity_id=${lots[0]!.id}`)).total).toBe(before);
  });

  it('commits the change and its record together: when the record cannot be written, the change is rolled back', async () => {
    const svc = createReferenceService({ db: t.db, images: createImageStore(t.app.storage), log: t.app.log, onCommitted: () => {} });
    // An actor id no user has: the audit row's foreign key fails inside the transaction.
    const ghost = { id: 2_000_000_000, isAdmin: true, isAuctionAdmin: false, ip: '127.0.0.1' };
    await expect(svc.createFinancier(ghost, { name: 'Ghost Finance', slug: 'ghost-finance' })).rejects.toThrow();
    expect(await t.db.select().from(financiers).where(eq(financiers.slug, 'ghost-finance'))).toEqual([]);

    const made = await svc.createFinancier({ ...ghost, id: admin.user.id }, { name: 'Real Finance', slug: 'real-finance' });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(made.id)));
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([['financier.create', admin.user.id]]);
  });

  it('refuses a malformed filter', async () => {
    expect((await call(t.app, 'GET', '/admin/audit-log?actor_id=abc', admin.cookie)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/admin/audit-log?page_size=1000', admin.cookie)).statusCode).toBe(400);
  });
});

import { count, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { queryRows } from './rows.js';
import * as schema from './schema/index.js';
import { seed, seedIfEmpty } from './seed.js';
import { AUCTION_PLAN } from './seed-data.js';

const log = pino({ level: 'silent' });
const tables = {
  states: schema.states,
  districts: schema.districts,
  pincodes: schema.pincodes,
  segments: schema.segments,
  financiers: schema.financiers,
  contacts: schema.stateHeadContacts,
  brands: schema.brands,
  models: schema.vehicleModels,
  plans: schema.plans,
  users: schema.users,
  auctions: schema.auctions,
  assets: schema.assets,
  photos: schema.assetPhotos,
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    out[name] = Number(row!.n);
  }
  return out;
}

describe(`seeding in ${modeName}`, () => {
  it('fills an empty database with a convincing demo', async () => {
    expect(await seedIfEmpty(t.db, log, t.app.storage)).toBe(true);
    const c = await counts();
    expect(c.states).toBe(36);
    expect(c.pincodes).toBeGreaterThan(19_000);
    expect(c.financiers).toBeGreaterThanOrEqual(6);
    expect(c.plans).toBeGreaterThanOrEqual(6);
    // The live and upcoming plan, and one closed auction of after-sale history.
    expect(c.auctions).toBe(AUCTION_PLAN.length + 1);
    expect(c.assets).toBeGreaterThanOrEqual(20 * 9);
    // Every demo lot, history included: a set of drawn views, a graded condition report and its papers.
    expect(c.photos).toBeGreaterThanOrEqual(c.assets! * 9);
    const [lacking] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from assets a
          where (select count(*) from asset_photos p where p.asset_id = a.id) < 9
             or not exists (select 1 from asset_condition_reports r where r.asset_id = a.id and r.grade in ('A', 'B', 'C', 'D', 'E'))
             or not exists (select 1 from asset_documents d where d.asset_id = a.id)`,
    );
    expect(lacking!.n).toBe(0);
    const grades = await queryRows<{ grade: string }>(t.db, sql`select distinct grade from asset_condition_reports order by grade`);
    expect(grades.length).toBeGreaterThanOrEqual(3);
  });

  it('times auctions by the database clock: some are live now, some upcoming', async () => {
    const rows = await queryRows<{ live: number; upcoming: number }>(
      t.db,
      sql`select count(*) filter (where starts_at <= now() and ends_at > now())::int as live,
                 count(*) filter (where starts_at > now())::int as upcoming from auctions`,
    );
    expect(rows[0]!.live).toBeGreaterThanOrEqual(5);
    expect(rows[0]!.upcoming).toBeGreaterThanOrEqual(3);
  });

  it('adds closed lots at every step of the deal timeline, the demo buyer winning, offered and backing out', async () => {
    const rows = await queryRows<{ stage: string; buyer: string; first_name: string }>(
      t.db,
      sql`select d.stage, u.phone as buyer, u.first_name from deals d join users u on u.id = d.buyer_user_id`,
    );
    const stages = new Set(rows.map((r) => r.stage));
    for (const stage of ['approval_pending', 'offered', 'payment_due', 'release_pending', 'noc_issued', 'released', 'rc_transfer', 'transferred', 'unsold']) {
      expect(stages, stage).toContain(stage);
    }
    expect(rows.filter((r) => r.buyer === '9000000002').map((r) => r.stage)).toEqual(expect.arrayContaining(['payment_due', 'offered', 'transferred']));
    const [charge] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from backouts b join users u on u.id = b.user_id where u.phone = '9000000002' and b.status = 'due'`);
    expect(charge!.n).toBe(1);
    // Winners and bidders named in six Indian scripts.
    const names = (await t.db.select({ n: schema.users.firstName }).from(schema.users)).map((u) => u.n).join(' ');
    for (const script of [/\p{Script=Devanagari}/u, /\p{Script=Gujarati}/u, /\p{Script=Tamil}/u, /\p{Script=Telugu}/u, /\p{Script=Kannada}/u]) expect(names).toMatch(script);
    // No live deadline lies in the past, so the scheduler leaves the demo as seeded.
    const [late] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from deals where stage in ('offered', 'payment_due') and deadline_at <= now()`);
    expect(late!.n).toBe(0);
  });

  it('seeding twice changes nothing', async () => {
    const before = await counts();
    await seed(t.db, log, t.app.storage);
    expect(await seedIfEmpty(t.db, log, t.app.storage)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('seeds every plan tenure of the spec', async () => {
    const rows = await t.db.selectDistinct({ m: schema.plans.tenureMonths }).from(schema.plans);
    expect(rows.map((r) => r.m).sort((a, b) => a - b)).toEqual([1, 3, 6, 9, 12, 24]);
  });
});

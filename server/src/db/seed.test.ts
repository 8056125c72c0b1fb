import { count, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentCipher } from '../storage/sealed.js';
import { signedInUser } from '../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { queryRows } from './rows.js';
import * as schema from './schema/index.js';
import { AUCTION_PLAN } from './seed-data.js';
import { seed, seedIfEmpty } from './seed.js';

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
  dealerAgents: schema.dealerAgents,
  auctions: schema.auctions,
  assets: schema.assets,
  photos: schema.assetPhotos,
  documents: schema.identityDocuments,
};

let t: TestContext;
const cipher = () => createDocumentCipher(t.config.documentKeys.current, t.config.documentKeys.previous);
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
    expect(await seedIfEmpty(t.db, log, t.app.storage, cipher())).toBe(true);
    const c = await counts();
    expect(c.states).toBe(36);
    expect(c.pincodes).toBeGreaterThan(19_000);
    expect(c.financiers).toBeGreaterThanOrEqual(6);
    expect(c.plans).toBeGreaterThanOrEqual(6);
    // The live and upcoming plan, one closed auction of after-sale history, and a year of past sales.
    const [past] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from auctions where external_ref like 'demo:price-history:%'`,
    );
    expect(past!.n).toBeGreaterThan(0);
    expect(c.auctions).toBe(AUCTION_PLAN.length + 1 + past!.n);
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
    for (const stage of [
      'approval_pending',
      'offered',
      'payment_due',
      'release_pending',
      'noc_issued',
      'released',
      'rc_transfer',
      'transferred',
      'unsold',
    ]) {
      expect(stages, stage).toContain(stage);
    }
    expect(rows.filter((r) => r.buyer === '9000000002').map((r) => r.stage)).toEqual(
      expect.arrayContaining(['payment_due', 'offered', 'transferred']),
    );
    const [charge] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from backouts b join users u on u.id = b.user_id where u.phone = '9000000002' and b.status = 'due'`,
    );
    expect(charge!.n).toBe(1);
    // Winners and bidders named in six Indian scripts.
    const names = (await t.db.select({ n: schema.users.firstName }).from(schema.users)).map((u) => u.n).join(' ');
    for (const script of [
      /\p{Script=Devanagari}/u,
      /\p{Script=Gujarati}/u,
      /\p{Script=Tamil}/u,
      /\p{Script=Telugu}/u,
      /\p{Script=Kannada}/u,
    ])
      expect(names).toMatch(script);
    // No live deadline lies in the past, so the scheduler leaves the demo as seeded.
    const [late] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from deals where stage in ('offered', 'payment_due') and deadline_at <= now()`,
    );
    expect(late!.n).toBe(0);
  });

  it('leaves identity documents waiting in the KYC queue, sealed as uploads are, and an admin can open them', async () => {
    const { cookie } = await signedInUser(t.db, { isAdmin: true });
    const queue = await t.app.inject({ method: 'GET', url: '/admin/kyc/documents', headers: { cookie } });
    expect(queue.statusCode).toBe(200);
    const items = (queue.json() as { data: { rows: { id: number; kind: string }[] } }).data.rows;
    expect(items.length).toBe(6);
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['aadhar_front', 'aadhar_back', 'pan_front']));
    const [stored] = await t.db.select().from(schema.identityDocuments).limit(1);
    const sealed = await t.app.storage.get(stored!.storageKey);
    expect(sealed!.data.subarray(1, 4).toString()).not.toBe('PNG');
    const file = await t.app.inject({ method: 'GET', url: `/admin/kyc/documents/${items[0]!.id}/file`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // The demo buyer keeps none: the "upload your identity document" path stays to be tried.
    const [demo] = await t.db
      .select({ docs: schema.users.docsUploaded })
      .from(schema.users)
      .where(sql`phone = '9000000002'`);
    expect(demo!.docs).toBe(false);
  });

  it('gives every make, model and year on sale a price memory from the demo history, and cost references', async () => {
    const lots = await queryRows<{ id: number }>(
      t.db,
      sql`select distinct on (a.make, a.model, a.year) a.id from assets a join auctions au on au.id = a.auction_id where a.status = 'open' and au.external_ref like 'demo:%' order by a.make, a.model, a.year, a.id`,
    );
    expect(lots.length).toBeGreaterThan(5);
    for (const lot of lots) {
      const memory = (await t.app.inject({ method: 'POST', url: '/auctions/api/price-memory', payload: { asset_id: lot.id } })).json().data;
      expect(memory.count, `lot ${lot.id}`).toBeGreaterThanOrEqual(3);
      expect(memory.p25).toBeLessThanOrEqual(memory.median);
      expect(memory.median).toBeLessThanOrEqual(memory.p75);
    }
    const [fees] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from buyer_fees`);
    const [rto] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from rto_transfer_fees where is_estimate`);
    expect(fees!.n).toBeGreaterThan(0);
    expect(rto!.n).toBeGreaterThan(0);
  });

  it('makes the demo dealer a dealer with one active agent', async () => {
    const rows = await queryRows<{ dealer: string; is_dealer: boolean; agent: string; status: string; per_lot_cap: number }>(
      t.db,
      sql`select d.phone as dealer, d.is_dealer, a.phone as agent, da.status::text as status, da.per_lot_cap
          from dealer_agents da join users d on d.id = da.dealer_id join users a on a.id = da.agent_user_id`,
    );
    expect(rows).toEqual([{ dealer: '9000000020', is_dealer: true, agent: '9000000021', status: 'active', per_lot_cap: 500_000 }]);
  });

  it('presents the demo dealer as a verified dealer: the full document set, each verified by the admin, and no documents notice', async () => {
    const docs = await queryRows<{ kind: string; status: string; reviewer: string | null }>(
      t.db,
      sql`select d.kind::text as kind, d.status::text as status, r.phone as reviewer from identity_documents d
          join users u on u.id = d.user_id left join users r on r.id = d.reviewed_by
          where u.phone = '9000000020' and d.replaced_at is null order by d.kind::text`,
    );
    expect(docs).toEqual(
      ['aadhar_back', 'aadhar_front', 'pan_front'].map((kind) => ({ kind, status: 'verified', reviewer: '9000000001' })),
    );
    const signIn = async (phone: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/login-react', payload: { phone, password: 'Buyer@1234' } });
      expect(res.statusCode, res.body).toBe(200);
      const c = res.cookies.find((x) => x.name === 'vh_session')!;
      return `vh_session=${c.value}`;
    };
    const dealer = await signIn('9000000020');
    const me = (await t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie: dealer } })).json();
    expect(me).toMatchObject({ is_dealer: true, docs_uploaded: true, is_subscribed: true });
    const ids = (await t.app.inject({ method: 'GET', url: '/user/identity-documents', headers: { cookie: dealer } })).json().data;
    expect(ids).toMatchObject({ docs_uploaded: true, kyc_verified: true });
    const status = (await t.app.inject({ method: 'POST', url: '/client/api/dealer/status', headers: { cookie: dealer } })).json().data;
    expect(status).toMatchObject({ is_dealer: true, kyc_verified: true });
    // The agent quotes under the dealer's verified documents (the KYC gate reads the dealer's).
    const agent = await signIn('9000000021');
    const agentMe = (await t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie: agent } })).json();
    expect(agentMe).toMatchObject({ agent_of: { dealer_name: 'Anil Tractors', status: 'active' } });
  });

  it('seeding twice changes nothing', async () => {
    const before = await counts();
    await seed(t.db, log, t.app.storage, cipher());
    expect(await seedIfEmpty(t.db, log, t.app.storage, cipher())).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('seeds every plan tenure of the spec', async () => {
    const rows = await t.db.selectDistinct({ m: schema.plans.tenureMonths }).from(schema.plans);
    expect(rows.map((r) => r.m).sort((a, b) => a - b)).toEqual([1, 3, 6, 9, 12, 24]);
  });
});

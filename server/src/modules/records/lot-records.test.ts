import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challans, rcRecords } from '../../db/schema/index.js';
import { createAuction, signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { startSurepassStandIn } from './surepass-stand-in.js';

const TOKEN = 'stand-in-token';
const CHALLAN_PATH = '/api/v1/rc/rc-challan-advanced';
let standIn: Awaited<ReturnType<typeof startSurepassStandIn>>;
let platform: TestContext;
let provider: TestContext;

beforeAll(async () => {
  standIn = await startSurepassStandIn(
    TOKEN,
    {
      MH12AB1000: {
        rc: {
          maker_description: 'MAHINDRA',
          maker_model: '575 DI',
          registered_at: 'PUNE',
          insurance_upto: '2099-01-01',
          fit_up_to: '2001-01-01',
          pucc_upto: '2099-01-01',
          tax_upto: 'LTT',
        },
        challans: [],
      },
    },
    CHALLAN_PATH,
  );
  platform = await createTestApp();
  provider = await createTestApp({
    env: {
      RC_PROVIDER: 'surepass',
      SUREPASS_BASE_URL: standIn.url,
      SUREPASS_TOKEN: TOKEN,
      SUREPASS_CHALLAN_PATH: CHALLAN_PATH,
      RC_TIMEOUT_MS: '300',
    },
  });
});
afterAll(async () => {
  await platform?.close();
  await provider?.close();
  await standIn?.close();
});

async function lotWithRecord(t: TestContext) {
  const { lots } = await createAuction(t.db);
  const reg = lots[0]!.registrationNumber;
  await t.db
    .insert(rcRecords)
    .values({
      registrationNumber: reg,
      ownerNameMasked: 'R**** P****',
      makerModel: 'MAHINDRA 575 DI',
      insuranceUpto: sql`now() - interval '10 days'` as unknown as Date,
      fitnessUpto: null,
      raw: { pucc_upto: '2099-12-31', tax_upto: 'LTT' },
    })
    .onConflictDoNothing();
  await t.db
    .insert(challans)
    .values([
      {
        registrationNumber: reg,
        challanNo: `C${reg}1`,
        issuedAt: new Date('2025-01-01T00:00:00Z'),
        offence: 'Over speeding',
        amount: 2000,
        status: 'pending',
      },
      {
        registrationNumber: reg,
        challanNo: `C${reg}2`,
        issuedAt: new Date('2025-02-01T00:00:00Z'),
        offence: 'No helmet',
        amount: 1000,
        status: 'paid',
      },
    ])
    .onConflictDoNothing();
  return lots[0]!;
}

const check = async (t: TestContext, assetId: number, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/auctions/api/lot-records', payload: { asset_id: assetId }, headers: cookie ? { cookie } : {} });

describe(`the lot's RC and challan check in ${modeName}`, () => {
  it('answers from the platform’s records, labelled so, with expired insurance and pending challans flagged', async () => {
    const lot = await lotWithRecord(platform);
    const buyer = await signedInUser(platform.db);
    const res = await check(platform, lot.id, buyer.cookie);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      found: true,
      source: 'platform',
      provider_failed: false,
      record: { puc_upto: '2099-12-31', tax_upto: null, pending_challan_count: 1, pending_challan_amount: 2000 },
    });
    expect(d.flags.map((f: { kind: string }) => f.kind)).toEqual(['insurance_expired', 'pending_challans']);
    expect((await check(platform, lot.id)).statusCode).toBe(401);
    expect((await check(platform, 2_000_000_000, buyer.cookie)).statusCode).toBe(404);
  });

  it('asks the configured provider first and labels its answer', async () => {
    const lot = await lotWithRecord(provider);
    const buyer = await signedInUser(provider.db);
    standIn.requests.length = 0;
    const d = (await check(provider, lot.id, buyer.cookie)).json().data;
    expect(standIn.requests.map((r) => r.path)).toEqual(['/api/v1/rc/rc-full', CHALLAN_PATH]);
    expect(d).toMatchObject({
      source: 'surepass',
      provider_failed: false,
      record: { maker_model: 'MAHINDRA 575 DI', fitness_upto: '2001-01-01' },
    });
    expect(d.flags).toEqual([{ kind: 'fitness_expired', date: '2001-01-01', count: null, amount: null }]);
  });

  it('falls back to the platform’s records when the provider fails or does not answer, and says so', async () => {
    const lot = await lotWithRecord(provider);
    const buyer = await signedInUser(provider.db);
    standIn.next.push({ status: 0, body: null, hang: true });
    const timedOut = (await check(provider, lot.id, buyer.cookie)).json().data;
    expect(timedOut).toMatchObject({ source: 'platform', provider_failed: true, found: true });
    standIn.next.push({
      status: 401,
      body: { data: null, status_code: 401, success: false, message: 'Unauthorized', message_code: 'unauthorized' },
    });
    expect((await check(provider, lot.id, buyer.cookie)).json().data).toMatchObject({ source: 'platform', provider_failed: true });
  });
});

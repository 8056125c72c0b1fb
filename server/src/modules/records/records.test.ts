import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rcRecords, challans } from '../../db/schema/index.js';
import { seed } from '../../db/seed.js';
import { createDocumentCipher } from '../../storage/sealed.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seed(
    t.db,
    pino({ level: 'silent' }),
    t.app.storage,
    createDocumentCipher(t.config.documentKeys.current, t.config.documentKeys.previous),
  );
});
afterAll(async () => {
  await t.close();
});

const lookup = (cookie: string | undefined, registration_number: string) =>
  t.app.inject({ method: 'POST', url: '/user/rc-challan/lookup', headers: cookie ? { cookie } : {}, payload: { registration_number } });

describe(`RC & challans in ${modeName}`, () => {
  it('finds the RC of a listed vehicle however the number is typed, with its challans and pending total', async () => {
    const [withChallan] = await t.db.select({ reg: challans.registrationNumber }).from(challans).limit(1);
    const reg = withChallan!.reg;
    const buyer = await signedInUser(t.db);
    const spaced = `${reg.slice(0, 2).toLowerCase()} ${reg.slice(2, 4)}-${reg.slice(4)}`;
    const res = await lookup(buyer.cookie, spaced);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.registration_number).toBe(reg);
    expect(data.rc.owner).toMatch(/^[A-Z]\*+ [A-Z]\*+$/);
    expect(data.challans.length).toBeGreaterThan(0);
    const pending = data.challans.filter((c: { status: string }) => c.status === 'pending');
    expect(data.pending_challan_count).toBe(pending.length);
    expect(data.pending_challan_amount).toBe(pending.reduce((s: number, c: { amount: number }) => s + c.amount, 0));
    const history = await t.app.inject({ method: 'POST', url: '/user/rc-challan/history', headers: { cookie: buyer.cookie } });
    expect(history.json().data[0].registration_number).toBe(reg);
  });

  it('has an RC on file for every seeded lot', async () => {
    const rows = await t.db.select({ reg: rcRecords.registrationNumber }).from(rcRecords);
    expect(rows.length).toBeGreaterThan(300);
  });

  it('answers 404 with a clear message for a vehicle not on file', async () => {
    const buyer = await signedInUser(t.db);
    const res = await lookup(buyer.cookie, 'DL3CAB0001');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toContain('No RC details on file for DL3CAB0001');
  });

  it.each(['12345', 'MH', 'MH12AB12345', '<script>'])('rejects the malformed number %s with a 400', async (bad) => {
    const buyer = await signedInUser(t.db);
    const res = await lookup(buyer.cookie, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('valid registration number');
  });

  it('needs a session', async () => {
    expect((await lookup(undefined, 'MH12AB1234')).json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
  });
});

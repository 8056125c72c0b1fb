import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFinancier, ensureSegment, ensureState, signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await ensureState(t.db);
  await ensureSegment(t.db);
  await ensureFinancier(t.db);
});
afterAll(async () => {
  await t.close();
});

describe(`load-test fixtures in ${modeName}`, () => {
  it('lets an admin create buyers with working sessions and live hot lots', async () => {
    const admin = await signedInUser(t.db, { isAdmin: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/loadtest/fixtures',
      headers: { cookie: admin.cookie },
      payload: { buyers: 3, lots: 2 },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.session_tokens).toHaveLength(3);
    expect(data.phones.every((p: string) => /^5\d{9}$/.test(p))).toBe(true);
    const latest = await t.app.inject({ method: 'POST', url: '/client/get-lnt-latest-bid', payload: { asset_ids: data.lot_ids } });
    expect(latest.json().data.map((l: { state: string }) => l.state)).toEqual(['live', 'live']);
    const bid = await t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie: `vh_session=${data.session_tokens[0]}`, 'idempotency-key': 'fixture-test-1' },
      payload: { asset_id: data.lot_ids[0], amount: 100_000 },
    });
    expect(bid.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login-react',
      payload: { phone: data.phones[1], password: 'LoadTest@1234' },
    });
    expect(login.json().status).toBe(200);
  });

  it('is refused to buyers', async () => {
    const buyer = await signedInUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/admin/loadtest/fixtures', headers: { cookie: buyer.cookie }, payload: {} });
    expect(res.statusCode).toBe(403);
  });

  it('does not exist when LOADTEST_FIXTURES is off', async () => {
    const off = await createTestApp({ env: { LOADTEST_FIXTURES: 'false' } });
    try {
      const admin = await signedInUser(off.db, { isAdmin: true });
      const res = await off.app.inject({ method: 'POST', url: '/admin/loadtest/fixtures', headers: { cookie: admin.cookie }, payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('ends an auction now: its lots close with their winners and deals, and no quote is taken after', async () => {
    const admin = await signedInUser(t.db, { isAdmin: true });
    const made = await t.app.inject({
      method: 'POST',
      url: '/admin/loadtest/fixtures',
      headers: { cookie: admin.cookie },
      payload: { buyers: 1, lots: 2 },
    });
    const data = made.json().data;
    const quote = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/client/bid',
        headers: { cookie: `vh_session=${data.session_tokens[0]}`, 'idempotency-key': key },
        payload: { asset_id: data.lot_ids[0], amount: 100_000 },
      });
    expect((await quote('end-test-1')).statusCode).toBe(200);
    const buyer = await t.app.inject({
      method: 'POST',
      url: '/admin/loadtest/end-auction',
      headers: { cookie: `vh_session=${data.session_tokens[0]}` },
      payload: { auction_id: data.auction_id },
    });
    expect(buyer.statusCode).toBe(403);
    const ended = await t.app.inject({
      method: 'POST',
      url: '/admin/loadtest/end-auction',
      headers: { cookie: admin.cookie },
      payload: { auction_id: data.auction_id },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect([...ended.json().data.closed_lot_ids].sort()).toEqual([...data.lot_ids].sort());
    const after = await t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie: `vh_session=${data.session_tokens[0]}`, 'idempotency-key': 'end-test-2' },
      payload: { asset_id: data.lot_ids[1], amount: 100_000 },
    });
    expect(after.json()).toMatchObject({ code: 'bid.ended' });
    const deals = await t.app.inject({ url: '/client/deals', headers: { cookie: `vh_session=${data.session_tokens[0]}` } });
    expect(deals.json().data.rows.map((d: { asset_id: number; stage: string }) => [d.asset_id, d.stage])).toEqual([
      [data.lot_ids[0], 'approval_pending'],
    ]);
  });
});

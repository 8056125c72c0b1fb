import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, segments, stateHeadContacts, states, vehicleModels } from '../../db/schema/index.js';
import { ensureFinancier, ensureSegment, ensureState } from '../../test/factories.js';
import { createAsset, createAuction } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

describe(`catalog reference data in ${modeName}`, () => {
  let t: TestContext;
  const post = (url: string, body?: Record<string, string>) => t.app.inject({ method: 'POST', url, ...(body ? { payload: body } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const maha = await ensureState(db, 'Maharashtra');
    const guj = await ensureState(db, 'Gujarat');
    await ensureState(db, 'Karnataka');
    await db.insert(states).values({ name: 'Goa', isActive: false });
    await db.update(states).set({ sortOrder: 1 }).where(eq(states.id, guj.id));
    await db.update(states).set({ sortOrder: 2 }).where(eq(states.id, maha.id));
    await db.insert(stateHeadContacts).values([
      { stateId: maha.id, name: 'Rahul Patil', phone: '9822000001', sortOrder: 0 },
      { stateId: maha.id, name: 'Sneha Joshi', phone: '9822000002', sortOrder: 1 },
      { stateId: guj.id, name: 'Amit Shah', phone: '9825000001', sortOrder: 0 },
    ]);
    const zeta = await ensureFinancier(db, 'zeta-finance', 'Zeta Finance');
    await ensureFinancier(db, 'alpha-credit', 'Alpha Credit');
    const zetaRef = { slug: zeta.slug, name: zeta.name, logoKey: 'seed/financiers/kaveri-kisan-fincorp.svg' };
    await createAsset(db, (await createAuction(db, { lots: 0, financier: zetaRef, state: 'Maharashtra' })).auction);
    await createAuction(db, { lots: 0, financier: zetaRef, state: 'Gujarat', startsIn: 3600, endsIn: 7200 });
    await createAuction(db, { lots: 0, financier: zetaRef, state: 'Karnataka', startsIn: -7200, endsIn: -3600 });
    await createAuction(db, { lots: 0, financier: zetaRef, state: 'Goa', startsIn: 3600, endsIn: 7200 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists active financiers by name, each with a phone-sized logo URL', async () => {
    const res = await post('/auctions/get-all-financiers-erp');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.map((f: { name: string }) => f.name)).toEqual(['Alpha Credit', 'Zeta Finance']);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      name: 'Zeta Finance',
      // No spelling in another language: the web shows the name as it is.
      names: {},
      slug: 'zeta-finance',
      image: '/media/img/160/seed/financiers/kaveri-kisan-fincorp.svg',
    });
    expect(body.data[0].image).toBeNull();
  });

  it("lists the active states with a live or upcoming sale for the 'Sale by State' strip", async () => {
    const res = await post('/auctions/get-all-states');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    // Karnataka's only sale has ended; Goa is not a state the marketplace runs in.
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['Gujarat', 'Maharashtra']);
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'name']);
  });

  it('lists every active state, with id and name, for sign-up', async () => {
    const res = await post('/auctions/get-all-states-open-api');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['Karnataka', 'Gujarat', 'Maharashtra']);
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: 'Karnataka' });
  });

  it('accepts the states request with a form body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auctions/get-all-states',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'anything=1',
    });
    expect(res.json().status).toBe(200);
  });

  it('gives the ERP every state, inactive ones flagged', async () => {
    const body = (await post('/users/get-all-state')).json();
    expect(body.status).toBe(200);
    expect(body.data).toContainEqual({ id: expect.any(Number), name: 'Goa', code: null, is_active: false });
    expect(body.data).toContainEqual(expect.objectContaining({ name: 'Maharashtra', is_active: true }));
  });

  it('keys the state-head contacts by state name, first contact first', async () => {
    const res = await post('/users/get-state-heads-list');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, msg: expect.any(String) });
    expect(body.data).toEqual({
      Gujarat: [{ name: 'Amit Shah', phone: '9825000001' }],
      Maharashtra: [
        { name: 'Rahul Patil', phone: '9822000001' },
        { name: 'Sneha Joshi', phone: '9822000002' },
      ],
    });
  });
});

describe(`catalog OpenAPI in ${modeName}`, () => {
  it('documents every catalog endpoint at /docs', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject('/docs/json');
      expect(res.statusCode).toBe(200);
      const paths = res.json().paths as Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      for (const path of [
        '/auctions/get-all-financiers-erp',
        '/auctions/get-all-states',
        '/auctions/get-all-states-open-api',
        '/users/get-all-state',
        '/users/get-state-heads-list',
        '/tractorpoint/getAuction',
        '/auctions/get-brand-list',
        '/auctions/api/get-segment-with-type-count',
        '/client/get_auction',
        '/auctions/view/assets',
        '/auctions/search-assets-by-make-model',
        '/auctions/asset-exists-check',
        '/user/create-lead',
      ]) {
        expect(paths[path]?.post?.responses).toHaveProperty('200');
      }
      expect(paths['/users/api/pincode/{pincode}/']?.get?.responses).toHaveProperty('404');
      expect(paths['/media/img/{w}/{path}']?.get?.responses).toHaveProperty('304');
      expect(JSON.stringify(paths['/client/get_auction']!.post!.requestBody)).toContain('price_max');
    } finally {
      await t.close();
    }
  });
});

describe(`pincode lookup route in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['411001', 'Maharashtra', 'Pune'],
    ['560001', 'Karnataka', 'Bangalore'],
    ['380001', 'Gujarat', 'Ahmedabad'],
    ['302001', 'Rajasthan', 'Jaipur'],
    ['500001', 'Telangana', 'Hyderabad'],
    ['800001', 'Bihar', 'Patna'],
    ['194101', 'Ladakh', 'Leh'],
  ])('resolves %s to %s, %s', async (pin, state, district) => {
    const res = await t.app.inject(`/users/api/pincode/${pin}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, msg: expect.any(String), data: [{ state, district }] });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers without the trailing slash too', async () => {
    const res = await t.app.inject('/users/api/pincode/411001');
    expect(res.json().data).toEqual([{ state: 'Maharashtra', district: 'Pune' }]);
  });

  it('lists every district of a PIN that spans several', async () => {
    const res = await t.app.inject('/users/api/pincode/110001/');
    expect(res.json().data).toEqual([
      { state: 'Delhi', district: 'Central Delhi' },
      { state: 'Delhi', district: 'New Delhi' },
    ]);
  });

  it('answers an unknown PIN with 404 and a msg that reads well before the page adds its hint', async () => {
    const res = await t.app.inject('/users/api/pincode/999999/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, msg: 'Pincode not found' });
  });

  it.each(['41100', '4110011', '41100a', 'abcdef', '011001'])('rejects the malformed PIN %s with 400', async (pin) => {
    const res = await t.app.inject(`/users/api/pincode/${pin}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: 'Please enter a valid 6 digit PIN code' });
  });
});

describe(`brand list in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const tractor = await ensureSegment(db, 'tractor', 'Tractor');
    const bike = await ensureSegment(db, 'two-wheeler', '2 Wheeler');
    await db.update(segments).set({ sortOrder: 1 }).where(eq(segments.id, bike.id));
    const [swaraj] = await db.insert(brands).values({ segmentId: tractor.id, name: 'Swaraj' }).returning();
    await db.insert(vehicleModels).values([
      { brandId: swaraj!.id, name: '744 FE' },
      { brandId: swaraj!.id, name: '735 FE' },
    ]);
    await db.insert(brands).values({ segmentId: bike.id, name: 'Hero' });
    const auction = await createAuction(db, { lots: 0, segment: 'tractor' });
    await createAsset(db, auction.auction, { make: 'Mahindra', model: '575 DI' });
    await createAsset(db, auction.auction, { make: 'swaraj', model: '855 FE' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('groups brands and models per segment, adding makes that lots carry', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auctions/get-brand-list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      data: [
        {
          segment_id: expect.any(Number),
          segment: 'Tractor',
          segment_code: 'tractor',
          brands: [
            { name: 'Mahindra', models: ['575 DI'] },
            { name: 'Swaraj', models: ['735 FE', '744 FE', '855 FE'] },
          ],
        },
        { segment_id: expect.any(Number), segment: '2 Wheeler', segment_code: 'two-wheeler', brands: [{ name: 'Hero', models: [] }] },
      ],
    });
  });

  it('narrows to one segment by code, name or id', async () => {
    for (const segment of ['two-wheeler', '2 wheeler']) {
      const body = (await t.app.inject({ method: 'POST', url: '/auctions/get-brand-list', payload: { segment } })).json();
      expect(body.data.map((g: { segment: string }) => g.segment)).toEqual(['2 Wheeler']);
    }
    const all = (await t.app.inject({ method: 'POST', url: '/auctions/get-brand-list' })).json();
    const id = all.data[0].segment_id;
    const one = (await t.app.inject({ method: 'POST', url: '/auctions/get-brand-list', payload: { segment: id } })).json();
    expect(one.data.map((g: { segment: string }) => g.segment)).toEqual(['Tractor']);
    const none = (await t.app.inject({ method: 'POST', url: '/auctions/get-brand-list', payload: { segment: 'boats' } })).json();
    expect(none).toEqual({ status: 200, data: [] });
  });
});

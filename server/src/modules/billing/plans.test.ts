import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSegment } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { insertPlan } from './test-support.js';

describe(`plans in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    const tractor = await ensureSegment(t.app.db, 'tractor', 'Tractor');
    await insertPlan(t.app.db, { tenureMonths: 1, price: 1_500, name: 'PAN India Permission' });
    await insertPlan(t.app.db, { tenureMonths: 12, price: 25_000, name: 'PAN India Permission' });
    await insertPlan(t.app.db, { tenureMonths: 12, price: 18_000, name: 'Tractor', segmentId: tractor.id });
    await insertPlan(t.app.db, { tenureMonths: 6, price: 15_000, name: 'Hidden', isPublished: false });
    await insertPlan(t.app.db, { tenureMonths: 3, price: 9_000, name: 'Dealer ERP', platform: 'erp' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('groups published plans by tenure with month labels, leaving out tenures with nothing on sale', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/subscriptions/get-simplified-plan-details-for-subscription' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.map((d: { month: string }) => d.month)).toEqual(['1 month', '12 months']);
    // Default configuration: a registered operator whose prices include 18% GST.
    expect(body.data[0].price).toEqual([
      {
        plan_id: expect.any(Number),
        plan_name: 'PAN India Permission',
        price_by_plan: 1_500,
        gst: 'included',
        gst_rate_bp: 1800,
        payable_amount: 1_500,
      },
    ]);
    expect(body.data[1].price).toHaveLength(2);
    expect(body.data[1].price).toContainEqual(expect.objectContaining({ plan_name: 'Tractor', price_by_plan: 18_000 }));
    expect(body.data[1].price).toContainEqual(expect.objectContaining({ plan_name: 'PAN India Permission', price_by_plan: 25_000 }));
  });

  it('lists the published plans of the platforms asked for, the marketplace’s by default', async () => {
    const byDefault = (await t.app.inject({ method: 'POST', url: '/subscriptions/get-all-published-plans-by-platform-list' })).json();
    expect(byDefault.status).toBe(200);
    expect(byDefault.data).toHaveLength(3);
    expect(byDefault.data).toContainEqual(
      expect.objectContaining({ plan_name: 'Tractor', plan_term: '12_months', month: '12 months', segment: 'tractor', price: 18_000 }),
    );
    expect(byDefault.data).toContainEqual(
      expect.objectContaining({ plan_name: 'PAN India Permission', segment: null, plan_term: '1_month' }),
    );

    const both = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/get-all-published-plans-by-platform-list',
      payload: { platform: ['auction', 'erp'] },
    });
    expect(both.json().data).toHaveLength(4);

    const erp = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/get-all-published-plans-by-platform-list',
      payload: 'platform=erp',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(erp.json().data.map((p: { plan_name: string }) => p.plan_name)).toEqual(['Dealer ERP']);
  });

  it('tells the web client which gateway is active and its public key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/subscriptions/payment-config' });
    expect(res.json()).toEqual({
      status: 200,
      data: { gateway: 'simulated', key: 'rzp_test_simulated', checkout_url: '/payments/simulated/checkout' },
    });
  });

  it('documents the billing endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    for (const path of [
      '/subscriptions/subscription-creation-by-user',
      '/subscriptions/verify-user-payment',
      '/subscriptions/verify-backout-payment-using-link',
      '/auctions/get-backout-dashboard-data',
      '/payments/razorpay/webhook',
      '/payments/simulated/checkout',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.js';
import { createCapturingSender } from '../../lib/sms.js';
import { createAuction, nextPhone, sendQuote, signedInUser, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

const sms = createCapturingSender();
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ sms });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const quote = (cookie: string, assetId: number, amount: number) => sendQuote(t.app, cookie, assetId, amount);

async function dealerWithAgent(caps: Record<string, unknown>) {
  const dealer = await subscribedBuyer(t.db, { kycVerified: true, firstName: 'Anil', lastName: 'Tractors' });
  await post('/client/api/dealer/become', {}, dealer.cookie);
  const phone = nextPhone();
  const inv = await post('/client/api/dealer/agents/invite', { phone, name: 'Vijay Kale', ...caps }, dealer.cookie);
  const token = inv.json().data.invite_url.split('/agent-invite/')[1];
  await post('/user/check-user-and-sendotp', { phone });
  await post('/user/verifyotp', { phone, otp: sms.lastCodeTo(phone) });
  const acc = await post('/dealer-invite/accept', { token });
  const c = acc.cookies.find((x) => x.name === 'vh_session')!;
  return { dealer, agentCookie: `vh_session=${c.value}`, rowId: inv.json().data.id as number, phone };
}

describe(`agents quoting for their dealer in ${modeName}`, () => {
  it('an agent quotes in the dealer’s name within caps, is refused beyond them, and the dealer sees it all', async () => {
    const { lots } = await createAuction(t.db, { lots: 3, startPrice: 100_000, increment: 1_000 });
    const [a, b, c] = lots.map((l) => l.id) as [number, number, number];
    const { dealer, agentCookie, rowId } = await dealerWithAgent({ per_lot_cap: 150_000, total_cap: 250_000 });

    const ok = await quote(agentCookie, a, 100_000);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().code, ok.body).toBe('bid.accepted_leading');
    const [q] = await t.db.select().from(quotes).where(eq(quotes.assetId, a));
    // The bidder of record is the dealer; the agent is recorded beside it.
    expect(q!.userId).toBe(dealer.user.id);
    expect(q!.agentId).not.toBeNull();

    const overLot = await quote(agentCookie, b, 160_000);
    expect(overLot.statusCode).toBe(403);
    expect(overLot.json().code).toBe('dealers.agent_cap_lot');
    expect(overLot.json().msg).toContain('₹1,50,000');

    expect((await quote(agentCookie, b, 140_000)).statusCode).toBe(200);
    // 1,00,000 + 1,40,000 are in use: another 1,00,000 would pass the total cap of 2,50,000.
    const overTotal = await quote(agentCookie, c, 100_000);
    expect(overTotal.statusCode).toBe(403);
    expect(overTotal.json().code).toBe('dealers.agent_cap_total');

    // Another buyer outbids on one lot and sees only the dealer's masked id, never the agent.
    const rival = await subscribedBuyer(t.db);
    expect((await quote(rival.cookie, a, 101_000)).statusCode).toBe(200);
    const history = await post('/auctions/asset-quote-history', { asset_id: a }, rival.cookie);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.quotes).toHaveLength(2);
    expect(history.body).not.toContain('Vijay');

    const dash = (await post('/client/api/dealer/dashboard', {}, dealer.cookie)).json().data;
    expect(dash.quotes.map((x: { amount: number; agent_name: string }) => [x.amount, x.agent_name]).sort()).toEqual([
      [100_000, 'Vijay Kale'],
      [140_000, 'Vijay Kale'],
    ]);
    expect(dash.agents).toEqual([expect.objectContaining({ name: 'Vijay Kale', quotes: 2, exposure: 140_000 })]);
    const agentId = dash.agents[0].agent_id as number;
    expect((await post('/client/api/dealer/dashboard', { agent_id: agentId + 100_000 }, dealer.cookie)).json().data.quotes).toEqual([]);

    const admin = await signedInUser(t.db, { isAdmin: true });
    const audit = await t.app.inject({ method: 'GET', url: `/admin/lots/${a}/quote-agents`, headers: { cookie: admin.cookie } });
    expect(audit.json().data[0]).toMatchObject({ bidder_id: dealer.user.id, agent_id: agentId, agent_name: 'Vijay Kale' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin/lots/${a}/quote-agents`, headers: { cookie: dealer.cookie } })).statusCode,
    ).toBe(403);

    // Suspended: the agent's session is gone at once.
    await post('/client/api/dealer/agents/suspend', { id: rowId }, dealer.cookie);
    expect((await quote(agentCookie, c, 1_000)).statusCode).toBe(401);
  });

  it('refuses an agent a state or segment the dealer has not allowed', async () => {
    const { lots, segment } = await createAuction(t.db);
    const { agentCookie } = await dealerWithAgent({ allowed_segments: ['two_wheeler'] });
    expect(segment.code).toBe('tractor');
    const res = await quote(agentCookie, lots[0]!.id, 100_000);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('dealers.agent_segment_not_allowed');

    const other = await dealerWithAgent({ allowed_state_ids: [2_000_000] });
    const res2 = await quote(other.agentCookie, lots[0]!.id, 100_000);
    expect(res2.statusCode).toBe(403);
    expect(res2.json().code).toBe('dealers.agent_state_not_allowed');
  });
});

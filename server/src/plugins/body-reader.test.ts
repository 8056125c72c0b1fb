import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createUser, subscribedBuyer, TEST_PASSWORD } from '../test/factories.js';
import { encode, ENCODINGS, type Encoding } from '../test/fuzz/requests.js';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';

/** Answers carry the database clock; everything else must match byte for byte. */
const stable = (body: string) => body.replace(/"(server_time|serverTime)":"[^"]*"/g, '"$1":"-"');

describe(`one body reader for every encoding in ${modeName}`, () => {
  let t: TestContext;
  let buyer: string;
  let assetId: number;
  let auctionId: number;
  let phone: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    const { auction, lots } = await createAuction(t.db, { state: 'Gujarat', lots: 2 });
    await createAuction(t.db, { state: 'Maharashtra' });
    auctionId = auction.id;
    assetId = lots[0]!.id;
    buyer = (await subscribedBuyer(t.db)).cookie;
    phone = (await createUser(t.db)).phone;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  let address = 0;
  async function post(url: string, body: Record<string, unknown>, encoding: Encoding, cookie?: string) {
    const { payload, contentType } = encode(body, encoding);
    address += 1;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': contentType,
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': `10.1.${address >> 8}.${address & 255}`,
        ...(cookie ? { cookie } : {}),
      },
      payload,
    });
    return { status: res.statusCode, body: stable(res.body) };
  }

  async function sameInEveryEncoding(url: string, body: Record<string, unknown>, cookie?: string) {
    const [first, ...rest] = await Promise.all(ENCODINGS.map((e) => post(url, body, e, cookie)));
    for (const r of rest) expect(r, url).toEqual(first);
    return first!;
  }

  it('answers the spec calls the same whether the fields come as multipart, urlencoded or JSON', async () => {
    const calls: [string, Record<string, unknown>, string?][] = [
      ['/user/checkuser', { phone }],
      ['/tractorpoint/getAuction', { state: 'Gujarat', key: '' }],
      ['/auctions/search-assets-by-make-model', { key: 'Mahindra', state: 'Gujarat', auction_type: 'all' }],
      ['/client/get_auction', { uid: auctionId, list_type: 'all_assets', page_no: 1 }, buyer],
      ['/auctions/view/assets', { asset_id: assetId }, buyer],
      ['/auctions/asset-exists-check', { asset_id: assetId }, buyer],
      ['/client/get-lnt-latest-bid', { asset_ids: `${assetId}` }],
      ['/auctions/get-watchlist-by-auction-asset-id', { asset_id: assetId }, buyer],
      ['/client/mybid', { page_no: 1 }, buyer],
    ];
    for (const [url, body, cookie] of calls) {
      const answer = await sameInEveryEncoding(url, body, cookie);
      expect(answer.status, `${url} ${answer.body.slice(0, 200)}`).toBe(200);
    }
    // The state filter is applied from a multipart form too (it used to be dropped).
    const listing = JSON.parse((await post('/tractorpoint/getAuction', { state: 'Gujarat', key: '' }, 'multipart')).body);
    expect(listing.data.live.map((a: { state: string }) => a.state)).toEqual(['Gujarat']);
  });

  it('signs in from a FormData body as from JSON', async () => {
    for (const encoding of ENCODINGS) {
      const res = await post('/login-react', { phone, password: TEST_PASSWORD }, encoding);
      expect(res.status, `${encoding}: ${res.body}`).toBe(200);
    }
  });

  it('refuses booleans, lists, hex and fractions for money and ids with the same plain 400', async () => {
    for (const [field, value, msg] of [
      ['amount', true, 'amount must be a number of rupees'],
      ['amount', '0x10', 'amount must be a number of rupees'],
      ['amount', [1, 2], 'amount must be a number of rupees'],
      ['amount', '100000.5', 'amount must be a whole number of rupees'],
      ['asset_id', 'abc', 'asset_id must be a number'],
    ] as const) {
      const answer = await sameInEveryEncoding(
        '/client/add_autobid_amount',
        { asset_id: assetId, amount: 150_000, max_amount: 150_000, [field === 'amount' ? 'max_amount' : field]: value },
        buyer,
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).msg).toBe(msg.replace(/^amount/, 'max_amount'));
    }
  });

  it('refuses a control character in any text field with a 400 naming the field, before any query', async () => {
    const answer = await sameInEveryEncoding('/user/create-lead', {
      name: 'Ravi\u0000',
      phone: '9876543210',
      state: 'Gujarat',
      city: 'Surat',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).msg).toBe('name contains a control character (such as NUL); remove it and try again');
  });

  it('checks the session before the body: a signed-out client gets the 401 of spec §8 whatever it sends', async () => {
    for (const url of [
      '/client/mybid',
      '/client/add_autobid_amount',
      '/auctions/asset-exists-check',
      '/subscriptions/subscription-creation-by-user',
    ]) {
      const answer = await sameInEveryEncoding(url, { asset_id: 'not a number', page_no: true });
      expect(answer, url).toEqual({
        status: 401,
        body: JSON.stringify({ status: 401, code: 'auth.required', params: {}, msg: 'Authentication Required' }),
      });
    }
  });

  it('refuses a file on a call that takes none', async () => {
    const boundary = '----vhfile';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="phone"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/checkuser',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe("This request takes no files (got a file in 'phone')");
  });
});

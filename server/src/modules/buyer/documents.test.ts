import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, signedInUser, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { endAuction, post, postMultipart, quote, setResult } from './test-helpers.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A two-lot auction: the winner buys lot 1 (approved); lot 2 waits for approval, also the winner's. */
async function sale() {
  const { auction, lots } = await createAuction(t.db, { lots: 2 });
  const winner = await subscribedBuyer(t.db, {
    firstName: 'Ramesh',
    lastName: 'Patil',
    panNumber: 'ABCDE1234F',
    address: 'At Post Shirur',
  });
  const other = await subscribedBuyer(t.db);
  await quote(t.app, other.cookie, lots[0]!.id, 100_000);
  await quote(t.app, winner.cookie, lots[0]!.id, 151_000);
  await quote(t.app, winner.cookie, lots[1]!.id, 100_000);
  await endAuction(t.db, auction.id);
  await setResult(t.db, lots[0]!.id, 'approved');
  return { auctionId: auction.id, sold: lots[0]!.id, pending: lots[1]!.id, winner, other };
}

function expectPdf(res: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }, fileName: string) {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(res.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
}

describe(`bond and KYC downloads in ${modeName}`, () => {
  it('gives the winner the PDF of their lot, and refuses another buyer with a 403', async () => {
    const s = await sale();
    expectPdf(
      await postMultipart(t.app, '/auctions/asset-list-bond-kyc-download', s.winner.cookie, { asset_id: s.sold }),
      `bond-kyc-lot-${s.sold}.pdf`,
    );
    const refused = await postMultipart(t.app, '/auctions/asset-list-bond-kyc-download', s.other.cookie, { asset_id: s.sold });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, msg: 'You can download the bond and KYC documents only for lots you won.' });
  });

  it('lets an admin download any sold lot’s PDF', async () => {
    const s = await sale();
    const admin = await signedInUser(t.db, { isAdmin: true });
    expectPdf(
      await postMultipart(t.app, '/auctions/asset-list-bond-kyc-download', admin.cookie, { asset_id: s.sold }),
      `bond-kyc-lot-${s.sold}.pdf`,
    );
  });

  it('holds the documents back (409) until the sale is approved, and answers 404 for an unknown lot', async () => {
    const s = await sale();
    const early = await postMultipart(t.app, '/auctions/asset-list-bond-kyc-download', s.winner.cookie, { asset_id: s.pending });
    expect(early.json()).toMatchObject({ status: 409, msg: 'The bond and KYC documents are available once the sale is approved.' });
    await setResult(t.db, s.pending, 'paid');
    expectPdf(
      await post(t.app, '/auctions/asset-list-bond-kyc-download', s.winner.cookie, { asset_id: s.pending }),
      `bond-kyc-lot-${s.pending}.pdf`,
    );
    const unknown = await postMultipart(t.app, '/auctions/asset-list-bond-kyc-download', s.winner.cookie, { asset_id: 987_654 });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives an auction’s PDF to its buyer and to admins, and a 403 to a buyer who bought nothing in it', async () => {
    const s = await sale();
    const admin = await signedInUser(t.db, { isAuctionAdmin: true });
    const name = `bond-kyc-auction-${s.auctionId}.pdf`;
    expectPdf(await postMultipart(t.app, '/auctions/auction-list-bond-kyc-download', s.winner.cookie, { auction_id: s.auctionId }), name);
    expectPdf(await postMultipart(t.app, '/auctions/auction-list-bond-kyc-download', admin.cookie, { auction_id: s.auctionId }), name);
    const refused = await postMultipart(t.app, '/auctions/auction-list-bond-kyc-download', s.other.cookie, { auction_id: s.auctionId });
    expect(refused.statusCode).toBe(403);
    const unknown = await postMultipart(t.app, '/auctions/auction-list-bond-kyc-download', s.winner.cookie, { auction_id: 987_654 });
    expect(unknown.json()).toMatchObject({ status: 404, msg: 'Auction not found.' });
  });

  it('downloads from the dashboard all of my purchases, one lot, or says there are none', async () => {
    const s = await sale();
    expectPdf(
      await postMultipart(t.app, '/auctions/get-user-dashboard-bond-kyc-download', s.winner.cookie, {}),
      'bond-kyc-my-purchases.pdf',
    );
    expectPdf(
      await postMultipart(t.app, '/auctions/get-user-dashboard-bond-kyc-download', s.winner.cookie, { asset_id: s.sold }),
      `bond-kyc-lot-${s.sold}.pdf`,
    );
    const other = await postMultipart(t.app, '/auctions/get-user-dashboard-bond-kyc-download', s.other.cookie, { asset_id: s.sold });
    expect(other.statusCode).toBe(403);
    const none = await postMultipart(t.app, '/auctions/get-user-dashboard-bond-kyc-download', s.other.cookie, {});
    expect(none.json()).toMatchObject({ status: 404, msg: 'You have no approved purchases to download documents for.' });
  });

  it('answers 400 for a missing or malformed id and 401 without a session', async () => {
    const buyer = await subscribedBuyer(t.db);
    expect((await postMultipart(t.app, '/auctions/asset-list-bond-kyc-download', buyer.cookie, {})).json()).toMatchObject({
      status: 400,
      msg: 'asset_id is required',
    });
    expect((await postMultipart(t.app, '/auctions/asset-list-bond-kyc-download', buyer.cookie, { asset_id: 'x' })).json()).toMatchObject({
      status: 400,
      msg: 'asset_id must be a number',
    });
    expect((await postMultipart(t.app, '/auctions/asset-list-bond-kyc-download', undefined, { asset_id: 1 })).statusCode).toBe(401);
  });
});

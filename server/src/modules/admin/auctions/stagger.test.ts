import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../../db/schema/index.js';
import { ensureFinancier, ensureSegment, ensureState, adminUser, call, upload, inHours, lotForm } from '../../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../../test/harness.js';
import { closeDueLots } from '../../bidding/index.js';

let t: TestContext;
let admin: { cookie: string };
let refs: { financier_id: number; state_id: number; segment_id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t.db, 'auction_admin');
  const [f, s, g] = await Promise.all([ensureFinancier(t.db), ensureState(t.db), ensureSegment(t.db)]);
  refs = { financier_id: f.id, state_id: s.id, segment_id: g.id };
});
afterAll(async () => {
  await t.close();
});

const secondsAfter = (iso: string, s: number) => new Date(Date.parse(iso) + s * 1000).toISOString();

async function newAuction(over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/admin/auctions', admin.cookie, {
    title: 'Staggered sale',
    ...refs,
    starts_at: inHours(2),
    ends_at: inHours(5),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; ends_at: string; close_gap_seconds: number };
}
async function addLot(auctionId: number, over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', `/admin/auctions/${auctionId}/lots`, admin.cookie, lotForm(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; lot_no: number; ends_at: string; hard_end_at: string };
}
const detail = async (id: number) =>
  (await call(t.app, 'GET', `/admin/auctions/${id}`, admin.cookie)).json().data as {
    ends_at: string;
    last_ends_at: string;
    lots: { id: number; lot_no: number; ends_at: string; hard_end_at: string }[];
  };
const lotRows = (auctionId: number) => t.db.select().from(assets).where(eq(assets.auctionId, auctionId)).orderBy(asc(assets.lotNo));
/** Moves the auction and its lots `seconds` earlier, as if that much time had passed. */
const travel = (auctionId: number, seconds: number) =>
  Promise.all([
    t.db.execute(
      sql`update auctions set starts_at = starts_at - make_interval(secs => ${seconds}), ends_at = ends_at - make_interval(secs => ${seconds}) where id = ${auctionId}`,
    ),
    t.db.execute(
      sql`update assets set starts_at = starts_at - make_interval(secs => ${seconds}), ends_at = ends_at - make_interval(secs => ${seconds}), hard_end_at = hard_end_at - make_interval(secs => ${seconds}) where auction_id = ${auctionId}`,
    ),
  ]);

describe(`staggered closing in ${modeName}`, () => {
  it('closes lots a minute apart in lot order by default, each with its own hard end; the auction ends with its last lot', async () => {
    const a = await newAuction();
    expect(a.close_gap_seconds).toBe(60);
    const first = await addLot(a.id);
    const third = await addLot(a.id, { lot_no: 3 });
    const second = await addLot(a.id, { lot_no: 2 });
    expect(first.ends_at).toBe(a.ends_at);
    expect(second.ends_at).toBe(secondsAfter(a.ends_at, 60));
    const d = await detail(a.id);
    expect(d.lots.map((l) => l.ends_at)).toEqual([a.ends_at, secondsAfter(a.ends_at, 60), secondsAfter(a.ends_at, 120)]);
    expect(d.lots.map((l) => l.hard_end_at)).toEqual(d.lots.map((l) => secondsAfter(l.ends_at, 1800)));
    expect(d.lots.find((l) => l.id === third.id)!.ends_at).toBe(secondsAfter(a.ends_at, 120));
    expect(d.last_ends_at).toBe(secondsAfter(a.ends_at, 120));
  });

  it('closes every lot together with a gap of 0, and staggers imported lots with the set gap', async () => {
    const together = await newAuction({ close_gap_seconds: 0 });
    await addLot(together.id);
    await addLot(together.id);
    expect((await lotRows(together.id)).map((l) => l.endsAt.toISOString())).toEqual([together.ends_at, together.ends_at]);

    const imported = await newAuction({ close_gap_seconds: 45 });
    const header =
      'make,model,year,registration_number,yard_location,start_price,increment,rc,keys,noc,form35,hypothecation,repossession_basis';
    const papers = 'original,2,after_payment,after_payment,this_financier,loan_default';
    const csv = [header, ...[1, 2, 3].map((n) => `Eicher,380,2020,KA01AB000${n},Yard,200000,1000,${papers}`)].join('\n');
    const res = await upload(t.app, `/admin/auctions/${imported.id}/lots/import`, admin.cookie, [
      { field: 'file', name: 'lots.csv', data: Buffer.from(csv) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await lotRows(imported.id)).map((l) => l.endsAt.toISOString())).toEqual(
      [0, 45, 90].map((s) => secondsAfter(imported.ends_at, s)),
    );
  });

  it('re-staggers on an edit only the lots not yet live, and after a withdrawal closes the gap it left', async () => {
    const a = await newAuction({ close_gap_seconds: 30 });
    const lots = [await addLot(a.id), await addLot(a.id), await addLot(a.id), await addLot(a.id)];
    const moved = await call(t.app, 'PATCH', `/admin/auctions/${a.id}`, admin.cookie, { ends_at: inHours(6) });
    expect(moved.statusCode, moved.body).toBe(200);
    const end = moved.json().data.ends_at as string;
    expect((await lotRows(a.id)).map((l) => l.endsAt.toISOString())).toEqual([0, 30, 60, 90].map((s) => secondsAfter(end, s)));

    // The auction has started: lot 1 closed, lot 2 live, lots 3 and 4 open later (their own start ahead).
    await t.db.execute(sql`update auctions set starts_at = now() - interval '1 hour' where id = ${a.id}`);
    await t.db.execute(sql`update assets set starts_at = now() - interval '1 hour' where id in (${lots[0]!.id}, ${lots[1]!.id})`);
    await t.db.execute(sql`update assets set status = 'closed', closed_at = now(), result = 'no_bids' where id = ${lots[0]!.id}`);
    await t.db.execute(sql`update assets set starts_at = now() + interval '1 hour' where id in (${lots[2]!.id}, ${lots[3]!.id})`);
    const before = await lotRows(a.id);

    const gap = await call(t.app, 'PATCH', `/admin/auctions/${a.id}`, admin.cookie, { close_gap_seconds: 120 });
    expect(gap.statusCode, gap.body).toBe(200);
    const after = await lotRows(a.id);
    expect(after[0]!.endsAt).toEqual(before[0]!.endsAt);
    expect(after[1]!.endsAt).toEqual(before[1]!.endsAt);
    expect(after.slice(2).map((l) => l.endsAt.toISOString())).toEqual([240, 360].map((s) => secondsAfter(end, s)));
    expect(after[3]!.hardEndAt.toISOString()).toBe(secondsAfter(end, 360 + 1800));

    const withdrawn = await call(t.app, 'POST', `/admin/lots/${lots[2]!.id}/withdraw`, admin.cookie, { reason: 'RC missing' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const last = (await lotRows(a.id))[3]!;
    expect(last.endsAt.toISOString()).toBe(secondsAfter(end, 240));
  });

  it('the close scheduler closes staggered lots one after another, in lot order', async () => {
    const a = await newAuction({ starts_at: inHours(1), ends_at: inHours(2), close_gap_seconds: 60 });
    for (let i = 0; i < 3; i += 1) await addLot(a.id);
    const firstEnd = Date.parse(a.ends_at);
    // Just past the first lot's end: only lot 1 is due.
    await travel(a.id, Math.ceil((firstEnd - Date.now()) / 1000) + 5);
    const closedFirst = (await closeDueLots(t.db)).filter((l) => l.auction_id === a.id);
    expect(closedFirst).toHaveLength(1);
    const statuses = async () => (await lotRows(a.id)).map((l) => l.status);
    expect(await statuses()).toEqual(['closed', 'open', 'open']);

    await travel(a.id, 60);
    expect((await closeDueLots(t.db)).filter((l) => l.auction_id === a.id)).toHaveLength(1);
    expect(await statuses()).toEqual(['closed', 'closed', 'open']);

    await travel(a.id, 60);
    expect((await closeDueLots(t.db)).filter((l) => l.auction_id === a.id)).toHaveLength(1);
    expect(await statuses()).toEqual(['closed', 'closed', 'closed']);
    const rows = await lotRows(a.id);
    expect(rows[0]!.closedAt! <= rows[1]!.closedAt! && rows[1]!.closedAt! <= rows[2]!.closedAt!).toBe(true);
  });
});

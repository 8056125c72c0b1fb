import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, auditLog, outbox } from '../../../db/schema/index.js';
import { auctionStateSubject } from '../../../events/subjects.js';
import { collectKeys } from '../../../storage/storage.js';
import {
  createAuction,
  ensureFinancier,
  ensureSegment,
  ensureState,
  subscribedBuyer,
  call,
  upload,
  inHours,
  lotForm,
  sendQuote,
} from '../../../test/factories.js';
import { modeName } from '../../../test/harness.js';
import { adminSuite } from '../../../test/suite.js';

const t = adminSuite({ uploads: true, as: 'auction_admin' });
/** Names of the files stored under a folder, whichever storage the mode uses. */
const stored = async (prefix: string) => (await collectKeys(t.app.storage, prefix)).map((k) => path.basename(k));
let refs: { financier_id: number; state_id: number; segment_id: number };

beforeAll(async () => {
  const [f, s, g] = await Promise.all([ensureFinancier(t.db), ensureState(t.db), ensureSegment(t.db)]);
  refs = { financier_id: f.id, state_id: s.id, segment_id: g.id };
});

async function newAuction(over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/admin/auctions', t.admin.cookie, {
    title: 'Pune tractors',
    ...refs,
    starts_at: inHours(2),
    ends_at: inHours(5),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: string; starts_at: string; ends_at: string };
}
async function addLot(auctionId: number, over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', `/admin/auctions/${auctionId}/lots`, t.admin.cookie, lotForm(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; lot_no: number; starts_at: string; ends_at: string; hard_end_at: string };
}
const audits = async (action: string, entityId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
  ).length;
const quote = (cookie: string, assetId: number, amount: number) => sendQuote(t.app, cookie, assetId, amount);

describe(`auctions in ${modeName}`, () => {
  it('creates an upcoming auction and lists it with filters and per-status counts', async () => {
    const other = await ensureFinancier(t.db, 'list-finance', 'List Finance');
    const a = await newAuction({ financier_id: other.id, title: 'Filter me' });
    expect(a.status).toBe('upcoming');
    await createAuction(t.db, { startsIn: -3600, endsIn: -60 });

    const mine = (await call(t.app, 'GET', `/admin/auctions?financier_id=${other.id}`, t.admin.cookie)).json().data;
    expect(mine.rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(mine.counts).toEqual({ upcoming: 1, live: 0, ended: 0, cancelled: 0, all: 1 });
    expect(mine.rows[0]).toMatchObject({
      financier: { id: other.id, name: 'List Finance' },
      lot_count: 0,
      soft_close_seconds: 180,
      hard_end_seconds: 1800,
    });

    const ended = (await call(t.app, 'GET', '/admin/auctions?status=ended', t.admin.cookie)).json().data;
    expect(ended.rows.length).toBeGreaterThan(0);
    expect(ended.rows.every((r: { status: string }) => r.status === 'ended')).toBe(true);
    const bad = await call(t.app, 'GET', '/admin/auctions?status=soon', t.admin.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses unknown references, an end before the start and an end in the past', async () => {
    const send = (over: Record<string, unknown>) =>
      call(t.app, 'POST', '/admin/auctions', t.admin.cookie, { title: 'X', ...refs, starts_at: inHours(1), ends_at: inHours(2), ...over });
    expect((await send({ financier_id: 999_999 })).json()).toMatchObject({
      status: 400,
      code: 'form.fields_invalid',
      msg: 'Fields to fix (1): financier_id: Choose one from the list.',
      errors: { financier_id: 'Choose one from the list.' },
      field_codes: { financier_id: { code: 'unknown_ref' } },
    });
    expect((await send({ ends_at: inHours(0.5) })).json().msg).toBe('Fields to fix (1): ends_at: The end must be after the start.');
    expect((await send({ starts_at: inHours(-3), ends_at: inHours(-1) })).json().msg).toBe(
      'Fields to fix (1): ends_at: The end must be in the future.',
    );
    expect((await send({ starts_at: '2026-12-01T10:00:00' })).json()).toMatchObject({ field_codes: { starts_at: { code: 'datetime' } } });
  });

  it('moves times before the start, open lots with them; refuses it once started; soft close changes until the end', async () => {
    const a = await newAuction();
    const lot = await addLot(a.id);
    const starts = inHours(3);
    const ends = inHours(6);
    const moved = await call(t.app, 'PATCH', `/admin/auctions/${a.id}`, t.admin.cookie, {
      starts_at: starts,
      ends_at: ends,
      hard_end_seconds: 600,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, lot.id));
    expect(row!.startsAt.toISOString()).toBe(starts);
    expect(row!.endsAt.toISOString()).toBe(ends);
    expect(row!.hardEndAt.getTime()).toBe(Date.parse(ends) + 600_000);

    const { auction: live, lots } = await createAuction(t.db, { startsIn: -60, endsIn: 3600 });
    const late = await call(t.app, 'PATCH', `/admin/auctions/${live.id}`, t.admin.cookie, { starts_at: inHours(1) });
    expect(late.json()).toMatchObject({
      status: 409,
      msg: 'Times, financier, state and segment can only change before the auction starts',
    });
    const soft = await call(t.app, 'PATCH', `/admin/auctions/${live.id}`, t.admin.cookie, {
      soft_close_seconds: 300,
      hard_end_seconds: 900,
      title: 'Renamed',
    });
    expect(soft.json().data).toMatchObject({ soft_close_seconds: 300, hard_end_seconds: 900, title: 'Renamed', status: 'live' });
    const [liveLot] = await t.db.select().from(assets).where(eq(assets.id, lots[0]!.id));
    expect(liveLot!.hardEndAt.getTime()).toBe(live.endsAt.getTime() + 900_000);
    const events = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, auctionStateSubject(live.id)));
    expect(events.map((e) => (e.payload as { change: string }).change)).toEqual(['updated']);

    const { auction: over } = await createAuction(t.db, { startsIn: -7200, endsIn: -60 });
    expect((await call(t.app, 'PATCH', `/admin/auctions/${over.id}`, t.admin.cookie, { extension_seconds: 60 })).statusCode).toBe(409);
    expect(await audits('auction.update', a.id)).toBe(1);
    expect(await audits('auction.create', a.id)).toBe(1);
  });

  it('cancels a live auction: lots withdrawn, an auction state event queued, quotes refused', async () => {
    const { auction, lots } = await createAuction(t.db, { lots: 2 });
    const buyer = await subscribedBuyer(t.db);
    const res = await call(t.app, 'POST', `/admin/auctions/${auction.id}/cancel`, t.admin.cookie, {
      reason: 'Financier settled with the borrower',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', lot_count: 0, withdrawn_count: 2 });
    const rows = await t.db.select().from(assets).where(eq(assets.auctionId, auction.id));
    expect(rows.every((r) => r.status === 'withdrawn')).toBe(true);
    const [event] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, auctionStateSubject(auction.id)));
    expect(event!.payload).toMatchObject({
      type: 'auction_state',
      change: 'cancelled',
      status: 'cancelled',
      reason: 'Financier settled with the borrower',
    });
    expect((await quote(buyer.cookie, lots[0]!.id, 100_000)).json().code).toBe('bid.withdrawn');
    expect((await call(t.app, 'POST', `/admin/auctions/${auction.id}/cancel`, t.admin.cookie)).statusCode).toBe(409);
    expect((await call(t.app, 'PATCH', `/admin/auctions/${auction.id}`, t.admin.cookie, { title: 'Again' })).statusCode).toBe(409);
    const { auction: ended } = await createAuction(t.db, { startsIn: -7200, endsIn: -60 });
    expect((await call(t.app, 'POST', `/admin/auctions/${ended.id}/cancel`, t.admin.cookie)).json().msg).toMatch(/has ended/);
    expect(await audits('auction.cancel', auction.id)).toBe(1);
  });
});

describe(`lots in ${modeName}`, () => {
  it('numbers new lots, times them by the auction and refuses a registration already in it', async () => {
    const a = await newAuction();
    const first = await addLot(a.id, { registration_number: 'mh12 ab 5555' });
    const second = await addLot(a.id, { lot_no: 7 });
    const third = await addLot(a.id);
    expect([first.lot_no, second.lot_no, third.lot_no]).toEqual([1, 7, 8]);
    expect(first).toMatchObject({
      starts_at: a.starts_at,
      ends_at: a.ends_at,
      registration_number: 'MH12 AB 5555',
      lot_state: 'upcoming',
      prices_locked: false,
    });
    const dup = await call(t.app, 'POST', `/admin/auctions/${a.id}/lots`, t.admin.cookie, lotForm({ registration_number: 'MH12AB5555' }));
    expect(dup.json()).toMatchObject({ status: 409, msg: 'Registration MH12AB5555 is already a lot in this auction' });
    const lotNo = await call(t.app, 'POST', `/admin/auctions/${a.id}/lots`, t.admin.cookie, lotForm({ lot_no: 7 }));
    expect(lotNo.statusCode).toBe(409);
    const cheapReserve = await call(t.app, 'POST', `/admin/auctions/${a.id}/lots`, t.admin.cookie, lotForm({ reserve_price: 1000 }));
    expect(cheapReserve.json().msg).toBe('Fields to fix (1): reserve_price: The reserve price must be at least the start price.');
    const detail = (await call(t.app, 'GET', `/admin/auctions/${a.id}`, t.admin.cookie)).json().data;
    expect(detail.lots.map((l: { lot_no: number }) => l.lot_no)).toEqual([1, 7, 8]);
    expect(await audits('lot.create', first.id)).toBe(1);
  });

  it('edits prices only before the first quote, descriptions after it', async () => {
    const { lots } = await createAuction(t.db);
    const id = lots[0]!.id;
    const before = await call(t.app, 'PATCH', `/admin/lots/${id}`, t.admin.cookie, { start_price: '1,20,000', reserve_price: 150_000 });
    expect(before.json().data).toMatchObject({ start_price: 120_000, reserve_price: 150_000 });
    const cleared = await call(t.app, 'PATCH', `/admin/lots/${id}`, t.admin.cookie, { reserve_price: null });
    expect(cleared.json().data.reserve_price).toBeNull();

    const buyer = await subscribedBuyer(t.db);
    expect((await quote(buyer.cookie, id, 120_000)).statusCode).toBe(200);
    const after = await call(t.app, 'PATCH', `/admin/lots/${id}`, t.admin.cookie, { increment: 5_000 });
    expect(after.json()).toMatchObject({ status: 409, msg: 'Start price, reserve and increment can only change before the first quote' });
    const notes = await call(t.app, 'PATCH', `/admin/lots/${id}`, t.admin.cookie, {
      inspection_notes: 'Rear tyre punctured',
      yard_district: 'Pune',
    });
    expect(notes.json().data).toMatchObject({
      inspection_notes: 'Rear tyre punctured',
      yard_district: 'Pune',
      prices_locked: true,
      increment: 1_000,
    });
    expect(notes.json().data.leader).toMatchObject({ user_id: buyer.user.id, phone: buyer.user.phone });
    expect(await audits('lot.update', id)).toBe(3);
  });

  it('withdraws an open lot with an auction state event, and refuses to touch it afterwards', async () => {
    const { auction, lots } = await createAuction(t.db, { lots: 2 });
    const id = lots[1]!.id;
    const res = await call(t.app, 'POST', `/admin/lots/${id}/withdraw`, t.admin.cookie, { reason: 'RC missing' });
    expect(res.json().data).toMatchObject({ status: 'withdrawn', lot_state: 'withdrawn' });
    const [event] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, auctionStateSubject(auction.id)));
    expect(event!.payload).toMatchObject({ change: 'lot_withdrawn', assetId: id });
    expect((await call(t.app, 'POST', `/admin/lots/${id}/withdraw`, t.admin.cookie)).statusCode).toBe(409);
    expect((await call(t.app, 'PATCH', `/admin/lots/${id}`, t.admin.cookie, { make: 'X' })).statusCode).toBe(409);
    expect(await audits('lot.withdraw', id)).toBe(1);
  });

  it('uploads, reorders and deletes photos, served by the media route', async () => {
    const { lots } = await createAuction(t.db);
    const id = lots[0]!.id;
    const jpeg = (color: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
    const res = await upload(t.app, `/admin/lots/${id}/photos`, t.admin.cookie, [
      { field: 'photo', name: 'front.jpg', data: await jpeg('#ff0000') },
      { field: 'photo', name: 'side.jpg', data: await jpeg('#00ff00') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const photos = res.json().data as { id: number; storage_key: string; url: string; sort_order: number }[];
    expect(photos.map((p) => p.sort_order)).toEqual([0, 1]);
    expect(photos[0]!.storage_key).toMatch(/^lots\/[0-9a-f-]{36}\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: photos[0]!.url })).statusCode).toBe(200);

    const order = await call(t.app, 'PUT', `/admin/lots/${id}/photos/order`, t.admin.cookie, { photo_ids: [photos[1]!.id, photos[0]!.id] });
    expect(order.json().data.map((p: { id: number }) => p.id)).toEqual([photos[1]!.id, photos[0]!.id]);
    expect((await call(t.app, 'PUT', `/admin/lots/${id}/photos/order`, t.admin.cookie, { photo_ids: [photos[1]!.id] })).statusCode).toBe(
      400,
    );

    const del = await call(t.app, 'DELETE', `/admin/lots/${id}/photos/${photos[1]!.id}`, t.admin.cookie);
    expect(del.json().data.map((p: { id: number }) => p.id)).toEqual([photos[0]!.id]);
    expect(await stored('lots/')).not.toContain(path.basename(photos[1]!.storage_key));
    for (const action of ['lot.photo_add', 'lot.photo_reorder', 'lot.photo_delete']) expect(await audits(action, id)).toBe(1);
  });
});

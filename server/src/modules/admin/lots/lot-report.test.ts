import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assetPhotos, auditLog } from '../../../db/schema/index.js';
import { message } from '../../../lib/i18n/render.js';
import { createAuction, call, LOT_DOCUMENTS, upload } from '../../../test/factories.js';
import { modeName } from '../../../test/harness.js';
import { adminSuite } from '../../../test/suite.js';
import { CHECKLISTS } from '../../catalog/index.js';
import { reportRow } from './import-sheet.js';

const t = adminSuite({ uploads: true });

/** Every tractor point OK (tyres at 80%), then the given changes. */
function points(changes: Record<string, { status?: string; value?: number; note?: string; photo_id?: number }> = {}) {
  return CHECKLISTS.tractor.map((p) => ({ code: p.code, ...(p.percent ? { value: 80 } : { status: 'ok' }), ...changes[p.code] }));
}
const saveReport = (lotId: number, body: unknown) => call(t.app, 'PUT', `/admin/lots/${lotId}/report`, t.admin.cookie, body);
const viewLot = (assetId: number) => t.app.inject({ method: 'POST', url: '/auctions/view/assets', payload: { asset_id: assetId } });
const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();

describe(`condition reports in ${modeName}`, () => {
  it('saves a full report, grades it by the rule, and shows it to buyers with the failed points', async () => {
    const { auction, lots } = await createAuction(t.db, { lots: 3 });
    const [worn, clean, none] = lots;
    const up = await upload(
      t.app,
      `/admin/lots/${worn!.id}/photos`,
      t.admin.cookie,
      [{ field: 'photo', name: 'brake.jpg', data: await photo() }],
      { slot: 'other' },
    );
    const photoId = up.json().files[0].photo_id as number;

    const res = await saveReport(worn!.id, {
      inspector_name: 'R. Patil',
      inspected_on: '2026-11-20',
      points: points({
        brake_service: { status: 'fail', note: 'Pedal sinks', photo_id: photoId },
        engine_smoke: { status: 'attention' },
        tyre_rear_left: { value: 20 },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // A critical fail (8) + a tyre fail (3) + an attention (1): 12 units on 75 points, one key point failed: C.
    expect(res.json().data).toMatchObject({
      checklist: 'tractor',
      grade: 'C',
      inspector_name: 'R. Patil',
      inspected_on: '2026-11-20',
      counts: { ok: 72, attention: 1, fail: 2, critical_fails: 1 },
    });
    expect((await saveReport(clean!.id, { inspector_name: 'S. Yadav', points: points() })).json().data.grade).toBe('A');

    const buyerView = (await viewLot(worn!.id)).json().data;
    expect(buyerView.grade).toBe('C');
    expect(buyerView.condition_report.points).toHaveLength(75);
    const brake = buyerView.condition_report.points.find((p: { code: string }) => p.code === 'brake_service');
    expect(brake).toMatchObject({
      status: 'fail',
      critical: true,
      note: 'Pedal sinks',
      photo_id: photoId,
      photo_url: expect.stringMatching(/^\/media\/img\/640\/lots\//),
    });
    expect(buyerView.condition_report.points.find((p: { code: string }) => p.code === 'tyre_rear_left')).toMatchObject({
      status: 'fail',
      value: 20,
      percent: true,
    });
    expect((await viewLot(none!.id)).json().data).toMatchObject({ grade: null, condition_report: null });

    // The listing filters by grade: "A,B" finds the clean lot only; a grade that is not A-E is refused.
    const list = (grade: string) => t.app.inject({ method: 'POST', url: '/client/get_auction', payload: { uid: auction.id, grade } });
    const good = (await list('a,b')).json().data.assets.map((a: { asset_id: number; grade: string }) => [a.asset_id, a.grade]);
    expect(good).toEqual([[clean!.id, 'A']]);
    expect((await list('C')).json().data.assets.map((a: { asset_id: number }) => a.asset_id)).toEqual([worn!.id]);
    const bad = await list('F');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/grade must be one or more of A, B, C, D, E/);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.report_save'), eq(auditLog.entityId, String(worn!.id))));
    expect(entry!.details).toMatchObject({ grade: 'C' });
  });

  it("refuses a report that leaves points out, names unknown ones, lacks a tyre reading or cites another lot's photo", async () => {
    const { lots } = await createAuction(t.db, { lots: 2 });
    const up = await upload(t.app, `/admin/lots/${lots[1]!.id}/photos`, t.admin.cookie, [
      { field: 'photo', name: 'x.jpg', data: await photo() },
    ]);
    const otherPhoto = up.json().files[0].photo_id as number;

    const short = await saveReport(lots[0]!.id, { inspector_name: 'A', points: points().slice(0, 70) });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toMatch(/5 points are not filled in/);

    const wrong = await saveReport(lots[0]!.id, {
      inspector_name: 'A',
      points: [
        ...points({ tyre_front_left: { value: undefined }, hyd_lift: { photo_id: otherPhoto } }),
        { code: 'handlebar', status: 'ok' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .problems.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['handlebar', 'hyd_lift', 'tyre_front_left']);

    const noName = await saveReport(lots[0]!.id, { points: points() });
    expect(noName.statusCode).toBe(400);
    expect((await viewLot(lots[0]!.id)).json().data.condition_report).toBeNull();
  });

  it('does not change the report of a withdrawn lot', async () => {
    const { lots } = await createAuction(t.db);
    expect((await call(t.app, 'POST', `/admin/lots/${lots[0]!.id}/withdraw`, t.admin.cookie, {})).statusCode).toBe(200);
    expect((await saveReport(lots[0]!.id, { inspector_name: 'A', points: points() })).statusCode).toBe(409);
  });

  it('imports a report with the lot sheet: points not listed are OK, a bad cell is a row error', async () => {
    const { auction } = await createAuction(t.db, { startsIn: 3600, endsIn: 7200 });
    const header =
      'make,model,year,registration_number,yard_location,start_price,increment,rc,keys,noc,form35,hypothecation,repossession_basis,dispute,condition,inspected_by';
    const docs = 'original,2,after_payment,ready,this_financier,loan_default';
    const csv = [
      header,
      `Swaraj,744 FE,2019,MH14ZZ0001,Chakan,300000,2000,${docs},Borrower contests the dues,engine_smoke=attention: blue smoke when cold; tyre_rear_left=35,K. Reddy`,
      `Swaraj,744 FE,2019,MH14ZZ0002,Chakan,300000,2000,${docs},,all_ok,K. Reddy`,
      `Swaraj,744 FE,2019,MH14ZZ0003,Chakan,300000,2000,${docs},,,`,
      `Swaraj,744 FE,2019,MH14ZZ0004,Chakan,300000,2000,${docs},,pto_shaft=broken,K. Reddy`,
      `Swaraj,744 FE,2019,MH14ZZ0005,Chakan,300000,2000,${docs},,handlebar=fail,K. Reddy`,
    ].join('\n');
    const res = await upload(
      t.app,
      `/admin/auctions/${auction.id}/lots/import`,
      t.admin.cookie,
      [{ field: 'file', name: 'lots.csv', data: Buffer.from(csv) }],
      { skip_invalid: 'true' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report.errors).toMatchObject([
      { row: 5, field: 'condition', message: 'pto_shaft: the status must be ok, attention or fail' },
      { row: 6, field: 'condition', message: 'handlebar is not a point of the tractor checklist' },
    ]);
    const ids = report.lots.map((l: { asset_id: number }) => l.asset_id);
    const [first, second, third] = await Promise.all(ids.map(async (id: number) => (await viewLot(id)).json().data));
    expect(first.condition_report).toMatchObject({ grade: 'A', inspector_name: 'K. Reddy', counts: { attention: 2, fail: 0 } });
    expect(first.documents).toMatchObject({
      rc: 'original',
      keys: 2,
      form35: 'ready',
      dispute: 'Borrower contests the dues',
      insurance_valid_until: null,
    });
    expect(second.condition_report.counts).toMatchObject({ ok: 75 });
    expect(third.condition_report).toBeNull();
  });
});

describe(`lot documents in ${modeName}`, () => {
  it('requires the papers when a lot is listed, each field with its own message', async () => {
    const { auction } = await createAuction(t.db, { startsIn: 3600, endsIn: 7200 });
    const lot = {
      make: 'Eicher',
      model: '380',
      year: 2020,
      registration_number: 'GJ05XY1234',
      yard_location: 'Rajkot',
      start_price: 200_000,
      increment: 1_000,
    };
    const missing = await call(t.app, 'POST', `/admin/auctions/${auction.id}/lots`, t.admin.cookie, {
      ...lot,
      noc: 'maybe',
      keys: 9,
      insurance_valid_until: '2027-02-30',
    });
    expect(missing.statusCode).toBe(400);
    const body = missing.json();
    expect(body.field_codes).toMatchObject({
      rc: { code: 'required' },
      noc: { code: 'choose_one' },
      keys: { code: 'max', params: { max: 5 } },
      form35: { code: 'required' },
      insurance_valid_until: { code: 'date' },
      hypothecation: { code: 'required' },
      repossession_basis: { code: 'required' },
    });
    expect(body.errors.noc).toBe('Choose one from the list.');

    const ok = await call(t.app, 'POST', `/admin/auctions/${auction.id}/lots`, t.admin.cookie, {
      ...lot,
      ...LOT_DOCUMENTS,
      insurance_valid_until: '2027-03-31',
      video_url: 'https://youtu.be/abc123',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      video_url: 'https://youtu.be/abc123',
      documents: { ...LOT_DOCUMENTS, insurance_valid_until: '2027-03-31', dispute: '' },
    });
    const view = (await viewLot(ok.json().data.id)).json().data;
    expect(view).toMatchObject({
      video_url: 'https://youtu.be/abc123',
      documents: { rc: 'original', noc: 'after_payment', insurance_valid_until: '2027-03-31' },
    });
  });

  it('changes the papers of an open lot on their own route, and refuses a video link that is not https', async () => {
    const { lots } = await createAuction(t.db);
    const id = lots[0]!.id;
    const bad = await call(t.app, 'PUT', `/admin/lots/${id}/documents`, t.admin.cookie, { ...LOT_DOCUMENTS, rc: 'photocopy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes).toEqual({ rc: { code: 'choose_one' } });
    const saved = await call(t.app, 'PUT', `/admin/lots/${id}/documents`, t.admin.cookie, {
      ...LOT_DOCUMENTS,
      rc: 'copy',
      dispute: 'Court case pending in Pune',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await viewLot(id)).json().data.documents).toMatchObject({ rc: 'copy', dispute: 'Court case pending in Pune' });

    const http = await call(t.app, 'PATCH', `/admin/lots/${id}`, t.admin.cookie, { video_url: 'http://example.com/v' });
    expect(http.statusCode).toBe(400);
    expect(http.json().field_codes).toEqual({ video_url: { code: 'https_url' } });
    expect(
      (await call(t.app, 'PATCH', `/admin/lots/${id}`, t.admin.cookie, { video_url: 'https://example.com/v' })).json().data.video_url,
    ).toBe('https://example.com/v');
    expect((await call(t.app, 'PATCH', `/admin/lots/${id}`, t.admin.cookie, { video_url: null })).json().data.video_url).toBeNull();
  });
});

describe(`photo slots in ${modeName}`, () => {
  it('files uploads under a named view, lets the console move a photo to another, and refuses unknown views', async () => {
    const { lots } = await createAuction(t.db);
    const id = lots[0]!.id;
    const up = await upload(t.app, `/admin/lots/${id}/photos`, t.admin.cookie, [{ field: 'photo', name: 'e.jpg', data: await photo() }], {
      slot: 'engine',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data[0]).toMatchObject({ slot: 'engine' });
    const wrong = await upload(
      t.app,
      `/admin/lots/${id}/photos`,
      t.admin.cookie,
      [{ field: 'photo', name: 'e.jpg', data: await photo() }],
      {
        slot: 'roof',
      },
    );
    expect(wrong.statusCode).toBe(400);

    const photoId = up.json().data[0].id as number;
    const moved = await call(t.app, 'PATCH', `/admin/lots/${id}/photos/${photoId}`, t.admin.cookie, { slot: 'meter' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data[0].slot).toBe('meter');
    expect((await call(t.app, 'PATCH', `/admin/lots/${id}/photos/${photoId}`, t.admin.cookie, { slot: 'roof' })).statusCode).toBe(400);

    const buyer = (await viewLot(id)).json().data.photos[0];
    expect(buyer).toMatchObject({ slot: 'meter' });
    expect(buyer.srcset).toMatch(/^\/media\/img\/320\/\S+ 320w, \/media\/img\/640\/\S+ 640w, \/media\/img\/1024\/\S+ 1024w$/);
    const avif = await t.app.inject({ method: 'GET', url: buyer.avif_srcset.split(' ')[0] });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
  });

  it('holds 40 photos a lot and refuses the 41st', async () => {
    const { lots } = await createAuction(t.db);
    const id = lots[0]!.id;
    await t.db
      .insert(assetPhotos)
      .values(
        Array.from({ length: 39 }, (_, i) => ({ assetId: id, storageKey: `seed/vehicles/tractor.svg`, sortOrder: i, slot: 'other' })),
      );
    const two = await upload(t.app, `/admin/lots/${id}/photos`, t.admin.cookie, [
      { field: 'photo', name: 'a.jpg', data: await photo() },
      { field: 'photo', name: 'b.jpg', data: await photo() },
    ]);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().files.map((f: { status: string; code?: string }) => [f.status, f.code])).toEqual([
      ['accepted', undefined],
      ['refused', 'too_many'],
    ]);
    expect(two.json().files[1].reason).toMatch(/\(40\)/);
  });
});

describe("import report rows in the reader's language", () => {
  it("words a row's problem from the catalog and keeps its code and values", () => {
    const row = reportRow({ row: 5, field: 'condition', text: message('admin.condition_cell_status', { point: 'pto_shaft' }) }, 'hi');
    expect(row).toEqual({
      row: 5,
      field: 'condition',
      message: 'pto_shaft: स्थिति ok, attention या fail होनी चाहिए',
      code: 'admin.condition_cell_status',
      params: { point: 'pto_shaft' },
    });
    expect(reportRow({ row: 2, field: 'make', text: 'make is required' }, 'ta')).toEqual({
      row: 2,
      field: 'make',
      message: 'make is required',
    });
  });
});

import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auctions, auditLog } from '../../../db/schema/index.js';
import { collectKeys } from '../../../storage/storage.js';
import { createAuction, ensureSegment, ensureState, call, upload } from '../../../test/factories.js';
import { modeName } from '../../../test/harness.js';
import { adminSuite } from '../../../test/suite.js';

const t = adminSuite({ uploads: true });
/** Names of the files stored under a folder, whichever storage the mode uses. */
const stored = async (prefix: string) => (await collectKeys(t.app.storage, prefix)).map((k) => path.basename(k));

const auditCount = async (action: string, entityId: number | string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
  ).length;

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#ed1c24' } })
    .png()
    .toBuffer();
const svg = (body: string) =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">${body}</svg>`);

describe(`financiers in ${modeName}`, () => {
  it('adds a financier with a slug from its name, edits it and records both in the audit log', async () => {
    const created = await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, { name: 'Shriram Tractor Finance' });
    expect(created.statusCode, created.body).toBe(200);
    const f = created.json().data;
    expect(f).toMatchObject({
      name: 'Shriram Tractor Finance',
      slug: 'shriram-tractor-finance',
      is_active: true,
      logo_url: null,
      auction_count: 0,
    });

    const edited = await call(t.app, 'PATCH', `/admin/financiers/${f.id}`, t.admin.cookie, { is_active: 'false', name: 'Shriram Finance' });
    expect(edited.json().data).toMatchObject({ name: 'Shriram Finance', is_active: false });
    const list = (await call(t.app, 'GET', '/admin/financiers', t.admin.cookie)).json().data;
    expect(list.some((x: { id: number; is_active: boolean }) => x.id === f.id && !x.is_active)).toBe(true);
    expect(await auditCount('financier.create', f.id)).toBe(1);
    expect(await auditCount('financier.update', f.id)).toBe(1);
  });

  it('sets, validates and clears the buying-limit multiple of a financier, on create and on edit', async () => {
    const created = await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, { name: 'Multiple Finance', deposit_limit_multiple: 8 });
    expect(created.statusCode, created.body).toBe(200);
    const f = created.json().data;
    expect(f.deposit_limit_multiple).toBe(8);
    const edited = await call(t.app, 'PATCH', `/admin/financiers/${f.id}`, t.admin.cookie, { deposit_limit_multiple: '12' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ deposit_limit_multiple: 12, name: 'Multiple Finance' });
    for (const bad of [0, 1001, 2.5, 'ten']) {
      const refused = await call(t.app, 'PATCH', `/admin/financiers/${f.id}`, t.admin.cookie, { deposit_limit_multiple: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.body, String(bad)).toContain('deposit_limit_multiple');
    }
    const refusedCreate = await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, {
      name: 'Zero Finance',
      deposit_limit_multiple: 0,
    });
    expect(refusedCreate.statusCode).toBe(400);
    const cleared = await call(t.app, 'PATCH', `/admin/financiers/${f.id}`, t.admin.cookie, { deposit_limit_multiple: '' });
    expect(cleared.json().data.deposit_limit_multiple).toBeNull();
    expect(await auditCount('financier.update', f.id)).toBe(2);
  });

  it('keeps a spelling of the name per language: set on create, changed, kept and removed on edit, validated like the name', async () => {
    const created = await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, {
      name: 'Thar Spelling Credit',
      name_i18n: { hi: ' थार स्पेलिंग क्रेडिट ', ta: '', mr: null },
    });
    expect(created.statusCode, created.body).toBe(200);
    const f = created.json().data;
    expect(f.name_i18n).toEqual({ hi: 'थार स्पेलिंग क्रेडिट' });

    const edited = await call(t.app, 'PATCH', `/admin/financiers/${f.id}`, t.admin.cookie, {
      name_i18n: { gu: 'થાર સ્પેલિંગ ક્રેડિટ', ta: 'தார் ஸ்பெல்லிங் கிரெடிட்' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A language left out keeps its spelling.
    expect(edited.json().data.name_i18n).toEqual({ hi: 'थार स्पेलिंग क्रेडिट', gu: 'થાર સ્પેલિંગ ક્રેડિટ', ta: 'தார் ஸ்பெல்லிங் கிரெடிட்' });
    const cleared = await call(t.app, 'PATCH', `/admin/financiers/${f.id}`, t.admin.cookie, { name_i18n: { hi: '', gu: null } });
    expect(cleared.json().data.name_i18n).toEqual({ ta: 'தார் ஸ்பெல்லிங் கிரெடிட்' });

    for (const bad of [{ hi: 'क'.repeat(121) }, { te: 5 }]) {
      const refused = await call(t.app, 'PATCH', `/admin/financiers/${f.id}`, t.admin.cookie, { name_i18n: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const list: { id: number; name_i18n: object }[] = (await call(t.app, 'GET', '/admin/financiers', t.admin.cookie)).json().data;
    expect(list.find((x) => x.id === f.id)!.name_i18n).toEqual({ ta: 'தார் ஸ்பெல்லிங் கிரெடிட்' });
    expect(await auditCount('financier.update', f.id)).toBe(2);
  });

  it('counts each financier’s own auctions in the list', async () => {
    const { financier } = await createAuction(t.db, { lots: 1 });
    await createAuction(t.db, { lots: 1 });
    const other = (await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, { name: 'No Auctions Finance' })).json().data;
    const list: { id: number; auction_count: number }[] = (await call(t.app, 'GET', '/admin/financiers', t.admin.cookie)).json().data;
    const [mine] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auctions)
      .where(eq(auctions.financierId, financier.id));
    expect(list.find((x) => x.id === financier.id)!.auction_count).toBe(mine!.n);
    expect(list.find((x) => x.id === other.id)!.auction_count).toBe(0);
  });

  it('refuses a duplicate slug with 409 and an empty edit with 400', async () => {
    await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, { name: 'Dup Co', slug: 'dup-co' });
    const dup = await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, { name: 'Other', slug: 'dup-co' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ status: 409, msg: 'Another financier already uses this slug' });
    const empty = await call(t.app, 'PATCH', '/admin/financiers/1', t.admin.cookie, {});
    expect(empty.statusCode).toBe(400);
  });

  it('stores a PNG logo under financiers/ with a random name and serves it through the media route', async () => {
    const f = (await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, { name: 'Logo Finance' })).json().data;
    const res = await upload(t.app, `/admin/financiers/${f.id}/logo`, t.admin.cookie, [
      { field: 'logo', name: 'logo.png', data: await png() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { logo_key, logo_url } = res.json().data;
    expect(logo_key).toMatch(/^financiers\/[0-9a-f-]{36}\.png$/);
    expect(await stored('financiers/')).toContain(path.basename(logo_key));
    const img = await t.app.inject({ method: 'GET', url: logo_url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(await auditCount('financier.logo', f.id)).toBe(1);

    // A replacement removes the old file once it is saved.
    const again = await upload(t.app, `/admin/financiers/${f.id}/logo`, t.admin.cookie, [
      { field: 'logo', name: 'x.svg', data: svg('<rect width="40" height="20" fill="#ed1c24"/>') },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.logo_key).toMatch(/\.svg$/);
    const files = await stored('financiers/');
    expect(files).not.toContain(path.basename(logo_key));
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a foreignObject', '<foreignObject><div>x</div></foreignObject>'],
    ['an event-handler (on…) attribute', '<rect width="4" height="4" onload="alert(1)"/>'],
    ['a link to another file', '<image href="file:///etc/passwd" width="4" height="4"/>'],
  ])('refuses an SVG logo with %s and stores nothing', async (what, body) => {
    const f = (await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, { name: `Svg ${what}` })).json().data;
    const before = await stored('financiers/');
    const res = await upload(t.app, `/admin/financiers/${f.id}/logo`, t.admin.cookie, [
      { field: 'logo', name: 'logo.svg', data: svg(body) },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().msg).toBe(`The SVG logo was refused: it contains ${what}`);
    expect(await stored('financiers/')).toEqual(before);
  });

  it('refuses a file that is not an image by its bytes, whatever its name', async () => {
    const f = (await call(t.app, 'POST', '/admin/financiers', t.admin.cookie, { name: 'Fake Png' })).json().data;
    const res = await upload(t.app, `/admin/financiers/${f.id}/logo`, t.admin.cookie, [
      { field: 'logo', name: 'logo.png', data: Buffer.from('%PDF-1.4 not a picture') },
    ]);
    expect(res.statusCode).toBe(415);
    const none = await upload(t.app, `/admin/financiers/${f.id}/logo`, t.admin.cookie, []);
    expect(none.statusCode).toBe(400);
  });
});

describe(`states, contacts and segments in ${modeName}`, () => {
  it('switches a state off and on; the sign-up state list follows', async () => {
    const state = await ensureState(t.db, 'Goa');
    const open = async () =>
      ((await call(t.app, 'POST', '/auctions/get-all-states-open-api', undefined)).json().data as { id: number }[]).some(
        (s) => s.id === state.id,
      );
    expect(await open()).toBe(true);
    const off = await call(t.app, 'PATCH', `/admin/states/${state.id}`, t.admin.cookie, { is_active: false });
    expect(off.json().data).toMatchObject({ id: state.id, is_active: false });
    expect(await open()).toBe(false);
    const all = (await call(t.app, 'GET', '/admin/states', t.admin.cookie)).json().data;
    expect(all.find((s: { id: number }) => s.id === state.id)).toMatchObject({ is_active: false });
    await call(t.app, 'PATCH', `/admin/states/${state.id}`, t.admin.cookie, { is_active: 'true' });
    expect(await open()).toBe(true);
    expect(await auditCount('state.deactivate', state.id)).toBe(1);
    expect(await auditCount('state.activate', state.id)).toBe(1);
  });

  it('creates, edits and deletes state-head contacts; the public contact list follows', async () => {
    const state = await ensureState(t.db, 'Karnataka');
    const created = await call(t.app, 'POST', '/admin/state-heads', t.admin.cookie, {
      state_id: state.id,
      name: 'Manjunath',
      phone: '9876501234',
    });
    expect(created.statusCode, created.body).toBe(200);
    const c = created.json().data;
    expect(c).toMatchObject({ state: 'Karnataka', name: 'Manjunath', phone: '9876501234', sort_order: 0 });
    const heads = async () => (await call(t.app, 'POST', '/users/get-state-heads-list', undefined)).json().data.Karnataka;
    expect(await heads()).toEqual([expect.objectContaining({ name: 'Manjunath' })]);

    const edited = await call(t.app, 'PATCH', `/admin/state-heads/${c.id}`, t.admin.cookie, { name: 'Manjunath K', phone: '9876509999' });
    expect(edited.json().data).toMatchObject({ name: 'Manjunath K', phone: '9876509999' });
    const listed = (await call(t.app, 'GET', `/admin/state-heads?state_id=${state.id}`, t.admin.cookie)).json().data;
    expect(listed).toHaveLength(1);

    expect((await call(t.app, 'DELETE', `/admin/state-heads/${c.id}`, t.admin.cookie)).statusCode).toBe(200);
    expect(await heads()).toBeUndefined();
    expect((await call(t.app, 'DELETE', `/admin/state-heads/${c.id}`, t.admin.cookie)).statusCode).toBe(404);
    for (const action of ['state_head.create', 'state_head.update', 'state_head.delete']) expect(await auditCount(action, c.id)).toBe(1);
  });

  it('refuses a contact with a bad phone or an unknown state', async () => {
    const state = await ensureState(t.db);
    expect(
      (await call(t.app, 'POST', '/admin/state-heads', t.admin.cookie, { state_id: state.id, name: 'X', phone: '12345' })).json(),
    ).toMatchObject({
      status: 400,
      code: 'form.fields_invalid',
      field_codes: { phone: { code: 'phone' } },
    });
    expect(
      (await call(t.app, 'POST', '/admin/state-heads', t.admin.cookie, { state_id: 99999, name: 'X', phone: '9876501234' })).statusCode,
    ).toBe(400);
  });

  it('lists segments', async () => {
    await ensureSegment(t.db);
    const res = await call(t.app, 'GET', '/admin/segments', t.admin.cookie);
    expect(res.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'tractor', name: 'Tractor' })]));
  });
});

describe(`plans in ${modeName}`, () => {
  const onSale = async () =>
    (
      (await call(t.app, 'POST', '/subscriptions/get-simplified-plan-details-for-subscription', undefined)).json().data as {
        price: { plan_id: number; price_by_plan: number }[];
      }[]
    ).flatMap((m) => m.price);

  it('adds a plan unpublished, publishes it, changes its price and unpublishes it', async () => {
    const created = await call(t.app, 'POST', '/admin/plans', t.admin.cookie, {
      name: 'PAN India Permission',
      tenure_months: '9',
      price: '21000',
    });
    expect(created.statusCode, created.body).toBe(200);
    const plan = created.json().data;
    expect(plan).toMatchObject({ tenure_months: 9, segment_id: null, price: 21_000, is_published: false, platform: 'auction' });
    expect((await onSale()).some((p) => p.plan_id === plan.id)).toBe(false);

    await call(t.app, 'POST', `/admin/plans/${plan.id}/publish`, t.admin.cookie);
    expect((await onSale()).find((p) => p.plan_id === plan.id)?.price_by_plan).toBe(21_000);
    const priced = await call(t.app, 'PATCH', `/admin/plans/${plan.id}`, t.admin.cookie, { price: 19_500 });
    expect(priced.json().data.price).toBe(19_500);
    expect((await onSale()).find((p) => p.plan_id === plan.id)?.price_by_plan).toBe(19_500);
    await call(t.app, 'POST', `/admin/plans/${plan.id}/unpublish`, t.admin.cookie);
    expect((await onSale()).some((p) => p.plan_id === plan.id)).toBe(false);

    for (const action of ['plan.create', 'plan.publish', 'plan.update', 'plan.unpublish'])
      expect(await auditCount(action, plan.id)).toBe(1);
  });

  it('refuses a tenure not on sale, a fractional price and a duplicate plan', async () => {
    const tenure = (await call(t.app, 'POST', '/admin/plans', t.admin.cookie, { name: 'Odd', tenure_months: 2, price: 100 })).json();
    expect(tenure).toMatchObject({ status: 400, code: 'form.fields_invalid' });
    expect(Object.keys(tenure.field_codes)).toEqual(['tenure_months']);
    const price = (await call(t.app, 'POST', '/admin/plans', t.admin.cookie, { name: 'Odd', tenure_months: 3, price: 99.5 })).json();
    expect(price).toMatchObject({ status: 400, field_codes: { price: { code: 'number' } } });
    await call(t.app, 'POST', '/admin/plans', t.admin.cookie, { name: 'Twin', tenure_months: 24, price: 30_000 });
    expect((await call(t.app, 'POST', '/admin/plans', t.admin.cookie, { name: 'Twin', tenure_months: 24, price: 31_000 })).statusCode).toBe(
      409,
    );
  });
});

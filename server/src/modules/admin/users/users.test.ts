import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../../db/schema/index.js';
import { parseCsv } from '../../../lib/csv.js';
import { ensureState, signedInUser, TEST_PASSWORD, adminUser, call, upload } from '../../../test/factories.js';
import { modeName } from '../../../test/harness.js';
import { adminSuite } from '../../../test/suite.js';

const t = adminSuite({ uploads: true });
let auctionAdmin: Awaited<ReturnType<typeof adminUser>>;

beforeAll(async () => {
  auctionAdmin = await adminUser(t.db, 'auction_admin');
});

const login = (phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login-react',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { phone, password: TEST_PASSWORD },
  });
const loginCheck = (cookie: string) => call(t.app, 'POST', '/tractorpoint/login-check', cookie);

describe(`users in ${modeName}`, () => {
  it('searches by phone prefix, name, state and role, paged', async () => {
    const gujarat = await ensureState(t.db, 'Gujarat');
    const kiran = await signedInUser(t.db, { firstName: 'Kiranbhai', lastName: 'Desai', stateId: gujarat.id });
    await signedInUser(t.db, { firstName: 'Kiranbhai', lastName: 'Shah', stateId: gujarat.id, isAuctionAdmin: true });

    const byName = (await call(t.app, 'GET', '/admin/users?name=kiranbhai', t.admin.cookie)).json().data;
    expect(byName.total).toBe(2);
    const buyers = (await call(t.app, 'GET', `/admin/users?name=kiranbhai&role=buyer&state_id=${gujarat.id}`, t.admin.cookie)).json().data;
    expect(buyers.rows.map((r: { id: number }) => r.id)).toEqual([kiran.user.id]);
    expect(buyers.rows[0]).toMatchObject({
      name: 'Kiranbhai Desai',
      phone: kiran.user.phone,
      state: { id: gujarat.id, name: 'Gujarat' },
      is_blocked: false,
      is_admin: false,
    });
    const byPhone = (await call(t.app, 'GET', `/admin/users?phone=${kiran.user.phone.slice(0, 9)}&page_size=1`, t.admin.cookie)).json()
      .data;
    expect(byPhone).toMatchObject({ page_size: 1 });
    expect(byPhone.rows).toHaveLength(1);
    expect((await call(t.app, 'GET', `/admin/users?q=${kiran.user.phone}`, t.admin.cookie)).json().data.rows[0].id).toBe(kiran.user.id);
    expect((await call(t.app, 'GET', '/admin/users?phone=98x', t.admin.cookie)).statusCode).toBe(400);
  });

  it("shows a user's identity documents, which an admin can download through the accounts route", async () => {
    const buyer = await signedInUser(t.db);
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const up = await upload(
      t.app,
      '/subscriptions/upload-adadhar-pan-details',
      buyer.cookie,
      [{ field: 'pan_file', name: 'pan.jpg', data: jpeg }],
      { pan: 'ABCDE1234F' },
    );
    expect(up.statusCode, up.body).toBe(200);

    const res = await call(t.app, 'GET', `/admin/users/${buyer.user.id}`, auctionAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      pan_number: 'ABCDE1234F',
      docs_uploaded: false,
      activity: { quote_count: 0, lots_won: 0, backouts_due: 0 },
    });
    expect(data.documents).toEqual([
      expect.objectContaining({
        kind: 'pan_front',
        mime: 'image/jpeg',
        file_url: expect.stringMatching(/^\/user\/identity-documents\/\d+\/file$/),
      }),
    ]);
    const file = await call(t.app, 'GET', data.documents[0].file_url, auctionAdmin.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(jpeg)).toBe(true);
    expect((await call(t.app, 'GET', '/admin/users/999999', t.admin.cookie)).statusCode).toBe(404);
  });

  it('blocks a user: sessions end, login is refused with the block description; unblocking lets them back', async () => {
    const buyer = await signedInUser(t.db);
    expect((await loginCheck(buyer.cookie)).statusCode).toBe(200);
    const res = await call(t.app, 'POST', `/admin/users/${buyer.user.id}/block`, t.admin.cookie, {
      block_description: 'Unpaid backout for lot 12',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ is_blocked: true, block_description: 'Unpaid backout for lot 12' });

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.user.id))).toEqual([]);
    expect((await loginCheck(buyer.cookie)).json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
    const refused = await login(buyer.user.phone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      status: 403,
      msg: 'Your account has been blocked',
      is_active: false,
      block_description: 'Unpaid backout for lot 12',
    });

    const unblocked = await call(t.app, 'POST', `/admin/users/${buyer.user.id}/unblock`, t.admin.cookie);
    expect(unblocked.json().data).toMatchObject({ is_blocked: false, block_description: '' });
    expect((await login(buyer.user.phone)).statusCode).toBe(200);
  });

  it('needs a block description, refuses blocking yourself, and leaves admins to full admins', async () => {
    const buyer = await signedInUser(t.db);
    expect((await call(t.app, 'POST', `/admin/users/${buyer.user.id}/block`, t.admin.cookie, {})).json()).toMatchObject({
      status: 400,
      msg: 'block_description is required',
    });
    expect(
      (await call(t.app, 'POST', `/admin/users/${t.admin.user.id}/block`, t.admin.cookie, { block_description: 'x' })).json(),
    ).toMatchObject({ status: 400, msg: 'You cannot block your own account' });
    const other = await adminUser(t.db, 'admin');
    const res = await call(t.app, 'POST', `/admin/users/${other.user.id}/block`, auctionAdmin.cookie, { block_description: 'x' });
    expect(res.json()).toMatchObject({ status: 403, msg: 'Only a full admin can block an admin' });
  });

  it('grants and revokes roles: admin only by a full admin, auction admin by either, never your own', async () => {
    const buyer = await signedInUser(t.db);
    const denied = await call(t.app, 'POST', `/admin/users/${buyer.user.id}/roles`, auctionAdmin.cookie, { role: 'admin', grant: true });
    expect(denied.json()).toMatchObject({ status: 403, msg: 'Only a full admin can grant or revoke the admin role' });

    const granted = await call(t.app, 'POST', `/admin/users/${buyer.user.id}/roles`, auctionAdmin.cookie, {
      role: 'auction_admin',
      grant: 'true',
    });
    expect(granted.json()).toMatchObject({ msg: 'Auction admin role granted', data: { is_auction_admin: true, is_admin: false } });
    expect((await call(t.app, 'GET', '/admin/auctions', buyer.cookie)).statusCode).toBe(200);

    const full = await call(t.app, 'POST', `/admin/users/${buyer.user.id}/roles`, t.admin.cookie, { role: 'admin', grant: true });
    expect(full.json().data).toMatchObject({ is_admin: true });
    await call(t.app, 'POST', `/admin/users/${buyer.user.id}/roles`, t.admin.cookie, { role: 'admin', grant: false });
    await call(t.app, 'POST', `/admin/users/${buyer.user.id}/roles`, t.admin.cookie, { role: 'auction_admin', grant: false });
    expect((await call(t.app, 'GET', '/admin/auctions', buyer.cookie)).statusCode).toBe(403);

    expect(
      (await call(t.app, 'POST', `/admin/users/${t.admin.user.id}/roles`, t.admin.cookie, { role: 'auction_admin', grant: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', `/admin/users/${buyer.user.id}/roles`, t.admin.cookie, { role: 'owner', grant: true })).statusCode,
    ).toBe(400);
  });
});

describe(`leads in ${modeName}`, () => {
  it('lists leads with filters and exports them as CSV, defusing formulas', async () => {
    const send = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/user/create-lead',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': '10.9.9.9' },
        payload,
      });
    expect(
      (await send({ name: 'Suresh Jadhav', phone: '9822000001', state: 'Maharashtra', city: 'Satara', ta_interest: true })).statusCode,
    ).toBe(200);
    expect((await send({ name: '=HYPERLINK("x") Ram', phone: '9822000002', state: 'Gujarat', city: 'Surat' })).statusCode).toBe(200);

    const ta = (await call(t.app, 'GET', '/admin/leads?ta_interest=true', t.admin.cookie)).json().data;
    expect(ta.rows.map((r: { phone: string }) => r.phone)).toEqual(['9822000001']);
    expect(ta.rows[0]).toMatchObject({ name: 'Suresh Jadhav', state: 'Maharashtra', city: 'Satara', ta_interest: true });
    const gujarat = (await call(t.app, 'GET', '/admin/leads?state=gujarat', t.admin.cookie)).json().data;
    expect(gujarat.total).toBe(1);

    const csv = await call(t.app, 'GET', '/admin/leads.csv?q=98220', t.admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    const [header, ...rows] = parseCsv(csv.body);
    expect(header!.slice(0, 3)).toEqual(['id', 'name', 'phone']);
    expect(rows.map((r) => r[1])).toEqual(['\'=HYPERLINK("x") Ram', 'Suresh Jadhav']);
    const exports = await t.db.select().from(auditLog).where(eq(auditLog.action, 'leads.export'));
    expect(exports.map((e) => [e.actorUserId, (e.details as { rows: number }).rows])).toEqual([[t.admin.user.id, 2]]);
  });
});

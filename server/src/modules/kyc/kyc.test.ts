import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, financiers, identityDocuments, outbox, users } from '../../db/schema/index.js';
import { createAuction, ensureState, signedInUser, subscribedBuyer, adminUser, call, upload, type FilePart } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import { adminSuite } from '../../test/suite.js';

const UPLOAD = '/subscriptions/upload-adadhar-pan-details';
const QUEUE = '/admin/kyc/documents';

describe(`KYC review in ${modeName}`, () => {
  const t = adminSuite();
  let second: Awaited<ReturnType<typeof adminUser>>;
  let jpeg: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    second = await adminUser(t.db, 'auction_admin');
    const image = (c: string) => sharp({ create: { width: 8, height: 8, channels: 3, background: c } });
    [jpeg, png] = await Promise.all([image('#ed1c24').jpeg().toBuffer(), image('#1c24ed').png().toBuffer()]);
  });

  const files = (): FilePart[] => [
    { field: 'front_aadhar_file', name: 'front.jpg', type: 'image/jpeg', data: jpeg },
    { field: 'back_aadhar_file', name: 'back.png', type: 'image/png', data: png },
    { field: 'pan_file', name: 'pan.jpg', type: 'image/jpeg', data: jpeg },
  ];

  async function buyerWithDocuments(state = 'Maharashtra') {
    const stateId = (await ensureState(t.db, state)).id;
    const buyer = await subscribedBuyer(t.db, { stateId, firstName: 'सुरेश', lastName: 'Yadav' });
    const res = await upload(t.app, UPLOAD, buyer.cookie, files());
    expect(res.statusCode, res.body).toBe(200);
    const docs = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, buyer.user.id));
    const id = (kind: string) => docs.find((d) => d.kind === kind)!.id;
    return { ...buyer, stateId, docs: { front: id('aadhar_front'), back: id('aadhar_back'), pan: id('pan_front') } };
  }

  const myDocuments = async (cookie: string) => (await call(t.app, 'GET', '/user/identity-documents', cookie)).json().data;
  const quote = (cookie: string, assetId: number, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie, 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest' },
      payload: { asset_id: assetId, amount },
    });

  it('refuses the queue and the decisions to anyone but an admin', async () => {
    const buyer = await buyerWithDocuments();
    expect((await call(t.app, 'GET', QUEUE, undefined)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', QUEUE, buyer.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `${QUEUE}/${buyer.docs.front}/verify`, buyer.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `${QUEUE}/${buyer.docs.front}/reject`, undefined, { reason: 'unreadable' })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `${QUEUE}/${buyer.docs.front}/file`, buyer.cookie)).statusCode).toBe(403);
    const [doc] = await t.db.select().from(identityDocuments).where(eq(identityDocuments.id, buyer.docs.front));
    expect(doc!.status).toBe('pending');
  });

  it('lists pending documents oldest first, filtered by state and kind', async () => {
    const older = await buyerWithDocuments('Gujarat');
    const newer = await buyerWithDocuments('Gujarat');
    const res = await call(t.app, 'GET', `${QUEUE}?state_id=${older.stateId}&kind=pan_front`, t.admin.cookie);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([older.docs.pan, newer.docs.pan]);
    expect(rows[0]).toMatchObject({
      kind: 'pan_front',
      status: 'pending',
      state: 'Gujarat',
      buyer: { user_id: older.user.id, name: 'सुरेश Yadav' },
    });
    const all = (await call(t.app, 'GET', QUEUE, t.admin.cookie)).json().data.rows as { uploaded_at: string; status: string }[];
    expect(all.every((r) => r.status === 'pending')).toBe(true);
    expect([...all].sort((a, b) => a.uploaded_at.localeCompare(b.uploaded_at))).toEqual(all);
    expect((await call(t.app, 'GET', `${QUEUE}?status=approved`, t.admin.cookie)).json()).toMatchObject({
      status: 400,
      msg: expect.stringContaining('status must be one of'),
    });
  });

  it('streams the decrypted document to an admin and writes the view to the audit log', async () => {
    const buyer = await buyerWithDocuments();
    const res = await call(t.app, 'GET', `${QUEUE}/${buyer.docs.back}/file`, t.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.view'), eq(auditLog.entityId, String(buyer.docs.back))));
    expect(entry).toMatchObject({ actorUserId: t.admin.user.id, entity: 'identity_document' });
  });

  it('rejects with a reason the buyer then reads, with an outbox event and an audit entry', async () => {
    const buyer = await buyerWithDocuments();
    const url = `${QUEUE}/${buyer.docs.pan}/reject`;
    expect((await call(t.app, 'POST', url, t.admin.cookie, { reason: 'blurry' })).json()).toMatchObject({
      status: 400,
      msg: expect.stringContaining('reason must be one of'),
    });
    expect((await call(t.app, 'POST', url, t.admin.cookie, { reason: 'other' })).json()).toMatchObject({
      status: 400,
      msg: expect.stringContaining('note is required'),
    });
    const res = await call(t.app, 'POST', url, t.admin.cookie, {
      reason: 'details_mismatch',
      note: 'The PAN name is not the account name',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'details_mismatch',
      kyc_verified: false,
      reviewed_by: { user_id: t.admin.user.id },
    });

    const mine = await myDocuments(buyer.cookie);
    expect(mine.kyc_verified).toBe(false);
    expect(mine.documents.find((d: { kind: string }) => d.kind === 'pan_front')).toMatchObject({
      status: 'rejected',
      reject_reason: 'details_mismatch',
      reject_note: 'The PAN name is not the account name',
    });
    const [event] = await t.db.select().from(outbox).where(eq(outbox.kind, 'kyc')).orderBy(desc(outbox.id)).limit(1);
    expect(event!.subject).toBe(`user.${buyer.user.id}.kyc`);
    expect(event!.payload).toMatchObject({
      type: 'kyc',
      event: 'rejected',
      buyerUserId: buyer.user.id,
      documentKind: 'pan_front',
      reason: 'details_mismatch',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.reject'), eq(auditLog.entityId, String(buyer.docs.pan))));
    expect(entry!.details).toMatchObject({ reason: 'details_mismatch', user_id: buyer.user.id });

    // Uploading again replaces the rejected copy with a pending one, back in the queue.
    expect((await upload(t.app, UPLOAD, buyer.cookie, [files()[2]!])).statusCode).toBe(200);
    const again = await myDocuments(buyer.cookie);
    const pan = again.documents.find((d: { kind: string }) => d.kind === 'pan_front');
    expect(pan).toMatchObject({ status: 'pending', reject_reason: null });
    expect(pan.id).not.toBe(buyer.docs.pan);
    // The replaced copy cannot be decided any more.
    expect((await call(t.app, 'POST', `${QUEUE}/${buyer.docs.pan}/verify`, t.admin.cookie)).json()).toMatchObject({
      status: 409,
      code: 'kyc_document_replaced',
    });
  });

  it('writes a decision once: of two admins deciding together, the second gets 409', async () => {
    const buyer = await buyerWithDocuments();
    const url = `${QUEUE}/${buyer.docs.front}`;
    const answers = await Promise.all([
      call(t.app, 'POST', `${url}/verify`, t.admin.cookie),
      call(t.app, 'POST', `${url}/reject`, second.cookie, { reason: 'unreadable' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!.json();
    expect(lost.code).toBe('kyc_already_decided');
    expect(lost.msg).toMatch(/^This document was already (verified|rejected) by .+\. Reload the queue/);
    const won = answers.find((a) => a.statusCode === 200)!.json().data.status;
    const [doc] = await t.db.select().from(identityDocuments).where(eq(identityDocuments.id, buyer.docs.front));
    expect(doc!.status).toBe(won);
    const events = await t.db.select().from(outbox).where(eq(outbox.kind, 'kyc'));
    expect(events.filter((e) => (e.payload as { documentId: number }).documentId === buyer.docs.front)).toHaveLength(1);
  });

  it('refuses quotes on a lot whose financier requires verified documents until all are verified', async () => {
    const { lots, financier } = await createAuction(t.db, { startPrice: 50_000, increment: 1_000 });
    const lot = lots[0]!;
    const buyer = await buyerWithDocuments();
    expect(
      (await call(t.app, 'POST', `/admin/kyc/financiers/${financier.id}`, buyer.cookie, { requires_verified_kyc: true })).statusCode,
    ).toBe(403);
    const set = await call(t.app, 'POST', `/admin/kyc/financiers/${financier.id}`, t.admin.cookie, { requires_verified_kyc: 'true' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.find((f: { id: number }) => f.id === financier.id).requires_verified_kyc).toBe(true);

    const status = (await call(t.app, 'GET', `/user/kyc-status?asset_id=${lot.id}`, buyer.cookie)).json().data;
    expect(status).toEqual({ required: true, verified: false, state: 'pending', can_quote: false });
    const refused = await quote(buyer.cookie, lot.id, 50_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'kyc_required',
      msg: expect.stringContaining('Upload your Aadhaar (both sides) and PAN'),
    });
    const autobid = await t.app.inject({
      method: 'POST',
      url: '/client/add_autobid_amount',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest' },
      payload: { asset_id: lot.id, max_amount: 60_000 },
    });
    expect(autobid.json()).toMatchObject({ status: 403, code: 'kyc_required' });
    const inHindi = await t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'hi' },
      payload: { asset_id: lot.id, amount: 50_000 },
    });
    expect(inHindi.json()).toMatchObject({
      status: 403,
      code: 'kyc_required',
      msg: expect.stringContaining('प्रोफ़ाइल › पहचान दस्तावेज़ में अपना आधार'),
    });

    // Two of three verified is not enough.
    for (const id of [buyer.docs.front, buyer.docs.back])
      expect((await call(t.app, 'POST', `${QUEUE}/${id}/verify`, t.admin.cookie)).statusCode).toBe(200);
    expect((await quote(buyer.cookie, lot.id, 50_000)).statusCode).toBe(403);
    const last = await call(t.app, 'POST', `${QUEUE}/${buyer.docs.pan}/verify`, t.admin.cookie);
    expect(last.json().data.kyc_verified).toBe(true);
    const [row] = await t.db.select({ v: users.kycVerified }).from(users).where(eq(users.id, buyer.user.id));
    expect(row!.v).toBe(true);
    expect((await call(t.app, 'GET', `/user/kyc-status?asset_id=${lot.id}`, buyer.cookie)).json().data).toMatchObject({
      state: 'verified',
      can_quote: true,
    });
    const accepted = await quote(buyer.cookie, lot.id, 50_000);
    expect(accepted.statusCode, accepted.body).toBe(200);

    // A lot whose financier does not ask takes quotes from unverified buyers as before.
    await call(t.app, 'POST', `/admin/kyc/financiers/${financier.id}`, t.admin.cookie, { requires_verified_kyc: false });
    const other = await subscribedBuyer(t.db);
    expect((await quote(other.cookie, lot.id, 51_000)).statusCode).toBe(200);
    await t.db.update(financiers).set({ requiresVerifiedKyc: false }).where(eq(financiers.id, financier.id));
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'kyc.requirement')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.details).toMatchObject({ requires_verified_kyc: false, before: true });
  });

  it('answers 404 for a document or financier that does not exist', async () => {
    expect((await call(t.app, 'POST', `${QUEUE}/99999999/verify`, t.admin.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/admin/kyc/financiers/99999999', t.admin.cookie, { requires_verified_kyc: true })).statusCode).toBe(
      404,
    );
    const buyer = await signedInUser(t.db);
    expect((await call(t.app, 'GET', '/user/kyc-status?asset_id=99999999', buyer.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/user/kyc-status', buyer.cookie)).json().data).toEqual({
      required: false,
      verified: false,
      state: 'missing',
      can_quote: true,
    });
  });
});

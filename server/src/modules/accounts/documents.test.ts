import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityDocuments, users } from '../../db/schema/index.js';
import { createDocumentCipher, isSealed } from '../../storage/sealed.js';
import { collectKeys } from '../../storage/storage.js';
import { ensureState, nextPhone, signedInUser } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import {
  createAccountsTestApp,
  multipart,
  nextIp,
  postForm,
  postMultipart,
  signupFields,
  verifyPhone,
  type AccountsTestContext,
  type FilePart,
} from './test-app.js';

const SIGNUP = '/subscriptions/auction-signup-user';
const UPLOAD = '/subscriptions/upload-adadhar-pan-details';

describe(`identity documents in ${modeName}`, () => {
  let t: AccountsTestContext;
  let stateId: number;
  let png: Buffer;
  let jpeg: Buffer;
  let webp: Buffer;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  beforeAll(async () => {
    t = await createAccountsTestApp();
    stateId = (await ensureState(t.db, 'Maharashtra')).id;
    const image = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#ed1c24' } });
    [png, jpeg, webp] = await Promise.all([image().png().toBuffer(), image().jpeg().toBuffer(), image().webp().toBuffer()]);
  });
  afterAll(async () => {
    await t.close();
  });

  const storedFiles = async () => (await collectKeys(t.app.storage, 'identity/')).map((k) => path.basename(k));
  const documentRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(identityDocuments))[0]!.n;
  const userCount = async (phone: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.phone, phone))
    )[0]!.n;
  const threeFiles = (): FilePart[] => [
    { field: 'front_aadhar_file', filename: 'aadhar-front.jpg', type: 'image/jpeg', data: jpeg },
    { field: 'back_aadhar_file', filename: 'aadhar-back.png', type: 'image/png', data: png },
    { field: 'pan_file', filename: 'pan.pdf', type: 'application/pdf', data: pdf },
  ];
  const fieldsWithoutFiles = (phone: string, extra: Record<string, string> = {}) => {
    const { front_aadhar_file: _a, back_aadhar_file: _b, pan_file: _p, ...rest } = signupFields(phone, stateId, extra);
    return rest;
  };

  /** Runs a request and proves it left no user, no document row and no file behind. */
  async function expectNothingStored(phone: string | undefined, run: () => Promise<{ statusCode: number; json(): unknown }>) {
    const [rowsBefore, filesBefore] = [await documentRows(), await storedFiles()];
    const res = await run();
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await documentRows()).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    if (phone) expect(await userCount(phone)).toBe(0);
    return res;
  }

  describe('at sign-up (multipart)', () => {
    it('stores Aadhaar front and back and PAN under random names and marks the documents uploaded', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const body = await multipart(fieldsWithoutFiles(phone, { aadhar: '987654329098', pan: 'ABCDE1234F' }), threeFiles());
      const res = await postMultipart(t.app, SIGNUP, body, { ip });
      expect(res.statusCode).toBe(200);
      const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
      expect(user).toMatchObject({ docsUploaded: true, aadharLast4: '9098', panNumber: 'ABCDE1234F' });
      const docs = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user!.id));
      expect(docs.map((d) => [d.kind, d.mime]).sort()).toEqual([
        ['aadhar_back', 'image/png'],
        ['aadhar_front', 'image/jpeg'],
        ['pan_front', 'application/pdf'],
      ]);
      for (const d of docs) {
        expect(d.storageKey).toMatch(/^identity\/[0-9a-f-]{36}\.(jpg|png|pdf)$/);
        expect(d.status).toBe('pending');
        // Sealed at rest: the stored bytes are not the file, and open only with the key.
        const stored = (await t.app.storage.get(d.storageKey))!.data;
        expect(isSealed(stored)).toBe(true);
        expect(stored.length).toBeGreaterThan(d.sizeBytes);
        const sent = { aadhar_front: jpeg, aadhar_back: png, pan_front: pdf }[d.kind];
        expect(stored.includes(sent.subarray(0, 16))).toBe(false);
        expect(createDocumentCipher(t.config.documentKeys.current).open(stored).equals(sent)).toBe(true);
      }
    });

    it('treats empty file inputs as "not given"', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const body = await multipart(fieldsWithoutFiles(phone), [{ field: 'pan_file', filename: '', data: new Uint8Array() }]);
      const res = await postMultipart(t.app, SIGNUP, body, { ip });
      expect(res.statusCode).toBe(200);
      const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
      expect(user!.docsUploaded).toBe(false);
    });

    it('answers the spec §5 texts for multipart fields too', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart(fieldsWithoutFiles(phone, { pincode: '12' }), threeFiles()), { ip }),
      );
      expect(res.json()).toMatchObject({ status: 400, msg: 'Please enter correct PIN code' });
    });

    it('refuses a file whose bytes are not an image or PDF, whatever its name says', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const files = threeFiles();
      files[2] = { field: 'pan_file', filename: 'pan.pdf', type: 'application/pdf', data: Buffer.from('<html><script>x</script></html>') };
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart(fieldsWithoutFiles(phone), files), { ip }),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ status: 415, msg: 'Please upload a JPEG, PNG or WebP image, or a PDF' });
    });

    it('refuses a GIF', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      const files = [{ field: 'front_aadhar_file', filename: 'a.gif', type: 'image/gif', data: gif }];
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart(fieldsWithoutFiles(phone), files), { ip }),
      );
      expect(res.statusCode).toBe(415);
    });

    it('refuses a file over 5 MB', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
      const files = [{ field: 'front_aadhar_file', filename: 'big.png', type: 'image/png', data: big }];
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart(fieldsWithoutFiles(phone), files), { ip }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 413, msg: 'Each file must be at most 5 MB' });
    });

    it('refuses too many parts', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const padding = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`extra_${i}`, 'x']));
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart({ ...fieldsWithoutFiles(phone), ...padding }, threeFiles()), { ip }),
      );
      expect(res.statusCode).toBe(413);
    });

    it('refuses a fourth file', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const files = [...threeFiles(), { field: 'extra_file', filename: 'x.png', type: 'image/png', data: png }];
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart(fieldsWithoutFiles(phone), files), { ip }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 413, msg: 'Too many files in the upload' });
    });

    it.each([['../../../etc/cron.d/evil.png'], ['..\\..\\evil.png'], ['..']])('refuses the file name %j', async (filename) => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const files = [{ field: 'front_aadhar_file', filename, type: 'image/png', data: png }];
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart(fieldsWithoutFiles(phone), files), { ip }),
      );
      expect(res.json()).toMatchObject({ status: 400, msg: 'Invalid file name' });
    });

    it('refuses a file under an unknown field name', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const files = [{ field: 'photo', filename: 'me.png', type: 'image/png', data: png }];
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart(fieldsWithoutFiles(phone), files), { ip }),
      );
      expect(res.json()).toMatchObject({ status: 400, msg: "Unexpected file field 'photo'" });
    });

    it('removes the stored files when the sign-up itself is refused', async () => {
      const phone = nextPhone();
      const res = await expectNothingStored(phone, async () =>
        postMultipart(t.app, SIGNUP, await multipart(fieldsWithoutFiles(phone), threeFiles()), { ip: nextIp() }),
      );
      expect(res.json()).toMatchObject({ status: 400, msg: 'Please verify your mobile number with the OTP first' });
    });
  });

  describe('upload-adadhar-pan-details', () => {
    const upload = async (cookie: string | undefined, files: FilePart[], fields: Record<string, string> = {}) =>
      postMultipart(t.app, UPLOAD, await multipart(fields, files), { cookie, ip: nextIp() });

    it('needs a session', async () => {
      const res = await expectNothingStored(undefined, () => upload(undefined, threeFiles()));
      expect(res.json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
    });

    it('adds documents one by one and marks the set complete when all three are in', async () => {
      const { user, cookie } = await signedInUser(t.db);
      const first = await upload(cookie, [threeFiles()[0]!], { aadhar: '111122223333' });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ aadhar_number: 'XXXX XXXX 3333', docs_uploaded: false });
      const rest = await upload(cookie, threeFiles().slice(1), { pan: 'pqrst6789z' });
      expect(rest.json().data).toMatchObject({ pan_number: 'PQRST6789Z', docs_uploaded: true });
      expect(rest.json().data.documents.map((d: { kind: string }) => d.kind)).toEqual(['aadhar_front', 'aadhar_back', 'pan_front']);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.docsUploaded).toBe(true);
      const check = await t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie } });
      expect(check.json().docs_uploaded).toBe(true);
    });

    it('replaces a document: the old row is retired and its file removed', async () => {
      const { user, cookie } = await signedInUser(t.db);
      await upload(cookie, [threeFiles()[0]!]);
      const [old] = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id));
      const res = await upload(cookie, [{ field: 'front_aadhar_file', filename: 'new.webp', type: 'image/webp', data: webp }]);
      expect(res.statusCode).toBe(200);
      const rows = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id)).orderBy(identityDocuments.id);
      expect(rows).toHaveLength(2);
      expect(rows[0]!.replacedAt).toBeInstanceOf(Date);
      expect(rows[1]).toMatchObject({ kind: 'aadhar_front', mime: 'image/webp', replacedAt: null });
      const files = await storedFiles();
      expect(files).not.toContain(path.basename(old!.storageKey));
      expect(files).toContain(path.basename(rows[1]!.storageKey));
    });

    it('keeps the current document when its replacement is refused', async () => {
      const { user, cookie } = await signedInUser(t.db);
      await upload(cookie, [threeFiles()[0]!]);
      const res = await expectNothingStored(undefined, () =>
        upload(cookie, [{ field: 'front_aadhar_file', filename: 'x.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') }]),
      );
      expect(res.statusCode).toBe(415);
      const rows = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id));
      expect(rows.map((r) => r.replacedAt)).toEqual([null]);
    });

    it('refuses oversize files, traversal names and too many parts, storing nothing', async () => {
      const { cookie } = await signedInUser(t.db);
      const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      expect(
        (await expectNothingStored(undefined, () => upload(cookie, [{ field: 'pan_file', filename: 'p.jpg', data: big }]))).statusCode,
      ).toBe(413);
      const traversal = await expectNothingStored(undefined, () =>
        upload(cookie, [{ field: 'pan_file', filename: '../../p.jpg', data: jpeg }]),
      );
      expect(traversal.statusCode).toBe(400);
      const padding = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x']));
      expect((await expectNothingStored(undefined, () => upload(cookie, threeFiles(), padding))).statusCode).toBe(413);
    });

    it('updates the numbers alone from a plain form', async () => {
      const { user, cookie } = await signedInUser(t.db);
      const res = await postForm(t.app, UPLOAD, { aadhar: '444455556666' }, { cookie, ip: nextIp() });
      expect(res.json().data).toMatchObject({ aadhar_number: 'XXXX XXXX 6666', documents: [] });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.aadharLast4).toBe('6666');
    });

    it('answers a bad number with the spec text and an empty request with a message', async () => {
      const { cookie } = await signedInUser(t.db);
      const bad = await postForm(t.app, UPLOAD, { aadhar: '123' }, { cookie, ip: nextIp() });
      expect(bad.json()).toMatchObject({ status: 400, msg: 'please skip or enter correct Aadhar number' });
      const empty = await postForm(t.app, UPLOAD, {}, { cookie, ip: nextIp() });
      expect(empty.json()).toMatchObject({ status: 400, msg: 'Please upload a document or enter an Aadhar or PAN number' });
    });
  });

  describe('reading documents back', () => {
    async function ownerWithDocument() {
      const owner = await signedInUser(t.db);
      const res = await postMultipart(t.app, UPLOAD, await multipart({ aadhar: '123412341234' }, [threeFiles()[2]!]), {
        cookie: owner.cookie,
        ip: nextIp(),
      });
      const doc = res.json().data.documents[0] as { id: number; file_url: string };
      return { ...owner, doc };
    }
    const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    it('serves a document to its owner as an attachment', async () => {
      const { cookie, doc } = await ownerWithDocument();
      expect(doc.file_url).toBe(`/user/identity-documents/${doc.id}/file`);
      const res = await get(doc.file_url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="pan_front.pdf"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    });

    it('serves it to an admin', async () => {
      const { doc } = await ownerWithDocument();
      const admin = await signedInUser(t.db, { isAdmin: true });
      expect((await get(doc.file_url, admin.cookie)).statusCode).toBe(200);
      const auctionAdmin = await signedInUser(t.db, { isAuctionAdmin: true });
      expect((await get(doc.file_url, auctionAdmin.cookie)).statusCode).toBe(200);
    });

    it('hides it from other users and strangers', async () => {
      const { doc } = await ownerWithDocument();
      const other = await signedInUser(t.db);
      const res = await get(doc.file_url, other.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, msg: 'Document not found' });
      expect((await get(doc.file_url)).json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
    });

    it('stops serving a replaced document', async () => {
      const { cookie, doc } = await ownerWithDocument();
      await postMultipart(t.app, UPLOAD, await multipart({}, [threeFiles()[2]!]), { cookie, ip: nextIp() });
      expect((await get(doc.file_url, cookie)).statusCode).toBe(404);
    });

    it('lists the current documents with the Aadhaar number masked', async () => {
      const { user, cookie, doc } = await ownerWithDocument();
      const res = await get('/user/identity-documents', cookie);
      expect(res.json()).toMatchObject({
        status: 200,
        data: {
          user_id: user.id,
          aadhar_number: 'XXXX XXXX 1234',
          docs_uploaded: false,
          documents: [{ id: doc.id, kind: 'pan_front', mime: 'application/pdf', size_bytes: pdf.length, status: 'pending' }],
        },
      });
      expect(res.body).not.toContain('123412341234');
    });

    it("lets admins, and only admins, list another user's documents", async () => {
      const { user } = await ownerWithDocument();
      const other = await signedInUser(t.db);
      const refused = await get(`/user/identity-documents?user_id=${user.id}`, other.cookie);
      expect(refused.json()).toMatchObject({ status: 403, msg: 'Only admins can see the documents of other users' });
      const admin = await signedInUser(t.db, { isAdmin: true });
      const listed = await get(`/user/identity-documents?user_id=${user.id}`, admin.cookie);
      expect(listed.json().data.user_id).toBe(user.id);
      expect(listed.json().data.documents).toHaveLength(1);
    });

    it('answers a malformed document id with 400', async () => {
      const { cookie } = await signedInUser(t.db);
      expect((await get('/user/identity-documents/abc/file', cookie)).json()).toMatchObject({
        status: 400,
        msg: 'Document id must be a number',
      });
    });
  });
});

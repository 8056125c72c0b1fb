import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collectKeys } from '../../../storage/storage.js';
import { createAuction, upload } from '../../../test/factories.js';
import { modeName } from '../../../test/harness.js';
import { adminSuite } from '../../../test/suite.js';
import { MASTER_LONG_SIDE, MAX_PHOTO_BYTES } from './photo.js';

const t = adminSuite({ uploads: true });

/** Random pixels compress badly: a phone-sized photo of them is several megabytes, like a real one. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let x = 0x2545f491;
  for (let i = 0; i < pixels.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A 4000 × 3000 landscape shot held sideways (EXIF orientation 6), with the camera and GPS in its EXIF. */
const phonePhoto = () =>
  noise(4000, 3000)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#3366ffcc' } })
    .png()
    .toBuffer();

const sendPhotos = (lotId: number, files: { name: string; data: Buffer }[]) =>
  upload(
    t.app,
    `/admin/lots/${lotId}/photos`,
    t.admin.cookie,
    files.map((f) => ({ field: 'photo', ...f })),
  );
const storedCount = async () => (await collectKeys(t.app.storage, 'lots/')).length;

describe(`lot photo uploads in ${modeName}`, () => {
  it('takes the good photos of a batch and refuses the others each with its reason', async () => {
    const { lots } = await createAuction(t.db);
    const big = await phonePhoto();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const broken = big.subarray(0, 40_000);
    const res = await sendPhotos(lots[0]!.id, [
      { name: 'front.jpg', data: big },
      { name: 'side.jpg', data: broken },
      { name: 'rc.pdf.jpg', data: Buffer.from('%PDF-1.4 not a photo at all') },
      { name: 'huge.jpg', data: Buffer.concat([big, Buffer.alloc(MAX_PHOTO_BYTES)]) },
      { name: 'rear.png', data: await smallPng() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('2 photos added, 3 refused');
    expect(body.files.map((f: { name: string; status: string; code?: string }) => [f.name, f.status, f.code])).toEqual([
      ['front.jpg', 'accepted', undefined],
      ['side.jpg', 'refused', 'unreadable'],
      ['rc.pdf.jpg', 'refused', 'not_image'],
      ['huge.jpg', 'refused', 'too_large'],
      ['rear.png', 'accepted', undefined],
    ]);
    expect(body.files[3].reason).toMatch(/over 15 MB/);
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([body.files[0].photo_id, body.files[4].photo_id]);

    // Stored upright, scaled to the cap, as JPEG, with no EXIF (so no GPS) left in it.
    const key = body.data[0].storage_key as string;
    expect(key).toMatch(/^lots\/[0-9a-f-]{36}\.jpg$/);
    const stored = await t.app.storage.get(key);
    const meta = await sharp(stored!.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1536, height: MASTER_LONG_SIDE });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored!.data.includes(Buffer.from('TestPhone'))).toBe(false);

    // Every existing URL shape still serves it: the WebP widths the lot pages ask for.
    for (const url of [body.data[0].url, body.data[0].thumbnail_url]) {
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect((await sharp(img.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('answers a lone broken, foreign or oversize file with its own refusal, storing nothing', async () => {
    const { lots } = await createAuction(t.db);
    const before = await storedCount();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const wrong = await sendPhotos(lots[0]!.id, [{ name: 'x.gif', data: gif }]);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({
      msg: expect.stringMatching(/not a JPEG, PNG or WebP photo/),
      files: [{ name: 'x.gif', status: 'refused', code: 'not_image' }],
    });

    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const cut = await sendPhotos(lots[0]!.id, [{ name: 'cut.jpg', data: jpeg.subarray(0, jpeg.length - 40) }]);
    expect(cut.statusCode).toBe(415);
    expect(cut.json().files[0].code).toBe('unreadable');

    const huge = await sendPhotos(lots[0]!.id, [{ name: 'huge.jpg', data: Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES)]) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().files[0]).toMatchObject({ code: 'too_large', reason: expect.stringMatching(/15 MB/) });

    const both = await sendPhotos(lots[0]!.id, [
      { name: 'x.gif', data: gif },
      { name: 'cut.jpg', data: jpeg.subarray(0, jpeg.length - 40) },
    ]);
    expect(both.json()).toMatchObject({ status: 400, msg: 'No photo was added: all 2 files were refused' });
    expect(await storedCount()).toBe(before);
  });
});

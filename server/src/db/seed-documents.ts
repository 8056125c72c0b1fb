import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { identityDocuments, users } from './schema/index.js';
import type { DocumentCipher } from '../storage/sealed.js';
import type { FileStorage } from '../storage/storage.js';
import type { Db } from './client.js';

/** The stored type of a sealed file (modules/accounts/document-store.ts SEALED_TYPE). */
const SEALED_TYPE = 'application/vnd.vahanhaat.sealed';

type Kind = (typeof identityDocuments.$inferInsert)['kind'];

/**
 * Demo buyers whose identity documents wait in the KYC queue, oldest first, so an admin can try
 * the review on a fresh demo (the demo buyer 9000000002 keeps none: the "upload your document"
 * path stays to be tried too).
 */
const PENDING: { phone: string; kinds: Kind[]; hoursAgo: number }[] = [
  { phone: '9000000011', kinds: ['aadhar_front', 'aadhar_back'], hoursAgo: 30 },
  { phone: '9000000014', kinds: ['aadhar_front', 'aadhar_back', 'pan_front'], hoursAgo: 6 },
  { phone: '9000000013', kinds: ['pan_front'], hoursAgo: 2 },
];

/**
 * Pending identity documents for a few demo buyers: specimen cards (marked SPECIMEN, no real
 * details) drawn here as PNGs, sealed and stored as an upload would be. Idempotent: a buyer who
 * has current documents is left alone.
 */
export async function seedPendingDocuments(db: Db, storage: FileStorage, cipher: DocumentCipher): Promise<number> {
  let written = 0;
  for (const plan of PENDING) {
    written += await seedDocumentsOf(db, storage, cipher, plan.phone, plan.kinds, { hoursAgo: plan.hoursAgo, reviewer: null });
  }
  return written;
}

/** The demo dealer, whose documents an admin verified a few days before the seed (docs/dealers.md). */
const VERIFIED = { phone: '9000000020', reviewerPhone: '9000000001', uploadedDaysAgo: 12, reviewedDaysAgo: 11 };
const FULL_SET: Kind[] = ['aadhar_front', 'aadhar_back', 'pan_front'];

/**
 * The demo dealer's identity documents, verified by the demo admin, as the KYC rules make a
 * dealer: the full set (Aadhaar both sides and PAN) uploaded and each one verified, so
 * `docs_uploaded` and `kyc_verified` hold for the same reasons as for a real account. Idempotent
 * like the pending ones.
 */
export async function seedVerifiedDocuments(db: Db, storage: FileStorage, cipher: DocumentCipher): Promise<number> {
  const [reviewer] = await db.select({ id: users.id }).from(users).where(eq(users.phone, VERIFIED.reviewerPhone));
  return seedDocumentsOf(db, storage, cipher, VERIFIED.phone, FULL_SET, {
    hoursAgo: VERIFIED.uploadedDaysAgo * 24,
    reviewer: reviewer ? { id: reviewer.id, hoursAgo: VERIFIED.reviewedDaysAgo * 24 } : null,
  });
}

async function seedDocumentsOf(
  db: Db,
  storage: FileStorage,
  cipher: DocumentCipher,
  phone: string,
  kinds: Kind[],
  at: { hoursAgo: number; reviewer: { id: number; hoursAgo: number } | null },
): Promise<number> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!buyer) return 0;
  const current = await db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, buyer.id), isNull(identityDocuments.replacedAt)));
  if (current.length > 0) return 0;
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const rows: (typeof identityDocuments.$inferInsert)[] = [];
  for (const kind of kinds) {
    const png = specimenCard(kind);
    const storageKey = `identity/${randomUUID()}.png`;
    await storage.put(storageKey, cipher.seal(png), SEALED_TYPE);
    rows.push({
      userId: buyer.id,
      kind,
      storageKey,
      mime: 'image/png',
      sizeBytes: png.length,
      createdAt: ago(at.hoursAgo),
      ...(at.reviewer ? { status: 'verified' as const, reviewedAt: ago(at.reviewer.hoursAgo), reviewedBy: at.reviewer.id } : {}),
    });
  }
  // Verified only as a whole set, as the review computes it (modules/kyc).
  const verified = at.reviewer !== null && FULL_SET.every((k) => kinds.includes(k));
  await db.transaction(async (tx) => {
    await tx.insert(identityDocuments).values(rows);
    await tx
      .update(users)
      .set({
        docsUploaded: true,
        ...(verified ? { kycVerified: true } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, buyer.id));
  });
  return rows.length;
}

// --- Specimen cards: a few flat shapes and a 5×7 pixel font, encoded as PNG with node:zlib. ---

const WIDTH = 640;
const HEIGHT = 400;
type Rgb = readonly [number, number, number];

/** 5×7 glyphs of the letters the cards print (each row five bits, high bit on the left). */
const GLYPHS: Record<string, number[]> = {
  A: [0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
  D: [0x1e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1e],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
  H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  I: [0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
  K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
  N: [0x11, 0x19, 0x15, 0x13, 0x11, 0x11, 0x11],
  O: [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
  T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

const CARDS: Record<Kind, { band: Rgb; title: string; back: boolean }> = {
  aadhar_front: { band: [245, 130, 32], title: 'AADHAAR FRONT', back: false },
  aadhar_back: { band: [19, 136, 8], title: 'AADHAAR BACK', back: true },
  pan_front: { band: [40, 80, 160], title: 'PAN CARD', back: false },
};

function specimenCard(kind: Kind): Buffer {
  const card = CARDS[kind];
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3, 0xfa);
  const fill = (x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(HEIGHT, y0 + h); y += 1) {
      for (let x = Math.max(0, x0); x < Math.min(WIDTH, x0 + w); x += 1) {
        const at = (y * WIDTH + x) * 3;
        pixels[at] = r;
        pixels[at + 1] = g;
        pixels[at + 2] = b;
      }
    }
  };
  const text = (value: string, x0: number, y0: number, scale: number, colour: Rgb) => {
    [...value].forEach((ch, i) => {
      (GLYPHS[ch] ?? GLYPHS[' ']!).forEach((row, y) => {
        for (let x = 0; x < 5; x += 1) if (row & (0x10 >> x)) fill(x0 + (i * 6 + x) * scale, y0 + y * scale, scale, scale, colour);
      });
    });
  };

  fill(0, 0, WIDTH, 64, card.band);
  text(card.title, 24, 18, 4, [255, 255, 255]);
  if (card.back) {
    for (let line = 0; line < 6; line += 1) fill(32, 100 + line * 34, line % 2 ? 420 : 560, 14, [190, 194, 200]);
  } else {
    fill(32, 96, 150, 190, [205, 210, 216]);
    for (let line = 0; line < 5; line += 1) fill(210, 104 + line * 36, line === 0 ? 320 : 240 - line * 20, 14, [190, 194, 200]);
  }
  fill(0, HEIGHT - 80, WIDTH, 80, [255, 236, 236]);
  text('SPECIMEN  DEMO', 40, HEIGHT - 62, 6, [200, 30, 40]);
  return encodePng(pixels);
}

function encodePng(rgb: Buffer): Buffer {
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) rgb.copy(raw, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** For tests: the PNG a kind of card is drawn as. */
export const specimenCardForTest = specimenCard;

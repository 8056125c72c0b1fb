import { randomUUID } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { assetPhotos, assets, auctions, financiers, segments, states, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { createSession, SESSION_COOKIE } from '../modules/accounts/index.js';
import { closeDueLots } from '../modules/bidding/index.js';
import type { Db, Executor } from '../db/client.js';
import type { FastifyInstance } from 'fastify';

/** A time `seconds` from the database's now(); negative is in the past. */
const fromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

let phoneCounter = 0;
/** Unique, valid 10-digit mobile numbers within a test process. */
export const nextPhone = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(6, '0')}`;

// Hashing is deliberately slow; tests share one hash for the common password.
let defaultHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'Test@1234';

export async function ensureState(db: Executor, name = 'Maharashtra') {
  const [existing] = await db.select().from(states).where(eq(states.name, name));
  if (existing) return existing;
  const [row] = await db.insert(states).values({ name }).returning();
  return row!;
}

export async function ensureSegment(db: Executor, code = 'tractor', name = 'Tractor') {
  const [existing] = await db.select().from(segments).where(eq(segments.code, code));
  if (existing) return existing;
  const [row] = await db.insert(segments).values({ code, name }).returning();
  return row!;
}

export async function ensureFinancier(db: Executor, slug = 'test-finance', name = 'Test Finance') {
  const [existing] = await db.select().from(financiers).where(eq(financiers.slug, slug));
  if (existing) return existing;
  const [row] = await db.insert(financiers).values({ slug, name }).returning();
  return row!;
}

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

export async function createUser(db: Executor, overrides: UserOverrides = {}) {
  const { password, ...rest } = overrides;
  const passwordHash = password ? await hashPassword(password) : await (defaultHash ??= hashPassword(TEST_PASSWORD));
  const [row] = await db
    .insert(users)
    .values({ phone: nextPhone(), firstName: 'Test', lastName: 'Buyer', passwordHash, ...rest })
    .returning();
  return row!;
}

/** A user with a live session; `cookie` goes straight into app.inject headers. */
export async function signedInUser(db: Executor, overrides: UserOverrides = {}) {
  const user = await createUser(db, overrides);
  const session = await createSession(db, user.id, 24, {});
  return { user, token: session.token, cookie: `${SESSION_COOKIE}=${session.token}` };
}

/** Segments tests name by key; `createAuction` takes a key or any { code, name }. */
export const SEGMENTS = {
  tractor: { code: 'tractor', name: 'Tractor' },
  twoWheeler: { code: 'two-wheeler', name: '2 Wheeler' },
  cv: { code: 'cv', name: 'CV' },
} as const;

export interface AuctionFixture {
  /** Seconds from the database's now(); negative means in the past. Default: started a minute ago. */
  startsIn?: number;
  /** Default: ends in an hour. */
  endsIn?: number;
  /** How many lots to create with the auction (default 1); 0 for an auction whose lots `createAsset` adds. */
  lots?: number;
  startPrice?: number;
  increment?: number;
  reservePrice?: number | null;
  title?: string;
  status?: 'scheduled' | 'cancelled';
  state?: string;
  segment?: keyof typeof SEGMENTS | { code: string; name: string };
  financier?: { slug: string; name: string; logoKey?: string };
  softCloseSeconds?: number;
  extensionSeconds?: number;
  hardEndSeconds?: number;
  /** Quotes limited by the bidder's deposit (docs/deposits.md). */
  requiresDeposit?: boolean;
  depositLimitMultiple?: number | null;
}

/**
 * An auction with its lots, timed by the database clock (offsets in seconds from now()), so a
 * "live" auction is live by the same clock the queries use, whatever the test machine's clock says.
 */
export async function createAuction(db: Executor, f: AuctionFixture = {}) {
  const state = await ensureState(db, f.state);
  const seg = typeof f.segment === 'string' ? SEGMENTS[f.segment] : f.segment;
  const segment = await ensureSegment(db, seg?.code, seg?.name);
  const fin = f.financier ?? { slug: 'test-finance', name: 'Test Finance' };
  const financier = await ensureFinancier(db, fin.slug, fin.name);
  if (fin.logoKey) await db.update(financiers).set({ logoKey: fin.logoKey }).where(eq(financiers.id, financier.id));
  const startsIn = f.startsIn ?? -60;
  const endsIn = f.endsIn ?? 3600;
  const hardEnd = f.hardEndSeconds ?? 1800;
  const [auction] = await db
    .insert(auctions)
    .values({
      title: f.title ?? `${fin.name} ${segment.name} sale`,
      financierId: financier.id,
      stateId: state.id,
      segmentId: segment.id,
      startsAt: fromNow(startsIn),
      endsAt: fromNow(endsIn),
      status: f.status ?? 'scheduled',
      softCloseSeconds: f.softCloseSeconds ?? 180,
      extensionSeconds: f.extensionSeconds ?? 180,
      hardEndSeconds: hardEnd,
      requiresDeposit: f.requiresDeposit ?? false,
      depositLimitMultiple: f.depositLimitMultiple ?? null,
    })
    .returning();
  const count = f.lots ?? 1;
  const lots =
    count === 0
      ? []
      : await db
          .insert(assets)
          .values(
            Array.from({ length: count }, (_, i) => ({
              auctionId: auction!.id,
              lotNo: i + 1,
              make: 'Mahindra',
              model: '575 DI',
              year: 2018,
              registrationNumber: `MH12AB${String(1000 + i)}`,
              yardLocation: 'Pune',
              startPrice: f.startPrice ?? 100_000,
              increment: f.increment ?? 1_000,
              reservePrice: f.reservePrice ?? null,
              startsAt: auction!.startsAt,
              endsAt: auction!.endsAt,
              hardEndAt: sql`${auction!.endsAt.toISOString()}::timestamptz + make_interval(secs => ${hardEnd})`,
            })),
          )
          .returning();
  return { auction: auction!, lots, state, segment, financier };
}

export type AuctionFixtureResult = Awaited<ReturnType<typeof createAuction>>;
export type AuctionRow = AuctionFixtureResult['auction'];

export interface AssetFixture extends Partial<Omit<typeof assets.$inferInsert, 'auctionId' | 'startsAt' | 'endsAt' | 'hardEndAt'>> {
  /** Seconds from now() for this lot's end; default: the auction's scheduled end. */
  endsIn?: number;
  photos?: string[];
}

let registrationCounter = 0;
const HARD_END_MS = 30 * 60_000;

/** One more lot in `auction`, numbered after its last; `f` overrides any column. */
export async function createAsset(db: Executor, auction: Pick<AuctionRow, 'id' | 'startsAt' | 'endsAt'>, f: AssetFixture = {}) {
  const { endsIn, photos = [], ...values } = f;
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${assets.lotNo}), 0) + 1`.mapWith(Number) })
    .from(assets)
    .where(eq(assets.auctionId, auction.id))) as [{ next: number }];
  const endsAt = endsIn === undefined ? auction.endsAt : fromNow(endsIn);
  const hardEndAt = endsIn === undefined ? new Date(auction.endsAt.getTime() + HARD_END_MS) : fromNow(endsIn + HARD_END_MS / 1000);
  const [row] = await db
    .insert(assets)
    .values({
      auctionId: auction.id,
      lotNo: next,
      make: 'Mahindra',
      model: '575 DI',
      year: 2018,
      registrationNumber: `MH12AB${String(++registrationCounter).padStart(4, '0')}`,
      yardLocation: 'Pune Yard',
      yardDistrict: 'Pune',
      startPrice: 300_000,
      increment: 5_000,
      startsAt: auction.startsAt,
      endsAt,
      hardEndAt,
      ...values,
    })
    .returning();
  if (photos.length) {
    await db
      .insert(assetPhotos)
      .values(photos.map((storageKey, i) => ({ assetId: row!.id, storageKey, sortOrder: i, caption: `Photo ${i + 1}` })));
  }
  return row!;
}

/** A signed-in buyer with an active PAN India subscription. */
export async function subscribedBuyer(db: Executor, overrides: UserOverrides = {}) {
  return signedInUser(db, {
    isSubscribed: true,
    neverSubscribed: false,
    subscriptionDate: sql`now()` as unknown as Date,
    subscriptionEndDate: sql`now() + interval '30 days'` as unknown as Date,
    ...overrides,
  });
}

/* Console and HTTP helpers: admins, requests as the browser sends them, uploads, quotes, closing an auction. */

export const adminUser = (db: Executor, kind: 'admin' | 'auction_admin' = 'admin') =>
  signedInUser(
    db,
    kind === 'admin'
      ? { isAdmin: true, firstName: 'Asha', lastName: 'Admin' }
      : { isAuctionAdmin: true, firstName: 'Ravi', lastName: 'Auctioneer' },
  );

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Form-encodes a payload the way the web client's postForm does: spread into app.inject's options. */
export const form = (fields: Record<string, string | number | boolean | undefined>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(
    Object.entries(fields).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString(),
});

/** A console request as the browser sends it: session cookie and X-Requested-With. */
export function call(app: FastifyInstance, method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'x-requested-with': 'XMLHttpRequest' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body with files and text fields. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----vh${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  url: string,
  cookie: string | undefined,
  files: FilePart[],
  fields: Record<string, string> = {},
) {
  const body = multipart(files, fields);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), 'x-requested-with': 'XMLHttpRequest', 'content-type': body.contentType },
    payload: body.payload,
  });
}

// ---- a minimal .xlsx writer: a ZIP of the five OOXML parts a reader needs -------------------

function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = deflateRawSync(e.data);
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (i: number) => String.fromCharCode(65 + i);

/** A one-sheet workbook; numbers become numeric cells, text inline strings, null an empty cell. */
export function xlsx(rows: (string | number | null)[][]): Buffer {
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((v, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (v === null) return '';
          if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
  return zip([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Lots" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(
        `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
      ),
    },
  ]);
}

/** A manual quote as the browser sends it, answered as it comes. */
export const sendQuote = (app: FastifyInstance, cookie: string, assetId: number, amount: number) =>
  app.inject({
    method: 'POST',
    url: '/client/bid',
    headers: { cookie, 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest' },
    payload: { asset_id: assetId, amount },
  });

/** A manual quote through the bidding API, which must accept it. */
export async function placeQuote(app: FastifyInstance, cookie: string, assetId: number, amount: number) {
  const res = await sendQuote(app, cookie, assetId, amount);
  if (res.statusCode !== 200) throw new Error(`quote refused: ${res.body}`);
  return res;
}

/**
 * A lot three buyers quoted on, closed: Anil, Bharat, Chetan, then Anil again, at the four rising
 * `amounts`. So H1 = Anil (`a`), H2 = Chetan (`c`), H3 = Bharat (`b`).
 */
export async function closedLotOfThree(
  app: FastifyInstance,
  db: Db,
  amounts: readonly [number, number, number, number],
  f: AuctionFixture = {},
) {
  const { auction, lots } = await createAuction(db, f);
  const a = await subscribedBuyer(db, { firstName: 'Anil' });
  const b = await subscribedBuyer(db, { firstName: 'Bharat' });
  const c = await subscribedBuyer(db, { firstName: 'Chetan' });
  const id = lots[0]!.id;
  for (const [buyer, amount] of [a, b, c, a].map((u, i) => [u, amounts[i]!] as const)) await placeQuote(app, buyer.cookie, id, amount);
  await endAuction(db, auction.id);
  return { auction, id, a, b, c };
}

/** Ends an auction by the database clock and runs the scheduler's closing step. */
export async function endAuction(db: Db, auctionId: number) {
  await db.execute(sql`update auctions set ends_at = now() - interval '1 second' where id = ${auctionId}`);
  await db.execute(sql`update assets set ends_at = now() - interval '1 second' where auction_id = ${auctionId} and status = 'open'`);
  await closeDueLots(db);
}

/** The papers a lot must state when it is listed (the lot form's required documents fields). */
export const LOT_DOCUMENTS = {
  rc: 'original',
  keys: 2,
  noc: 'after_payment',
  form35: 'after_payment',
  hypothecation: 'this_financier',
  repossession_basis: 'loan_default',
} as const;

/** An ISO time `h` hours from now, for the console's starts_at and ends_at fields. */
export const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

/** Registrations as on an RC, a new one for each lot. */
let nextRegistration = 1000;

/** The console's add-lot form for a tractor, with a registration no other lot has. */
export const lotForm = (over: Record<string, unknown> = {}) => ({
  make: 'Swaraj',
  model: '744 FE',
  year: 2019,
  registration_number: `MH14AB${nextRegistration++}`,
  yard_location: 'Chakan Yard',
  start_price: 300_000,
  increment: 2_000,
  ...LOT_DOCUMENTS,
  ...over,
});

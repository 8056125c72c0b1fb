import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { assetsDir } from '../lib/paths.js';
import { hashPassword } from '../lib/password.js';
import type { PincodeFile } from '../modules/catalog/pincodes.js';
import type { Db, Tx } from './client.js';
import {
  brands,
  districts,
  financiers,
  pincodes,
  plans,
  segments,
  stateHeadContacts,
  states,
  subscriptions,
  userStatePermissions,
  users,
  vehicleModels,
} from './schema/index.js';
import { BRANDS, DEMO_USERS, FINANCIERS, MODELS, PLANS, SEGMENTS, STATE_DATA } from './seed-data.js';
import { seedAuctions } from './seed-auctions.js';
import { seedDealHistory } from './seed-history.js';

/** Passwords of the demo accounts; the README gives them. Real sign-ups get random ones. */
export const DEMO_PASSWORDS: Record<string, string> = { admin: 'Admin@1234', buyer: 'Buyer@1234', 'new-buyer': 'Buyer@1234' };

const chunk = <T>(xs: T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

export async function seedIfEmpty(db: Db, log: FastifyBaseLogger, uploadDir: string) {
  const [row] = await db.select({ n: count() }).from(states);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, log, uploadDir);
  return true;
}

/** Idempotent: every row is keyed by a natural key, so a second run changes nothing. */
export async function seed(db: Db, log: FastifyBaseLogger, uploadDir: string) {
  const started = Date.now();
  const passwordHashes = Object.fromEntries(
    await Promise.all(Object.entries(DEMO_PASSWORDS).map(async ([k, p]) => [k, await hashPassword(p)] as const)),
  );
  await db.transaction(async (tx) => {
    const stateIds = await seedGeography(tx);
    const segmentIds = await seedSegmentsAndBrands(tx);
    await tx.insert(financiers).values(FINANCIERS.map((f) => ({ slug: f.slug, name: f.name, logoKey: `seed/${f.logoFile}` }))).onConflictDoNothing();
    await seedContacts(tx, stateIds);
    await tx
      .insert(plans)
      .values(PLANS.map((p, i) => ({ name: p.name, tenureMonths: p.tenureMonths, segmentId: p.segment ? segmentIds.get(p.segment)! : null, price: p.price, sortOrder: i })))
      .onConflictDoNothing();
    await seedUsers(tx, stateIds, passwordHashes);
    const created = await seedAuctions(tx, uploadDir, { stateIds, segmentIds });
    const history = await seedDealHistory(tx, passwordHashes.buyer!);
    log.info({ auctions: created, historyLots: history, ms: Date.now() - started }, 'demo data seeded');
  });
}

async function seedGeography(tx: Tx) {
  const file = JSON.parse(readFileSync(path.join(assetsDir, 'pincodes.json'), 'utf8')) as PincodeFile;
  const codes = new Map(STATE_DATA.map((s) => [s.name, s.code]));
  await tx
    .insert(states)
    .values(file.states.map((name, i) => ({ name, code: codes.get(name) ?? null, sortOrder: i })))
    .onConflictDoNothing();
  const stateRows = await tx.select({ id: states.id, name: states.name }).from(states);
  const stateIds = new Map(stateRows.map((s) => [s.name, s.id]));

  const [existing] = await tx.select({ n: count() }).from(pincodes);
  if ((existing?.n ?? 0) > 0) return stateIds;
  const districtRows = file.districts.map(([stateIndex, name]) => ({ stateId: stateIds.get(file.states[stateIndex]!)!, name }));
  for (const part of chunk(districtRows, 1000)) await tx.insert(districts).values(part).onConflictDoNothing();
  const idRows = await tx.select({ id: districts.id, stateId: districts.stateId, name: districts.name }).from(districts);
  const districtId = new Map(idRows.map((d) => [`${d.stateId}|${d.name}`, d.id]));
  const fileDistrictToRow = districtRows.map((d) => districtId.get(`${d.stateId}|${d.name}`)!);

  const pinRows: { pin: string; districtId: number }[] = [];
  let pin = 0;
  file.pinDeltas.forEach((delta, i) => {
    pin += delta;
    const ids = file.districtIds[i]!;
    for (const id of Array.isArray(ids) ? ids : [ids]) pinRows.push({ pin: String(pin), districtId: fileDistrictToRow[id]! });
  });
  for (const part of chunk(pinRows, 2000)) await tx.insert(pincodes).values(part).onConflictDoNothing();
  return stateIds;
}

async function seedSegmentsAndBrands(tx: Tx) {
  await tx.insert(segments).values(SEGMENTS.map((s, i) => ({ code: s.code, name: s.name, sortOrder: i }))).onConflictDoNothing();
  const segmentRows = await tx.select({ id: segments.id, code: segments.code }).from(segments);
  const segmentIds = new Map(segmentRows.map((s) => [s.code, s.id]));
  await tx
    .insert(brands)
    .values(BRANDS.map((b) => ({ segmentId: segmentIds.get(b.segment)!, name: b.name })))
    .onConflictDoNothing();
  const brandRows = await tx.select({ id: brands.id, segmentId: brands.segmentId, name: brands.name }).from(brands);
  const brandId = new Map(brandRows.map((b) => [`${b.segmentId}|${b.name}`, b.id]));
  await tx
    .insert(vehicleModels)
    .values(MODELS.map((m) => ({ brandId: brandId.get(`${segmentIds.get(m.segment)}|${m.make}`)!, name: m.model })))
    .onConflictDoNothing();
  return segmentIds;
}

async function seedContacts(tx: Tx, stateIds: Map<string, number>) {
  const ids = STATE_DATA.map((s) => stateIds.get(s.name)!);
  const [existing] = await tx.select({ n: count() }).from(stateHeadContacts).where(inArray(stateHeadContacts.stateId, ids));
  if ((existing?.n ?? 0) > 0) return;
  await tx.insert(stateHeadContacts).values(
    STATE_DATA.flatMap((s) => s.contacts.map((c, i) => ({ stateId: stateIds.get(s.name)!, name: c.name, phone: c.phone, sortOrder: i }))),
  );
}

async function seedUsers(tx: Tx, stateIds: Map<string, number>, hashes: Record<string, string>) {
  const planRows = await tx.select({ id: plans.id, name: plans.name, tenureMonths: plans.tenureMonths, segmentId: plans.segmentId }).from(plans);
  for (const u of DEMO_USERS) {
    const state = STATE_DATA.find((s) => s.code === u.stateCode)!;
    const stateId = stateIds.get(state.name)!;
    const plan = u.subscriptionPlanCode ? PLANS.find((p) => p.code === u.subscriptionPlanCode) : undefined;
    const subscribed = plan !== undefined && planRows.some((r) => r.name === plan.name && r.tenureMonths === plan.tenureMonths);
    const [row] = await tx
      .insert(users)
      .values({
        phone: u.phone,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        address: u.address,
        pincode: u.pincode,
        stateId,
        passwordHash: hashes[u.key]!,
        isAdmin: u.role === 'admin',
        // Documents are only ever "uploaded" by uploading them; demo accounts start without.
        docsUploaded: false,
        isSubscribed: subscribed,
        neverSubscribed: !subscribed,
        subscriptionDate: subscribed ? sql`now()` : null,
        subscriptionEndDate: subscribed ? sql`now() + make_interval(months => ${plan!.tenureMonths})` : null,
        remarks: 'Demo account',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    await tx.insert(userStatePermissions).values({ userId: row.id, stateId }).onConflictDoNothing();
    const planRow = plan && planRows.find((r) => r.name === plan.name && r.tenureMonths === plan.tenureMonths);
    if (planRow) {
      await tx.insert(subscriptions).values({
        userId: row.id,
        planId: planRow.id,
        amount: plan!.price,
        status: 'active',
        remarks: 'Demo subscription',
        startAt: sql`now()`,
        endAt: sql`now() + make_interval(months => ${plan!.tenureMonths})`,
      });
    }
  }
}

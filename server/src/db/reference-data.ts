import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { assetsDir } from '../lib/paths.js';
import { brands, districts, pincodes, plans, referenceDataVersions, segments, states, vehicleModels } from './schema/index.js';
import { BRANDS, MODELS, PLANS, SEGMENTS, STATE_DATA } from './seed-data.js';
import type { PincodeFile } from '../modules/catalog/index.js';
import type { Db, Tx } from './client.js';
import type { FastifyBaseLogger } from 'fastify';

/*
 * Reference data every database needs, demo or not: states, districts and PIN codes, segments with
 * their makes and models, and the plan list. Each set is installed when the copy shipped with the
 * code differs from the one a database last received (its hash is kept in reference_data_versions),
 * so a start-up costs one small read, a release that adds PINs or changes a price installs them
 * once, and what admins edit in between (a state switched off, a plan unpublished) is kept.
 */

const chunk = <T>(xs: T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

interface ReferenceSet {
  name: string;
  content: () => unknown;
  install: (tx: Tx) => Promise<void>;
}

let pincodeFile: PincodeFile | undefined;
const readPincodes = () => (pincodeFile ??= JSON.parse(readFileSync(path.join(assetsDir, 'pincodes.json'), 'utf8')) as PincodeFile);
const stateCodes = () => STATE_DATA.map((s) => [s.name, s.code]);

async function installGeography(tx: Tx) {
  const file = readPincodes();
  const codes = new Map(stateCodes() as [string, string][]);
  await tx
    .insert(states)
    .values(file.states.map((name, i) => ({ name, code: codes.get(name) ?? null, sortOrder: i })))
    .onConflictDoUpdate({ target: states.name, set: { code: sql`excluded.code`, sortOrder: sql`excluded.sort_order` } });
  const stateRows = await tx.select({ id: states.id, name: states.name }).from(states);
  const stateIds = new Map(stateRows.map((s) => [s.name, s.id]));

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
}

async function segmentIdsOf(tx: Tx) {
  const rows = await tx.select({ id: segments.id, code: segments.code }).from(segments);
  return new Map(rows.map((s) => [s.code, s.id]));
}

async function installCatalogue(tx: Tx) {
  await tx
    .insert(segments)
    .values(SEGMENTS.map((s, i) => ({ code: s.code, name: s.name, sortOrder: i })))
    .onConflictDoUpdate({ target: segments.code, set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` } });
  const segmentIds = await segmentIdsOf(tx);
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
}

async function installPlans(tx: Tx) {
  const segmentIds = await segmentIdsOf(tx);
  await tx
    .insert(plans)
    .values(
      PLANS.map((p, i) => ({
        name: p.name,
        tenureMonths: p.tenureMonths,
        segmentId: p.segment ? segmentIds.get(p.segment)! : null,
        price: p.price,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: [plans.platform, plans.tenureMonths, plans.name],
      set: { price: sql`excluded.price`, segmentId: sql`excluded.segment_id`, sortOrder: sql`excluded.sort_order` },
    });
}

/** In dependency order: plans name segments. */
export const REFERENCE_SETS: readonly ReferenceSet[] = [
  { name: 'geography', content: () => [readPincodes(), stateCodes()], install: installGeography },
  {
    name: 'catalogue',
    content: () => [
      SEGMENTS.map((s) => [s.code, s.name]),
      BRANDS.map((b) => [b.segment, b.name]),
      MODELS.map((m) => [m.segment, m.make, m.model]),
    ],
    install: installCatalogue,
  },
  { name: 'plans', content: () => PLANS.map((p) => [p.name, p.tenureMonths, p.segment, p.price]), install: installPlans },
];

/**
 * Brings a database's reference data up to the shipped version; answers the sets it installed.
 * Instances starting together take turns on an advisory lock, and the later ones find nothing to do.
 */
export async function installReferenceData(db: Db, log: FastifyBaseLogger): Promise<string[]> {
  const started = Date.now();
  const installed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vahanhaat:reference-data'))`);
    const current = new Map((await tx.select().from(referenceDataVersions)).map((r) => [r.name, r.hash]));
    const done: string[] = [];
    for (const set of REFERENCE_SETS) {
      const hash = hashOf(set.content());
      if (current.get(set.name) === hash) continue;
      await set.install(tx);
      await tx
        .insert(referenceDataVersions)
        .values({ name: set.name, hash })
        .onConflictDoUpdate({ target: referenceDataVersions.name, set: { hash, appliedAt: sql`now()` } });
      done.push(set.name);
    }
    return done;
  });
  if (installed.length > 0) log.info({ sets: installed, ms: Date.now() - started }, 'reference data installed');
  return installed;
}

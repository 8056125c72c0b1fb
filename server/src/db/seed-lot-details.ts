import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CHECKLISTS, checklistFor, gradeReport, type PointStatus } from '../modules/catalog/index.js';
import { queryRows } from './rows.js';
import { assetConditionReports, assetDocuments, assetPhotos, type StoredPoint } from './schema/index.js';
import { BODY_COLOUR_PLACEHOLDER, recolourIllustration, SEED_ASSETS_DIR, vehicleIllustrationFile } from './seed-data/assets.js';
import { chassisPlateView, meterView, mirroredView, rcCardView, sharedViews } from './seed-data/lot-views.js';
import { mulberry32, pick, randomInt, weighted, type Rng } from './seed-data/random.js';
import type { Tx } from './client.js';
import type { SegmentCode, VehicleKind } from './seed-data/catalogue.js';

/*
 * Every demo lot's condition report, papers and photo set: run after the auctions and the sale
 * history are in, for each lot that has no report yet (so a second run adds nothing). Drawn views
 * go into `pictures`, stored by the caller once the transaction has committed.
 */

interface LotFacts {
  id: number;
  segment: string;
  registration_number: string;
  make: string;
  model: string;
  year: number;
  fuel: string;
  hours_run: number | null;
  kms_driven: number | null;
  cover: string | null;
}

const INSPECTORS = ['R. Patil', 'S. Yadav', 'K. Reddy', 'M. Gowda', 'A. Chauhan', 'P. Sharma', 'V. Naidu', 'J. Desai'];
const ATTENTION_NOTES = [
  'Worn: service soon',
  'Minor seepage seen',
  'Works, but stiff',
  'Loose: needs tightening',
  'Faded and scratched',
  'Weak: recharge or replace',
];
const FAIL_NOTES = ['Not working: repair needed', 'Broken: replace', 'Heavy leak', 'Missing', 'Cracked'];

/** How worn a demo vehicle is: how many points need attention, fail, fail critically. */
const PROFILES: readonly (readonly [[number, number, number], number])[] = [
  [[2, 0, 0], 15],
  [[5, 1, 0], 35],
  [[8, 2, 1], 30],
  [[11, 4, 2], 15],
  [[14, 6, 3], 5],
];

function conditionPoints(rng: Rng, segment: SegmentCode): StoredPoint[] {
  const list = CHECKLISTS[checklistFor(segment)];
  const [attention, fails, criticalFails] = weighted(rng, PROFILES);
  const statuses = new Map<string, PointStatus>();
  const mark = (pool: string[], n: number, status: PointStatus) => {
    for (let i = 0; i < n && pool.length; i++) statuses.set(pool.splice(Math.floor(rng() * pool.length), 1)[0]!, status);
  };
  const plain = list.filter((p) => !p.percent && !p.critical).map((p) => p.code);
  mark(
    list.filter((p) => p.critical).map((p) => p.code),
    criticalFails,
    'fail',
  );
  mark(plain, fails, 'fail');
  mark(plain, attention, 'attention');
  const wear = attention + fails * 3;
  return list.map((p): StoredPoint => {
    if (p.percent) {
      const value = Math.max(10, Math.min(95, randomInt(rng, 45, 95) - wear * 2));
      return { code: p.code, status: value >= 50 ? 'ok' : value >= 25 ? 'attention' : 'fail', value };
    }
    const status = statuses.get(p.code) ?? 'ok';
    return { code: p.code, status, ...(status === 'ok' ? {} : { note: pick(rng, status === 'fail' ? FAIL_NOTES : ATTENTION_NOTES) }) };
  });
}

function documentsOf(rng: Rng, now: Date) {
  const insured = rng() < 0.7;
  const until = new Date(now.getTime() + randomInt(rng, -200, 330) * 86_400_000);
  return {
    rc: weighted(rng, [
      ['original', 75],
      ['copy', 20],
      ['none', 5],
    ] as const),
    keys: weighted(rng, [
      [2, 50],
      [1, 40],
      [0, 10],
    ] as const),
    noc: weighted(rng, [
      ['after_payment', 80],
      ['with_vehicle', 15],
      ['not_available', 5],
    ] as const),
    form35: weighted(rng, [
      ['after_payment', 70],
      ['ready', 25],
      ['not_ready', 5],
    ] as const),
    insuranceValidUntil: insured ? until.toISOString().slice(0, 10) : null,
    hypothecation: weighted(rng, [
      ['this_financier', 90],
      ['other_lender', 5],
      ['none', 5],
    ] as const),
    repossessionBasis: weighted(rng, [
      ['loan_default', 80],
      ['voluntary_surrender', 15],
      ['court_order', 5],
    ] as const),
    dispute: rng() < 0.08 ? 'The borrower has written to the bank contesting the dues; no court case or stay is known.' : '',
  };
}

const chassisNumber = (rng: Rng, make: string) =>
  `${make
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'X')}${Array.from({ length: 11 }, () => pick(rng, [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'])).join('')}`;

/** The kind and colour a seeded lot's side drawing was painted with, from its storage key. */
function drawingOf(cover: string | null): { kind: VehicleKind; colour: string } | null {
  const m = /^lots\/seed-([a-z-]+)-([0-9a-f]{6})\.svg$/.exec(cover ?? '');
  return m ? { kind: m[1] as VehicleKind, colour: `#${m[2]!.toUpperCase()}` } : null;
}

export async function seedLotDetails(tx: Tx, pictures: Map<string, Buffer>, now: Date): Promise<number> {
  const lots = await queryRows<LotFacts>(
    tx,
    sql`select a.id, s.code as segment, a.registration_number, a.make, a.model, a.year, a.fuel, a.hours_run, a.kms_driven,
          (select p.storage_key from asset_photos p where p.asset_id = a.id order by p.sort_order, p.id limit 1) as cover
        from assets a
        join auctions au on au.id = a.auction_id
        join segments s on s.id = au.segment_id
        where not exists (select 1 from asset_condition_reports r where r.asset_id = a.id)
        order by a.id`,
  );
  if (lots.length === 0) return 0;
  const sides = new Map<string, string>();
  const reports: (typeof assetConditionReports.$inferInsert)[] = [];
  const documents: (typeof assetDocuments.$inferInsert)[] = [];
  const photos: (typeof assetPhotos.$inferInsert)[] = [];

  for (const lot of lots) {
    const rng = mulberry32([...lot.registration_number].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
    const segment = checklistFor(lot.segment) as SegmentCode;
    const points = conditionPoints(rng, segment);
    const statuses = new Map(points.map((p) => [p.code, p.status]));
    reports.push({
      assetId: lot.id,
      checklist: checklistFor(lot.segment),
      grade: gradeReport(checklistFor(lot.segment), statuses).grade,
      points,
      inspectorName: pick(rng, INSPECTORS),
      inspectedOn: new Date(now.getTime() - randomInt(rng, 1, 10) * 86_400_000).toISOString().slice(0, 10),
    });
    documents.push({ assetId: lot.id, ...documentsOf(rng, now) });

    const drawing = drawingOf(lot.cover);
    const colour = drawing?.colour ?? BODY_COLOUR_PLACEHOLDER;
    const name = (view: string) => `lots/seed-${segment}-${view}-${colour.slice(1).toLowerCase()}.svg`;
    const views: [string, string, () => string][] = Object.entries(sharedViews(segment, colour)).map(([view, body]) => [
      view,
      name(view),
      () => body,
    ]);
    if (drawing) {
      const key = `lots/seed-${drawing.kind}-${colour.slice(1).toLowerCase()}-right.svg`;
      if (!sides.has(key)) {
        const side = recolourIllustration(
          await readFile(path.join(SEED_ASSETS_DIR, vehicleIllustrationFile(drawing.kind)), 'utf8'),
          colour,
        );
        sides.set(key, mirroredView(side));
      }
      views.push(['right', key, () => sides.get(key)!]);
    }
    const chassisNo = chassisNumber(rng, lot.make);
    const reading = segment === 'tractor' ? (lot.hours_run ?? 0) : (lot.kms_driven ?? 0);
    views.push(['chassis_plate', `lots/seed-${lot.id}-chassis.svg`, () => chassisPlateView(chassisNo)]);
    views.push(['meter', `lots/seed-${lot.id}-meter.svg`, () => meterView(segment, reading)]);
    views.push(['rc', `lots/seed-${lot.id}-rc.svg`, () => rcCardView({ ...lot, registrationNumber: lot.registration_number, chassisNo })]);

    const order = ['front', 'rear', 'right', 'engine', 'chassis_plate', 'meter', 'tyres', 'cabin', 'rc'];
    views.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
    views.forEach(([slot, key, draw], i) => {
      if (!pictures.has(key)) pictures.set(key, Buffer.from(draw()));
      photos.push({ assetId: lot.id, storageKey: key, slot, sortOrder: i + 1, caption: '' });
    });
  }

  const ids = lots.map((l) => l.id);
  // The side drawing each lot already has is its left side and stays the cover.
  await tx.execute(
    sql`update asset_photos set slot = 'left' where sort_order = 0 and asset_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  for (let i = 0; i < reports.length; i += 200)
    await tx
      .insert(assetConditionReports)
      .values(reports.slice(i, i + 200))
      .onConflictDoNothing();
  for (let i = 0; i < documents.length; i += 200)
    await tx
      .insert(assetDocuments)
      .values(documents.slice(i, i + 200))
      .onConflictDoNothing();
  for (let i = 0; i < photos.length; i += 500) await tx.insert(assetPhotos).values(photos.slice(i, i + 500));
  return lots.length;
}

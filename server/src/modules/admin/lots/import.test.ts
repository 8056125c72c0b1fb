import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assets, auditLog } from '../../../db/schema/index.js';
import { parseCsv } from '../../../lib/csv.js';
import { createAuction, call, upload, xlsx } from '../../../test/factories.js';
import { modeName } from '../../../test/harness.js';
import { adminSuite } from '../../../test/suite.js';

const t = adminSuite();

/** The papers every listed lot states (required columns), as the template writes them. */
const DOC_HEADER = 'RC,keys,NOC,Form35,hypothecation,repossession_basis';
const DOCS = 'original,2,after_payment,after_payment,this_financier,loan_default';
const DOC_NAMES = ['rc', 'keys', 'noc', 'form35', 'hypothecation', 'repossession_basis'];
const DOC_CELLS = ['Original', 1, 'with_vehicle', 'ready', 'this_financier', 'voluntary_surrender'];
const HEADER = `Lot_No,Make,Model,Year,Registration Number,Fuel,KMS_DRIVEN,hours-run,owners,yard_location,yard_district,inspection_notes,Start Price,reserve_price,increment,${DOC_HEADER}`;
const good = (n: number, reg: string) =>
  `${n},Mahindra,575 DI,2018,${reg},Diesel,,3200,1,"Hadapsar Yard, Pune",Pune,"Tyres 70%, ""good"" battery","₹ 3,50,000","4,00,000",5000,${DOCS}`;

const importFile = (auctionId: number, name: string, data: Buffer, fields: Record<string, string> = {}) =>
  upload(t.app, `/admin/auctions/${auctionId}/lots/import`, t.admin.cookie, [{ field: 'file', name, data }], fields);
/** An upcoming auction with no lots yet, made through the console. */
async function emptyAuction() {
  const { auction } = await createAuction(t.db, { startsIn: 3600, endsIn: 7200 });
  const res = await call(t.app, 'POST', '/admin/auctions', t.admin.cookie, {
    title: 'Import target',
    financier_id: auction.financierId,
    state_id: auction.stateId,
    segment_id: auction.segmentId,
    starts_at: auction.startsAt.toISOString(),
    ends_at: auction.endsAt.toISOString(),
  });
  return { auction: { ...auction, id: res.json().data.id as number } };
}
const lotsOf = (auctionId: number) => t.db.select().from(assets).where(eq(assets.auctionId, auctionId)).orderBy(asc(assets.lotNo));

describe(`bulk lot import in ${modeName}`, () => {
  it('imports a clean CSV: any-case headers, quoted commas and quotes, rupee-formatted numbers', async () => {
    const { auction } = await emptyAuction();
    const csv = [HEADER, good(1, 'MH12AA1001'), good(2, 'MH12AA1002'), ''].join('\r\n');
    const res = await importFile(auction.id, 'lots.csv', Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      msg: '2 lots imported',
      data: { format: 'csv', total_rows: 2, valid_rows: 2, imported: 2, errors: [], invalid_rows: [] },
    });
    const rows = await lotsOf(auction.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      lotNo: 1,
      registrationNumber: 'MH12AA1001',
      yardLocation: 'Hadapsar Yard, Pune',
      inspectionNotes: 'Tyres 70%, "good" battery',
      kmsDriven: null,
      hoursRun: 3200,
      startPrice: 350_000,
      reservePrice: 400_000,
      increment: 5_000,
      startsAt: auction.startsAt,
      endsAt: auction.endsAt,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.import'), eq(auditLog.entityId, String(auction.id))));
    expect(entry!.details).toMatchObject({ format: 'csv', imported: 2 });
  });

  it('imports nothing from a file with errors and reports each by row and field; skip_invalid imports the valid rows', async () => {
    const { auction } = await createAuction(t.db, { startsIn: 3600, endsIn: 7200, lots: 1 });
    const csv = [
      HEADER,
      good(2, 'KA01AB0001'),
      `,Sonalika,DI 745,1890,KA01AB0002,,,,,Yard,,,abc,,500,${DOCS}`,
      good(4, 'MH12AB1000'),
      `,Eicher,380,2020,KA01AB0001,,,,,Yard,,,200000,,1000,${DOCS}`,
      `,Eicher,380,2020,KA01AB0009,,,,,Yard,,,200000,100000,1000,${DOCS}`,
      good(6, 'KA01AB0010'),
    ].join('\n');

    const refused = await importFile(auction.id, 'lots.csv', Buffer.from(csv));
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.msg).toBe(
      '4 rows have errors, so nothing was imported. Fix them, or send skip_invalid=true to import only the 2 valid rows.',
    );
    expect(body.data.invalid_rows).toEqual([3, 4, 5, 6]);
    expect(body.data.errors).toMatchObject([
      { row: 3, field: 'year', message: 'year must not be before 1950' },
      { row: 3, field: 'start_price', message: 'start_price must be a number' },
      { row: 4, field: 'registration_number', message: 'Registration MH12AB1000 is already a lot in this auction' },
      { row: 5, field: 'registration_number', message: 'Registration KA01AB0001 repeats row 2' },
      { row: 6, field: 'reserve_price', message: 'reserve_price must be at least start_price' },
    ]);
    expect(await lotsOf(auction.id)).toHaveLength(1);

    const partial = await importFile(auction.id, 'lots.csv', Buffer.from(csv), { skip_invalid: 'true' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ msg: '2 lots imported; 4 rows skipped', data: { imported: 2, invalid_rows: [3, 4, 5, 6] } });
    expect(partial.json().data.lots).toEqual([
      { row: 2, lot_no: 2, asset_id: expect.any(Number) },
      { row: 7, lot_no: 6, asset_id: expect.any(Number) },
    ]);
    expect((await lotsOf(auction.id)).map((l) => [l.lotNo, l.registrationNumber])).toEqual([
      [1, 'MH12AB1000'],
      [2, 'KA01AB0001'],
      [6, 'KA01AB0010'],
    ]);
  });

  it('accepts skip_invalid as a query parameter too, numbering rows without lot_no after the last lot', async () => {
    const { auction } = await createAuction(t.db, { startsIn: 3600, endsIn: 7200, lots: 3 });
    const csv = `make,model,year,registration_number,yard_location,start_price,increment,${DOC_HEADER}\nTAFE,9500,2021,GJ05XY0001,Rajkot,250000,2500,${DOCS}\nTAFE,9500,2021,,Rajkot,250000,2500,${DOCS}\n`;
    const res = await upload(t.app, `/admin/auctions/${auction.id}/lots/import?skip_invalid=true`, t.admin.cookie, [
      { field: 'file', name: 'x.csv', data: Buffer.from(csv) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      imported: 1,
      invalid_rows: [3],
      errors: [{ row: 3, field: 'registration_number', message: 'registration_number is required' }],
    });
    expect((await lotsOf(auction.id)).map((l) => l.lotNo)).toEqual([1, 2, 3, 4]);
  });

  it('imports an XLSX workbook with numeric cells', async () => {
    const { auction } = await emptyAuction();
    const book = xlsx([
      [
        'make',
        'model',
        'year',
        'registration_number',
        'yard_location',
        'start_price',
        'reserve_price',
        'increment',
        'owners',
        ...DOC_NAMES,
      ],
      ['John Deere', '5050 D', 2017, 'RJ14CD4321', 'Jaipur Yard', 410000, null, 4000, 2, ...DOC_CELLS],
      ['Kubota', 'MU4501', 2022, 'RJ14CD4322', 'Jaipur Yard', '5,25,000', 600000, 5000, null, ...DOC_CELLS],
    ]);
    const res = await importFile(auction.id, 'lots.xlsx', book);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ format: 'xlsx', imported: 2 });
    expect((await lotsOf(auction.id)).map((l) => [l.make, l.year, l.startPrice, l.reservePrice, l.owners])).toEqual([
      ['John Deere', 2017, 410_000, null, 2],
      ['Kubota', 2022, 525_000, 600_000, 1],
    ]);
    const bad = xlsx([
      ['make', 'model', 'year', 'registration_number', 'yard_location', 'start_price', 'increment', ...DOC_NAMES],
      ['X', 'Y', 2020, 'RJ14ZZ0001', 'Yard', 1000.5, 100, ...DOC_CELLS],
    ]);
    const refused = await importFile(auction.id, 'bad.xlsx', bad);
    expect(refused.json().data.errors).toEqual([
      {
        row: 2,
        field: 'start_price',
        message: 'start_price must be a whole number',
        code: 'field.must_be_whole',
        params: { field: 'start_price' },
      },
    ]);
  });

  it('refuses a file whose header is wrong even with skip_invalid', async () => {
    const { auction } = await emptyAuction();
    const csv = 'make,model,year,registration,yard_location,start_price\nA,B,2020,MH01AA0001,Yard,1000\n';
    const res = await importFile(auction.id, 'x.csv', Buffer.from(csv), { skip_invalid: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toMatchObject([
      { row: 1, field: 'registration', message: expect.stringMatching(/^Unknown column/) },
      { row: 1, field: 'registration_number', message: 'Required column is missing' },
      { row: 1, field: 'increment', message: 'Required column is missing' },
      ...DOC_NAMES.map((field) => ({ row: 1, field, message: 'Required column is missing' })),
    ]);
    expect(await lotsOf(auction.id)).toHaveLength(0);
  });

  it('refuses files that are neither CSV nor XLSX, malformed CSV, and auctions that are over', async () => {
    const { auction } = await emptyAuction();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await importFile(auction.id, 'x.csv', png)).statusCode).toBe(415);
    expect((await importFile(auction.id, 'x.csv', Buffer.from([0x6d, 0x61, 0x6b, 0x65, 0xff, 0x0a]))).json().msg).toMatch(/UTF-8/);
    expect((await importFile(auction.id, 'x.csv', Buffer.from('make,model\n"open,x\n'))).json().msg).toBe(
      'The CSV file is malformed at row 2: A quoted field is not closed',
    );
    expect((await importFile(auction.id, 'x.xlsx', Buffer.from('PK\u0003\u0004garbage'))).json().msg).toBe(
      'The file could not be read as an XLSX workbook',
    );
    const { auction: ended } = await createAuction(t.db, { startsIn: -7200, endsIn: -60 });
    expect((await importFile(ended.id, 'x.csv', Buffer.from(`${HEADER}\n${good(1, 'MH01ZZ0001')}`))).statusCode).toBe(409);
  });

  it('serves a template whose example row imports as it is', async () => {
    const res = await call(t.app, 'GET', '/admin/lots/import-template.csv', t.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="lots-import-template.csv"');
    const [header] = parseCsv(res.body);
    expect(header).toEqual([
      ...[
        'lot_no',
        'make',
        'model',
        'year',
        'registration_number',
        'fuel',
        'kms_driven',
        'hours_run',
        'owners',
        'yard_location',
        'yard_district',
        'inspection_notes',
        'start_price',
        'reserve_price',
        'increment',
      ],
      ...[
        'video_url',
        'rc',
        'keys',
        'noc',
        'form35',
        'insurance_valid_until',
        'hypothecation',
        'repossession_basis',
        'dispute',
        'condition',
        'inspected_by',
      ],
    ]);
    const { auction } = await emptyAuction();
    const imported = await importFile(auction.id, 'template.csv', Buffer.from(res.body));
    expect(imported.json().data).toMatchObject({ imported: 1 });
  });
});

import { AppError, badRequest } from '../../../errors.js';
import { CsvError, parseCsv } from '../../../lib/csv.js';
import { message, render, type Message } from '../../../lib/i18n/render.js';
import { fileTypeFromBuffer, readSheet } from '../../../lib/on-demand.js';
import { issueText } from '../../../lib/plain-errors.js';
import { normalizeRegistration } from '../../catalog/index.js';
import { buildPoints, parseConditionCell } from './report.js';
import { IMPORT_COLUMNS, lotInput, type LotInput } from './schema.js';
import type { StoredPoint } from '../../../db/schema/index.js';
import type { Language } from '../../../lib/i18n/languages.js';
import type { ChecklistCode } from '../../catalog/index.js';

/*
 * Reading a lot sheet (CSV or XLSX) into checked rows. Row numbers are the spreadsheet's: the
 * header is row 1, the first lot row 2. Header names match case-insensitively, and spaces or
 * hyphens count as underscores ("Start Price" is start_price).
 */

export type Cell = string | number | boolean | Date | null | undefined;
/** A row's problem: a catalog message (worded in the reader's language by reportRow), or a schema's own text. */
export interface RowError {
  row: number;
  field: string;
  text: Message | string;
}

/** A row's problem as the import report gives it: the text in `language`, and its code and values when it has them. */
export function reportRow(
  e: RowError,
  language: Language,
): { row: number; field: string; message: string; code?: string; params?: Record<string, string | number> } {
  if (typeof e.text === 'string') return { row: e.row, field: e.field, message: e.text };
  return { row: e.row, field: e.field, message: render(e.text, language), code: e.text.code, params: e.text.params };
}
export interface SheetRow {
  row: number;
  input: LotInput;
  /** From the condition and inspected_by columns, when the row fills them. */
  report?: { points: StoredPoint[]; inspector: string };
}

export const MAX_IMPORT_ROWS = 2000;
const REQUIRED = [
  'make',
  'model',
  'year',
  'registration_number',
  'yard_location',
  'start_price',
  'increment',
  'rc',
  'keys',
  'noc',
  'form35',
  'hypothecation',
  'repossession_basis',
];
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The sheet's cells, from an XLSX workbook (first sheet) or UTF-8 CSV text. */
export async function readCells(file: Buffer): Promise<{ format: 'csv' | 'xlsx'; cells: Cell[][] }> {
  if (file.length === 0) throw badRequest('admin.file_empty');
  if (file.subarray(0, 4).equals(ZIP_MAGIC)) {
    try {
      return { format: 'xlsx', cells: (await readSheet(file)) as Cell[][] };
    } catch {
      throw badRequest('admin.xlsx_unreadable');
    }
  }
  if (await fileTypeFromBuffer(file)) throw new AppError('UNSUPPORTED_MEDIA', 'admin.import_type');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw badRequest('admin.csv_encoding');
  }
  try {
    return { format: 'csv', cells: parseCsv(text) };
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(message('admin.csv_malformed', { row: err.row, detail: err.message }));
    throw err;
  }
}

const headerKey = (h: Cell) =>
  String(h ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const isBlank = (c: Cell) => c === null || c === undefined || (typeof c === 'string' && c.trim() === '');

function cellValue(c: Cell): string | number | undefined {
  if (isBlank(c)) return undefined;
  if (typeof c === 'number') return c;
  if (c instanceof Date) return c.toISOString();
  return String(c).trim();
}

/** Which column holds which field; problems with the header itself are row-1 errors. */
function mapHeader(header: Cell[]): { columns: (string | null)[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const seen = new Set<string>();
  const columns = header.map((h) => {
    const key = headerKey(h);
    if (key === '') return null;
    if (!(IMPORT_COLUMNS as string[]).includes(key)) {
      errors.push({
        row: 1,
        field: String(h).trim(),
        text: message('admin.import_unknown_column', { columns: IMPORT_COLUMNS.join(', ') }),
      });
      return null;
    }
    if (seen.has(key)) errors.push({ row: 1, field: key, text: message('admin.import_column_twice') });
    seen.add(key);
    return key;
  });
  for (const req of REQUIRED) if (!seen.has(req)) errors.push({ row: 1, field: req, text: message('admin.import_column_missing') });
  return { columns, errors };
}

export interface Taken {
  registrations: Set<string>;
  lotNos: Set<number>;
}

export interface CheckedSheet {
  totalRows: number;
  valid: SheetRow[];
  errors: RowError[];
  /** The header is wrong: no row can be imported, whatever skip_invalid says. */
  headerBroken: boolean;
}

/** A row's condition report from its condition cell (blank: no report), checked against the lot's checklist. */
function rowReport(
  row: number,
  cell: string | number | undefined,
  inspector: string | number | undefined,
  checklist: ChecklistCode,
): { report?: SheetRow['report']; error?: RowError } {
  if (cell === undefined) return {};
  const parsed = parseConditionCell(String(cell));
  if (!parsed.ok) return { error: { row, field: 'condition', text: parsed.text } };
  const built = buildPoints(checklist, parsed.entries, new Set(), true);
  if (!built.ok) {
    const [first] = built.problems;
    const text =
      built.problems.length === 1 ? first!.text : message('admin.points_need_fixing', { count: built.problems.length, point: first!.code });
    return { error: { row, field: 'condition', text } };
  }
  const name = inspector === undefined ? '' : String(inspector).slice(0, 100);
  if (!name) return { error: { row, field: 'inspected_by', text: message('admin.import_inspector_missing') } };
  return { report: { points: built.points, inspector: name } };
}

/** Checks every row on its own, then against the other rows and the lots already in the auction. */
export function checkSheet(cells: Cell[][], taken: Taken, checklist: ChecklistCode): CheckedSheet {
  const [header, ...body] = cells;
  if (!header || header.every(isBlank)) {
    return { totalRows: 0, valid: [], errors: [{ row: 1, field: '', text: message('admin.import_no_header') }], headerBroken: true };
  }
  const { columns, errors } = mapHeader(header);
  const dataRows = body.map((cells, i) => ({ row: i + 2, cells })).filter((r) => !r.cells.every(isBlank));
  if (errors.length) return { totalRows: dataRows.length, valid: [], errors, headerBroken: true };
  if (dataRows.length === 0)
    return { totalRows: 0, valid: [], errors: [{ row: 2, field: '', text: message('admin.import_no_rows') }], headerBroken: true };
  if (dataRows.length > MAX_IMPORT_ROWS) {
    return {
      totalRows: dataRows.length,
      valid: [],
      errors: [{ row: MAX_IMPORT_ROWS + 2, field: '', text: message('admin.import_too_many_rows', { count: MAX_IMPORT_ROWS }) }],
      headerBroken: true,
    };
  }

  const valid: SheetRow[] = [];
  const regRows = new Map<string, number>();
  const lotNoRows = new Map<number, number>();
  for (const { row, cells: rowCells } of dataRows) {
    const raw: Record<string, string | number | undefined> = {};
    columns.forEach((field, i) => {
      if (field) raw[field] = cellValue(rowCells[i]);
    });
    const { condition, inspected_by: inspector, ...lotRaw } = raw;
    const parsed = lotInput.safeParse(lotRaw);
    const { report, error: reportError } = rowReport(row, condition, inspector, checklist);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ row, field: String(issue.path[0] ?? ''), text: issueText(issue as never) });
      if (reportError) errors.push(reportError);
      continue;
    }
    const input = parsed.data;
    const rowErrors: RowError[] = reportError ? [reportError] : [];
    const reg = normalizeRegistration(input.registration_number);
    if (taken.registrations.has(reg))
      rowErrors.push({
        row,
        field: 'registration_number',
        text: message('admin.import_registration_taken', { registration: input.registration_number }),
      });
    else if (regRows.has(reg))
      rowErrors.push({
        row,
        field: 'registration_number',
        text: message('admin.import_registration_repeats', { registration: input.registration_number, row: regRows.get(reg)! }),
      });
    if (input.lot_no !== undefined) {
      if (taken.lotNos.has(input.lot_no))
        rowErrors.push({ row, field: 'lot_no', text: message('admin.import_lot_no_taken', { lot: input.lot_no }) });
      else if (lotNoRows.has(input.lot_no))
        rowErrors.push({
          row,
          field: 'lot_no',
          text: message('admin.import_lot_no_repeats', { lot: input.lot_no, row: lotNoRows.get(input.lot_no)! }),
        });
    }
    if (!regRows.has(reg)) regRows.set(reg, row);
    if (input.lot_no !== undefined && !lotNoRows.has(input.lot_no)) lotNoRows.set(input.lot_no, row);
    if (rowErrors.length) errors.push(...rowErrors);
    else valid.push({ row, input, ...(report ? { report } : {}) });
  }
  return { totalRows: dataRows.length, valid, errors, headerBroken: false };
}

/** Lot numbers for rows that left lot_no blank: after every number in use, in row order. */
export function assignLotNos(rows: SheetRow[], taken: Set<number>): (SheetRow & { lotNo: number })[] {
  let next = Math.max(0, ...taken, ...rows.map((r) => r.input.lot_no ?? 0)) + 1;
  return rows.map((r) => ({ ...r, lotNo: r.input.lot_no ?? next++ }));
}

export const TEMPLATE_EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string | number> = {
  lot_no: 1,
  make: 'Mahindra',
  model: '575 DI',
  year: 2018,
  registration_number: 'MH12AB1234',
  fuel: 'Diesel',
  kms_driven: '',
  hours_run: 3200,
  owners: 1,
  yard_location: 'Hadapsar Yard, Pune',
  yard_district: 'Pune',
  inspection_notes: 'Tyres 70%, battery replaced 2023',
  start_price: 350000,
  reserve_price: 400000,
  increment: 5000,
  video_url: 'https://youtu.be/abc123',
  rc: 'original',
  keys: 2,
  noc: 'after_payment',
  form35: 'after_payment',
  insurance_valid_until: '2027-03-31',
  hypothecation: 'this_financier',
  repossession_basis: 'loan_default',
  dispute: '',
  condition: 'engine_smoke=attention: blue smoke when cold; tyre_rear_left=35; brake_parking=fail',
  inspected_by: 'R. Patil',
};

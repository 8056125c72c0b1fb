/**
 * RFC 4180 CSV, both ways. Reading accepts what spreadsheet programs write: CRLF or LF line ends,
 * a UTF-8 byte-order mark, quoted fields holding commas, quotes ("") and line breaks.
 */

export class CsvError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/** Records as arrays of fields. Throws CsvError naming the record (1-based) that is malformed. */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  // Whether the current field began with a quote, and whether that quote has closed.
  let inQuotes = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < src.length) {
    const c = src[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        const next = src[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvError(records.length + 1, 'A quoted field must end at a comma or the end of the line');
        }
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (field !== '' || quoted) throw new CsvError(records.length + 1, 'A quote may only start a field; write "" inside a quoted field');
      inQuotes = true;
      quoted = true;
      i += 1;
    } else if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (inQuotes) throw new CsvError(records.length + 1, 'A quoted field is not closed');
  // A last line without a line break still counts; a trailing line break adds no record.
  if (field !== '' || quoted || record.length > 0) endRecord();
  return records;
}

export type CsvCell = string | number | boolean | null | undefined | Date;

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab/CR) as a formula: text from
 * users (names, notes) is prefixed with a quote so an export cannot carry one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v !== 'string') return String(v);
  const safe = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document with CRLF line ends (RFC 4180), header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

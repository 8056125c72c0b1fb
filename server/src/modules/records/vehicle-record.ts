/**
 * A vehicle's registration facts as one shape, whichever source answered, and the flags a buyer
 * should see before quoting: expired insurance, fitness, PUC or road tax, and pending challans.
 */

export type RecordSource = 'surepass' | 'platform';

export interface VehicleChallan {
  challanNo: string;
  date: string | null;
  offence: string;
  amount: number;
  pending: boolean;
}

export interface VehicleRecord {
  source: RecordSource;
  registrationNumber: string;
  makerModel: string;
  registrationDate: string | null;
  rto: string;
  financier: string;
  insuranceUpto: string | null;
  fitnessUpto: string | null;
  pucUpto: string | null;
  taxUpto: string | null;
  challans: VehicleChallan[];
  fetchedAt: string;
}

/** A registration-data provider: null when it holds nothing for the number. */
export interface RcProvider {
  readonly name: RecordSource;
  fetch(registrationNumber: string): Promise<VehicleRecord | null>;
}

export type FlagKind = 'insurance_expired' | 'fitness_expired' | 'puc_expired' | 'tax_expired' | 'pending_challans';
export interface RecordFlag {
  kind: FlagKind;
  /** The lapsed date (expiries) or nothing. */
  date: string | null;
  /** Pending challans: how many and their total. */
  count?: number;
  amount?: number;
}

/** A date the source gave, as YYYY-MM-DD; "LTT" (lifetime tax) and blanks are no date. */
export function dateOnly(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(v.trim());
  if (m) return m[1]!;
  const d = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v.trim());
  return d ? `${d[3]}-${d[2]}-${d[1]}` : null;
}

/** The flags of a record on a day (YYYY-MM-DD, India's date): a validity before today has lapsed. */
export function flagsOf(r: VehicleRecord, today: string): RecordFlag[] {
  const flags: RecordFlag[] = [];
  const lapsed = (kind: FlagKind, date: string | null) => {
    if (date !== null && date < today) flags.push({ kind, date });
  };
  lapsed('insurance_expired', r.insuranceUpto);
  lapsed('fitness_expired', r.fitnessUpto);
  lapsed('puc_expired', r.pucUpto);
  lapsed('tax_expired', r.taxUpto);
  const pending = r.challans.filter((c) => c.pending);
  if (pending.length > 0)
    flags.push({ kind: 'pending_challans', date: null, count: pending.length, amount: pending.reduce((s, c) => s + c.amount, 0) });
  return flags;
}

/** Today's date on India's clock. */
export const indiaDate = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

// The fields' limits and formats, written once: the API's schemas (http/*.ts, full zod) and the
// forms' schemas (forms/*.ts, zod/mini for the browser) are both built from these. No imports, so
// the web can take them without zod.

/** Money is whole rupees up to this. */
export const MAX_RUPEES = 1_000_000_000;
/** Bids move by at least this much: a smaller step lets quotes creep up a rupee at a time. */
export const MIN_INCREMENT = 100;
/** The oldest model year a lot may have; the newest is this year by the reader's clock. */
export const MIN_MODEL_YEAR = 1950;

/** A lot's fields: `[min, max]` for numbers, the longest text for the others. */
export const LOT_LIMITS = {
  lot_no: [1, 100_000],
  make: 60,
  model: 80,
  fuel: 30,
  kms_driven: [0, 10_000_000],
  hours_run: [0, 1_000_000],
  owners: [1, 20],
  yard_location: 200,
  yard_district: 100,
  inspection_notes: 5000,
  video_url: 500,
} as const;

/** An auction's fields: the longest texts and the soft-close settings' ranges in seconds. */
export const AUCTION_LIMITS = {
  title: 200,
  external_ref: 100,
  soft_close_seconds: [0, 3600],
  extension_seconds: [0, 3600],
  hard_end_seconds: [0, 86_400],
  close_gap_seconds: [0, 3600],
  deposit_limit_multiple: [1, 1000],
} as const;

/** A reference row's name (financier, plan, state contact) and the console's short texts. */
export const NAME_MAX = 120;
/** A block message, a result's reason. */
export const REASON_MAX = 500;
/** A payment reference, a document number on a result. */
export const REFERENCE_MAX = 100;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §9's lengths. */
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 4;
export const PIN_LENGTH = 6;
export const AADHAR_LENGTH = 12;
export const PAN_LENGTH = 10;

export const OTP_FORMAT = /^\d{4}$/;
export const PIN_FORMAT = /^\d{6}$/;
export const AADHAR_FORMAT = /^\d{12}$/;
/** AAAAA9999A. */
export const PAN_FORMAT = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * As on the RC: state code, RTO number, series letters, number (MH12AB1234, "KA 05 MN 0042", old
 * series like RJ14C0101), or the Bharat series (22BH1234AA); spaces and hyphens may separate them.
 */
const RTO_FORMAT = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/;
const BHARAT_FORMAT = /^\d{2}BH\d{4}[A-Z]{1,2}$/;
export const REGISTRATION_MAX = 20;
/** A registration number (already upper case) in one of the RC's shapes. */
export const isRegistration = (v: string) =>
  /^[A-Z0-9 -]+$/.test(v) && [RTO_FORMAT, BHARAT_FORMAT].some((f) => f.test(v.replace(/[ -]/g, '')));

/** Spreadsheet-style numbers ("1,50,000", "₹ 1,50,000") without their rupee sign and separators. */
export const looseNumber = (v: string) => v.replace(/^\s*(?:₹|rs\.?)\s*/i, '').replace(/[,\s]/g, '');

/** An https page on a named host, without credentials (a lot's walk-around video). */
export function isHttpsUrl(v: string): boolean {
  // WHATWG URL, present in Node and browsers (the package's lib is plain ES, without either's types).
  const Url = (
    globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string; username: string; password: string } }
  ).URL;
  try {
    const u = new Url(v);
    return u.protocol === 'https:' && u.hostname.includes('.') && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** A calendar date as YYYY-MM-DD that exists (no 2027-02-30). */
export const isCalendarDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A format that may also be left blank (`^…$` becomes `^(?:…)?$`). */
export const blankOr = (format: RegExp) => new RegExp(`^(?:${format.source.slice(1, -1)})?$`);

/** The console's cost tables (buyer fees, yard charges, RTO transfer references). */
export const COST_LIMITS = {
  percent_bp: [0, 10_000],
  gst_percent: [0, 100],
  money: [0, 10_000_000],
  yard_location: 200,
  source: 300,
} as const;

/** A saved search's criteria (a buyer's alert): text fields' length, the years and prices it may name. */
export const SEARCH_LIMITS = {
  text: 100,
  year: [MIN_MODEL_YEAR, 2100],
  price: [0, MAX_RUPEES],
} as const;

/** A "from" and "to" pair is in order when either is missing or "from" is not above "to". */
export const inOrder = (from: number | undefined, to: number | undefined) => !(from !== undefined && to !== undefined && from > to);

/** A condition report: the inspector's name, a point's note, a tyre's tread left in percent, the points a report may send. */
export const REPORT_LIMITS = {
  inspector_name: 100,
  note: 300,
  tread: [0, 100],
  points: 120,
} as const;

/** An agent's name as the dealer gives it. */
export const AGENT_NAME_MAX = 100;

/**
 * Deposits, whole rupees: the most one top-up or refund moves, the most an admin's adjustment
 * moves either way, and the shortest reason an adjustment is given.
 */
export const DEPOSIT_LIMITS = { amount: 100_000_000, adjustment: 10_000_000, reason_min: 5 } as const;

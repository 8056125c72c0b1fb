import { badRequest, type AppError } from '../errors.js';

/*
 * Field-level refusals for the console's forms: every field's problem at once, each as a stable
 * code with its params (the web words it in the reader's language, under the field) and as plain
 * English ("Start price must be at least ₹1"), never the schema's own "start_price: ..." text.
 */

export interface FieldProblem {
  code: string;
  params?: Record<string, string | number>;
}

/** The forms' fields as people read them. */
const LABELS: Record<string, string> = {
  lot_no: 'Lot number',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  registration_number: 'Registration number',
  fuel: 'Fuel',
  kms_driven: 'Kilometres driven',
  hours_run: 'Hours run',
  owners: 'Owners',
  yard_location: 'Yard location',
  yard_district: 'Yard district',
  inspection_notes: 'Inspection notes',
  start_price: 'Start price',
  reserve_price: 'Reserve price',
  increment: 'Increment',
  title: 'Title',
  external_ref: "Financier's reference",
  financier_id: 'Financier',
  state_id: 'State',
  segment_id: 'Segment',
  starts_at: 'Start',
  ends_at: 'End',
  soft_close_seconds: 'Soft-close window',
  extension_seconds: 'Extension',
  hard_end_seconds: 'Hard end',
  close_gap_seconds: 'Gap between lot closings',
  video_url: 'Video link',
  rc: 'RC',
  keys: 'Keys',
  noc: 'NOC',
  form35: 'Form 35',
  insurance_valid_until: 'Insurance valid until',
  hypothecation: 'Hypothecation',
  repossession_basis: 'Repossession basis',
  dispute: 'Known dispute',
};
const MONEY = new Set(['start_price', 'reserve_price', 'increment']);

const label = (field: string) => LABELS[field] ?? field;
const rupees = (n: string | number | undefined) => `₹${Number(n).toLocaleString('en-IN')}`;

/** Plain English for one problem. */
export function fieldText(field: string, p: FieldProblem): string {
  const f = label(field);
  const v = p.params ?? {};
  switch (p.code) {
    case 'required':
      return `${f} is required`;
    case 'number':
      return `${f} must be a whole number`;
    case 'text':
      return `${f} must be text`;
    case 'too_long':
      return `${f} must be at most ${v.max} characters`;
    case 'min':
      return MONEY.has(field) ? `${f} must be at least ${rupees(v.min)}` : `${f} must be at least ${v.min}`;
    case 'max':
      return MONEY.has(field) ? `${f} must be at most ${rupees(v.max)}` : `${f} must be at most ${v.max}`;
    case 'year_future':
      return `Year cannot be later than ${v.max}`;
    case 'registration_format':
      return 'Registration number must be as on the RC, e.g. MH12AB1234';
    case 'reserve_below_start':
      return 'Reserve price must be at least the start price';
    case 'end_before_start':
      return 'End must be after the start';
    case 'end_in_past':
      return 'End must be in the future';
    case 'datetime':
      return `${f} must be a date and time with a time zone, e.g. 2026-12-01T10:00:00+05:30`;
    case 'unknown_ref':
      return `Choose a ${f.toLowerCase()} from the list`;
    case 'choose_one':
      return `Choose the ${f === 'RC' || f === 'NOC' ? f : f.toLowerCase()} from the list`;
    case 'date':
      return `${f} must be a date such as 2027-03-31`;
    case 'https_url':
      return `${f} must be an https:// link, e.g. https://youtu.be/abc123`;
    default:
      return `${f} is not valid`;
  }
}

/** The answer's fields: `errors` (plain English by field) and `field_codes` (code and params by field). */
export function fieldFailureBody(problems: Record<string, FieldProblem>) {
  const errors: Record<string, string> = {};
  for (const [field, p] of Object.entries(problems)) errors[field] = fieldText(field, p);
  const texts = Object.values(errors);
  const msg = texts.length === 1 ? texts[0]! : `${texts.length} fields need fixing: ${texts.join('; ')}`;
  return { msg, errors, field_codes: problems };
}

/** A refusal about one or more fields found by a service (the database clock, references). */
export function fieldError(problems: Record<string, FieldProblem>): AppError {
  const { msg, ...extra } = fieldFailureBody(problems);
  return badRequest(msg, extra);
}

interface Issue {
  instancePath: string;
  keyword: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
}

/** One schema issue (as fastify-type-provider-zod hands it on) as a field problem. */
function problemOf(field: string, issue: Issue): FieldProblem {
  const params = issue.params ?? {};
  const custom = params.params as (FieldProblem['params'] & { code?: string }) | undefined;
  if (issue.keyword === 'custom' && custom?.code) {
    const { code, ...rest } = custom;
    return Object.keys(rest).length ? { code, params: rest as Record<string, string | number> } : { code };
  }
  switch (issue.keyword) {
    case 'invalid_type':
      // Issues carry no input; the schemas word a missing value "… is required" or name field.required.
      if (/ is required$/.test(issue.message ?? '') || (issue.message ?? '').startsWith('field.required')) return { code: 'required' };
      return { code: params.expected === 'string' ? 'text' : 'number' };
    case 'too_small':
      if (params.origin === 'string') return { code: 'required' };
      return { code: 'min', params: { min: Number(params.minimum) } };
    case 'too_big':
      if (params.origin === 'string') return { code: 'too_long', params: { max: Number(params.maximum) } };
      return { code: 'max', params: { max: Number(params.maximum) } };
    case 'invalid_format':
      if (field === 'registration_number') return { code: 'registration_format' };
      if (params.format === 'datetime') return { code: 'datetime' };
      return { code: 'invalid' };
    default:
      return { code: 'invalid' };
  }
}

/** Every field's first problem, from a failed body validation; issues about no field are left to `msg`. */
export function problemsFromIssues(issues: readonly Issue[]): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0];
    if (!field || out[field]) continue;
    out[field] = problemOf(field, issue);
  }
  return out;
}

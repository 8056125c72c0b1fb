import { readSchemaText } from '@vahanhaat/contract/http/codes';
import { badRequest, type AppError } from '../errors.js';
import { render, type Message, type MessageCode } from './i18n/render.js';
import type { Language } from './i18n/languages.js';

/*
 * Field-level refusals for the forms: every field's problem at once, each as a stable code with
 * its params (`field_codes`, which the web words under the field from its own locale) and worded
 * by the server in the request's language (`errors`, and `msg` naming each field by its wire name).
 */

export interface FieldProblem {
  code: string;
  params?: Record<string, string | number>;
}
export type FieldProblems = Record<string, FieldProblem>;

/** Fields whose bounds are rupees: their min and max read "₹1,50,000". */
const MONEY = new Set(['start_price', 'reserve_price', 'increment', 'price']);

/** Field codes as the catalog's form texts (catalog/forms.ts); an unknown one is "not valid". */
const FORM_TEXT: Record<string, MessageCode> = {
  required: 'form.required',
  number: 'form.number',
  text: 'form.text',
  too_long: 'form.too_long',
  min: 'form.min',
  max: 'form.max',
  year_future: 'form.year_future',
  registration_format: 'form.registration_format',
  reserve_below_start: 'form.reserve_below_start',
  end_before_start: 'form.end_before_start',
  end_in_past: 'form.end_in_past',
  datetime: 'form.datetime',
  unknown_ref: 'form.unknown_ref',
  invalid: 'form.invalid',
  choose_one: 'form.choose_one',
  date: 'form.date',
  https_url: 'form.https_url',
  phone: 'form.phone',
};

/** One field's problem as a catalog message, worded to stand under the field. */
export function fieldMessage(field: string, p: FieldProblem): Message {
  const params = p.params ?? {};
  if (MONEY.has(field) && p.code === 'min') return { code: 'form.min_rupees', params };
  if (MONEY.has(field) && p.code === 'max') return { code: 'form.max_rupees', params };
  return { code: FORM_TEXT[p.code] ?? 'form.invalid', params };
}

/** The answer's fields in a language: code, params, msg, `errors` (words by field) and `field_codes`. */
export function fieldFailureBody(problems: FieldProblems, lang: Language) {
  const errors: Record<string, string> = {};
  for (const [field, p] of Object.entries(problems)) errors[field] = render(fieldMessage(field, p), lang);
  const names = Object.keys(errors);
  const details = names.map((f) => `${f}: ${errors[f]}`).join(' ');
  const msg = render({ code: 'form.fields_invalid', params: { count: names.length, details } }, lang);
  return { code: 'form.fields_invalid', params: { count: names.length, fields: names.join(', ') }, msg, errors, field_codes: problems };
}

/** The field problems an AppError carries (fieldError), if any. */
export function fieldProblemsOf(extra: Record<string, unknown>): FieldProblems | null {
  const codes = extra.field_codes;
  return codes && typeof codes === 'object' && Object.keys(codes).length ? (codes as FieldProblems) : null;
}

/**
 * A refusal about one or more fields found by a service (the database clock, references); the
 * error handler words it in the request's language (fieldFailureBody).
 */
export function fieldError(problems: FieldProblems): AppError {
  const { code, params, ...rest } = fieldFailureBody(problems, 'en');
  return badRequest({ code: code as MessageCode, params: { ...params, details: rest.msg } }, { field_codes: problems });
}

interface Issue {
  instancePath: string;
  keyword: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
}

type Values = Record<string, string | number>;

/** The catalog codes the schemas name (zodText), as field codes. */
const SCHEMA_PROBLEM: Record<string, (v: Values) => FieldProblem> = {
  'field.required': () => ({ code: 'required' }),
  'field.date_required': () => ({ code: 'required' }),
  'field.not_empty': () => ({ code: 'required' }),
  'field.must_be_text': () => ({ code: 'text' }),
  'field.must_be_number': () => ({ code: 'number' }),
  'field.must_be_whole': () => ({ code: 'number' }),
  'field.max_chars': (v) => ({ code: 'too_long', params: { max: Number(v.count) } }),
  'field.min': (v) => ({ code: 'min', params: { min: Number(v.count) } }),
  'field.max': (v) => ({ code: 'max', params: { max: Number(v.count) } }),
  'field.not_before': (v) => ({ code: 'min', params: { min: Number(v.min) } }),
  'field.datetime': () => ({ code: 'datetime' }),
  'field.must_be_date': () => ({ code: 'date' }),
  'field.date_example': () => ({ code: 'date' }),
  'field.https_url': () => ({ code: 'https_url' }),
  'field.phone': () => ({ code: 'phone' }),
  'field.registration_format': () => ({ code: 'registration_format' }),
  'field.not_an_id': () => ({ code: 'unknown_ref' }),
  'field.one_of_plain': () => ({ code: 'choose_one' }),
};

/** One schema issue (as fastify-type-provider-zod hands it on) as a field problem. */
function problemOf(field: string, issue: Issue): FieldProblem {
  const params = issue.params ?? {};
  const custom = params.params as (FieldProblem['params'] & { code?: string }) | undefined;
  if (issue.keyword === 'custom' && custom?.code) {
    const { code, ...rest } = custom;
    return Object.keys(rest).length ? { code, params: rest as Record<string, string | number> } : { code };
  }
  const named = readSchemaText(issue.message ?? '');
  const byCode = named && SCHEMA_PROBLEM[named.code]?.(named.params);
  if (byCode) return byCode;
  switch (issue.keyword) {
    case 'invalid_type':
      // Issues carry no input; the plain message of a missing value ends "… is required".
      if (/ is required$/.test(issue.message ?? '')) return { code: 'required' };
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

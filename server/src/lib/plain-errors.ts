import { encodeText, type SchemaCode } from '@vahanhaat/contract/http/codes';
import { z } from 'zod';
import { isMessageCode, render, type Message, type MessageCode, type Params } from './i18n/render.js';
import type { core } from 'zod';

/** Every code the contract's schemas name is in the catalog (this fails to compile otherwise). */
type InCatalog<C extends MessageCode> = C;
export type SchemaCodesInCatalog = InCatalog<SchemaCode>;

type Issue = core.$ZodRawIssue;

const KIND: Record<string, MessageCode> = {
  string: 'field.must_be_text',
  number: 'field.must_be_number',
  int: 'field.must_be_whole',
  bigint: 'field.must_be_whole',
  boolean: 'field.must_be_boolean',
  object: 'field.must_be_group',
  array: 'field.must_be_list',
  date: 'field.must_be_date',
};

/** The field an issue is about, as the client named it; the whole request when it has no path. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const parts = (path ?? []).map(String);
  return parts.length ? parts.join('.') : 'The request';
}

type Bound = 'max' | 'min';
const sized = (bound: Bound, origin: string | undefined, field: string, n: number | bigint): Message => {
  const count = Number(n);
  if (origin === 'string') return { code: `field.${bound}_chars`, params: { field, count } };
  if (origin === 'array' || origin === 'set') return { code: `field.${bound}_items`, params: { field, count } };
  if (origin === 'file') return { code: `field.${bound}_bytes`, params: { field, count } };
  return { code: `field.${bound}`, params: { field, count } };
};

/**
 * Plain words for every schema fault a route did not word itself: the field, then what is wrong
 * ("amount must be a number"), never the schema library's own text ("expected number, received NaN").
 */
export function plainText(iss: Issue): Message {
  const field = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.path?.length === 0 || iss.path === undefined) return { code: 'field.body_not_object', params: {} };
      if (iss.input === undefined) return { code: 'field.required', params: { field } };
      const code = KIND[iss.expected];
      return code ? { code, params: { field } } : { code: 'field.must_be_kind', params: { field, kind: iss.expected } };
    }
    case 'too_big':
      return sized('max', iss.origin, field, iss.maximum as number);
    case 'too_small':
      if (iss.origin === 'string' && Number(iss.minimum) === 1) return { code: 'field.not_empty', params: { field } };
      return sized('min', iss.origin, field, iss.minimum as number);
    case 'invalid_format':
      if (iss.format === 'email') return { code: 'field.email', params: { field } };
      return { code: 'field.format', params: { field } };
    case 'not_multiple_of':
      return { code: 'field.multiple_of', params: { field, divisor: String(iss.divisor) } };
    case 'unrecognized_keys':
      return { code: 'field.unknown', params: { keys: iss.keys.join(', '), count: iss.keys.length } };
    case 'invalid_value':
      return { code: 'field.one_of', params: { field, values: iss.values.map(String).join(', ') } };
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return { code: 'field.invalid', params: { field } };
  }
}

/** plainText in English: what zod reports where a schema gave no words of its own. */
export const plainMessage = (iss: Issue): string => render(plainText(iss), 'en');

/**
 * A message a schema names by code, with values: zod carries only text, so the code travels with
 * its values as JSON after a separator, and `issueText` reads it back.
 */
const SEPARATOR = '\u001f';
export function zodText<C extends MessageCode>(code: C, params: Params = {}): string {
  return encodeText(code, params);
}

/**
 * The message of a schema issue, in the request's terms: a code the schema named (its field filled
 * in from the issue's path), the plain message where the schema named none, or the schema's own
 * English text where it has not moved to the catalog.
 */
export function issueText(iss: Issue & { message?: string }): Message | string {
  const text = iss.message ?? '';
  const cut = text.indexOf(SEPARATOR);
  const code = cut === -1 ? text : text.slice(0, cut);
  if (isMessageCode(code)) {
    const params = cut === -1 ? {} : (JSON.parse(text.slice(cut + 1)) as Params);
    return { code, params: { field: fieldLabel(iss.path), ...params } };
  }
  const plain = plainText(iss);
  if (!text || text === render(plain, 'en')) return plain;
  // An issue rebuilt from a validation error carries no input, so a value of the wrong type (a
  // null where a number goes) would read as missing: its own words are the typed ones.
  if (iss.code === 'invalid_type' && iss.input === undefined) {
    const typed = plainText({ ...iss, input: null });
    if (text === render(typed, 'en')) return typed;
  }
  return text;
}

let installed = false;

/** Makes plainMessage the fallback for every zod schema in the process (idempotent). */
export function installPlainMessages() {
  if (installed) return;
  installed = true;
  z.config({ customError: plainMessage });
}

/**
 * The first schema fault as a route with its own schema-error formatter reports it: the code the
 * schema named (its field filled in), the plain message where it named none, so the reader gets
 * it in their language either way.
 */
export function firstSchemaText(
  errors: readonly { instancePath: string; keyword: string; message?: string | undefined; params?: unknown }[],
): Message | string {
  const first = errors[0];
  if (!first) return 'request.invalid';
  const path = first.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  return issueText({ ...(first.params as object), code: first.keyword, path, message: first.message } as never);
}

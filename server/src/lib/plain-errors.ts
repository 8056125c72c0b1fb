import { z } from 'zod';
import type { core } from 'zod';

type Issue = core.$ZodRawIssue;

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
  date: 'a date',
};

/** The field an issue is about, as the client named it; the whole request when it has no path. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const parts = (path ?? []).map(String);
  return parts.length ? parts.join('.') : 'The request';
}

const sizeOf = (origin: string | undefined, n: number | bigint) => {
  if (origin === 'string') return `${n} character${n === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${n} item${n === 1 ? '' : 's'}`;
  if (origin === 'file') return `${n} bytes`;
  return Number(n).toLocaleString('en-IN');
};

/**
 * Plain words for every schema fault a route did not word itself: the field, then what is wrong
 * ("amount must be a number"), never the schema library's own text ("expected number, received NaN").
 */
export function plainMessage(iss: Issue): string {
  const field = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.path?.length === 0 || iss.path === undefined) {
        return 'Send the fields as a form (multipart or urlencoded) or as a JSON object';
      }
      if (iss.input === undefined) return `${field} is required`;
      return `${field} must be ${KIND[iss.expected] ?? iss.expected}`;
    }
    case 'too_big':
      return `${field} must be at most ${sizeOf(iss.origin, iss.maximum as number)}`;
    case 'too_small':
      if (iss.origin === 'string' && Number(iss.minimum) === 1) return `${field} must not be empty`;
      return `${field} must be at least ${sizeOf(iss.origin, iss.minimum as number)}`;
    case 'invalid_format':
      if (iss.format === 'email') return `${field} must be an e-mail address`;
      return `${field} is not in the expected format`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(iss.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${iss.keys.length === 1 ? '' : 's'}: ${iss.keys.join(', ')}`;
    case 'invalid_value':
      return `${field} must be one of: ${iss.values.map(String).join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return `${field} is not valid`;
  }
}

let installed = false;

/** Makes plainMessage the fallback for every zod schema in the process (idempotent). */
export function installPlainMessages() {
  if (installed) return;
  installed = true;
  z.config({ customError: plainMessage });
}

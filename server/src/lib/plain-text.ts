import { badRequest } from '../errors.js';
import { message } from './i18n/render.js';

/*
 * Control characters have no place in a form field: NUL cannot be stored in a Postgres text
 * column at all (the driver fails the whole statement), and the others are never typed by a
 * person. Tab, line feed and carriage return stay allowed: addresses and notes span lines.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Deeper than any form the API takes: a body nested further is refused, not walked. */
const MAX_DEPTH = 8;

const label = (path: string[]) => (path.length ? path.join('.') : 'The request');

/**
 * Throws a 400 naming the first field whose text (or name) holds a control character.
 * Walks strings, arrays and plain objects; other values are left to the route's schema.
 */
export function assertPlainText(value: unknown, path: string[] = [], depth = 0): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) throw badRequest(message('request.control_character', { field: label(path) }));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) throw badRequest(message('request.nested_too_deeply', { field: label(path) }));
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertPlainText(item, [...path, String(i)], depth + 1));
    return;
  }
  if (Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) throw badRequest('request.control_character_in_name');
    assertPlainText(item, [...path, key], depth + 1);
  }
}

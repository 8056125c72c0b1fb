import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/*
 * Requests built from the OpenAPI document the server serves: for each operation, values its
 * schema refuses (wrong types, NUL bytes, too long, missing required fields) and odd but possibly
 * acceptable ones (unicode, extra and null fields), each sent in the three encodings.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  anyOf?: JsonSchema[];
  enum?: unknown[];
};

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  needsSession: boolean;
  body?: JsonSchema;
  params: { name: string; in: 'path' | 'query'; schema?: JsonSchema }[];
}

export type Encoding = 'json' | 'urlencoded' | 'multipart';
export const ENCODINGS: Encoding[] = ['json', 'urlencoded', 'multipart'];

export interface Variant {
  label: string;
  /** The schema refuses it: the answer must be a 4xx and nothing may be written. */
  invalid: boolean;
  body?: unknown;
  /** Overrides for path and query parameters. */
  params?: Record<string, string>;
  /** Only meaningful as JSON (a top-level array or string). */
  jsonOnly?: boolean;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        security?: Record<string, unknown>[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: Operation['params'];
      }
    >
  >;
};

export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const body = (content['application/json'] ?? content['multipart/form-data'] ?? content['application/x-www-form-urlencoded'])?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        needsSession: (op.security ?? []).some((s) => 'session' in s),
        body,
        params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
      });
    }
  }
  return ops;
}

const typeOf = (s: JsonSchema | undefined): string | undefined => (typeof s?.type === 'string' && !s.anyOf ? s.type : undefined);

/** Deterministic garbage from fast-check: the same seed gives the same requests in every run. */
function sample<T>(arb: fc.Arbitrary<T>, seed: number, n: number): T[] {
  return fc.sample(arb, { seed, numRuns: n });
}

const notNumbers = fc.oneof(
  fc.boolean(),
  fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 3 }),
  fc.constantFrom('0x10', '1e3', 'abc', '12abc', 'NaN', 'Infinity', '१२'),
  fc.dictionary(
    fc.string({ minLength: 1, maxLength: 3 }).filter((k) => /^[a-z]+$/.test(k)),
    fc.integer(),
    { minKeys: 1, maxKeys: 2 },
  ),
);
const withNul = fc
  .tuple(fc.string({ maxLength: 5 }), fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f'), fc.string({ maxLength: 5 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
const oddText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('नमस्ते', 'ગુજરાતી', '😀🚜', '\u202Etxet', "'; drop table users; --", '<script>x</script>', '%00', '../../etc/passwd'),
);

export function variantsOf(op: Operation, seed: number, maxInvalid: number, maxOther: number): Variant[] {
  const invalid: Variant[] = [];
  const other: Variant[] = [];
  const props = Object.entries(op.body?.properties ?? {}).slice(0, 8);
  const required = op.body?.required ?? [];
  const base = Object.fromEntries(props.map(([name, s]) => [name, typeOf(s) === 'integer' || typeOf(s) === 'number' ? 1 : 'x']));

  // Per field, then taken round-robin: every field gets its first faults in before any gets a third.
  const perField: Variant[][] = props.map(([name, s], i) => {
    const mine: Variant[] = [];
    const [nul] = sample(withNul, seed + i, 1);
    mine.push({ label: `${name} with a control character`, invalid: true, body: { ...base, [name]: nul } });
    const t = typeOf(s);
    if (t === 'integer' || t === 'number') {
      for (const v of sample(notNumbers, seed + i, 2))
        mine.push({ label: `${name}=${JSON.stringify(v)}`, invalid: true, body: { ...base, [name]: v } });
    }
    if (t === 'string' && s.maxLength !== undefined && s.maxLength < 50_000) {
      mine.push({
        label: `${name} longer than ${s.maxLength}`,
        invalid: true,
        body: { ...base, [name]: 'x'.repeat(Math.max(s.maxLength + 1, 100_001)) },
      });
    }
    const [text] = sample(oddText, seed + 100 + i, 1);
    other.push({ label: `${name}=${JSON.stringify(text)}`, invalid: false, body: { ...base, [name]: text } });
    other.push({ label: `${name}=null`, invalid: false, body: { ...base, [name]: null } });
    return mine;
  });
  if (typeOf(op.body) === 'object') {
    invalid.push({ label: 'a JSON array body', invalid: true, body: [1, 2], jsonOnly: true });
    invalid.push({ label: 'a JSON string body', invalid: true, body: 'phone', jsonOnly: true });
  }
  for (let round = 0; perField.some((f) => f.length > round); round++) {
    for (const f of perField) if (f[round]) invalid.push(f[round]!);
  }
  // Required fields may have defaults the document does not show: only "no 5xx, a message".
  if (required.length > 0) other.unshift({ label: 'no fields', invalid: false, body: {} });
  for (const p of op.params) {
    const [bad] = sample(fc.constantFrom('0x10', 'abc', '-1', '99999999999999999999', 'x'.repeat(300)), seed + 7, 1);
    if (p.in === 'path') other.push({ label: `path ${p.name}=${bad!.slice(0, 20)}`, invalid: false, params: { [p.name]: bad! } });
    else invalid.push({ label: `query ${p.name} with NUL`, invalid: true, params: { [p.name]: 'a\u0000b' } });
  }
  return [...invalid.slice(0, maxInvalid), ...other.slice(0, maxOther)];
}

/** Values the way a form carries them: text, a list repeated under one name, objects as JSON. */
function formPairs(body: Record<string, unknown>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [k, v] of Object.entries(body)) {
    if (v === null || v === undefined) pairs.push([k, '']);
    else if (Array.isArray(v)) for (const item of v) pairs.push([k, typeof item === 'object' ? JSON.stringify(item) : String(item)]);
    else pairs.push([k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
  }
  return pairs;
}

export function encode(body: unknown, encoding: Encoding): { payload: string | Buffer; contentType: string } {
  if (encoding === 'json' || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { payload: JSON.stringify(body ?? {}), contentType: 'application/json' };
  }
  const pairs = formPairs(body as Record<string, unknown>);
  if (encoding === 'urlencoded')
    return { payload: new URLSearchParams(pairs).toString(), contentType: 'application/x-www-form-urlencoded' };
  const boundary = `----fuzz${randomUUID().replace(/-/g, '')}`;
  const parts = pairs.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function urlOf(op: Operation, params: Record<string, string> = {}): string {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.params) {
    const value = params[p.name] ?? (p.in === 'path' ? '1' : undefined);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value!));
    else if (value !== undefined) query.set(p.name, value);
  }
  path = path.replace(/\{[^}]+\}/g, '1');
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

import { stdSerializers } from 'pino';

/*
 * A failed statement's parameter values carry names, phone numbers and Aadhaar masks. Drizzle
 * writes them into its error ("Failed query: …\nparams: …", and a `params` field); drivers keep
 * them on the error too. Every error that reaches a log goes through here first.
 */

const PARAM_KEYS = new Set(['params', 'parameters', 'args']);
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g;

const redactText = (s: string) => s.replace(PARAMS_IN_TEXT, '\nparams: [redacted]');

function redact(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = PARAM_KEYS.has(key) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/** pino's error serializer, without SQL parameter values anywhere in the result (causes included). */
export function errorWithoutSqlParams(err: unknown): unknown {
  if (!(err instanceof Error)) return redact(err, 0);
  return redact(stdSerializers.err(err), 0);
}

import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isMessageCode, localised, render, type Message, type MessageCode, type Params } from './lib/i18n/render.js';
import type { Language } from './lib/i18n/languages.js';

export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * What a failure says: a catalog message (a code, or a code with its values), or English text a
 * module has not moved to the catalog yet (answered in English with a code naming the status).
 */
export type FailureText = Message | MessageCode | (string & {});

/** A code, or a code with its values as a schema carries them (plain-errors.ts zodText). */
function asMessage(text: FailureText): Message | null {
  if (typeof text === 'object') return text;
  const cut = text.indexOf('\u001f');
  const code = cut === -1 ? text : text.slice(0, cut);
  if (!isMessageCode(code)) return null;
  return { code, params: cut === -1 ? {} : (JSON.parse(text.slice(cut + 1)) as Params) };
}

/** A failure a client can act on; the error handler writes its message in the reader's language. */
export class AppError extends Error {
  readonly status: number;
  /** The catalog message, or null for text not in the catalog. */
  readonly text: Message | null;
  /** The English text (logs and English readers). */
  readonly msg: string;
  constructor(
    readonly code: ErrorCode,
    text: FailureText,
    readonly extra: Record<string, unknown> = {},
  ) {
    const message = asMessage(text);
    const msg = message ? render(message, 'en') : (text as string);
    super(msg);
    this.name = 'AppError';
    this.status = errorStatus[code];
    this.text = message;
    this.msg = msg;
  }

  /** The envelope's code, params and msg in a language. */
  localised(lang: Language): { code: string; params: Params; msg: string } {
    // A code the module gave (kyc_required...) is the one clients already branch on: it stays.
    const own = typeof this.extra.code === 'string' ? this.extra.code : null;
    if (this.text) return own ? { ...localised(this.text, lang), code: own } : localised(this.text, lang);
    return { code: own ?? `error.${this.code.toLowerCase()}`, params: {}, msg: this.msg };
  }
}

export const AUTH_REQUIRED_MSG = 'Authentication Required';
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'auth.required');
export const badRequest = (text: FailureText, extra?: Record<string, unknown>) => new AppError('BAD_REQUEST', text, extra);
export const notFound = (text: FailureText) => new AppError('NOT_FOUND', text);
export const forbidden = (text: FailureText, extra?: Record<string, unknown>) => new AppError('FORBIDDEN', text, extra);
export const conflict = (text: FailureText, extra?: Record<string, unknown>) => new AppError('CONFLICT', text, extra);

// ---- failures of the database --------------------------------------------------------------

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 2;
export const DATABASE_UNAVAILABLE_MSG = 'Could not reach the database, please try again.';
export const AUCTION_DATABASE_UNAVAILABLE_MSG = 'Could not reach the auction database, please try again';
/** The calls that place quotes and read prices say which database they could not reach. */
const AUCTION_ROUTES = new Set(['/client/bid', '/client/add_autobid_amount', '/client/get-lnt-latest-bid']);

export const databaseUnavailableMessage = (routeUrl: string | undefined): MessageCode =>
  routeUrl && AUCTION_ROUTES.has(routeUrl) ? 'database.auction_unavailable' : 'database.unavailable';
export const databaseUnavailableMsg = (routeUrl: string | undefined) =>
  render({ code: databaseUnavailableMessage(routeUrl), params: {} }, 'en');

export interface DatabaseFailure {
  /** 'input': the database refused a value (SQLSTATE class 22); 'unavailable': anything else. */
  kind: 'input' | 'unavailable';
  /** SQLSTATE or the driver's code (CONNECTION_CLOSED, ECONNREFUSED…); never the statement. */
  code: string | undefined;
  /** The driver's own message (no statement, no parameter values). */
  detail: string;
}

const DRIVER_CONNECTION_CODE = /^(CONNECTION_|CONNECT_TIMEOUT$)/;
const FROM_DATABASE = Symbol.for('vahanhaat.fromDatabase');

/**
 * Marks an error as the database's where nothing else tells: the driver rejects a reservation
 * that could not connect with the bare socket error (ECONNREFUSED…), like any other socket's.
 */
export function markDatabaseError<T>(err: T): T {
  if (err && typeof err === 'object' && !(FROM_DATABASE in err)) Object.defineProperty(err, FROM_DATABASE, { value: true });
  return err;
}

/**
 * Whether `err` (or an error it wraps) came from the database or its driver: Drizzle wraps the
 * driver's error in a DrizzleQueryError whose message holds the SQL and its parameter values, so
 * callers log `detail` and `code`, never the error's message.
 */
export function databaseFailure(err: unknown): DatabaseFailure | null {
  let fromDatabase = false;
  let driver: { code?: unknown; message?: unknown } | undefined;
  for (
    let e = err as Record<string, unknown> | null | undefined, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = e.cause as never, depth++
  ) {
    const name = e.name;
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (e instanceof DrizzleQueryError || name === 'DrizzleQueryError') fromDatabase = true;
    else if (
      FROM_DATABASE in e ||
      name === 'PostgresError' ||
      (code !== undefined && DRIVER_CONNECTION_CODE.test(code)) ||
      (code !== undefined && 'severity' in e) || // PGlite's and pg-protocol's DatabaseError
      (code !== undefined && 'query' in e) // postgres.js marks the errors it rejects a query with
    ) {
      fromDatabase = true;
      driver = e;
    }
  }
  if (!fromDatabase) return null;
  const code = typeof driver?.code === 'string' ? driver.code : undefined;
  const detail = typeof driver?.message === 'string' ? driver.message : 'database failure';
  return { kind: code?.startsWith('22') ? 'input' : 'unavailable', code, detail };
}

/** A value the database refused (a NUL byte, a number out of range): the client can fix it. */
export const DATABASE_INPUT_MSG =
  'A value in the request cannot be stored: check the text and numbers entered for unusual characters or very large values.';

import { navigate } from 'wouter/use-browser-location';
import { ROUTES, loginUrl } from './routes';

/**
 * The server's JSON envelope: `status` mirrors the HTTP status (DESIGN §3); `code` and `params`
 * name the message, and `msg` is its text in the language the reader chose (the server reads the
 * language cookie the language picker sets, and the Accept-Language this client sends).
 */
export interface ApiResponse<T = unknown> {
  status: number;
  code?: string;
  params?: Record<string, string | number>;
  msg?: string;
  data?: T;
  [field: string]: unknown;
}

export type FormFields = Record<string, string | number | boolean | null | undefined>;
export type MultipartFields = Record<string, string | number | boolean | Blob | null | undefined>;

export interface RequestOptions {
  /** Cancel token: abort to drop the request (the promise rejects with an AbortError). */
  signal?: AbortSignal;
  /** The ERP endpoints of spec §7 are called without credentials. Default 'include'. */
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
  /** Follow a 401 'Authentication Required' to /login?next=… (spec §8). Default true. */
  authRedirect?: boolean;
}

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
export const AUTH_REQUIRED_MSG = 'Authentication Required';
export const AUTH_REQUIRED_CODE = 'auth.required';

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The sign-in refusal, by its code (its msg is in the reader's language), or the spec's English text. */
export function isAuthRequired(body: ApiResponse): boolean {
  return body.status === 401 && (body.code === AUTH_REQUIRED_CODE || body.msg === AUTH_REQUIRED_MSG);
}

function redirectToLogin(): void {
  if (location.pathname === ROUTES.login) return;
  navigate(loginUrl(location.pathname + location.search), { replace: true });
}

/** The page's language (set by the language picker) for the server's messages. */
function readerLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

async function readEnvelope<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const body = parsed as ApiResponse<T>;
        return typeof body.status === 'number' ? body : { ...body, status: response.status };
      }
      return { status: response.status, data: parsed as T };
    } catch {
      // Not JSON (a proxy error page, for instance): fall through to a synthetic envelope.
    }
  }
  return { status: response.status, msg: response.statusText || undefined };
}

/**
 * One request to the API. Resolves with the envelope whatever its status (callers branch on
 * `status`); rejects only when the network fails or the request is aborted.
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body: BodyInit | undefined,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(API_BASE + path, {
    method,
    body,
    credentials: options.credentials ?? 'include',
    signal: options.signal,
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...readerLanguage(), ...options.headers },
  });
  const envelope = await readEnvelope<T>(response);
  if (options.authRedirect !== false && isAuthRequired(envelope)) redirectToLogin();
  return envelope;
}

export function getJson<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
  return apiRequest<T>('GET', path, undefined, options);
}

/** POST with no body (login-check, logout and the other "payload: none" calls). */
export function postEmpty<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
  return apiRequest<T>('POST', path, undefined, options);
}

export function toUrlEncoded(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  return params;
}

export function toFormData(fields: MultipartFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** application/x-www-form-urlencoded POST (the "form:" payloads of spec §7). */
export function postForm<T = unknown>(path: string, fields: FormFields, options?: RequestOptions): Promise<ApiResponse<T>> {
  // URLSearchParams sets the urlencoded content type itself.
  return apiRequest<T>('POST', path, toUrlEncoded(fields), options);
}

/** multipart/form-data POST; the browser writes the boundary header. */
export function postMultipart<T = unknown>(
  path: string,
  fields: MultipartFields | FormData,
  options?: RequestOptions,
): Promise<ApiResponse<T>> {
  return apiRequest<T>('POST', path, fields instanceof FormData ? fields : toFormData(fields), options);
}

export function postJson<T = unknown>(path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  return apiRequest<T>('POST', path, JSON.stringify(body), {
    ...options,
    headers: { 'Content-Type': 'application/json', ...options.headers },
  });
}

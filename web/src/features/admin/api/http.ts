import { apiRequest, getJson, postJson, postMultipart, type ApiResponse } from '../../../lib/api-client';

/** A refused admin request: the server's own words, its status and any report it sent. */
export class AdminApiError<D = unknown> extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data?: D,
    /** The whole answer: field-level `errors`/`field_codes`, an upload's `files`. */
    readonly body?: ApiResponse<unknown>,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** The answer's data; a refusal throws an AdminApiError with the server's message. */
export function unwrap<T>(res: ApiResponse<T>): T {
  if (res.status !== 200) throw new AdminApiError(res.msg ?? `HTTP ${res.status}`, res.status, res.data, res);
  return res.data as T;
}

/**
 * A list's filter as the console's page holds it (the URL's text): the fields of the list's query
 * (the contract's), ids, numbers, times and yes/no as text, lists narrowed as the query narrows them.
 */
export type Filter<Q> = {
  [K in Exclude<keyof Q, 'page_size'>]?:
    (K extends 'page_no' ? number : NonNullable<Q[K]> extends number | boolean | Date ? string : NonNullable<Q[K]>) | undefined;
};

/** `{a: 1, b: undefined}` → `?a=1`: blank filters are left out of the URL. */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export async function adminGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return unwrap(await getJson<T>(path, { signal }));
}

/** A change: resolves with the server's data and its message (shown in a toast). */
export async function adminSend<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ data: T; msg: string }> {
  const res =
    method === 'POST'
      ? await postJson<T>(path, body ?? {})
      : await apiRequest<T>(
          method,
          path,
          body === undefined ? undefined : JSON.stringify(body),
          body === undefined ? {} : { headers: { 'Content-Type': 'application/json' } },
        );
  return { data: unwrap(res), msg: res.msg ?? '' };
}

export async function adminUpload<T>(path: string, form: FormData): Promise<{ data: T; msg: string; body: ApiResponse<T> }> {
  const res = await postMultipart<T>(path, form);
  return { data: unwrap(res), msg: res.msg ?? '', body: res };
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AdminApiError && error.message ? error.message : fallback;
}

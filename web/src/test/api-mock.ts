import { vi } from 'vitest';

export interface ApiCall {
  path: string;
  method: string;
  body: BodyInit | null | undefined;
}

type Reply = unknown;
type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/**
 * Stubs fetch with answers by path (the query is ignored). An answer is the JSON envelope; its
 * `status` becomes the HTTP status. Unknown paths answer 404. Every call is recorded.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const call = { path, method: init.method ?? 'GET', body: init.body };
    calls.push(call);
    const route = routes[path];
    if (route === undefined) return new Response(JSON.stringify({ status: 404, msg: `no mock for ${path}` }), { status: 404 });
    const reply = typeof route === 'function' ? await (route as (c: ApiCall) => Reply)(call) : route;
    const status = (reply as { status?: number } | null)?.status ?? 200;
    return new Response(JSON.stringify(reply), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The url-encoded form of the last call to `path`, as an object. */
    form(path: string): Record<string, string> {
      const call = [...calls].reverse().find((c) => c.path === path);
      return Object.fromEntries(new URLSearchParams(String(call?.body ?? '')));
    },
    /** The multipart body of the last call to `path`. */
    multipart(path: string): FormData | undefined {
      const call = [...calls].reverse().find((c) => c.path === path);
      return call?.body instanceof FormData ? call.body : undefined;
    },
    count(path: string): number {
      return calls.filter((c) => c.path === path).length;
    },
  };
}

/** A reply that waits until the test lets it go: for loading states. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

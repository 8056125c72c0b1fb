import { afterEach, describe, expect, it, vi } from 'vitest';
import { postEmpty, postForm, postJson, postMultipart } from './api-client';

function mockFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) => {
  const call = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url: call[0], init: call[1], headers: new Headers(call[1].headers) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('api-client', () => {
  it('sends credentials and the X-Requested-With header', async () => {
    const fetchMock = mockFetch({ status: 200, data: { ok: true } });
    const body = await postEmpty('/tractorpoint/login-check');
    const { init, headers } = sent(fetchMock);
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(body).toEqual({ status: 200, data: { ok: true } });
  });

  it('encodes form posts as urlencoded and skips empty fields', async () => {
    const fetchMock = mockFetch({ status: 200 });
    await postForm('/user/verifyotp', { phone: '9876543210', otp: '1234', extra: undefined });
    const { init } = sent(fetchMock);
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('phone=9876543210&otp=1234');
  });

  it('sends multipart FormData and JSON bodies', async () => {
    const fetchMock = mockFetch({ status: 200 });
    await postMultipart('/auctions/auction-list-bond-kyc-download', { auction_id: 7, file: new Blob(['x']) });
    expect(sent(fetchMock).init.body).toBeInstanceOf(FormData);

    const jsonMock = mockFetch({ status: 200 });
    await postJson('/client/bid', { amount: 5000 });
    const { init, headers } = sent(jsonMock);
    expect(init.body).toBe('{"amount":5000}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('keeps the HTTP status when the body is not an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    expect(await postEmpty('/x')).toEqual({ status: 502, msg: 'Bad Gateway' });
  });

  it('redirects to /login with next on 401 Authentication Required', async () => {
    window.history.replaceState(null, '', '/client/profile?tab=subscription');
    mockFetch({ status: 401, msg: 'Authentication Required' }, 401);
    await postEmpty('/client/mybid');
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Fclient%2Fprofile%3Ftab%3Dsubscription');
  });

  it('redirects on the sign-in refusal by its code when the text is in the reader’s language', async () => {
    window.history.replaceState(null, '', '/client/mybid');
    mockFetch({ status: 401, code: 'auth.required', params: {}, msg: 'कृपया लॉग इन करें' }, 401);
    await postEmpty('/client/mybid');
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Fclient%2Fmybid');
  });

  it('asks for the server’s messages in the page’s language', async () => {
    document.documentElement.lang = 'ta';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 200 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await postEmpty('/x');
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'Accept-Language': 'ta' });
    document.documentElement.lang = '';
  });

  it('does not redirect when the caller opts out', async () => {
    window.history.replaceState(null, '', '/');
    mockFetch({ status: 401, msg: 'Authentication Required' }, 401);
    const body = await postEmpty('/tractorpoint/login-check', { authRedirect: false });
    expect(body.status).toBe(401);
    expect(window.location.pathname).toBe('/');
  });

  it('passes the abort signal through', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = postEmpty('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

import { isAbortError, postEmpty, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import { takeBootAnswer } from '../../../lib/boot-data';
import { getCookie } from '../../../lib/cookies';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { sessionAtom, type SessionUser } from '../atoms';
import type { AppStore } from '../../../lib/store';

export const LOGIN_CHECK_PATH = '/tractorpoint/login-check';

/** The user fields of a login-check answer, whether the server nests them in `data` or not. */
export function userFromLoginCheck(body: ApiResponse): SessionUser {
  const { status: _status, msg: _msg, data, ...topLevel } = body;
  const nested = data && typeof data === 'object' && !Array.isArray(data) ? (data as SessionUser) : {};
  return { ...topLevel, ...nested };
}

/** Set beside the (unreadable) session cookie by the server; absent, nobody is signed in. */
export const SIGNED_IN_HINT_COOKIE = 'vh_signed_in';

function mayBeSignedIn(): boolean {
  return getCookie(SIGNED_IN_HINT_COOKIE) !== null;
}

function forgetSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
}

let prefetched: Promise<ApiResponse> | null = null;

/**
 * Starts the login check before React renders, so it runs beside the page's code and strings;
 * the first checkSession call takes its answer.
 */
export function prefetchSession(): void {
  if (!mayBeSignedIn()) return;
  // The answer the page came with (a signed-in buyer's auction room), if any.
  const inPage = takeBootAnswer('login-check') as ApiResponse | undefined;
  if (inPage && typeof inPage.status === 'number') {
    prefetched = Promise.resolve(inPage);
    return;
  }
  prefetched = postEmpty(LOGIN_CHECK_PATH, { authRedirect: false });
  // Handled where checkSession awaits it; this keeps an early failure from being "unhandled".
  prefetched.catch(() => undefined);
}

/** Spec §4: status 200 is logged in, anything else (or a network failure) logged out. */
export async function checkSession(store: AppStore, options: RequestOptions = {}): Promise<void> {
  const early = prefetched;
  prefetched = null;
  // An anonymous visitor: no request, so no 401 in the console, and the page knows at once.
  if (!early && !mayBeSignedIn()) {
    store.set(sessionAtom, { type: 'LOGOUT' });
    return;
  }
  try {
    // A visitor who is not signed in is expected here: no redirect to /login.
    const body = await (early ?? postEmpty(LOGIN_CHECK_PATH, { ...options, authRedirect: false }));
    if (body.status !== 200) {
      forgetSignedInHint();
      store.set(sessionAtom, { type: 'LOGOUT' });
      return;
    }
    const user = userFromLoginCheck(body);
    if (user.remaining_time !== undefined) writeStorage(STORAGE_KEYS.approvalUpdate, String(user.remaining_time));
    if (typeof user.username === 'string') writeStorage(STORAGE_KEYS.user, user.username);
    store.set(sessionAtom, { type: 'LOGIN', user });
  } catch (error) {
    if (isAbortError(error)) return;
    console.error('login check failed', error);
    store.set(sessionAtom, { type: 'LOGOUT' });
  }
}

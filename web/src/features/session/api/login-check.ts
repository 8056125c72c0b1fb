import { startTransition } from 'react';
import { isAbortError, postEmpty, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import { takeBootAnswer } from '../../../lib/boot-data';
import { getCookie } from '../../../lib/cookies';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { sessionAtom, type SessionAction, type SessionUser } from '../atoms';
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
/** The page carried the login check's answer and it is in the store already (prefetchSession). */
let answeredInPage = false;

/** Spec §4: status 200 is logged in, anything else logged out. */
function applyAnswer(body: ApiResponse, set: (action: SessionAction) => void): void {
  if (body.status !== 200) {
    forgetSignedInHint();
    set({ type: 'LOGOUT' });
    return;
  }
  const user = userFromLoginCheck(body);
  if (user.remaining_time !== undefined) writeStorage(STORAGE_KEYS.approvalUpdate, String(user.remaining_time));
  if (typeof user.username === 'string') writeStorage(STORAGE_KEYS.user, user.username);
  set({ type: 'LOGIN', user });
}

/**
 * Starts the login check before React renders, so it runs beside the page's code and strings;
 * the first checkSession call takes its answer. An answer the page came with (a signed-in buyer's
 * auction room) goes into `store` at once: the first render draws the signed-in screen itself,
 * in one interruptible render, rather than the guard's spinner and then the whole screen in a
 * second, uninterrupted one when the answer is applied.
 */
export function prefetchSession(store: AppStore): void {
  if (!mayBeSignedIn()) return;
  const inPage = takeBootAnswer('login-check') as ApiResponse | undefined;
  if (inPage && typeof inPage.status === 'number') {
    applyAnswer(inPage, (action) => store.set(sessionAtom, action));
    answeredInPage = true;
    return;
  }
  prefetched = postEmpty(LOGIN_CHECK_PATH, { authRedirect: false });
  // Handled where checkSession awaits it; this keeps an early failure from being "unhandled".
  prefetched.catch(() => undefined);
}

/**
 * Spec §4: status 200 is logged in, anything else (or a network failure) logged out.
 * `transition`: the screens that follow the answer (a signed-in page mounting its whole layout
 * behind the guard's spinner) are drawn in a render React can interrupt, as the app's start-up
 * check does; otherwise in one piece.
 */
export async function checkSession(store: AppStore, options: RequestOptions = {}, { transition = false } = {}): Promise<void> {
  if (answeredInPage) {
    // The start-up check was answered by the page (prefetchSession); a later check asks again.
    answeredInPage = false;
    return;
  }
  const early = prefetched;
  prefetched = null;
  const set = (action: SessionAction) => {
    if (transition) startTransition(() => store.set(sessionAtom, action));
    else store.set(sessionAtom, action);
  };
  // An anonymous visitor: no request, so no 401 in the console, and the page knows at once.
  if (!early && !mayBeSignedIn()) {
    set({ type: 'LOGOUT' });
    return;
  }
  try {
    // A visitor who is not signed in is expected here: no redirect to /login.
    applyAnswer(await (early ?? postEmpty(LOGIN_CHECK_PATH, { ...options, authRedirect: false })), set);
  } catch (error) {
    if (isAbortError(error)) return;
    console.error('login check failed', error);
    set({ type: 'LOGOUT' });
  }
}

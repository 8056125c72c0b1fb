import { isAbortError, postEmpty, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import type { AppStore } from '../../../lib/store';
import { sessionAtom, type SessionUser } from '../atoms';

export const LOGIN_CHECK_PATH = '/tractorpoint/login-check';

/** The user fields of a login-check answer, whether the server nests them in `data` or not. */
export function userFromLoginCheck(body: ApiResponse): SessionUser {
  const { status: _status, msg: _msg, data, ...topLevel } = body;
  const nested = data && typeof data === 'object' && !Array.isArray(data) ? (data as SessionUser) : {};
  return { ...topLevel, ...nested };
}

/** Spec §4: status 200 is logged in, anything else (or a network failure) logged out. */
export async function checkSession(store: AppStore, options: RequestOptions = {}): Promise<void> {
  try {
    // A visitor who is not signed in is expected here: no redirect to /login.
    const body = await postEmpty(LOGIN_CHECK_PATH, { ...options, authRedirect: false });
    if (body.status !== 200) {
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

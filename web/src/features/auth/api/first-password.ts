import { postForm, type RequestOptions } from '../../../lib/api-client';
import type { ChangePasswordRequest } from '@vahanhaat/contract/http/accounts';

export const CHANGE_PASSWORD_PATH = '/user/changepassword';

/** Replaces the one-time password the person just signed in with; the server checks its policy. */
export function replaceOneTimePassword(oneTime: string, password: string, confirm: string, options?: RequestOptions) {
  const request: ChangePasswordRequest = { old_password: oneTime, new_password: password, confirm_password: confirm };
  return postForm(CHANGE_PASSWORD_PATH, request, { ...options, authRedirect: false });
}

import { postForm, type RequestOptions } from '../../../lib/api-client';

export const CHANGE_PASSWORD_PATH = '/user/changepassword';

/** Replaces the one-time password the person just signed in with; the server checks its policy. */
export function replaceOneTimePassword(oneTime: string, password: string, confirm: string, options?: RequestOptions) {
  return postForm(
    CHANGE_PASSWORD_PATH,
    { old_password: oneTime, new_password: password, confirm_password: confirm },
    { ...options, authRedirect: false },
  );
}

import { postEmpty } from '../../../lib/api-client';

export const LOGOUT_PATH = '/logout-app-user';

export function requestLogout() {
  return postEmpty(LOGOUT_PATH, { authRedirect: false });
}

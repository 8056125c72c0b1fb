import { isFlagSet, type SessionUser } from '../session/atoms';

/** The console is for admins and auction admins; the server checks the same on every /admin route. */
export function canUseAdmin(user: SessionUser | null | undefined): boolean {
  return Boolean(user && (isFlagSet(user.admin) || isFlagSet(user.is_auction_admin)));
}

/** Only a full admin may grant or revoke the admin role (the server answers 403 otherwise). */
export function isFullAdmin(user: SessionUser | null | undefined): boolean {
  return Boolean(user && isFlagSet(user.admin));
}

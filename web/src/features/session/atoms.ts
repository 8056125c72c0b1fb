import { atom } from 'jotai';
import { atomWithReducer } from 'jotai/utils';

/** Fields the spec shows on the user object; the rest of the login-check answer is kept too. */
export interface SessionUser {
  user_id?: number;
  phone?: string;
  username?: string;
  first_name?: string;
  last_name?: string;
  state?: string | null;
  state_id?: number | null;
  remaining_time?: number;
  is_subscribed?: boolean | number | string;
  admin?: boolean | number | string;
  is_auction_admin?: boolean | number | string;
  docs_uploaded?: boolean | number | string;
  never_subscribed?: boolean | number | string;
  subscription_date?: string | null;
  subscription_end_date?: string | null;
  /** A dealer account (it invites agents). */
  is_dealer?: boolean;
  /** The dealer this account quotes for as an agent: its quotes are the dealer's. */
  agent_of?: { dealer_id: number; dealer_name: string; status: 'active' | 'suspended' } | null;
  [field: string]: unknown;
}

export type NotificationPermissionStatus = NotificationPermission | 'unsupported';

export interface SessionState {
  user: SessionUser | null;
  loading: boolean;
  notification_permission_status: NotificationPermissionStatus;
}

export type SessionAction =
  | { type: 'LOGIN'; user: SessionUser }
  | { type: 'SUBSCRIPTION_UPDATE'; user: Partial<SessionUser> }
  | { type: 'LOGOUT' }
  | { type: 'START_LOADING' }
  | { type: 'STOP_LOADING' }
  | { type: 'NOTIFICATION_PERMISSION_UPDATE'; status: NotificationPermissionStatus };

function currentPermission(): NotificationPermissionStatus {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Spec §4: no user and loading until the login check answers. */
export function initialSessionState(): SessionState {
  return { user: null, loading: true, notification_permission_status: currentPermission() };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'LOGIN':
    case 'SUBSCRIPTION_UPDATE':
      return { ...state, user: { ...state.user, ...action.user }, loading: false };
    case 'LOGOUT':
      return { ...state, user: null, loading: false };
    case 'START_LOADING':
      return { ...state, loading: true };
    case 'STOP_LOADING':
      return { ...state, loading: false };
    case 'NOTIFICATION_PERMISSION_UPDATE':
      return { ...state, notification_permission_status: action.status };
  }
}

/** Read it with useAtomValue, dispatch with useSetAtom(sessionAtom)(action) or store.set(sessionAtom, action). */
export const sessionAtom = atomWithReducer(initialSessionState(), sessionReducer);

/** Servers send flags as booleans, 0/1 or strings; only a clear "yes" counts. */
export function isFlagSet(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Admins and auction admins count as subscribed (spec §6). */
export function isSubscribed(user: SessionUser | null): boolean {
  return Boolean(user && (isFlagSet(user.admin) || isFlagSet(user.is_auction_admin) || isFlagSet(user.is_subscribed)));
}

/** May quote as far as a plan goes: subscribed, or an active agent quoting under their dealer's plan (the server decides). */
export function quotesUnderPlan(user: SessionUser | null): boolean {
  return isSubscribed(user) || user?.agent_of?.status === 'active';
}

export const userAtom = atom((get) => get(sessionAtom).user);
export const isSubscribedAtom = atom((get) => isSubscribed(get(sessionAtom).user));

import { atom } from 'jotai';
import { quotesUnderPlan, type SessionUser } from '../session/atoms';

/** Server refusals (the bidding engine's, server/src/modules/bidding/rules.ts#buyerRefusal) that a plan fixes, not a different amount. */
export const PERMISSION_CODES = ['not_subscribed', 'state_not_permitted', 'segment_not_permitted'] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

export function isPermissionCode(code: unknown): code is PermissionCode {
  return PERMISSION_CODES.includes(code as PermissionCode);
}

/** The permission problem a server refusal names ('bid.state_not_permitted'), if it is one. */
export function permissionCodeOf(serverCode: unknown): PermissionCode | null {
  const short = typeof serverCode === 'string' ? serverCode.replace(/^bid\./, '') : null;
  return isPermissionCode(short) ? short : null;
}

export interface PermissionProblem {
  code: PermissionCode;
  /** The server's words when a quote was refused; absent when the screen worked it out on opening. */
  msg?: string;
  /** The auction's state, for the message shown on opening. */
  state?: string;
}

/** The state-not-permitted modal: open while this holds a problem. */
export const permissionProblemAtom = atom<PermissionProblem | null>(null);

/**
 * What the browser can tell on opening an auction, before any quote: without a plan (and not an
 * admin) nobody may quote, whatever the auction's state (every plan includes PAN India), so the
 * answer is a plan. A subscribed buyer's plan segments are not in the session: the server decides.
 */
export function permissionOnOpen(user: SessionUser | null, auctionState: string): PermissionProblem | null {
  if (!user || quotesUnderPlan(user)) return null;
  return { code: 'not_subscribed', state: auctionState };
}

import { atom } from 'jotai';
import { getCookie, setCookie } from '../../lib/cookies';

export const COOKIE_CONSENT_KEY = 'cookie_consent';
export const COOKIE_CONSENT_DAYS = 365;
export type CookieConsent = 'accepted' | 'declined';

/** Fired on window after a choice so an analytics loader can start or stop (spec §4). */
export const COOKIE_CONSENT_EVENT = 'cookie-consent-change';

export function readCookieConsent(): CookieConsent | null {
  const value = getCookie(COOKIE_CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function saveCookieConsent(value: CookieConsent): void {
  setCookie(COOKIE_CONSENT_KEY, value, COOKIE_CONSENT_DAYS);
  window.dispatchEvent(new CustomEvent<CookieConsent>(COOKIE_CONSENT_EVENT, { detail: value }));
}

/**
 * The visitor's choice: undefined until read after the first render (a prerendered page cannot
 * know it), null while no choice is made. The trade-advance popup waits for a choice (one overlay
 * at a time on a first visit).
 */
export const cookieConsentAtom = atom<CookieConsent | null | undefined>(undefined);

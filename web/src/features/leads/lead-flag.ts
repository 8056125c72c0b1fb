import { getCookie, setCookie } from '../../lib/cookies';
import { STORAGE_KEYS } from '../../lib/storage';

/** Spec §9: a visitor who sent the lead form is not asked again for 30 days. */
export const LEAD_FLAG_DAYS = 30;

export function hasSubmittedLead(): boolean {
  return getCookie(STORAGE_KEYS.leadSubmitted) === '1';
}

export function rememberLeadSubmitted(): void {
  setCookie(STORAGE_KEYS.leadSubmitted, '1', LEAD_FLAG_DAYS);
}

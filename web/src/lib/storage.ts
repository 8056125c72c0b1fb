/** localStorage keys shared across features (spec §9: user and the approval-update key). */
export const STORAGE_KEYS = {
  user: 'user',
  approvalUpdate: 'approval_update',
  language: 'language',
  leadSubmitted: 'lead_submitted',
  noticeDismissed: 'notice_bar_dismissed',
} as const;

/** Keys that describe the device rather than the signed-in person; logout keeps them. */
const DEVICE_KEYS: readonly string[] = [STORAGE_KEYS.language];

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the app keeps working without persistence.
  }
}

/** Logout clears local storage (spec §4) except device preferences such as the language. */
export function clearSessionStorage(): void {
  try {
    const kept = DEVICE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** Storage keys shared across features (spec §9: user and the approval-update key); some name cookies or sessionStorage flags. */
export const STORAGE_KEYS = {
  user: 'user',
  approvalUpdate: 'approval_update',
  language: 'language',
  leadSubmitted: 'lead_submitted',
  noticeDismissed: 'notice_bar_dismissed',
  tradeAdvanceShown: 'trade_advance_shown',
  pushPromptSeen: 'push_prompt_seen',
} as const;

/** Keys that describe the device rather than the signed-in person; logout keeps them. */
const DEVICE_KEYS: readonly string[] = [STORAGE_KEYS.language, STORAGE_KEYS.pushPromptSeen];

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

/** sessionStorage flags: they last as long as the tab. */
export function readSessionFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeSessionFlag(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Without storage the flag lasts until the page is left.
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

/** Under this much time left a late quote extends the lot (DESIGN §4 soft close). */
export const SOFT_CLOSE_MS = 3 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

export interface Remaining {
  days: number;
  /** '03:12:45' or '04:59' under an hour. */
  clock: string;
}

/** Whole seconds left, rounded up so '00:00' shows only once the end has passed. */
export function splitRemaining(ms: number): Remaining {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = days > 0 || hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return { days, clock };
}

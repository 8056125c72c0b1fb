import { vi } from 'vitest';

export interface WaitOptions {
  /** How long the condition may take before the wait fails; a bound on the wait, not an assertion on time. */
  timeoutMs?: number;
  /** How often `read` is asked again. */
  intervalMs?: number;
}

/**
 * Asks `read` until it answers something other than undefined, null or false, and returns that answer.
 * A `read` that throws is asked again (a service that is still starting). When `timeoutMs` passes the
 * wait fails with "timed out waiting for <what>", followed by the last error `read` threw if it threw.
 * Runs on real timers (vi.waitFor advances fake ones while it waits).
 */
export function until<T>(
  read: () => T | Promise<T>,
  what: string | (() => string),
  { timeoutMs = 20_000, intervalMs = 25 }: WaitOptions = {},
): Promise<Exclude<T, undefined | null | false>> {
  const failure = (detail = '') => `timed out waiting for ${typeof what === 'function' ? what() : what}${detail}`;
  return vi.waitFor(
    async () => {
      let value: T;
      try {
        value = await read();
      } catch (e) {
        throw new Error(failure(`: ${e instanceof Error ? e.message : String(e)}`), { cause: e });
      }
      if (value === undefined || value === null || value === false) throw new Error(failure());
      return value as Exclude<T, undefined | null | false>;
    },
    { timeout: timeoutMs, interval: intervalMs },
  );
}

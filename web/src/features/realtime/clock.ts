import { store as appStore, type AppStore } from '../../lib/store';
import { clockOffsetAtom } from './atoms';

/** Samples older than this are forgotten, so a changed phone clock is picked up within a minute. */
const WINDOW_MS = 60_000;

interface Sample {
  offset: number;
  at: number;
}

/**
 * The best offset estimate from recent samples. A message can only arrive late, never early, so
 * each sample underestimates the true offset by its delay: the largest recent one is the closest.
 */
export function bestOffset(samples: readonly Sample[], now: number): number | undefined {
  let best: number | undefined;
  for (const s of samples) if (now - s.at <= WINDOW_MS && (best === undefined || s.offset > best)) best = s.offset;
  return best;
}

let samples: Sample[] = [];

/** Every server message and API answer that carries the server's time passes it here. */
export function noteServerTime(serverTime: string | undefined | null, store: AppStore = appStore): void {
  if (!serverTime) return;
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server)) return;
  const now = Date.now();
  samples = [...samples.filter((s) => now - s.at <= WINDOW_MS), { offset: server - now, at: now }];
  const offset = bestOffset(samples, now);
  if (offset !== undefined && offset !== store.get(clockOffsetAtom)) store.set(clockOffsetAtom, offset);
}

/** For tests: forget every sample. */
export function resetServerClock(): void {
  samples = [];
}

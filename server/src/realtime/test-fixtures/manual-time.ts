/** A clock and timers a test moves by hand (for the token buckets). */
export function manualTime() {
  let now = 0;
  const timers: { at: number; cb: () => void }[] = [];
  return {
    now: () => now,
    setTimer: (cb: () => void, ms: number) => void timers.push({ at: now + ms, cb }),
    advance(ms: number) {
      now += ms;
      for (const t of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (t.at <= now) t.cb();
        else timers.push(t);
      }
    },
  };
}

/** Lets promises resolved by the timers run. */
export const flush = () => new Promise((r) => setImmediate(r));

import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.js';

/** A clock and timers the test moves by hand. */
function manualTime() {
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

const flush = () => new Promise((r) => setImmediate(r));

describe('admission token bucket', () => {
  it('lets the burst through at once, then admits at the rate, in arrival order', async () => {
    const time = manualTime();
    const admission = createAdmission({ perSecond: 100, burst: 3, now: time.now, setTimer: time.setTimer });
    const admitted: number[] = [];
    for (let i = 0; i < 8; i++) void admission.take().then(() => admitted.push(i));
    await flush();
    expect(admitted).toEqual([0, 1, 2]);
    expect(admission.waiting()).toBe(5);

    // 100 a second: one per 10 ms.
    time.advance(10);
    await flush();
    expect(admitted).toEqual([0, 1, 2, 3]);
    time.advance(30);
    await flush();
    expect(admitted).toEqual([0, 1, 2, 3, 4, 5, 6]);
    time.advance(10);
    await flush();
    expect(admitted).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(admission.waiting()).toBe(0);
  });

  it('refills up to the burst only, and releases every waiter when stopped', async () => {
    const time = manualTime();
    const admission = createAdmission({ perSecond: 10, burst: 2, now: time.now, setTimer: time.setTimer });
    time.advance(60_000);
    const admitted: number[] = [];
    for (let i = 0; i < 4; i++) void admission.take().then(() => admitted.push(i));
    await flush();
    expect(admitted).toEqual([0, 1]);
    admission.stop();
    await flush();
    expect(admitted).toEqual([0, 1, 2, 3]);
  });
});

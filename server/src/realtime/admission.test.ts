import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.js';
import { flush, manualTime } from './test-fixtures/manual-time.js';

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

  it('estimates how long a newcomer would wait: nothing while tokens remain, then the line ahead at the rate', async () => {
    const time = manualTime();
    const admission = createAdmission({ perSecond: 10, burst: 2, now: time.now, setTimer: time.setTimer });
    expect(admission.expectedWaitMs()).toBe(0);
    for (let i = 0; i < 2; i++) void admission.take();
    // No token left: the next one comes in 100 ms.
    expect(admission.expectedWaitMs()).toBe(100);
    for (let i = 0; i < 3; i++) void admission.take();
    // Three in line ahead: the newcomer's token is the fourth.
    expect(admission.expectedWaitMs()).toBe(400);
    time.advance(100);
    await flush();
    expect(admission.waiting()).toBe(2);
    expect(admission.expectedWaitMs()).toBe(300);
  });
});

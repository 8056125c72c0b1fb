import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntervalWorker } from './interval-worker.js';

function recordingLog() {
  const errors: { obj: unknown; msg: string }[] = [];
  return { errors, log: { error: (obj: unknown, msg: string) => errors.push({ obj, msg }) } as never };
}

describe('interval worker', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one pass per tick, never two at once, and logs a failed pass and carries on', async () => {
    vi.useFakeTimers();
    const { errors, log } = recordingLog();
    let release: () => void = () => {};
    let passes = 0;
    const worker = startIntervalWorker({
      everyMs: 100,
      log,
      failure: 'pass failed',
      pass: () => {
        passes += 1;
        if (passes === 1) return new Promise<void>((r) => (release = r));
        if (passes === 2) return Promise.reject(new Error('boom'));
        return Promise.resolve();
      },
    });
    await vi.advanceTimersByTimeAsync(350);
    // The first pass still runs: the ticks at 200 and 300 skipped.
    expect(passes).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toBe(2);
    expect(errors).toEqual([{ obj: { err: expect.objectContaining({ message: 'boom' }) }, msg: 'pass failed' }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toBe(3);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(3);
  });

  it('stop waits for the pass under way and tells it to end early', async () => {
    vi.useFakeTimers();
    const { log } = recordingLog();
    const seen: boolean[] = [];
    let release: () => void = () => {};
    let finished = false;
    const worker = startIntervalWorker({
      everyMs: 100,
      log,
      failure: 'pass failed',
      async pass(stopped) {
        seen.push(stopped());
        await new Promise<void>((r) => (release = r));
        seen.push(stopped());
        finished = true;
      },
    });
    await vi.advanceTimersByTimeAsync(100);
    const stopping = worker.stop();
    let stoppedYet = false;
    void stopping.then(() => (stoppedYet = true));
    await Promise.resolve();
    expect(stoppedYet).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(seen).toEqual([false, true]);
  });
});

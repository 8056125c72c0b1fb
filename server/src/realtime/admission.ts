/**
 * A token bucket that queues instead of refusing. After an instance restarts (or a broker
 * outage), hundreds of sockets come back at once and each subscribe reads Postgres and writes a
 * snapshot; left alone they take every pool connection and the event loop, and HTTP requests
 * (quotes among them) wait behind them. Each waits here for a token instead: `burst` go at once,
 * then `perSecond`. A waiter is released in FIFO order; several released in one turn still share
 * one resync query (resync.ts batches requests of the same tick).
 */
export interface AdmissionOptions {
  perSecond: number;
  burst: number;
  now?: () => number;
  setTimer?: (cb: () => void, ms: number) => unknown;
}

export interface Admission {
  /** Resolves when a token is free (at once while the bucket holds one). */
  take(): Promise<void>;
  /** Callers waiting for a token. */
  waiting(): number;
  /** About how long a caller arriving now would wait for its token, in ms (0: at once). */
  expectedWaitMs(): number;
  /** Releases every waiter (shutdown): nothing stays pending. */
  stop(): void;
}

export function createAdmission(opts: AdmissionOptions): Admission {
  const now = opts.now ?? (() => performance.now());
  const setTimer = opts.setTimer ?? ((cb, ms) => setTimeout(cb, ms).unref());
  let tokens = opts.burst;
  let at = now();
  let timer: unknown = null;
  let stopped = false;
  const queue: (() => void)[] = [];

  function refill() {
    const t = now();
    tokens = Math.min(opts.burst, tokens + ((t - at) * opts.perSecond) / 1000);
    at = t;
  }

  function drain() {
    timer = null;
    refill();
    while (queue.length > 0 && tokens >= 1) {
      tokens -= 1;
      queue.shift()!();
    }
    if (queue.length > 0) schedule();
  }

  function schedule() {
    if (timer !== null) return;
    // Wait for at least one token, and never less than a few ms, so releases come in small groups.
    const ms = Math.max(5, Math.ceil(((1 - tokens) * 1000) / opts.perSecond));
    timer = setTimer(drain, ms);
  }

  return {
    take() {
      if (stopped) return Promise.resolve();
      refill();
      if (queue.length === 0 && tokens >= 1) {
        tokens -= 1;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        queue.push(resolve);
        schedule();
      });
    },
    waiting: () => queue.length,
    expectedWaitMs() {
      refill();
      const short = queue.length + 1 - tokens;
      return short <= 0 ? 0 : Math.ceil((short * 1000) / opts.perSecond);
    },
    stop() {
      stopped = true;
      for (const release of queue.splice(0)) release();
    },
  };
}

/** The harness side of watch-clients.ts: a child process of raw /ws watchers. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkChild, isEvt } from '../lib/child.js';
import type { Metrics } from './metrics.js';
import type { WatchCommand, WatchReply, WatchStats } from './watch-clients.js';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'watch-clients.ts');

export class WatchPool {
  private readonly child = forkChild(file);

  /** Resolves once the child is up (starting tsx on a busy machine takes seconds). */
  async ready() {
    await this.child.next(isEvt('ready'), 60_000);
  }

  /** Opens one socket per entry of `lotsPerSocket`, spread over `rampUpMs`; each closes itself at `closeAt`. */
  open(baseUrl: string, lotsPerSocket: number[][], rampUpMs: number, closeAt: number) {
    const url = `${baseUrl.replace(/^http/, 'ws')}/ws`;
    this.child.send({ cmd: 'open', url, lotsPerSocket, rampUpMs, closeAt } satisfies WatchCommand);
  }

  /** Closes every socket and returns what they saw, folded into the k6 metric names. */
  async stop(metrics: Metrics): Promise<WatchStats | null> {
    try {
      this.child.send({ cmd: 'stop' } satisfies WatchCommand);
      const { stats: s } = (await this.child.next(isEvt('stats'), 30_000)) as unknown as Extract<WatchReply, { evt: 'stats' }>;
      metrics.trend('bid_to_screen').merge(s.latency);
      metrics.counter('ws_seq_gaps').add(s.gaps);
      metrics.rate('ws_connect_failed').addMany(s.failed, s.attempted);
      metrics.counter('ws_quotes_received').add(s.received);
      metrics.counter('ws_resyncs').add(s.resyncs);
      metrics.counter('ws_errors').add(s.errors);
      return s;
    } catch {
      return null;
    } finally {
      await this.child.stop();
    }
  }
}

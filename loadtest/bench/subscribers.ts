/**
 * The fan-out benchmark's subscribers: several processes of fanout-clients.ts, so reading
 * 250,000 messages a second is not capped at one core, with their figures merged here. The plain
 * ws baseline gets the same processes and clients.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkChild, isEvt, type Child } from '../lib/child.js';
import type { ClientCommand, Kind, RawLotStats } from './fanout-clients.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROCESSES = Number(process.env.FANOUT_CLIENT_PROCS ?? 2);

export interface LotStats {
  lot: number;
  expected: number;
  received: number;
  /** Seqs skipped or never received, summed over clients. */
  gaps: number;
  p50: number;
  p99: number;
  max: number;
  /** Wall-clock ms of the last receipt on this lot. */
  lastReceiptAt: number;
}

/** The smallest ms with at least `p` of all samples at or under it. */
function percentile(hist: Map<number, number>, total: number, p: number): number {
  let seen = 0;
  for (const [ms, count] of [...hist].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen >= total * p) return ms;
  }
  return NaN;
}

export class Subscribers {
  private constructor(private readonly children: Child[]) {}

  static start() {
    return new Subscribers(Array.from({ length: PROCESSES }, () => forkChild(path.join(here, 'fanout-clients.ts'))));
  }

  private async all<T>(cmd: (i: number) => ClientCommand, evt: string, timeoutMs: number): Promise<T[]> {
    this.children.forEach((c, i) => c.send(cmd(i)));
    return Promise.all(this.children.map((c) => c.next(isEvt(evt), timeoutMs) as Promise<T>));
  }

  /** `n` clients split over the processes; returns the slowest process's connect time. */
  async connect(kind: Kind, url: string, lots: number[], n: number): Promise<number> {
    const share = (i: number) => Math.floor(n / PROCESSES) + (i < n % PROCESSES ? 1 : 0);
    const first = (i: number) => Array.from({ length: i }, (_, k) => share(k)).reduce((a, b) => a + b, 0);
    const ready = await this.all<{ connectMs: number }>(
      (i) => ({ cmd: 'connect', kind, url, lots, n: share(i), first: first(i) }),
      'ready',
      300_000,
    );
    return Math.max(...ready.map((r) => r.connectMs));
  }

  /** Waits (up to 15 s) for every client to reach `to` on each lot, then merges the figures. */
  async collect(expect: { lot: number; from: number; to: number }[]): Promise<LotStats[]> {
    const replies = await this.all<{ lots: RawLotStats[] }>(() => ({ cmd: 'collect', expect, timeoutMs: 15_000 }), 'stats', 60_000);
    return expect.map((e, k) => {
      const parts = replies.map((r) => r.lots[k]!);
      const hist = new Map<number, number>();
      for (const p of parts) for (const [ms, count] of p.hist) hist.set(ms, (hist.get(ms) ?? 0) + count);
      const samples = [...hist.values()].reduce((a, b) => a + b, 0);
      return {
        lot: e.lot,
        expected: (e.to - e.from + 1) * parts.reduce((a, p) => a + p.clients, 0),
        received: parts.reduce((a, p) => a + p.received, 0),
        gaps: parts.reduce((a, p) => a + p.gaps, 0),
        p50: percentile(hist, samples, 0.5),
        p99: percentile(hist, samples, 0.99),
        max: samples ? Math.max(...hist.keys()) : NaN,
        lastReceiptAt: Math.max(...parts.map((p) => p.lastReceiptAt)),
      };
    });
  }

  async close() {
    for (const c of this.children) c.send({ cmd: 'close' } satisfies ClientCommand);
    await Promise.all(this.children.map((c) => c.stop()));
  }
}

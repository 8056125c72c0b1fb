/**
 * The restart of an instance under load, for `npm run bench:boot` in services mode: two instances
 * (A and B) on one database and stream, WATCHERS raw /ws sockets on A following live lots, a
 * quote storm through B, then A is killed (SIGKILL) and started again on the same port while the
 * storm goes on and every watcher reconnects to it (each after 200-700 ms, as a client's back-off
 * would), the storm at about 32 quotes/s (each buyer under its per-buyer limit). Reported: spawn to the first /readyz 200 (wall and server CPU), the slowest /readyz
 * answer while the sockets came back, and the time until every watcher had its lots' snapshots
 * again. The per-address connection limits are lifted (every socket here comes from 127.0.0.1);
 * the per-instance admission limits stay as configured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { freePort } from '../../server/src/test/ports.js';

const WATCHERS = Number(process.env.BOOT_WATCHERS ?? 300);
const LOTS_PER_WATCHER = 5;
const STORM_CONCURRENCY = Number(process.env.BOOT_STORM_CONCURRENCY ?? 8);
const BUYERS = ['9000000002', '9000000011', '9000000012'];
const AUCTION = 'Maharashtra Tractor';
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

const PER_ADDRESS_UNLIMITED = {
  REALTIME_SOCKETS_PER_ADDRESS: '100000',
  REALTIME_CONNECTS_PER_ADDRESS_PER_SECOND: '100000',
  REALTIME_CONNECT_BURST_PER_ADDRESS: '100000',
};

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Instance {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

function spawnInstance(entry: string, env: Record<string, string>, port: number): Instance {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, ...PER_ADDRESS_UNLIMITED, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

/** Polls /readyz until 200; the wall ms from `since`. */
async function untilReady(instance: Instance, since: number): Promise<number> {
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`instance exited with ${instance.child.exitCode}`);
    const ok = await fetch(`${instance.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - since;
    if (performance.now() - since > 120_000) throw new Error('instance not ready in 120 s');
    await sleep(10);
  }
}

async function post<T>(url: string, body: unknown, cookie?: string): Promise<{ status: number; body: T; setCookie: string | null }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'idempotency-key': randomUUID(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, setCookie: res.headers.get('set-cookie') };
}

/** A watcher: a /ws socket that follows its lots, reconnects after a back-off and resubscribes from its last seq. */
class Watcher {
  private socket: WebSocket | null = null;
  private readonly seq = new Map<number, number>();
  private pending = new Set<number>();
  resyncedAt: number | null = null;
  private closing = false;

  constructor(
    private readonly url: string,
    private readonly lots: number[],
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`${this.url.replace('http', 'ws')}/ws`);
      this.socket = socket;
      this.pending = new Set(this.lots);
      socket.on('open', () => {
        socket.send(
          JSON.stringify({
            op: 'subscribe',
            lots: this.lots.map((assetId) => ({ assetId, ...(this.seq.has(assetId) ? { lastSeq: this.seq.get(assetId) } : {}) })),
          }),
        );
      });
      socket.on('message', (data) => {
        const m = JSON.parse(String(data)) as { type: string; assetId?: number; seq?: number };
        if (m.assetId !== undefined && typeof m.seq === 'number') this.seq.set(m.assetId, Math.max(this.seq.get(m.assetId) ?? 0, m.seq));
        if (m.type === 'snapshot' && m.assetId !== undefined && this.pending.delete(m.assetId) && this.pending.size === 0) {
          this.resyncedAt = performance.now();
          resolve();
        }
      });
      const retry = () => {
        if (this.closing) return;
        this.resyncedAt = null;
        setTimeout(() => void this.connect(), 200 + Math.random() * 500);
      };
      socket.on('close', retry);
      socket.on('error', () => undefined);
      socket.on('unexpected-response', () => undefined);
    });
  }

  close() {
    this.closing = true;
    this.socket?.terminate();
  }
}

export async function restartUnderLoad(entry: string, env: Record<string, string>): Promise<string> {
  const [portA, portB] = [await freePort(), await freePort()];
  let a = spawnInstance(entry, env, portA);
  const b = spawnInstance(entry, env, portB);
  const watchers: Watcher[] = [];
  let storming = true;
  try {
    await Promise.all([untilReady(a, performance.now()), untilReady(b, performance.now())]);

    const cookies: string[] = [];
    for (const phone of BUYERS) {
      const res = await post(`${b.url}/login-react`, { phone, password: 'Buyer@1234' });
      const token = /vh_session=([^;]+)/.exec(res.setCookie ?? '')?.[1];
      if (!token) throw new Error(`demo buyer ${phone} could not sign in: ${res.status}`);
      cookies.push(`vh_session=${token}`);
    }
    const listing = await post<{ data: { live: { c_auction_id: number; title: string }[] } }>(`${b.url}/tractorpoint/getAuction`, {});
    const auction = listing.body.data.live.find((x) => x.title.includes(AUCTION));
    if (!auction) throw new Error(`no live auction titled like ${AUCTION}`);
    const page = await post<{ data: { assets: { asset_id: number; lot_state: string; next_valid_amount: number; increment: number }[] } }>(
      `${b.url}/client/get_auction`,
      { uid: auction.c_auction_id, list_type: 'all_assets', page_no: 1 },
      cookies[0],
    );
    const lots = page.body.data.assets.filter((l) => l.lot_state === 'live');
    if (lots.length === 0) throw new Error('no live lots');
    const next = new Map(lots.map((l) => [l.asset_id, l.next_valid_amount]));
    const increment = new Map(lots.map((l) => [l.asset_id, l.increment]));

    for (let i = 0; i < WATCHERS; i += 1) {
      const mine = Array.from({ length: LOTS_PER_WATCHER }, (_, k) => lots[(i + k) % lots.length]!.asset_id);
      watchers.push(new Watcher(a.url, [...new Set(mine)]));
    }
    await Promise.all(watchers.map((w) => w.connect()));

    // The storm: STORM_CONCURRENCY loops quoting through B, each on its own lots, by turns of buyers.
    let accepted = 0;
    // Whoever does not lead a lot quotes on it next, so the storm is of accepted quotes; each loop
    // quotes every 250 ms, which keeps each buyer under the per-buyer limit (120 per 10 s).
    const leader = new Map<number, number>();
    const codes = new Map<string, number>();
    const loops = Array.from({ length: STORM_CONCURRENCY }, async (_, n) => {
      let turn = n;
      while (storming) {
        const lot = lots[turn % lots.length]!.asset_id;
        turn += STORM_CONCURRENCY;
        const buyer = ((leader.get(lot) ?? -1) + 1) % cookies.length;
        const res = await post<{ data?: { price?: number; next_valid_amount?: number }; params?: { price?: number } }>(
          `${b.url}/client/bid`,
          { asset_id: lot, amount: next.get(lot) },
          cookies[buyer],
        ).catch(() => null);
        if (!res) continue;
        if (res.status === 200) {
          accepted += 1;
          leader.set(lot, buyer);
        } else {
          codes.set(
            `${res.status} ${(res.body as { code?: string }).code}`,
            (codes.get(`${res.status} ${(res.body as { code?: string }).code}`) ?? 0) + 1,
          );
          if (res.body.params?.price !== undefined) leader.set(lot, buyer);
        }
        const price = res.body.data?.price ?? res.body.params?.price;
        if (res.body.data?.next_valid_amount) next.set(lot, res.body.data.next_valid_amount);
        else if (price !== undefined) next.set(lot, Math.max(next.get(lot)!, price + increment.get(lot)!));
        else next.set(lot, next.get(lot)! + increment.get(lot)!);
        await sleep(250);
      }
    });
    await sleep(5_000);
    const stormBefore = accepted;

    // Kill A and start it again on the same port while the storm goes on.
    a.child.kill('SIGKILL');
    await a.exited;
    const restartedAt = performance.now();
    a = spawnInstance(entry, env, portA);
    const readyMs = await untilReady(a, restartedAt);
    const readyCpuMs = cpuMs(a.child.pid!);
    // /readyz while the sockets come back: the slowest answer.
    let slowestReadyz = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t = performance.now();
        await fetch(`${a.url}/readyz`).catch(() => undefined);
        slowestReadyz = Math.max(slowestReadyz, performance.now() - t);
        await sleep(50);
      }
    })();
    const deadline = performance.now() + 60_000;
    while (watchers.some((w) => w.resyncedAt === null || w.resyncedAt < restartedAt) && performance.now() < deadline) await sleep(20);
    probing = false;
    await probe;
    const lagging = watchers.filter((w) => w.resyncedAt === null || w.resyncedAt < restartedAt).length;
    const allBackMs = Math.max(...watchers.map((w) => (w.resyncedAt ?? Number.NaN) - restartedAt));
    storming = false;
    await Promise.all(loops);
    const refusals = [...codes].map(([code, n]) => `${n} × ${code}`).join(', ');
    return (
      `services, restart under load (${WATCHERS} /ws watchers on the killed instance, ${STORM_CONCURRENCY} quote loops on the other: ` +
      `${stormBefore} quotes accepted in the 5 s before the kill, ${accepted - stormBefore} from the kill to the last resync; refused in all: ${refusals || 'none'}): ` +
      `spawn to /readyz 200 ${readyMs.toFixed(0)} ms wall, ${readyCpuMs.toFixed(0)} ms server CPU; slowest /readyz while sockets came back ${slowestReadyz.toFixed(0)} ms; ` +
      (lagging === 0
        ? `every watcher resynced ${allBackMs.toFixed(0)} ms after the restart began`
        : `${lagging} watchers not resynced after 60 s`)
    );
  } finally {
    storming = false;
    for (const w of watchers) w.close();
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.exited, b.exited]);
  }
}

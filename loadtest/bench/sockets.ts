/**
 * Idle sockets per GiB and the reconnect storm, on our server and on a plain `ws` server.
 *
 * Idle: the server's RSS (/proc/<pid>/status VmRSS) before and after N subscribed sockets
 * (ours: half socket.io, half raw /ws; plain: raw ws), extrapolated to sockets per GiB.
 * Storm: all N drop; a few quotes land meanwhile; all reconnect at once with their last seq.
 * Time until every socket holds the lot's snapshot at the final seq (after any replay), and errors.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkChild, hasPort, isEvt, type Child } from '../lib/child.js';
import { rssOf } from '../lib/target.js';
import type { Fixtures } from '../lib/fixtures.js';
import type { PhaseResult, SocketCommand } from './socket-clients.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const GiB = 1024 ** 3;
const QUOTES_WHILE_AWAY = 10;

export interface SocketFigures {
  rssBeforeMb: number;
  rssAfterMb: number;
  bytesPerSocket: number;
  perGiB: number;
  connect: PhaseResult;
  storm: PhaseResult;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** RSS after the process has had `settleMs` to settle: the median of three reads a second apart. */
async function settledRss(pid: number, settleMs: number) {
  await sleep(settleMs);
  const reads: number[] = [];
  for (let i = 0; i < 3; i++) {
    reads.push(await rssOf(pid));
    await sleep(1000);
  }
  return reads.sort((a, b) => a - b)[1]!;
}

async function run(
  clients: Child,
  pid: number,
  connect: Omit<Extract<SocketCommand, { cmd: 'connect' }>, 'cmd'>,
  betweenDropAndReconnect: () => Promise<number>,
): Promise<SocketFigures> {
  // A server fresh from start-up and fixtures is still collecting garbage: give it longer.
  const before = await settledRss(pid, 8000);
  clients.send({ cmd: 'connect', ...connect } satisfies SocketCommand);
  const { result: connected } = (await clients.next(isEvt('connected'), 180_000)) as unknown as { result: PhaseResult };
  const after = await settledRss(pid, 5000);
  const perSocket = (after - before) / Math.max(1, connected.settled);
  clients.send({ cmd: 'drop' } satisfies SocketCommand);
  await clients.next(isEvt('dropped'), 30_000);
  const finalSeq = await betweenDropAndReconnect();
  clients.send({ cmd: 'reconnect', finalSeq, timeoutMs: 120_000 } satisfies SocketCommand);
  const { result: storm } = (await clients.next(isEvt('resynced'), 180_000)) as unknown as { result: PhaseResult };
  return {
    rssBeforeMb: before / 1048576,
    rssAfterMb: after / 1048576,
    bytesPerSocket: perSocket,
    perGiB: perSocket > 0 ? GiB / perSocket : Number.NaN,
    connect: connected,
    storm,
  };
}

/** Quotes placed one after another by buyers in turn; returns the lot's seq afterwards. */
async function placeQuotes(baseUrl: string, data: Fixtures, count: number): Promise<number> {
  const lot = data.lot_ids[0]!;
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'bench' };
  const read = async () => {
    const res = await fetch(`${baseUrl}/client/get-lnt-latest-bid`, { method: 'POST', headers, body: JSON.stringify({ asset_id: lot }) });
    return ((await res.json()) as { data: { seq: number; next_valid_amount: number }[] }).data[0]!;
  };
  let { next_valid_amount: amount } = await read();
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${baseUrl}/client/bid`, {
      method: 'POST',
      headers: { ...headers, cookie: `vh_session=${data.session_tokens[i % data.session_tokens.length]}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ asset_id: lot, amount }),
    });
    const body = (await res.json()) as { data?: { next_valid_amount: number }; next_valid_amount?: number };
    amount = body.data?.next_valid_amount ?? body.next_valid_amount ?? amount;
  }
  return (await read()).seq;
}

/** Our server (already running, its pid known) with `n` sockets on the fixtures' first lot. */
export async function oursSockets(baseUrl: string, pid: number, data: Fixtures, n: number): Promise<SocketFigures> {
  const clients = forkChild(path.join(here, 'socket-clients.ts'));
  try {
    await clients.next(isEvt('ready'), 60_000);
    // A first quote, so the lot has a seq for reconnecting sockets to send back.
    await placeQuotes(baseUrl, data, 1);
    return await run(clients, pid, { url: baseUrl, n, lot: data.lot_ids[0]!, mixed: true }, () =>
      placeQuotes(baseUrl, data, QUOTES_WHILE_AWAY),
    );
  } finally {
    await clients.stop();
  }
}

/** The same on a plain ws server in its own process. */
export async function plainSockets(n: number): Promise<SocketFigures> {
  const server = forkChild(path.join(here, 'plain-ws-server.ts'));
  const clients = forkChild(path.join(here, 'socket-clients.ts'));
  try {
    const { port } = await server.next(hasPort, 60_000);
    await clients.next(isEvt('ready'), 60_000);
    return await run(clients, server.process.pid!, { url: `ws://127.0.0.1:${port}`, n, lot: 1, mixed: false }, async () => 0);
  } finally {
    await clients.stop();
    await server.stop();
  }
}

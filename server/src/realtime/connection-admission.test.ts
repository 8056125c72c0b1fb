import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.js';
import { addressBuckets, createConnectionAdmission, type ConnectionVerdict, type RefusalCode } from './connection-admission.js';
import { flush, manualTime } from './test-fixtures/manual-time.js';

/** A handshake request from `address` behind one proxy. */
const request = (address: string, destroyed = false) =>
  ({ socket: { remoteAddress: '10.0.0.1', destroyed }, headers: { 'x-forwarded-for': address } }) as never;

function setup(
  opts: {
    perAddressPerSecond?: number;
    perAddressBurst?: number;
    perSecond?: number;
    burst?: number;
    maxWaitMs?: number;
    sockets?: number;
  } = {},
) {
  const time = manualTime();
  const open = new Map<string, number>();
  const refused: RefusalCode[] = [];
  const admission = createConnectionAdmission({
    perAddressPerSecond: opts.perAddressPerSecond ?? 2,
    perAddressBurst: opts.perAddressBurst ?? 3,
    trustProxyHops: 1,
    socketSlot: (req) => {
      const address = String((req.headers as Record<string, string>)['x-forwarded-for']);
      const n = open.get(address) ?? 0;
      if (n >= (opts.sockets ?? 100)) return { ok: false, release: () => {} };
      open.set(address, n + 1);
      return { ok: true, release: () => open.set(address, open.get(address)! - 1) };
    },
    global: createAdmission({ perSecond: opts.perSecond ?? 1000, burst: opts.burst ?? 1000, now: time.now, setTimer: time.setTimer }),
    maxWaitMs: opts.maxWaitMs ?? 3000,
    random: () => 0.5,
    now: time.now,
    onRefused: (code) => refused.push(code),
  });
  return { time, open, refused, admission };
}

const codeOf = (v: ConnectionVerdict) => (v.ok ? 'ok' : v.refusal.code);

describe('address buckets', () => {
  it('give each address its burst, then its rate, and forget addresses whose bucket is full again', () => {
    let now = 0;
    const buckets = addressBuckets(2, 3, () => now);
    expect(['a', 'a', 'a', 'a'].map((k) => buckets.take(k).ok)).toEqual([true, true, true, false]);
    expect(buckets.take('a')).toEqual({ ok: false, waitMs: 500 });
    // Another address has a bucket of its own.
    expect(buckets.take('b').ok).toBe(true);
    now += 500;
    expect([buckets.take('a').ok, buckets.take('a').ok]).toEqual([true, false]);
    expect(buckets.size()).toBe(2);
    // 1.5 s fills a bucket of 3 at 2 a second: both are swept on the next take.
    now += 1_500;
    buckets.take('c');
    expect(buckets.size()).toBe(1);
  });
});

describe('connection admission decisions', () => {
  it('refuses an address over its connection rate with the reason and a retry time, and admits it once the bucket refills', async () => {
    const { time, admission, refused } = setup();
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await admission.admit(request('203.0.113.7')));
    expect(verdicts.map(codeOf)).toEqual(['ok', 'ok', 'ok', 'connections_too_fast', 'connections_too_fast']);
    const refusal = (verdicts[3] as Extract<ConnectionVerdict, { ok: false }>).refusal;
    // A token in 500 ms, half as long again of jitter (random fixed at 0.5 here): 625 ms → 1 s.
    expect(refusal).toEqual({
      code: 'connections_too_fast',
      msg: 'Too many new connections from this address: retry in 1 s.',
      retryAfterSeconds: 1,
    });
    expect(refused).toEqual(['connections_too_fast', 'connections_too_fast']);
    // Other addresses are not held back by this one.
    expect(codeOf(await admission.admit(request('198.51.100.9')))).toBe('ok');
    time.advance(500);
    expect(codeOf(await admission.admit(request('203.0.113.7')))).toBe('ok');
  });

  it('refuses past the open-socket cap of the address, and a closed socket gives its slot back', async () => {
    const { admission, open } = setup({ sockets: 2, perAddressBurst: 10 });
    const first = await admission.admit(request('203.0.113.7'));
    await admission.admit(request('203.0.113.7'));
    expect(codeOf(await admission.admit(request('203.0.113.7')))).toBe('too_many_sockets');
    expect(first.ok).toBe(true);
    if (first.ok) first.release();
    expect(open.get('203.0.113.7')).toBe(1);
    expect(codeOf(await admission.admit(request('203.0.113.7')))).toBe('ok');
  });

  it('makes connections past the instance burst wait their turn, and refuses as busy once the line is longer than the wait allowed', async () => {
    // 10 a second, 2 at once; a connection may wait 300 ms at most.
    const { time, admission, open } = setup({ perSecond: 10, burst: 2, maxWaitMs: 300, perAddressBurst: 100 });
    const results: string[] = [];
    const addresses = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const address of addresses) void admission.admit(request(address)).then((v) => results.push(`${address}:${codeOf(v)}`));
    await flush();
    // a and b at once; c, d, e wait 100, 200 and 300 ms; f would wait 400: busy.
    expect([...results].sort()).toEqual(['a:ok', 'b:ok', 'f:server_busy']);
    expect(admission.waiting()).toBe(3);
    // The busy one holds no socket slot.
    expect(open.get('f')).toBe(0);
    time.advance(100);
    await flush();
    expect(results.at(-1)).toBe('c:ok');
    time.advance(200);
    await flush();
    expect(results.slice(3)).toEqual(['c:ok', 'd:ok', 'e:ok']);
    // The line is empty again: the refused client's retry gets in.
    time.advance(100);
    expect(codeOf(await admission.admit(request('f')))).toBe('ok');
  });

  it('gives the slot back when the client left while it waited', async () => {
    const { time, admission, open } = setup({ perSecond: 10, burst: 1 });
    await admission.admit(request('a'));
    const verdict = admission.admit(request('b', true));
    time.advance(100);
    await flush();
    expect(codeOf(await verdict)).toBe('server_busy');
    expect(open.get('b')).toBe(0);
  });
});

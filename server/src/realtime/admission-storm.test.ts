/**
 * A reconnect storm through the real gateway: past the burst, subscribes queue for a token while
 * HTTP keeps answering, and every socket still ends with its snapshot. Both modes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction } from '../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { until } from '../test/wait.js';
import { sioClient, wsClient, type TestClient } from './test-fixtures/clients.js';

describe(`admission of reconnecting sockets in ${modeName}`, () => {
  let t: TestContext | undefined;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { REALTIME_ADMIT_PER_SECOND: '4', REALTIME_ADMIT_BURST: '2' } });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  it('admits the burst, queues the rest at the configured rate, and keeps serving HTTP meanwhile', async () => {
    if (!t) throw new Error('no app');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const { lots } = await createAuction(t.db);
    for (let i = 0; i < 8; i++) clients.push(i % 2 ? await sioClient(url) : await wsClient(url));
    const waiting = async () => Number(/^realtime_admission_waiting (\d+)$/m.exec((await t!.app.inject('/metrics')).body)?.[1]);

    for (const c of clients) c.send({ op: 'subscribe', lots: [{ assetId: lots[0]!.id }] });
    // Some wait their turn; the instance answers HTTP all the same.
    // The wait asks between timer turns, which gives the sockets' I/O its turn (inject() never leaves the microtask queue).
    const seenWaiting = await until(
      async () => {
        const n = await waiting();
        return n > 0 && n;
      },
      'a socket waiting for admission',
      { timeoutMs: 10_000, intervalMs: 10 },
    );
    expect(seenWaiting).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'POST', url: '/auctions/get-all-states', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);

    await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'snapshot', 0, 20_000)));
    expect(await waiting()).toBe(0);
    for (const c of clients) expect(c.messages.filter((m) => m.type === 'snapshot')).toHaveLength(1);
  }, 60_000);
});

import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { FastifyInstance } from 'fastify';

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref())]);

type ComponentState = 'ok' | 'down';

/**
 * Readiness means "can serve": quotes and reads need the database only. A broker outage leaves
 * quotes working (their events wait in the outbox, and sockets resync from Postgres on the head
 * beacon), so it makes the instance degraded, not unready: a balancer must not take every
 * instance out of rotation for a broker blip. Both answers name component states only, never
 * errors, hosts or versions.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    new Gauge({
      name: 'event_bus_connected',
      help: 'Whether this instance reaches the event bus (1) or not (0)',
      registers: [app.metrics],
      collect() {
        this.set(app.bus.connected() ? 1 : 0);
      },
    });

    const database = async (): Promise<ComponentState> =>
      withTimeout(app.database.ping(), 2000).then(
        () => 'ok',
        () => 'down',
      );
    const events = (): ComponentState => (app.bus.connected() ? 'ok' : 'down');

    // Liveness: the process answers. The details say what it can reach.
    app.get('/healthz', { schema: { hide: true } }, async () => {
      const data = { database: await database(), events: events() };
      const degraded = data.database !== 'ok' || data.events !== 'ok';
      return { status: 200, msg: degraded ? 'degraded' : 'ok', data };
    });

    app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
      const data = { database: await database(), events: events() };
      const ready = data.database === 'ok';
      return reply.code(ready ? 200 : 503).send({ status: ready ? 200 : 503, msg: ready ? 'ready' : 'not ready', data });
    });
  },
  { name: 'health', dependencies: ['infra', 'metrics'] },
);

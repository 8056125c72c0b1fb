import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref())]);

export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 200, msg: 'ok' }));

    app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
      const checks = await Promise.allSettled([
        withTimeout(app.database.ping(), 2000),
        withTimeout(app.bus.ping(), 2000),
      ]);
      const [db, bus] = checks.map((c) => (c.status === 'fulfilled' ? 'ok' : 'unavailable'));
      const ready = db === 'ok' && bus === 'ok';
      // Public: the answer names each part's state only. Why a part failed (hosts, driver messages)
      // and which runtime mode this is go to the log, for operators.
      if (!ready) {
        const reasons = checks.map((c) => (c.status === 'rejected' ? String(c.reason?.message ?? c.reason) : undefined));
        req.log.warn({ database: reasons[0], events: reasons[1] }, 'not ready');
      }
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 200 : 503,
        msg: ready ? 'ready' : 'not ready',
        data: { database: db, events: bus },
      });
    });
  },
  { name: 'health', dependencies: ['infra'] },
);

import fp from 'fastify-plugin';
import { createOutboxRelay, type OutboxRelay } from '../events/outbox.js';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRelay;
  }
}

export const outboxPlugin = fp(
  async (app: FastifyInstance) => {
    const relay = createOutboxRelay({ database: app.database, bus: app.bus, log: app.log });
    app.decorate('outbox', relay);
    app.addHook('onClose', async () => {
      await relay.stop();
    });
  },
  { name: 'outbox', dependencies: ['infra'] },
);

/** The HTTP baseline: a bare Fastify server, one GET returning a small JSON, in its own process. */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 200, msg: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
process.send!({ port: (app.server.address() as AddressInfo).port });
process.on('disconnect', () => process.exit(0));

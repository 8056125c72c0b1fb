/**
 * Several app instances sharing one database and one event stream, listening on 127.0.0.1:
 * the multi-node layout in one test process. Services mode: one Postgres database and one NATS
 * namespace, a connection each. Embedded mode: one PGlite database and one in-process bus object.
 */
import { pino } from 'pino';
import { buildApp } from '../../app.js';
import { openRuntime, type Runtime } from '../../runtime.js';
import {
  createTestApp,
  createTestDatabase,
  deleteStream,
  newNamespace,
  servicesMode,
  testConfig,
  type TestContext,
} from '../../test/harness.js';
import { migratedTemplate } from '../../test/pglite-template.js';
import type { Db } from '../../db/client.js';
import type { FastifyInstance } from 'fastify';

const silent = pino({ level: 'silent' });

export interface Instance {
  app: FastifyInstance;
  url: string;
  port: number;
}

export interface Cluster {
  /** A handle on the shared database, from an instance still open. */
  readonly db: Db;
  instances: Instance[];
  /** Closes instance i; `start(port)` opens a fresh one on the same database and stream. */
  stop(i: number): Promise<void>;
  start(port?: number): Promise<Instance>;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance, port = 0): Promise<Instance> {
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { app, port: actual, url: `http://127.0.0.1:${actual}` };
}

export async function startCluster(count: number): Promise<Cluster> {
  const namespace = newNamespace();
  const database = await createTestDatabase();
  const owners = new Map<FastifyInstance, () => Promise<void>>();
  let shared: Runtime | null = null;

  async function open(): Promise<FastifyInstance> {
    if (servicesMode) {
      const t: TestContext = await createTestApp({ database, namespace });
      owners.set(t.app, t.close);
      return t.app;
    }
    const config = testConfig(undefined, namespace);
    shared ??= await openRuntime(config, silent, { inMemoryDb: true, startFrom: await migratedTemplate() });
    const app = await buildApp({ config, ...shared, loggerInstance: silent });
    await app.ready();
    owners.set(app, () => app.close());
    return app;
  }

  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) instances.push(await listen(await open()));
  return {
    get db() {
      return [...owners.keys()][0]!.db;
    },
    instances,
    async stop(i) {
      const inst = instances[i]!;
      await owners.get(inst.app)!();
      owners.delete(inst.app);
    },
    async start(port) {
      const inst = await listen(await open(), port);
      instances.push(inst);
      return inst;
    },
    async close() {
      for (const close of owners.values()) await close();
      if (shared) {
        await shared.bus.close();
        await shared.database.close();
      }
      await database.drop();
      if (servicesMode && process.env.NATS_URL) await deleteStream(process.env.NATS_URL, namespace);
    },
  };
}

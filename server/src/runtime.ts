import { openDatabase, type Database } from './db/client.js';
import { createMemoryBus } from './events/memory-bus.js';
import { createNatsBus } from './events/nats-bus.js';
import { migrationsDir } from './lib/paths.js';
import type { Config } from './config.js';
import type { EventBus } from './events/bus.js';
import type { FastifyBaseLogger as Logger } from 'fastify';

export interface Runtime {
  database: Database;
  bus: EventBus;
}

/** Opens the database and event bus the configuration names: the only place the two modes differ. */
export async function openRuntime(config: Config, log: Logger, opts: { inMemoryDb?: boolean; startFrom?: Blob } = {}): Promise<Runtime> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    lanes: config.DATABASE_QUOTE_LANES,
    migrationsDir,
    inMemory: opts.inMemoryDb,
    startFrom: opts.startFrom,
  });
  try {
    const { routines } = await database.migrate();
    if (routines.length > 0) log.info({ routines }, 'database routines applied');
    const bus = config.NATS_URL
      ? await createNatsBus({
          url: config.NATS_URL,
          name: `vahanhaat-${process.pid}`,
          namespace: config.NATS_NAMESPACE,
          log,
          stream: {
            replicas: config.NATS_STREAM_REPLICAS,
            maxAgeMs: config.NATS_STREAM_MAX_AGE_HOURS * 60 * 60 * 1000,
            maxBytes: config.NATS_STREAM_MAX_BYTES,
          },
        })
      : createMemoryBus();
    log.info({ database: database.kind, events: bus.kind }, 'runtime ready');
    return { database, bus };
  } catch (err) {
    await database.close();
    throw err;
  }
}

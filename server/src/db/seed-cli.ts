import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { loggerOptions } from '../logger.js';
import { openRuntime } from '../runtime.js';
import { createFileStorage } from '../storage/index.js';
import { seed } from './seed.js';

const config = loadConfig();
const log = pino(loggerOptions(config));
const { database, bus } = await openRuntime(config, log);
const storage = createFileStorage(config, database.db);
try {
  await seed(database.db, log, storage);
} finally {
  await storage.close();
  await bus.close();
  await database.close();
}

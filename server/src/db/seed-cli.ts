import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { loggerOptions } from '../logger.js';
import { openRuntime } from '../runtime.js';
import { seed } from './seed.js';

const config = loadConfig();
const log = pino(loggerOptions(config));
const { database, bus } = await openRuntime(config, log);
try {
  await seed(database.db, log, config.uploadDir);
} finally {
  await bus.close();
  await database.close();
}

import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { loggerOptions } from '../logger.js';
import { openRuntime } from '../runtime.js';
import { createFileStorage } from '../storage/index.js';
import { createDocumentCipher } from '../storage/sealed.js';
import { seed } from './seed.js';

/** npm run db:seed:demo: demo accounts with published passwords, so never on a real production database. */
const config = loadConfig();
if (config.NODE_ENV === 'production' && !config.DEMO_MODE) {
  console.error(
    'Refusing to seed demo data with NODE_ENV=production: the demo accounts have published passwords. Set DEMO_MODE=true for a demo deployment.',
  );
  process.exit(1);
}
const log = pino(loggerOptions(config));
const { database, bus } = await openRuntime(config, log);
const storage = createFileStorage(config, database.db);
try {
  await seed(database.db, log, storage, createDocumentCipher(config.documentKeys.current, config.documentKeys.previous));
} finally {
  await storage.close();
  await bus.close();
  await database.close();
}

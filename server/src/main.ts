import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { prepareDatabase, warnAboutDemoSettings } from './boot.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { databaseFailure } from './errors.js';
import { loggerOptions } from './logger.js';
import { openRuntime } from './runtime.js';
import { createFileStorage } from './storage/index.js';
import { startWorkers } from './workers.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = configOrExit();
const log = pino(loggerOptions(config));
warnAboutDemoSettings(config, log);
const { database, bus } = await openRuntime(config, log);
const storage = createFileStorage(config, database.db);
await prepareDatabase(config, database.db, log, storage);
const app = await buildApp({ config, database, bus, storage, loggerInstance: log });
await app.listen({ host: config.HOST, port: config.PORT });
const workers = startWorkers(app);

// A promise rejected with nobody awaiting it (a query of a background task that failed while
// the database was away) leaves no state half-changed: it is logged and the instance keeps
// serving. A thrown, uncaught exception still shuts it down: its state is unknown.
process.on('unhandledRejection', (err) => log.error({ err: databaseFailure(err) ?? err }, 'unhandled rejection'));

closeWithGrace({ delay: 15_000, logger: log, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  await workers.stop();
  await app.close();
  await bus.close();
  await storage.close();
  await database.close();
});

/**
 * Run by boot-imports.test.ts in a process of its own (node --import tsx): records every module
 * loaded while the app boots as main.ts boots it (runtime, database preparation, app, ready), and
 * prints their URLs as JSON on its last line.
 */
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const loaded = new Set<string>();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url: string) => loaded.add(url));
port1.unref();
register('./record-loads.mjs', { parentURL: import.meta.url, data: { port: port2 }, transferList: [port2] });

const { pino } = await import('pino');
const { loadConfig } = await import('../config.js');
const { openRuntime } = await import('../runtime.js');
const { prepareDatabase } = await import('../boot.js');
const { createFileStorage } = await import('../storage/index.js');
const { buildApp } = await import('../app.js');
await import('../workers.js');

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_ON_EMPTY: 'false',
  DATA_DIR: `/tmp/vahanhaat-boot-imports-${process.pid}`,
});
const log = pino({ level: 'silent' });
const { database, bus } = await openRuntime(config, log, { inMemoryDb: true });
const storage = createFileStorage(config, database.db);
await prepareDatabase(config, database.db, log, storage);
const app = await buildApp({ config, database, bus, storage, loggerInstance: log });
await app.ready();
// Messages from the loader thread arrive asynchronously, in load order: once the load of a
// marker module is heard, every load before it has been.
const marker = 'data:text/javascript,export const bootImportsMarker = 1;';
const heard = new Promise<void>((resolve) => port1.on('message', (url: string) => url === marker && resolve()));
await import(marker);
await heard;
loaded.delete(marker);
// CommonJS modules required by other CommonJS modules bypass the hook: take them from require's cache.
for (const file of Object.keys(createRequire(import.meta.url).cache)) loaded.add(`file://${file}`);
await app.close();
await bus.close();
await storage.close();
await database.close();
console.log(JSON.stringify([...loaded]));

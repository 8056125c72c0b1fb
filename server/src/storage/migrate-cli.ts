/**
 * `npm run storage:migrate`: copies uploads from the local disk (UPLOAD_DIR, or DATA_DIR/uploads)
 * into the storage STORAGE names, sealing identity documents with DOCUMENTS_KEY on the way.
 * With STORAGE=local (embedded mode) it seals, in place, identity documents stored before
 * encryption existed. `npm run storage:migrate -- --reseal` re-seals the identity documents of the
 * configured storage itself with the current DOCUMENTS_KEY (after a key rotation: the old key in
 * DOCUMENTS_PREVIOUS_KEYS). Safe to run again; deletes nothing.
 */
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrationsDir } from '../lib/paths.js';
import { loggerOptions } from '../logger.js';
import { createFileStorage } from './index.js';
import { createLocalStorage } from './local.js';
import { copyStorage } from './migrate.js';
import { createDocumentCipher } from './sealed.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const reseal = process.argv.includes('--reseal');
const log = pino(loggerOptions(config));
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 4, lanes: 1, migrationsDir });
let failed: number;
try {
  await database.migrate();
  const target = createFileStorage(config, database.db);
  const sameStorage = reseal || config.storage === 'local';
  const source = reseal ? target : config.storage === 'local' ? target : createLocalStorage(config.uploadDir);
  const cipher = createDocumentCipher(config.documentKeys.current, config.documentKeys.previous);
  log.info(
    { from: reseal ? config.storage : `local disk ${config.uploadDir}`, to: config.storage, keyId: cipher.currentKeyId },
    'copying uploads',
  );
  const report = await copyStorage(source, target, cipher, { sameStorage });
  for (const f of report.failed) log.error({ key: f.key, error: f.error }, 'not copied');
  log.info({ copied: report.copied, sealed: report.sealed, skipped: report.skipped, failed: report.failed.length }, 'uploads copied');
  failed = report.failed.length;
  await target.close();
} finally {
  await database.close();
}
process.exit(failed > 0 ? 1 : 0);

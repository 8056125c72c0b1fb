import { installReferenceData } from './db/reference-data.js';
import { seedIfEmpty } from './db/seed.js';
import { createDocumentCipher } from './storage/sealed.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { FileStorage } from './storage/storage.js';
import type { FastifyBaseLogger } from 'fastify';

/** What start-up does to the database after its migrations: reference data always, the demo only when asked. */
export async function prepareDatabase(config: Config, db: Db, log: FastifyBaseLogger, storage: FileStorage) {
  await installReferenceData(db, log);
  if (config.SEED_ON_EMPTY)
    await seedIfEmpty(db, log, storage, createDocumentCipher(config.documentKeys.current, config.documentKeys.previous));
}

/**
 * Settings fine on a laptop and dangerous anywhere else, said out loud at every start. Production
 * refuses them (config.ts) unless DEMO_MODE says the deployment is a demo on purpose.
 */
export function demoSettings(config: Config): string[] {
  const out: string[] = [];
  if (config.PAYMENT_PROVIDER === 'simulated') out.push('PAYMENT_PROVIDER=simulated: payments are simulated, nobody pays');
  if (config.SMS_PROVIDER === 'console') out.push('SMS_PROVIDER=console: one-time passwords go to this log, not to phones');
  if (!config.appSecretConfigured) out.push('APP_SECRET is the development value');
  if (config.SEED_ON_EMPTY) out.push('SEED_ON_EMPTY: an empty database gets demo accounts with published passwords');
  return out;
}

export function warnAboutDemoSettings(config: Config, log: FastifyBaseLogger) {
  const settings = demoSettings(config);
  if (settings.length > 0) log.warn({ settings, demoMode: config.DEMO_MODE }, 'not for real users: demo settings are active');
}

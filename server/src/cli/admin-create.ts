import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { loggerOptions } from '../logger.js';
import { createOrPromoteAdmin } from '../modules/accounts/index.js';
import { openRuntime } from '../runtime.js';

/*
 * npm run admin:create -- --phone 9876543210 --name "Asha Patil"
 * Works against the database the configuration names (DATABASE_URL, or the embedded one under
 * DATA_DIR), migrating it first. The one-time password goes to this terminal only, never the log.
 */

const USAGE = 'Usage: npm run admin:create -- --phone <10-digit mobile number> --name "<first and last name>"';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({ options: { phone: { type: 'string' }, name: { type: 'string' } }, strict: true });
  } catch (err) {
    return fail((err as Error).message);
  }
})();
const phone = values.phone?.trim() ?? '';
const name = values.name?.trim().replace(/\s+/g, ' ') ?? '';
if (!/^[6-9]\d{9}$/.test(phone)) fail('--phone must be a 10-digit Indian mobile number (starting 6-9), without +91');
if (name.length < 2 || name.length > 100) fail("--name must be the admin's name, 2 to 100 characters");
const [firstName, ...rest] = name.split(' ');

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
// Warnings and errors only: the terminal shows this command's own answer.
const log = pino({ ...loggerOptions(config), level: 'warn' });
const { database, bus } = await openRuntime(config, log);
try {
  const admin = await createOrPromoteAdmin(database.db, { phone, firstName: firstName!, lastName: rest.join(' ') });
  console.log(
    [
      admin.created ? `Created admin ${name} (${phone}).` : `Made the account ${phone} an admin; its other sessions were ended.`,
      `One-time password: ${admin.oneTimePassword}`,
      'Sign in with it once: the site then asks for a new password before anything else.',
    ].join('\n'),
  );
} finally {
  await bus.close();
  await database.close();
}

/**
 * One server instance as its own process, for tests that must kill it for real (SIGKILL) or see
 * whether it survives an outage: an uncaught exception or unhandled rejection ends it, as Node
 * does by default. Reads DATABASE_URL / NATS_URL / NATS_NAMESPACE like main.ts and runs the same
 * background workers (close scheduler); prints {"port":N} once listening.
 */
import { pino } from 'pino';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { loggerOptions } from '../../logger.js';
import { openRuntime } from '../../runtime.js';
import { startWorkers } from '../../workers.js';

const config = loadConfig({
  ...process.env,
  SEED_ON_EMPTY: 'false',
  LOG_LEVEL: process.env.FIXTURE_LOG_LEVEL ?? 'silent',
  NODE_ENV: 'test',
});
// main.ts's options (redaction, no SQL parameter values), to stderr, which the test shows on a failure.
const log = pino({ ...loggerOptions(config), transport: undefined }, pino.destination(2));
const runtime = await openRuntime(config, log);
const app = await buildApp({ config, ...runtime, loggerInstance: log });
await app.listen({ host: '127.0.0.1', port: 0 });
startWorkers(app);
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);

import { errorWithoutSqlParams } from './lib/log-redaction.js';
import type { Config } from './config.js';
import type { LoggerOptions } from 'pino';

/** Anything that could identify a session or a secret never reaches the log. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.new_password',
  '*.otp',
  '*.aadhar',
  '*.aadharNumber',
  '*.signature',
  '*.razorpay_signature',
  '*.sessionId',
  '*.token',
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): LoggerOptions {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: errorWithoutSqlParams, error: errorWithoutSqlParams },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
}

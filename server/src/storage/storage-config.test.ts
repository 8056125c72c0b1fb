import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, documentsKeyProblem, loadConfig } from '../config.js';
import { keyIdOf } from './sealed.js';

const PG = 'postgres://u@h:5432/db';
const key = () => randomBytes(32).toString('base64');

describe('storage configuration', () => {
  it('keeps uploads on the local disk in embedded mode and in the database in services mode', () => {
    expect(loadConfig({}).storage).toBe('local');
    expect(loadConfig({ DATABASE_URL: PG }).storage).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: PG, STORAGE: 's3', S3_BUCKET: 'photos' }).storage).toBe('s3');
    expect(loadConfig({ STORAGE: 'postgres' }).storage).toBe('postgres');
  });

  it.each([
    [{ DATABASE_URL: PG, STORAGE: 'local' }, /STORAGE=local is for embedded mode only/],
    [{ STORAGE: 'disk' }, /STORAGE must be postgres, s3 or local/],
    [{ STORAGE: 's3' }, /S3_BUCKET is required when STORAGE=s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must start with http:\/\/ or https:\/\//],
    [{ DOCUMENTS_KEY: 'too-short' }, /DOCUMENTS_KEY must be 32 bytes in base64/],
    [{ DOCUMENTS_PREVIOUS_KEYS: `${key()},nope` }, /DOCUMENTS_PREVIOUS_KEYS must be comma-separated 32-byte base64 keys/],
    [{ NATS_STREAM_REPLICAS: '7' }, /NATS_STREAM_REPLICAS must be between 1 and 5/],
    [{ NATS_STREAM_MAX_BYTES: '1000' }, /NATS_STREAM_MAX_BYTES must be at least 1048576/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a documents key, even a malformed one', () => {
    expect(() => loadConfig({ DOCUMENTS_KEY: 'sekrit-but-malformed' })).toThrow(/DOCUMENTS_KEY/);
    expect(() => loadConfig({ DOCUMENTS_KEY: 'sekrit-but-malformed' })).not.toThrow(/sekrit/);
    expect(() => loadConfig({ DOCUMENTS_PREVIOUS_KEYS: 'sekrit' })).not.toThrow(/sekrit/);
  });

  it('requires DOCUMENTS_KEY in production, and seals with it, reading previous keys too', () => {
    expect(documentsKeyProblem({ NODE_ENV: 'production', DOCUMENTS_KEY: undefined })).toMatch(/DOCUMENTS_KEY is required in production/);
    expect(documentsKeyProblem({ NODE_ENV: 'development', DOCUMENTS_KEY: undefined })).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'a-long-production-secret-value' })).toThrow(
      /DOCUMENTS_KEY is required in production/,
    );
    const [current, previous] = [key(), key()];
    const c = loadConfig({ DOCUMENTS_KEY: current, DOCUMENTS_PREVIOUS_KEYS: previous });
    expect(c.documentKeys.current.id).toBe(keyIdOf(Buffer.from(current, 'base64')));
    expect(c.documentKeys.previous.map((k) => k.id)).toEqual([keyIdOf(Buffer.from(previous, 'base64'))]);
  });

  it('reads the NATS stream settings, defaulting to one replica, a day and 1 GiB', () => {
    expect(loadConfig({})).toMatchObject({ NATS_STREAM_REPLICAS: 1, NATS_STREAM_MAX_AGE_HOURS: 24, NATS_STREAM_MAX_BYTES: 1024 ** 3 });
    expect(loadConfig({ NATS_STREAM_REPLICAS: '3', NATS_STREAM_MAX_AGE_HOURS: '72', NATS_STREAM_MAX_BYTES: '5368709120' })).toMatchObject({
      NATS_STREAM_REPLICAS: 3,
      NATS_STREAM_MAX_AGE_HOURS: 72,
      NATS_STREAM_MAX_BYTES: 5 * 1024 ** 3,
    });
  });
});

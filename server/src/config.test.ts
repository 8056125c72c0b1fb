import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('defaults to embedded mode on port 3000 with the VahanHaat brand', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.BRAND_NAME).toBe('VahanHaat');
    expect(c.embeddedDb).toBe(true);
    expect(c.embeddedBus).toBe(true);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.PAYMENT_PROVIDER).toBe('simulated');
    expect(c.SMS_PROVIDER).toBe('console');
    expect(c.DATABASE_QUOTE_LANES).toBe(1);
  });

  it('switches to services mode when DATABASE_URL and NATS_URL are given', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', NATS_URL: 'nats://127.0.0.1:4222' });
    expect(c.embeddedDb).toBe(false);
    expect(c.embeddedBus).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a number \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ NATS_URL: 'http://x' }, /NATS_URL must start with nats:\/\//],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ BRAND_NAME: '   ' }, /BRAND_NAME must not be empty/],
    [{ SMS_PROVIDER: 'http' }, /SMS_HTTP_URL is required when SMS_PROVIDER=http/],
    [{ PAYMENT_PROVIDER: 'razorpay' }, /RAZORPAY_KEY_ID is required/],
    [{ SEED_ON_EMPTY: 'maybe' }, /SEED_ON_EMPTY/],
    [{ DATABASE_POOL_SIZE: '4', DATABASE_QUOTE_LANES: '3' }, /DATABASE_QUOTE_LANES must be at most DATABASE_POOL_SIZE - 2/],
  ])('rejects %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names the bad value but never echoes a secret', () => {
    try {
      loadConfig({ PORT: 'abc', SMS_HTTP_TOKEN: 'sekrit-token', RAZORPAY_BASE_URL: 'ftp://sekrit' });
      expect.unreachable();
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toContain('(got "abc")');
      expect(msg).toContain('RAZORPAY_BASE_URL must start with http:// or https://');
      expect(msg).not.toContain('sekrit');
    }
  });
});

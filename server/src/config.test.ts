import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { repoRoot } from './lib/paths.js';

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

  it('keeps quiet hours for real phones, not for the console sender, unless told', () => {
    expect(loadConfig({}).NOTIFY_QUIET_HOURS).toBe(false);
    const http = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.in/send' };
    expect(loadConfig(http).NOTIFY_QUIET_HOURS).toBe(true);
    expect(loadConfig({ ...http, NOTIFY_QUIET_HOURS: 'false' }).NOTIFY_QUIET_HOURS).toBe(false);
    expect(loadConfig({ NOTIFY_QUIET_HOURS: 'true' }).NOTIFY_QUIET_HOURS).toBe(true);
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

  describe('in production', () => {
    const secret = 'c0ffee42deadbeef8badf00d1234567890abcdef';
    const safe = {
      NODE_ENV: 'production',
      APP_SECRET: secret,
      DOCUMENTS_KEY: Buffer.alloc(32, 7).toString('base64'),
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'k',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
    };

    it('starts when configured as docs/production.md says, with no demo data and closed ops endpoints', () => {
      const c = loadConfig(safe);
      expect(c.SEED_ON_EMPTY).toBe(false);
      expect(c.docsPublic).toBe(false);
      expect(c.cookieSecure).toBe(true);
      expect(c.appSecretConfigured).toBe(true);
    });

    it('refuses the defaults with one message naming every offending variable', () => {
      try {
        loadConfig({ NODE_ENV: 'production' });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        const problems = (e as ConfigError).problems;
        for (const key of ['APP_SECRET', 'PAYMENT_PROVIDER', 'SMS_PROVIDER'])
          expect(
            problems.some((p) => p.startsWith(`${key}:`)),
            key,
          ).toBe(true);
        expect((e as Error).message).toContain('set PAYMENT_PROVIDER=razorpay');
        expect((e as Error).message).toContain('DEMO_MODE=true');
      }
    });

    it.each([
      ['APP_SECRET', { APP_SECRET: undefined }, /APP_SECRET is missing or the development value/],
      ['APP_SECRET', { APP_SECRET: 'vahanhaat-embedded-dev-secret' }, /APP_SECRET is missing or the development value/],
      ['APP_SECRET', { APP_SECRET: 'short-but-16-chars' }, /APP_SECRET is too short or too plain/],
      ['APP_SECRET', { APP_SECRET: 'ab'.repeat(20) }, /APP_SECRET is too short or too plain/],
      ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'simulated' }, /PAYMENT_PROVIDER=simulated lets anyone mark an order paid/],
      ['SMS_PROVIDER', { SMS_PROVIDER: 'console' }, /SMS_PROVIDER=console writes one-time passwords to the log/],
      ['SEED_ON_EMPTY', { SEED_ON_EMPTY: 'true' }, /SEED_ON_EMPTY=true creates demo accounts/],
    ])('refuses %s: %o', (key, env, message) => {
      try {
        loadConfig({ ...safe, ...env });
        expect.unreachable();
      } catch (e) {
        expect((e as ConfigError).problems).toHaveLength(1);
        expect((e as ConfigError).problems[0]).toMatch(new RegExp(`^${key}: `));
        expect((e as Error).message).toMatch(message);
        expect((e as Error).message).not.toContain('ab'.repeat(20));
      }
    });

    it('lets a deliberate demo deployment simulate payments and SMS and seed demo data, never with a guessable secret', () => {
      const demo = loadConfig({
        NODE_ENV: 'production',
        DEMO_MODE: 'true',
        APP_SECRET: secret,
        DOCUMENTS_KEY: safe.DOCUMENTS_KEY,
        SEED_ON_EMPTY: 'true',
      });
      expect(demo).toMatchObject({ DEMO_MODE: true, PAYMENT_PROVIDER: 'simulated', SMS_PROVIDER: 'console', SEED_ON_EMPTY: true });
      expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toThrow(/APP_SECRET is missing/);
    });

    it('treats the test and development environments as they were', () => {
      expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ SEED_ON_EMPTY: true, docsPublic: true, appSecretConfigured: false });
    });
  });

  it('keeps sessions to 30 days at most', () => {
    expect(loadConfig({})).toMatchObject({ SESSION_TTL_HOURS: 720, SESSION_IDLE_HOURS: 168 });
    expect(() => loadConfig({ SESSION_TTL_HOURS: '721' })).toThrow(/SESSION_TTL_HOURS must be at most 720/);
  });

  it('.env.example lists every variable the config reads, and loads as it stands', () => {
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    const source = readFileSync(path.join(repoRoot, 'server', 'src', 'config.ts'), 'utf8');
    const read = [...source.matchAll(/^ {2}([A-Z_]+):/gm)].map((m) => m[1]);
    expect(Object.keys(env).sort()).toEqual([...new Set(read)].sort());
    expect(loadConfig(env)).toMatchObject({
      NODE_ENV: 'development',
      SEED_ON_EMPTY: true,
      appSecretConfigured: false,
      cookieSecure: false,
    });
  });
});

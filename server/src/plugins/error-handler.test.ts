import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_DATABASE_UNAVAILABLE_MSG, DATABASE_UNAVAILABLE_MSG, databaseFailure } from '../errors.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { errorHandler } from './error-handler.js';

/** What postgres.js rejects a query with when its connection drops (Errors.connection). */
const connectionClosed = () =>
  Object.defineProperty(
    Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED', errno: 'CONNECTION_CLOSED' }),
    'query',
    {
      value: 'select 1',
      enumerable: false,
    },
  );
const postgresError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: 'PostgresError', code, severity: 'ERROR' });

describe('databaseFailure', () => {
  it('finds the driver error under Drizzle’s wrapper, keeping the statement out of what it reports', () => {
    const wrapped = new DrizzleQueryError(
      'select * from users where phone = $1',
      ['9876543210'],
      postgresError('57P01', 'terminating connection due to administrator command'),
    );
    const failure = databaseFailure(wrapped);
    expect(failure).toEqual({ kind: 'unavailable', code: '57P01', detail: 'terminating connection due to administrator command' });
    expect(JSON.stringify(failure)).not.toContain('9876543210');
  });

  it('classes connection failures as unavailable and refused values (SQLSTATE 22) as input', () => {
    expect(databaseFailure(connectionClosed())?.kind).toBe('unavailable');
    expect(databaseFailure(Object.assign(new Error('x'), { code: 'CONNECT_TIMEOUT' }))?.kind).toBe('unavailable');
    expect(
      databaseFailure(new DrizzleQueryError('insert…', [], postgresError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')))
        ?.kind,
    ).toBe('input');
  });

  it('leaves other failures alone', () => {
    expect(databaseFailure(new Error('boom'))).toBeNull();
    expect(databaseFailure(Object.assign(new Error('no such file'), { code: 'ENOENT' }))).toBeNull();
    expect(databaseFailure(null)).toBeNull();
  });
});

describe('the error handler and database failures', () => {
  async function appThrowing(err: () => unknown) {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream) });
    await app.register(errorHandler);
    app.post('/client/bid', async () => {
      throw err();
    });
    app.get('/elsewhere', async () => {
      throw err();
    });
    await app.ready();
    return { app, lines };
  }

  it('answers 503 with Retry-After and a message to try again, and logs neither the statement nor its values', async () => {
    const { app, lines } = await appThrowing(
      () => new DrizzleQueryError('select vh_place_quote_batch($1)', ['{"secret":"aadhaar-123"}'], connectionClosed()),
    );
    const quote = await app.inject({ method: 'POST', url: '/client/bid' });
    expect(quote.statusCode).toBe(503);
    expect(quote.headers['retry-after']).toBe('2');
    expect(quote.json()).toMatchObject({ status: 503, code: 'database.auction_unavailable', msg: AUCTION_DATABASE_UNAVAILABLE_MSG });
    const other = await app.inject('/elsewhere');
    expect(other.statusCode).toBe(503);
    expect(other.json().msg).toBe(DATABASE_UNAVAILABLE_MSG);
    const log = lines.join('');
    expect(log).toContain('CONNECTION_CLOSED');
    expect(log).not.toContain('vh_place_quote_batch');
    expect(log).not.toContain('aadhaar-123');
    await app.close();
  });

  it('answers a value the database refused with a 400 the person can act on', async () => {
    const { app } = await appThrowing(
      () => new DrizzleQueryError('insert…', ['a\u0000b'], postgresError('22021', 'invalid byte sequence')),
    );
    const res = await app.inject('/elsewhere');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/cannot be stored/);
    await app.close();
  });

  it('still answers 500 for a bug that is not the database’s', async () => {
    const { app } = await appThrowing(() => new TypeError('undefined is not a function'));
    expect((await app.inject('/elsewhere')).statusCode).toBe(500);
    await app.close();
  });
});

describe(`requests while the database is gone, ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are answered 503 with Retry-After, quotes with the auction message', async () => {
    const { lots } = await createAuction(t.db, { lots: 1 });
    const buyer = await subscribedBuyer(t.db);
    await t.database.close();
    const quote = await t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest' },
      payload: { asset_id: lots[0]!.id, amount: 100_000 },
    });
    expect(quote.statusCode).toBe(503);
    expect(quote.headers['retry-after']).toBe('2');
    expect(quote.json()).toMatchObject({ status: 503, msg: AUCTION_DATABASE_UNAVAILABLE_MSG });
    const check = await t.app.inject({ method: 'POST', url: '/user/checkuser', payload: { phone: '9876543210' } });
    expect(check.statusCode).toBe(503);
    expect(check.json()).toMatchObject({ status: 503, msg: DATABASE_UNAVAILABLE_MSG });
    expect(check.body).not.toMatch(/select|insert/i);
  });
});

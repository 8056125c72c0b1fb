import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { createAuction, signedInUser } from '../factories.js';
import { createTestApp, modeName, type TestContext } from '../harness.js';
import { encode, ENCODINGS, operationsOf, urlOf, variantsOf, type Encoding, type Operation, type Variant } from './requests.js';

/*
 * Every operation of the OpenAPI document, sent values its schema refuses and odd ones it may
 * take, in all three encodings. Bounded (a fixed fast-check seed, a few variants per operation)
 * so both CI passes run it in a minute or two.
 */
const SEED = 2311;
const MAX_INVALID = 14;
const MAX_OTHER = 5;

/** Served files and pages, not API calls with bodies worth fuzzing. */
const SKIP = [/^\/docs/, /^\/media\//, /^\/payments\/simulated\/checkout\.js$/];

interface Outcome {
  op: Operation;
  variant: Variant;
  encoding: Encoding;
  status: number;
  body: string;
}

describe(`API fuzz from the OpenAPI document in ${modeName}`, () => {
  let t: TestContext;
  let ops: Operation[];
  let cookie: string;

  beforeAll(async () => {
    // Each request comes from its own address (one trusted proxy hop), so per-IP rate limits
    // do not stand in for the validation this suite is about.
    t = await createTestApp({ env: { TRUST_PROXY_HOPS: '1', LOADTEST_FIXTURES: 'false' } });
    await createAuction(t.db);
    cookie = (await signedInUser(t.db, { isAdmin: true, isSubscribed: true })).cookie;
    const doc = (await t.app.inject('/docs/json')).json();
    ops = operationsOf(doc).filter((op) => !SKIP.some((re) => re.test(op.path)));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function send(op: Operation, variant: Variant, encoding: Encoding): Promise<Outcome> {
    const hasBody = op.method !== 'GET' && op.method !== 'HEAD' && variant.body !== undefined;
    const encoded = hasBody ? encode(variant.body, encoding) : undefined;
    const res = await t.app.inject({
      method: op.method as 'POST',
      url: urlOf(op, variant.params),
      headers: {
        cookie,
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        'idempotency-key': randomUUID(),
        ...(encoded ? { 'content-type': encoded.contentType } : {}),
      },
      ...(encoded ? { payload: encoded.payload } : {}),
    });
    return { op, variant, encoding, status: res.statusCode, body: res.body };
  }

  async function run(pick: (v: Variant) => boolean): Promise<Outcome[]> {
    const out: Outcome[] = [];
    for (const op of ops) {
      const variants = variantsOf(op, SEED, MAX_INVALID, MAX_OTHER).filter(pick);
      for (const variant of variants) {
        const hasBody = variant.body !== undefined && op.method !== 'GET';
        const encodings = !hasBody || variant.jsonOnly ? (['json'] as const) : ENCODINGS;
        for (const encoding of encodings) out.push(await send(op, variant, encoding));
      }
    }
    return out;
  }

  const describeOutcome = (o: Outcome) =>
    `${o.op.method} ${o.op.path} [${o.encoding}] ${o.variant.label.slice(0, 80)} → ${o.status} ${o.body.slice(0, 160)}`;

  function problemsOf(outcomes: Outcome[]): string[] {
    const problems: string[] = [];
    for (const o of outcomes) {
      if (o.status >= 500) problems.push(`5xx: ${describeOutcome(o)}`);
      if (o.variant.invalid && o.status < 400) problems.push(`accepted invalid input: ${describeOutcome(o)}`);
      if (o.status >= 400 && o.status < 500) {
        let msg: unknown;
        try {
          msg = (JSON.parse(o.body) as { msg?: unknown }).msg;
        } catch {
          msg = undefined;
        }
        if (typeof msg !== 'string' || msg.trim() === '') problems.push(`4xx without a msg: ${describeOutcome(o)}`);
        else if (/expected \w+, received|Invalid input|received NaN/.test(msg)) problems.push(`schema library text: ${describeOutcome(o)}`);
      }
    }
    return problems;
  }

  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await queryRows<{ name: string }>(
      t.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number | string }>(t.db, sql`select count(*) as n from ${sql.identifier(name)}`);
      counts[name] = Number(row!.n);
    }
    return counts;
  }

  it('refuses every invalid request with a 4xx and a message, and writes nothing', async () => {
    const before = await rowCounts();
    const outcomes = await run((v) => v.invalid);
    expect(outcomes.length).toBeGreaterThan(300);
    expect(problemsOf(outcomes)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 240_000);

  it('never answers odd input (unicode, nulls, extra fields, bad path ids) with a 5xx or a 4xx without a message', async () => {
    const outcomes = await run((v) => !v.invalid);
    expect(outcomes.length).toBeGreaterThan(200);
    expect(problemsOf(outcomes)).toEqual([]);
  }, 240_000);
});

import { describe, expect, it } from 'vitest';
import { MAX_PREPARED_TEXTS, preparing } from './prepare.js';

/** A stand-in for a postgres.js client that records how each statement was asked to run. */
function recordingClient(calls: { query: string; prepare: unknown }[] = []) {
  const client = Object.assign(() => 'tagged', {
    options: { parsers: {} as Record<string, unknown> },
    unsafe(query: string, _params?: unknown[], options: { prepare?: boolean } = {}) {
      calls.push({ query, prepare: options.prepare });
      return 'ran';
    },
    begin(...args: unknown[]) {
      const run = args.find((a) => typeof a === 'function') as (c: unknown) => unknown;
      return run(recordingClient(calls).client);
    },
    savepoint(run: (c: unknown) => unknown) {
      return run(recordingClient(calls).client);
    },
  });
  return { client, calls };
}

type Client = ReturnType<typeof recordingClient>['client'];

describe('preparing (drizzle statements prepared on postgres.js)', () => {
  it('prepares the statements drizzle sends unprepared, and keeps a named one prepared', () => {
    const { client, calls } = recordingClient();
    const wrapped = preparing(client);
    expect(wrapped.unsafe('select $1', [1], { prepare: false })).toBe('ran');
    wrapped.unsafe('select $1', [2], { prepare: false });
    wrapped.unsafe('select name', [], { prepare: true });
    expect(calls).toEqual([
      { query: 'select $1', prepare: true },
      { query: 'select $1', prepare: true },
      { query: 'select name', prepare: true },
    ]);
  });

  it('prepares inside transactions and savepoints too, with the same set of texts', () => {
    const { client, calls } = recordingClient();
    const texts = new Set<string>();
    const wrapped = preparing(client, texts);
    wrapped.begin('read write', (tx: unknown) =>
      (tx as Client).savepoint((sp: unknown) => {
        (tx as Client).unsafe('update a', [1], { prepare: false });
        (sp as Client).unsafe('update b', [1], { prepare: false });
      }),
    );
    expect(calls).toEqual([
      { query: 'update a', prepare: true },
      { query: 'update b', prepare: true },
    ]);
    expect([...texts]).toEqual(['update a', 'update b']);
  });

  it(`sends a text first seen after ${MAX_PREPARED_TEXTS} distinct ones unprepared, and the known ones still prepared`, () => {
    const { client, calls } = recordingClient();
    const wrapped = preparing(client);
    for (let i = 0; i < MAX_PREPARED_TEXTS; i++) wrapped.unsafe(`select ${i}`, [1], { prepare: false });
    wrapped.unsafe('select one too many', [1], { prepare: false });
    wrapped.unsafe('select 0', [1], { prepare: false });
    expect(calls.filter((c) => c.prepare === true)).toHaveLength(MAX_PREPARED_TEXTS + 1);
    expect(calls.at(-2)).toEqual({ query: 'select one too many', prepare: false });
    expect(calls.at(-1)).toEqual({ query: 'select 0', prepare: true });
  });

  it('passes everything else through to the client: tagged calls, options drizzle writes to', () => {
    const { client } = recordingClient();
    const wrapped = preparing(client);
    expect((wrapped as unknown as () => string)()).toBe('tagged');
    wrapped.options.parsers.x = 1;
    expect(client.options.parsers.x).toBe(1);
  });
});

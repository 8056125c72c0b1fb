import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { FORM_ENCODINGS } from './body-reader.js';
import { lintOpenApi } from './openapi-lint.js';

type Operation = { operationId?: string; security?: unknown[]; requestBody?: { content?: Record<string, unknown> } };

describe(`the OpenAPI document in ${modeName}`, () => {
  let t: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject('/docs/json')).json().paths;
  });
  afterAll(async () => {
    await t.close();
  });

  it('passes redocly lint with no errors', async () => {
    const result = await lintOpenApi(t.app);
    expect(result.errors, result.report).toBe(0);
  }, 60_000);

  it('names every operation once and declares its security', () => {
    const ids = new Set<string>();
    for (const [url, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${url}`).toBeTruthy();
        expect(ids.has(op.operationId!), op.operationId).toBe(false);
        ids.add(op.operationId!);
        expect(Array.isArray(op.security), `${method} ${url}`).toBe(true);
      }
    }
  });

  it('lists the three encodings on every form call and the session on protected ones', () => {
    const login = paths['/login-react']!.post!;
    expect(Object.keys(login.requestBody?.content ?? {}).sort()).toEqual([...FORM_ENCODINGS].sort());
    expect(paths['/client/bid']!.post!.security).toEqual([{ session: [] }]);
    expect(paths['/client/mybid']!.post!.security).toEqual([{ session: [] }]);
    expect(paths['/user/checkuser']!.post!.security).toEqual([]);
    for (const [url, ops] of Object.entries(paths)) {
      const post = ops.post;
      if (!post?.requestBody?.content) continue;
      expect(Object.keys(post.requestBody.content), url).toContain('multipart/form-data');
    }
  });
});

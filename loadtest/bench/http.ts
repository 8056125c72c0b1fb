/**
 * HTTP throughput: our server's cheapest route and a typical lot read, beside a bare Fastify route
 * (one GET, small JSON, its own process), all hit by autocannon at the same connections.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { forkChild, hasPort } from '../lib/child.js';
import { Samples } from '../lib/stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface CannonResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function cannon(
  url: string,
  connections: number,
  seconds: number,
  request: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CannonResult> {
  // autocannon reports no p95: take every response time.
  const samples = new Samples();
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        method: request.method ?? 'GET',
        headers: { ...(request.body !== undefined && { 'content-type': 'application/json' }), ...request.headers },
        ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => samples.add(ms));
  });
  return {
    rps: result.requests.total / result.duration,
    p50: samples.percentile(50),
    p95: samples.percentile(95),
    p99: samples.percentile(99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The bare Fastify baseline, started in its own process for the duration of `run`. */
export async function bareFastify<T>(run: (url: string) => Promise<T>): Promise<T> {
  const child = forkChild(path.join(here, 'bare-fastify.ts'));
  try {
    const { port } = await child.next(hasPort, 60_000);
    return await run(`http://127.0.0.1:${port}/`);
  } finally {
    await child.stop();
  }
}

// The part of autocannon 9's API the benchmarks use (it ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    pipelining?: number;
  }

  export interface Result {
    requests: { average: number; total: number };
    latency: { average: number; p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }

  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): EventEmitter;
  export default autocannon;
}

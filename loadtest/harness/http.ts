/**
 * HTTP for the harness VUs (undici), recording k6's built-in metrics: http_reqs, http_req_duration
 * (send to last body byte) and http_req_failed (status 0 or outside the expected statuses).
 */
import { Agent, request } from 'undici';
import type { Metrics } from './metrics.js';

export interface HttpResponse {
  status: number;
  /** Parsed JSON when the body is JSON, else the text. */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Default 200-399, as k6. */
  expected?: (status: number) => boolean;
  /** k6's `name` tag: also recorded as http_req_duration{name:…} for the report. */
  name?: string;
}

const DEFAULT_EXPECTED = (s: number) => s >= 200 && s < 400;
export const expectStatuses =
  (...extra: number[]) =>
  (s: number) =>
    DEFAULT_EXPECTED(s) || extra.includes(s);

export class Http {
  private readonly agent: Agent;

  constructor(
    readonly baseUrl: string,
    private readonly metrics: Metrics,
    private readonly signal: AbortSignal,
  ) {
    // k6 gives each VU its own connections; an unbounded pool per origin does the same here.
    this.agent = new Agent({ keepAliveTimeout: 30_000, headersTimeout: 60_000, bodyTimeout: 60_000 });
  }

  /** A VU's view: its own client address (X-Forwarded-For from 198.18.0.0/15) on every request. */
  forVu(vu: number): VuHttp {
    return new VuHttp(this, { 'x-forwarded-for': clientAddress(vu) });
  }

  async send(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
    opts: RequestOptions,
  ): Promise<HttpResponse> {
    const t0 = performance.now();
    let status: number;
    let parsed: unknown = null;
    let resHeaders: HttpResponse['headers'] = {};
    try {
      const res = await request(`${this.baseUrl}${path}`, { method, body, headers, dispatcher: this.agent, signal: this.signal });
      status = res.statusCode;
      resHeaders = res.headers;
      const text = await res.body.text();
      parsed = String(res.headers['content-type'] ?? '').includes('json') && text ? JSON.parse(text) : text;
    } catch {
      status = 0;
    }
    const ms = performance.now() - t0;
    if (!this.signal.aborted) {
      this.metrics.counter('http_reqs').add(1);
      this.metrics.trend('http_req_duration').add(ms);
      if (opts.name) this.metrics.trend(`http_req_duration{name:${opts.name}}`).add(ms);
      this.metrics.rate('http_req_failed').add(!(opts.expected ?? DEFAULT_EXPECTED)(status));
    }
    return { status, body: parsed, headers: resHeaders, ms };
  }

  close() {
    return this.agent.close();
  }
}

export const clientAddress = (vu: number) => `198.18.${(vu >> 8) & 255}.${vu & 255}`;

export class VuHttp {
  constructor(
    private readonly http: Http,
    private readonly base: Record<string, string>,
  ) {}

  postJson(path: string, json: unknown, opts: RequestOptions = {}) {
    const headers = { ...this.base, 'content-type': 'application/json', 'x-requested-with': 'loadtest', ...opts.headers };
    return this.http.send('POST', path, json === null ? undefined : JSON.stringify(json), headers, opts);
  }

  postForm(path: string, form: Record<string, string>, opts: RequestOptions = {}) {
    const headers = { ...this.base, 'content-type': 'application/x-www-form-urlencoded', ...opts.headers };
    return this.http.send('POST', path, new URLSearchParams(form).toString(), headers, opts);
  }

  post(path: string, opts: RequestOptions = {}) {
    return this.http.send('POST', path, undefined, { ...this.base, 'x-requested-with': 'loadtest', ...opts.headers }, opts);
  }

  get(path: string, opts: RequestOptions = {}) {
    return this.http.send('GET', path, undefined, { ...this.base, ...opts.headers }, opts);
  }
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Msg91Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { template_id?: string; short_url?: string; recipients?: Record<string, string>[] };
}

/**
 * Tests: a local stand-in for MSG91's Flow API. It checks the documented request (POST
 * /api/v5/flow, `authkey` header, JSON with template_id and recipients) and answers as MSG91 does:
 * {"type":"success","message":"<request id>"}, or `next` answers queued by the test.
 */
export async function startMsg91StandIn(authKey: string) {
  const requests: Msg91Request[] = [];
  const next: { status: number; body: unknown; hang?: boolean }[] = [];
  let id = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const r: Msg91Request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: {} };
      try {
        r.body = JSON.parse(raw) as Msg91Request['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"type":"error","message":"Invalid JSON"}');
        return;
      }
      requests.push(r);
      const queued = next.shift();
      if (queued?.hang) return;
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (queued) return send(queued.status, queued.body);
      if (req.method !== 'POST' || req.url !== '/api/v5/flow') return send(404, { type: 'error', message: 'Not found' });
      if (req.headers.authkey !== authKey) return send(401, { type: 'error', message: 'Authentication failure' });
      if (!r.body.template_id || !Array.isArray(r.body.recipients) || r.body.recipients.length === 0) {
        return send(400, { type: 'error', message: 'template_id and recipients are required' });
      }
      send(200, { type: 'success', message: `3${String(++id).padStart(23, '0')}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    next,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GupshupRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

const REQUIRED = ['method', 'send_to', 'msg', 'msg_type', 'userid', 'password', 'auth_scheme', 'v', 'principalEntityId', 'dltTemplateId'];

/**
 * Tests: a local stand-in for Gupshup's Enterprise SMS API. It checks the documented request (POST
 * /GatewayAPI/rest, form-encoded, method=SendMessage, plain auth, the DLT entity and template ids)
 * and answers its one-line responses: `success | <phone> | <id>` or `error | <code> | <why>`;
 * `next` holds answers queued by the test (a hang included).
 */
export async function startGupshupStandIn(account: { userId: string; password: string }) {
  const requests: GupshupRequest[] = [];
  const next: { status: number; body: string; hang?: boolean }[] = [];
  let id = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      const queued = next.shift();
      if (queued?.hang) return;
      if (queued) return send(queued.status, queued.body);
      if (req.method !== 'POST' || req.url !== '/GatewayAPI/rest') return send(404, 'Not Found');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return send(200, 'error | 101 | Method not supported');
      const missing = REQUIRED.find((k) => !form[k]);
      if (missing) return send(200, `error | 175 | Mandatory parameter ${missing} is missing`);
      if (form.method !== 'SendMessage' || form.auth_scheme !== 'plain' || form.v !== '1.1')
        return send(200, 'error | 101 | Method not supported');
      if (form.userid !== account.userId || form.password !== account.password) return send(200, 'error | 105 | Authentication failed');
      if (!/^91\d{10}$/.test(form.send_to!)) return send(200, 'error | 103 | Invalid phone number');
      send(200, `success | ${form.send_to} | 3962785038375624781-${String(++id).padStart(9, '0')}`);
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

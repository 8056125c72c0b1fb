import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SurepassRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface StandInVehicle {
  rc: Record<string, unknown>;
  challans: Record<string, unknown>[];
}

/**
 * Tests: a local stand-in for Surepass's RC APIs. It checks the documented request (POST, Bearer
 * token, JSON with id_number for rc-full and rc_number for the challan call) and answers with the
 * documented envelope: data + status_code + success + message + message_code; 401 unauthorized
 * for a wrong token, 422 verification_failed for a number it does not hold; or `next` answers
 * queued by the test (a hang never answers).
 */
export async function startSurepassStandIn(token: string, vehicles: Record<string, StandInVehicle>, challanPath: string) {
  const requests: SurepassRequest[] = [];
  const next: { status: number; body: unknown; hang?: boolean }[] = [];
  let id = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const fail = (status: number, message: string, code: string) =>
        send(status, { data: null, status_code: status, success: false, message, message_code: code });
      const r: SurepassRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: {} };
      try {
        r.body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return fail(400, 'Invalid JSON body.', 'bad_request');
      }
      requests.push(r);
      const queued = next.shift();
      if (queued?.hang) return;
      if (queued) return send(queued.status, queued.body);
      if (req.method !== 'POST') return fail(405, 'Method not allowed.', 'method_not_allowed');
      if (req.headers.authorization !== `Bearer ${token}`)
        return fail(401, 'Your token is invalid. Please ensure that correct token is being used.', 'unauthorized');
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
        return fail(400, 'Content-Type must be application/json.', 'bad_request');
      const clientId = `rc_${String(++id).padStart(6, '0')}`;
      if (req.url === '/api/v1/rc/rc-full') {
        const number = r.body.id_number;
        if (typeof number !== 'string' || number === '') return fail(422, 'id_number is required.', 'invalid_input');
        const v = vehicles[number];
        if (!v) return fail(422, 'Verification Failed.', 'verification_failed');
        return send(200, {
          data: { client_id: clientId, rc_number: number, ...v.rc },
          status_code: 200,
          success: true,
          message: null,
          message_code: 'success',
        });
      }
      if (req.url === challanPath) {
        const number = r.body.rc_number;
        if (typeof number !== 'string' || number === '') return fail(422, 'rc_number is required.', 'invalid_input');
        const v = vehicles[number];
        return send(200, {
          data: { client_id: clientId, rc_number: number, challan_details: v?.challans ?? [] },
          status_code: 200,
          success: true,
          message: null,
          message_code: 'success',
        });
      }
      return fail(404, 'Not found.', 'not_found');
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

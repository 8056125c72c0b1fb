import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WhatsAppRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    messaging_product?: string;
    recipient_type?: string;
    to?: string;
    type?: string;
    template?: {
      name?: string;
      language?: { code?: string };
      components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
    };
  };
}

export const graphError = (code: number, message: string, type = 'OAuthException', details?: string) => ({
  error: { message, type, code, ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}), fbtrace_id: 'AbCdEfGhIjK' },
});

/**
 * Tests: a local stand-in for the WhatsApp Cloud API. It checks the documented request (POST
 * /{version}/{phone-number-id}/messages, a Bearer token, a template message body) and answers as
 * the Graph API does: the accepted message's wamid, or a Graph error object; `next` holds answers
 * queued by the test (a hang included).
 */
export async function startWhatsAppStandIn(opts: { token: string; phoneNumberId: string; version?: string }) {
  const version = opts.version ?? 'v21.0';
  const requests: WhatsAppRequest[] = [];
  const next: { status: number; body: unknown; hang?: boolean }[] = [];
  let id = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const r: WhatsAppRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: {} };
      try {
        r.body = JSON.parse(raw) as WhatsAppRequest['body'];
      } catch {
        return send(400, graphError(100, '(#100) The parameter messaging_product is required.'));
      }
      requests.push(r);
      const queued = next.shift();
      if (queued?.hang) return;
      if (queued) return send(queued.status, queued.body);
      if (req.method !== 'POST' || req.url !== `/${version}/${opts.phoneNumberId}/messages`) {
        return send(400, graphError(100, `Unsupported post request. Object with ID '${req.url}' does not exist`, 'GraphMethodException'));
      }
      if (req.headers.authorization !== `Bearer ${opts.token}`) {
        return send(401, graphError(190, 'Error validating access token: Session has expired.'));
      }
      const b = r.body;
      const body = b.template?.components?.find((c) => c.type === 'body');
      if (
        b.messaging_product !== 'whatsapp' ||
        b.type !== 'template' ||
        !b.template?.name ||
        !b.template.language?.code ||
        !/^91\d{10}$/.test(b.to ?? '')
      ) {
        return send(400, graphError(100, '(#100) Invalid parameter'));
      }
      if (body && !(body.parameters ?? []).every((p) => p.type === 'text' && typeof p.text === 'string' && p.text !== '')) {
        return send(400, graphError(131008, '(#131008) Required parameter is missing', 'OAuthException', 'Body parameter text is empty'));
      }
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: b.to, wa_id: b.to }],
        messages: [{ id: `wamid.HBgM${String(++id).padStart(20, '0')}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** What WHATSAPP_BASE_URL would be: the root with the pinned version. */
    baseUrl: `${url}/${version}`,
    requests,
    next,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Gupshup Enterprise SMS API: one message per request, its DLT registration named.
 * POST {base}/GatewayAPI/rest, form-encoded: method=SendMessage, send_to=91XXXXXXXXXX, msg=<text>,
 * msg_type=TEXT (Unicode_text for Indian scripts), userid, password, auth_scheme=plain, v=1.1,
 * format=text, principalEntityId (the DLT entity), dltTemplateId (the DLT template the text
 * matches), mask (the DLT sender header). It answers one line:
 *   success | 919876543210 | 3962785038375624781-123456789
 *   error | 105 | <why>
 * Unlike MSG91 the whole text is sent: it must be the registered template with its variables filled.
 */
import { PermanentSendError, type SmsSender } from './sms.js';

export const GUPSHUP_DEFAULT_BASE_URL = 'https://enterprise.smsgupshup.com';

export interface GupshupOptions {
  baseUrl: string;
  userId: string;
  password: string;
  /** The DLT principal entity id. */
  entityId: string;
  /** The DLT sender header (mask), 6 letters. */
  senderId: string;
  /**
   * Our template name → DLT template id. `kind_<language>` (outbid_hi) is looked up before `kind`:
   * DLT registers each language's text as its own template.
   */
  templates: Readonly<Record<string, string>>;
  timeoutMs?: number;
}

const transient = (status: number) => status === 408 || status === 429 || status >= 500;

export function createGupshupSender(opts: GupshupOptions): SmsSender {
  const url = `${opts.baseUrl.replace(/\/$/, '')}/GatewayAPI/rest`;
  return {
    kind: 'gupshup',
    async send({ to, message: wanted, template, english }) {
      if (!template) throw new PermanentSendError('Gupshup sends DLT-registered templates only: the message names none');
      const own = template.language ? opts.templates[`${template.name}_${template.language}`] : undefined;
      const dltTemplateId = own || opts.templates[template.name];
      if (!dltTemplateId) throw new PermanentSendError(`no Gupshup DLT template id is configured for ${template.name} (GUPSHUP_TEMPLATES)`);
      // Without the language's own template, the English one is the text DLT matches.
      const message = own || english === undefined ? wanted : english;
      // eslint-disable-next-line no-control-regex
      const ascii = /^[\x00-\x7f]*$/.test(message);
      const form = new URLSearchParams({
        method: 'SendMessage',
        send_to: `91${to}`,
        msg: message,
        msg_type: ascii ? 'TEXT' : 'Unicode_text',
        userid: opts.userId,
        password: opts.password,
        auth_scheme: 'plain',
        v: '1.1',
        format: 'text',
        principalEntityId: opts.entityId,
        dltTemplateId,
        mask: opts.senderId,
      });
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const text = (await res.text()).trim();
      if (!res.ok) {
        // The body of a failed request is a gateway's page, or Gupshup's error line: never the message itself.
        const why = /^error\s*\|/i.test(text) ? text.slice(0, 200) : `HTTP ${res.status}`;
        if (transient(res.status)) throw new Error(`Gupshup answered HTTP ${res.status}: ${why}`);
        throw new PermanentSendError(`Gupshup refused the message (HTTP ${res.status}): ${why}`);
      }
      const [status, second, third] = text.split('|').map((p) => p.trim());
      if (status?.toLowerCase() === 'success' && third) return { providerId: third };
      if (status?.toLowerCase() === 'error')
        throw new PermanentSendError(`Gupshup refused the message: error ${second ?? '?'}: ${(third ?? '').slice(0, 200)}`);
      throw new Error(`Gupshup answered an unreadable response (HTTP ${res.status})`);
    },
  };
}

/**
 * WhatsApp Business Cloud API (Meta Graph API): approved template messages.
 * POST {base}/{phone-number-id}/messages with `Authorization: Bearer <token>` and
 *   {"messaging_product": "whatsapp", "recipient_type": "individual", "to": "919876543210", "type": "template",
 *    "template": {"name": "outbid", "language": {"code": "hi"},
 *                 "components": [{"type": "body", "parameters": [{"type": "text", "text": "..."}, ...]}]}}
 * answers {"messaging_product": "whatsapp", "contacts": [{"input", "wa_id"}], "messages": [{"id": "wamid..."}]}
 * or a Graph API error {"error": {"message", "type", "code", "error_subcode", "error_data": {"details"}, "fbtrace_id"}}.
 * The template's body variables {{1}}, {{2}}, ... take our parameters in order (docs/notifications.md).
 */
import { PermanentSendError } from './sms.js';
import type { FastifyBaseLogger } from 'fastify';

/** The Graph API version is pinned: a new version is a deliberate change, tested against its stand-in. */
export const WHATSAPP_DEFAULT_BASE_URL = 'https://graph.facebook.com/v21.0';

/** Our languages as WhatsApp's template language codes (each is on Meta's list of supported languages). */
export const WHATSAPP_LANGUAGE_CODES: Readonly<Record<string, string>> = {
  en: 'en',
  hi: 'hi',
  mr: 'mr',
  gu: 'gu',
  kn: 'kn',
  te: 'te',
  ta: 'ta',
};

export interface WhatsAppTemplateMessage {
  /** Indian mobile number, 10 digits. */
  to: string;
  /** Our template name (outbid, won, ...); the account's name for it may differ (`templates`). */
  template: string;
  /** One of the site's seven languages. */
  language: string;
  params: readonly string[];
  /** The text the template renders to, for the console sender's log. */
  text: string;
}

export interface WhatsAppSender {
  readonly kind: 'console' | 'cloud';
  send(m: WhatsAppTemplateMessage): Promise<{ providerId: string | null }>;
}

export interface WhatsAppOptions {
  /** Graph API root with its version, e.g. https://graph.facebook.com/v21.0 (a stand-in in tests). */
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  /** Our template name → the approved template's name at Meta, where they differ. */
  templates?: Readonly<Record<string, string>>;
  timeoutMs?: number;
}

/**
 * Graph error codes worth another try: Meta's own trouble (1, 2, 131000, 131016, 133004) and
 * throughput or pair rate limits (4, 80007, 130429, 131056). Everything else (an expired token 190,
 * a template that does not exist 132001, a parameter mismatch 132000, an undeliverable number
 * 131026, the re-engagement window 131047, ...) fails the message for good.
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);
const transientStatus = (status: number) => status === 408 || status === 429 || status >= 500;

interface GraphError {
  message?: unknown;
  type?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  error_data?: { details?: unknown };
  fbtrace_id?: unknown;
}

export function createWhatsAppCloudSender(opts: WhatsAppOptions): WhatsAppSender {
  const url = `${opts.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    kind: 'cloud',
    async send(m) {
      const language = WHATSAPP_LANGUAGE_CODES[m.language];
      if (!language) throw new PermanentSendError(`WhatsApp has no template language for ${m.language}`);
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${m.to}`,
        type: 'template',
        template: {
          name: opts.templates?.[m.template] ?? m.template,
          language: { code: language },
          components: m.params.length === 0 ? [] : [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }],
        },
      };
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const raw = await res.text();
      let parsed: { error?: GraphError; messages?: { id?: unknown }[] } = {};
      try {
        parsed = JSON.parse(raw) as typeof parsed;
      } catch {
        // A proxy in front of the Graph API answers HTML on outages: the status says what happened.
      }
      if (parsed.error || !res.ok) {
        const e: GraphError = parsed.error ?? {};
        const code = typeof e.code === 'number' ? e.code : null;
        // Meta's message and details name the problem (template, number, token); they never echo our parameters' values.
        const details = typeof e.error_data?.details === 'string' ? ` (${e.error_data.details})` : '';
        const why = `${typeof e.message === 'string' ? e.message : `HTTP ${res.status}`}${details}`.slice(0, 300);
        const tag = `HTTP ${res.status}${code === null ? '' : `, code ${code}`}`;
        if ((code !== null && TRANSIENT_CODES.has(code)) || (code === null && transientStatus(res.status))) {
          throw new Error(`WhatsApp answered ${tag}: ${why}`);
        }
        throw new PermanentSendError(`WhatsApp refused the message (${tag}): ${why}`);
      }
      const id = parsed.messages?.[0]?.id;
      if (typeof id !== 'string') throw new Error(`WhatsApp answered HTTP ${res.status} without a message id`);
      return { providerId: id };
    },
  };
}

/** Embedded mode: what WhatsApp would be sent goes to the server log. */
export function createConsoleWhatsAppSender(log: FastifyBaseLogger): WhatsAppSender {
  return {
    kind: 'console',
    async send(m) {
      log.info({ whatsapp: { to: `+91${m.to}`, template: m.template, language: m.language } }, `WhatsApp (console sender): ${m.text}`);
      return { providerId: null };
    },
  };
}

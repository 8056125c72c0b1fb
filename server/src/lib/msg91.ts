/**
 * MSG91's Flow API (v5): one DLT-registered template per message, its variables by name.
 * POST {base}/api/v5/flow with the `authkey` header and
 *   {"template_id": "...", "short_url": "0", "recipients": [{"mobiles": "919876543210", "VAR1": "...", ...}]}
 * answers {"type": "success", "message": "<request id>"} or {"type": "error", "message": "<why>"}.
 * Our templates' parameters go in order as VAR1, VAR2, ... (docs/notifications.md lists them).
 */
import { PermanentSendError, type SmsSender } from './sms.js';

export interface Msg91Options {
  baseUrl: string;
  authKey: string;
  /** Our template name (outbid, otp_signup, ...) → MSG91 template id (mapped to its DLT template). */
  templates: Readonly<Record<string, string>>;
  timeoutMs?: number;
}

export const MSG91_DEFAULT_BASE_URL = 'https://control.msg91.com';

/** HTTP statuses worth another try: the provider or the path to it is struggling, not our request. */
const transient = (status: number) => status === 408 || status === 429 || status >= 500;

export function createMsg91Sender(opts: Msg91Options): SmsSender {
  const url = `${opts.baseUrl.replace(/\/$/, '')}/api/v5/flow`;
  return {
    kind: 'msg91',
    async send({ to, template }) {
      if (!template) throw new PermanentSendError('MSG91 sends registered templates only: the message names none');
      const templateId = opts.templates[template.name];
      if (!templateId) throw new PermanentSendError(`no MSG91 template id is configured for ${template.name} (MSG91_TEMPLATES)`);
      const recipient: Record<string, string> = { mobiles: `91${to}` };
      template.params.forEach((value, i) => (recipient[`VAR${i + 1}`] = value));
      const res = await fetch(url, {
        method: 'POST',
        headers: { authkey: opts.authKey, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [recipient] }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const text = await res.text();
      let body: { type?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // Gateways in front of MSG91 answer HTML on outages: the status says what happened.
      }
      // The provider's message explains refusals (bad template, number, key); it never echoes variables.
      const why = typeof body.message === 'string' ? body.message.slice(0, 200) : `HTTP ${res.status}`;
      if (!res.ok) {
        if (transient(res.status)) throw new Error(`MSG91 answered HTTP ${res.status}: ${why}`);
        throw new PermanentSendError(`MSG91 refused the message (HTTP ${res.status}): ${why}`);
      }
      if (body.type !== 'success') throw new PermanentSendError(`MSG91 refused the message: ${why}`);
      return { providerId: typeof body.message === 'string' ? body.message : null };
    },
  };
}

import { createGupshupSender } from './gupshup.js';
import { createMsg91Sender } from './msg91.js';
import type { Config } from '../config.js';
import type { FastifyBaseLogger } from 'fastify';

/** One text message to an Indian mobile number (10 digits, no country code). */
export interface SmsMessage {
  to: string;
  message: string;
  /** The DLT-registered template the text was rendered from, with its variables in order. */
  template?: { name: string; params: readonly string[]; language?: string };
  /**
   * The English text of the same template, sent where no template is registered in the message's
   * language (DLT refuses a text that does not match its template).
   */
  english?: string;
}

/** What the provider answered when it accepted a message. */
export interface SmsReceipt {
  providerId: string | null;
}

/** A refusal that sending again cannot fix (a number or template the provider rejects). */
export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}

export interface SmsSender {
  readonly kind: 'console' | 'http' | 'capture' | 'msg91' | 'gupshup';
  /** Resolves once the provider accepted the message; rejects when it could not be sent. */
  send(msg: SmsMessage): Promise<SmsReceipt>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

export const toE164 = (phone: string) => `+91${phone}`;

/**
 * Embedded mode: the message goes to the server log. This is the only place an OTP may be
 * logged, so a developer can sign up without an SMS account.
 */
export function createConsoleSender(log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'console',
    async send({ to, message }) {
      log.info({ sms: { to: toE164(to) } }, `SMS (console sender): ${message}`);
      return { providerId: null };
    },
  };
}

export interface HttpSenderOptions {
  url: string;
  token?: string;
  senderId: string;
  timeoutMs?: number;
}

/** A generic SMS gateway: POST JSON {to, sender, message} with a bearer token. */
export function createHttpSender(opts: HttpSenderOptions): SmsSender {
  return {
    kind: 'http',
    async send({ to, message }) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        body: JSON.stringify({ to: toE164(to), sender: opts.senderId, message }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      // The body may echo the message (and so the code): never put it into the error.
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
      return { providerId: null };
    },
  };
}

export interface CapturingSender extends SmsSender {
  readonly sent: SmsMessage[];
  /** The last message sent to a phone, if any. */
  lastTo(phone: string): SmsMessage | undefined;
  /** The first run of 4 to 6 digits in the last message to a phone: the OTP. */
  lastCodeTo(phone: string): string | undefined;
  /** Makes the next sends fail, as a provider outage would. */
  failing: boolean;
}

/** Tests: keeps every message in memory instead of sending it. */
export function createCapturingSender(): CapturingSender {
  const sent: SmsMessage[] = [];
  const sender: CapturingSender = {
    kind: 'capture',
    sent,
    failing: false,
    async send(msg) {
      if (sender.failing) throw new Error('SMS provider unavailable (simulated)');
      sent.push({ ...msg });
      return { providerId: `capture-${sent.length}` };
    },
    lastTo: (phone) => sent.findLast((m) => m.to === phone),
    lastCodeTo: (phone) => sender.lastTo(phone)?.message.match(/\b(\d{4,6})\b/)?.[1],
  };
  return sender;
}

/** The sender the configuration names. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_PROVIDER === 'msg91' && config.MSG91_AUTH_KEY) {
    return createMsg91Sender({ baseUrl: config.MSG91_BASE_URL, authKey: config.MSG91_AUTH_KEY, templates: config.msg91Templates });
  }
  if (config.SMS_PROVIDER === 'gupshup' && config.GUPSHUP_USER_ID && config.GUPSHUP_PASSWORD && config.GUPSHUP_ENTITY_ID) {
    return createGupshupSender({
      baseUrl: config.GUPSHUP_BASE_URL,
      userId: config.GUPSHUP_USER_ID,
      password: config.GUPSHUP_PASSWORD,
      entityId: config.GUPSHUP_ENTITY_ID,
      senderId: config.SMS_SENDER_ID,
      templates: config.gupshupTemplates,
    });
  }
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL) {
    return createHttpSender({ url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN, senderId: config.SMS_SENDER_ID });
  }
  return createConsoleSender(log);
}

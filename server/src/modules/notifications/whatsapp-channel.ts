/**
 * The WhatsApp channel: each notice goes as the approved template of its kind, in the buyer's
 * language, its body variables in TEMPLATE_PARAMS order (Cloud API), or to the server log in
 * embedded mode (console sender).
 */
import { createConsoleWhatsAppSender, createWhatsAppCloudSender, type WhatsAppSender } from '../../lib/whatsapp.js';
import type { Config } from '../../config.js';
import type { ChannelAdapter } from './channels.js';
import type { FastifyBaseLogger } from 'fastify';

export function whatsappChannel(sender: WhatsAppSender): ChannelAdapter {
  return {
    channel: 'whatsapp',
    provider: sender.kind,
    send: (n) => sender.send({ to: n.phone, template: n.kind, language: n.language, params: n.params, text: n.text }),
  };
}

/** The WhatsApp sender the configuration names; null when WhatsApp is off. */
export function whatsappSenderFor(config: Config, log: FastifyBaseLogger): WhatsAppSender | null {
  if (config.whatsapp === 'cloud' && config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID) {
    return createWhatsAppCloudSender({
      baseUrl: config.WHATSAPP_BASE_URL,
      token: config.WHATSAPP_TOKEN,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      templates: config.whatsappTemplates,
    });
  }
  if (config.whatsapp === 'console') return createConsoleWhatsAppSender(log);
  return null;
}

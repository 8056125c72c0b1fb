/**
 * Every channel a notice can take, behind one interface. A channel gets the rendered text and the
 * template's ordered parameters (providers with registered templates send those), and resolves
 * once its provider accepted the message.
 */
import type { Executor } from '../../db/client.js';
import type { SmsSender } from '../../lib/sms.js';
export { PermanentSendError } from '../../lib/sms.js';
import type { Channel } from './rules.js';
import type { Language, NoticeKind } from './templates.js';

export interface OutgoingNotice {
  userId: number;
  phone: string;
  kind: NoticeKind;
  /** The lot the notice is about (its screen is where a push notice opens), if any. */
  assetId: number | null;
  language: Language;
  text: string;
  /** The template's variables in its registered order (templates.ts TEMPLATE_PARAMS). */
  params: readonly string[];
}

export interface ChannelAdapter {
  readonly channel: Channel;
  /** The provider behind it (console, msg91, ...), for the log and the metrics. */
  readonly provider: string;
  send(notice: OutgoingNotice): Promise<{ providerId: string | null }>;
  /**
   * Of these users, the ones this channel can reach (push: a browser subscribed). Absent: all.
   * Users it cannot reach get no delivery row on it at all.
   */
  audience?(ex: Executor, userIds: readonly number[]): Promise<ReadonlySet<number>>;
}

/** SMS through the installation's SMS sender: the console in embedded mode, a provider otherwise. */
export function smsChannel(sms: SmsSender): ChannelAdapter {
  return {
    channel: 'sms',
    provider: sms.kind,
    send: (n) => sms.send({ to: n.phone, message: n.text, template: { name: n.kind, params: n.params, language: n.language } }),
  };
}

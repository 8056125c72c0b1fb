/**
 * Web push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291) through the `web-push`
 * package: one notice goes to every browser the buyer subscribed, as JSON {title, body, url, tag}
 * that the service worker shows (web/public/sw.js). A subscription the push service calls gone
 * (404, 410) is deleted; 429, 5xx and network faults are retried by the service's back-off.
 */
import { PermanentSendError, type ChannelAdapter, type OutgoingNotice } from './channels.js';
import {
  dropSubscriptions,
  markDelivered,
  subscriptionsOf,
  usersWithSubscriptions,
  type PushSubscriptionRow,
} from './push-subscriptions.js';
import { pushTitle, pushUrl } from './push-texts.js';
import { LIVE_KINDS } from './rules.js';
import { TEMPLATE_PARAMS } from './templates.js';
import type { Executor } from '../../db/client.js';
import type { VapidDetails } from './push-keys.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Agent } from 'node:https';

/** Live notices are stale within the half hour; the rest keep a day (payment deadlines are 48 h). */
const LIVE_TTL_SECONDS = 30 * 60;
const TTL_SECONDS = 24 * 3600;
/** Wake the phone at once for these (RFC 8030 Urgency); the rest may wait for a better moment. */
const HIGH_URGENCY: ReadonlySet<string> = new Set([
  'outbid',
  'closing_soon',
  'approved',
  'payment_reminder',
  'h2_offer',
  'password_changed',
  'account_locked',
]);

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** Notices with one tag replace each other on the phone (a lot's outbids). */
  tag: string;
  kind: string;
  /** The text's language, for the phone's text rendering. */
  lang: string;
}

/** What the service worker receives for one notice. */
export function pushPayload(n: OutgoingNotice): PushPayload {
  const param = (name: 'brand' | 'lot') => {
    const at = (TEMPLATE_PARAMS[n.kind] as readonly string[] | undefined)?.indexOf(name) ?? -1;
    return at >= 0 ? n.params[at] : undefined;
  };
  const brand = param('brand') ?? '';
  // The title carries the brand's place: the body is the message without its "Brand: " lead.
  const body = brand && n.text.startsWith(`${brand}: `) ? n.text.slice(brand.length + 2) : n.text;
  return {
    title: pushTitle(n.kind, n.language, param('lot'), brand),
    body,
    url: pushUrl(n.kind, n.assetId),
    tag: n.assetId === null ? n.kind : `${n.kind}:${n.assetId}`,
    kind: n.kind,
    lang: n.language,
  };
}

export interface PushChannelOptions {
  db: Executor;
  vapid: VapidDetails;
  log: FastifyBaseLogger;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
  /** The HTTPS agent for the push services (tests: one that trusts the local stand-in's certificate). */
  agent?: Agent;
}

type Outcome =
  | { sub: PushSubscriptionRow; kind: 'accepted'; location: string | null }
  | { sub: PushSubscriptionRow; kind: 'gone' | 'refused' | 'transient'; why: string };

function classify(sub: PushSubscriptionRow, err: unknown): Outcome {
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') {
    const why = `push service answered HTTP ${status}`;
    if (status === 404 || status === 410) return { sub, kind: 'gone', why };
    if (status === 408 || status === 429 || status >= 500) return { sub, kind: 'transient', why };
    return { sub, kind: 'refused', why };
  }
  return { sub, kind: 'transient', why: `push service unreachable: ${err instanceof Error ? err.message : String(err)}` };
}

/** The push service's host, for logs: an endpoint's path identifies one browser. */
const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
};

export function pushChannel(o: PushChannelOptions): ChannelAdapter {
  return {
    channel: 'push',
    provider: 'web-push',
    audience: (ex, userIds) => usersWithSubscriptions(ex, userIds),
    async send(n) {
      const subs = await subscriptionsOf(o.db, n.userId);
      if (subs.length === 0) throw new PermanentSendError('no browser of this buyer is subscribed to push any more');
      const { default: webpush } = await import('web-push');
      const payload = JSON.stringify(pushPayload(n));
      const live = LIVE_KINDS.has(n.kind);
      const outcomes = await Promise.all(
        subs.map(async (sub): Promise<Outcome> => {
          try {
            const res = await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
              vapidDetails: o.vapid,
              contentEncoding: 'aes128gcm',
              TTL: live ? LIVE_TTL_SECONDS : TTL_SECONDS,
              urgency: HIGH_URGENCY.has(n.kind) ? 'high' : 'normal',
              // A newer outbid on the same lot replaces one the phone has not fetched yet.
              ...(live && n.assetId !== null ? { topic: `${n.kind}-${n.assetId}`.replace(/_/g, '-') } : {}),
              timeout: o.timeoutMs ?? 10_000,
              ...(o.agent ? { agent: o.agent } : {}),
            });
            const location = res.headers?.location;
            return { sub, kind: 'accepted', location: typeof location === 'string' ? location : null };
          } catch (err) {
            return classify(sub, err);
          }
        }),
      );
      const by = (kind: Outcome['kind']) => outcomes.filter((r) => r.kind === kind);
      const accepted = by('accepted');
      const gone = by('gone');
      await dropSubscriptions(
        o.db,
        gone.map((r) => r.sub.id),
      );
      await markDelivered(
        o.db,
        accepted.map((r) => r.sub.id),
      );
      for (const r of outcomes) {
        if (r.kind !== 'accepted')
          o.log.info({ push: { subscription: r.sub.id, host: hostOf(r.sub.endpoint), outcome: r.kind }, kind: n.kind }, r.why);
      }
      if (accepted.length > 0) {
        const first = accepted[0] as Extract<Outcome, { kind: 'accepted' }>;
        return { providerId: first.location ?? `accepted by ${accepted.length} of ${subs.length} browsers` };
      }
      const transient = by('transient')[0];
      if (transient && transient.kind !== 'accepted') throw new Error(transient.why);
      const why = outcomes.map((r) => (r.kind === 'accepted' ? '' : r.why)).join('; ');
      throw new PermanentSendError(
        gone.length === outcomes.length ? `every subscribed browser is gone (${why}); subscriptions removed` : why,
      );
    },
  };
}

import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { iso, isoOrNull, opt, pageQuery, paged, phone10 } from './admin.js';
import { zodText } from './codes.js';
import { envelope, idField } from './common.js';
import { CHANNELS, DELIVERY_STATUSES, NOTICE_KINDS, PREFERENCE_KINDS } from './notice-kinds.js';

/*
 * Notifications: the kinds of notice, the channels, a buyer's preferences and push subscriptions,
 * and the admin's delivery log.
 */

export {
  ALERT_KINDS,
  CHANNELS,
  DELIVERY_STATUSES,
  NOTICE_KINDS,
  PREFERENCE_KINDS,
  type AlertKind,
  type Channel,
  type DeliveryStatus,
  type NoticeKind,
  type PreferenceKind,
} from './notice-kinds.js';

/** JSON booleans, or a form's "true"/"false"/"1"/"0"/"on"/"off". */
const onOff = (field: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? (({ true: true, '1': true, on: true, false: false, '0': false, off: false } as Record<string, boolean>)[v.trim().toLowerCase()] ??
          v)
        : v,
    z.boolean({ error: zodText('field.must_be_boolean', { field }) }),
  );

export const preferencesBody = z.object({
  language: z.enum(LANGUAGES).optional().meta({ description: 'The language of the messages: en, hi, mr, gu, kn, te or ta' }),
  quiet_hours: onOff('quiet_hours')
    .optional()
    .meta({ description: 'Hold messages 22:00-07:00 IST (payment deadlines, offers and security alerts still go at once)' }),
  enabled: z
    .record(z.string(), z.record(z.string(), z.unknown()))
    .optional()
    .meta({
      description: `kind → channel → true/false, e.g. {"outbid": {"sms": false}}; pairs left out keep their setting. Kinds: ${PREFERENCE_KINDS.join(', ')}; channels: ${CHANNELS.join(', ')}. Security alerts cannot be turned off.`,
    }),
});

const channelFlags = z.object(Object.fromEntries(CHANNELS.map((c) => [c, z.boolean()])) as Record<(typeof CHANNELS)[number], z.ZodBoolean>);

export const preferencesReply = envelope(
  z.object({
    language: z.enum(LANGUAGES),
    quiet_hours: z.boolean(),
    channels: z.array(
      z.object({ channel: z.enum(CHANNELS), available: z.boolean().meta({ description: 'This installation sends on it' }) }),
    ),
    kinds: z.array(z.object({ kind: z.enum(PREFERENCE_KINDS), always_on: z.boolean(), enabled: channelFlags })),
    push: z.object({
      public_key: z
        .string()
        .nullable()
        .meta({ description: "The VAPID public key to subscribe with (PushManager.subscribe's applicationServerKey); null: no push here" }),
      devices: z.number().int().meta({ description: 'Browsers of this buyer subscribed to push' }),
    }),
  }),
);

const key = (description: string) => z.string().trim().min(1).max(200).meta({ description });

/** PushSubscription.toJSON() as the browser gives it; a form may send p256dh and auth at the top level instead of `keys`. */
export const subscriptionBody = z.object({
  endpoint: z.string().trim().min(1).max(2000).meta({ description: "The push service's address for this browser (https)" }),
  keys: z
    .object({ p256dh: key("The browser's P-256 public key, URL-safe base64"), auth: key('The 16-byte auth secret, URL-safe base64') })
    .optional(),
  p256dh: key('keys.p256dh, for a form').optional(),
  auth: key('keys.auth, for a form').optional(),
  expirationTime: z.unknown().optional().meta({ description: 'Sent by browsers; not used' }),
});

export const unsubscribeBody = z.object({
  endpoint: z.string().trim().min(1).max(2000).meta({ description: 'The endpoint of the subscription to forget' }),
});

export const devicesReply = envelope(
  z.object({ devices: z.number().int().meta({ description: 'Browsers of this buyer still subscribed' }) }),
);

// ---- the admin's delivery log ----

export const deliveryLogQuery = pageQuery.extend({
  channel: opt(z.enum(CHANNELS)),
  kind: opt(z.enum(NOTICE_KINDS)),
  status: opt(z.enum(DELIVERY_STATUSES)),
  phone: opt(phone10).meta({ description: "The buyer's mobile number" }),
  user_id: opt(idField('user_id')),
  from: opt(z.iso.datetime({ offset: true }).transform((v) => new Date(v))).meta({ description: 'Decided at or after this ISO 8601 time' }),
  to: opt(z.iso.datetime({ offset: true }).transform((v) => new Date(v))).meta({ description: 'Decided before this ISO 8601 time' }),
});
export type DeliveryLogQuery = z.infer<typeof deliveryLogQuery>;

export const deliveryOut = z.object({
  id: z.number().int(),
  created_at: iso,
  event_key: z.string(),
  channel: z.string(),
  kind: z.string(),
  status: z.string(),
  reason: z.string().nullable().meta({ description: 'Why a suppressed notice was held back: muted, page_open, rate_limited, quiet_hours' }),
  language: z.string(),
  user: z.object({ user_id: z.number().int(), name: z.string(), phone: z.string() }),
  to: z
    .string()
    .meta({ description: "The number the message goes to: the user's own, or the invited phone of a dealer's agent invitation" }),
  asset_id: z.number().int().nullable(),
  params: z.record(z.string(), z.string()),
  attempts: z.number().int(),
  next_attempt_at: isoOrNull,
  provider_id: z.string().nullable().meta({ description: "The provider's id for an accepted message" }),
  error: z.string().nullable().meta({ description: "The provider's last refusal or failure" }),
  sent_at: isoOrNull,
  latency_ms: z.number().int().nullable().meta({ description: 'From the event to the provider accepting it' }),
});
export const deliveryLogReply = envelope(paged(deliveryOut));

export type PreferencesBody = z.input<typeof preferencesBody>;
export type Preferences = z.infer<typeof preferencesReply>['data'];
export type KindPreference = Preferences['kinds'][number];
export type SubscriptionBody = z.input<typeof subscriptionBody>;
export type UnsubscribeBody = z.input<typeof unsubscribeBody>;
export type Devices = z.infer<typeof devicesReply>['data'];
export type Delivery = z.infer<typeof deliveryOut>;
export type DeliveryLogFilter = z.input<typeof deliveryLogQuery>;

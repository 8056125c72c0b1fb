/**
 * A buyer's notification preferences: which kinds of message reach them on which channel, the
 * language of the messages, and quiet hours. Stored in notification_settings (turned-off pairs as
 * `kind:channel` in `muted`, which rules.ts reads), and the browsers they subscribed to push.
 */
import { PREFERENCE_KINDS } from '@vahanhaat/contract/http/notifications';
import { eq, sql } from 'drizzle-orm';
import { notificationSettings } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { countOf, removeSubscription, saveSubscription } from './push-subscriptions.js';
import { CHANNELS, languageOf, type Channel } from './rules.js';
import type { Executor } from '../../db/client.js';
import type { VapidDetails } from './push-keys.js';
import type { Language } from './templates.js';

/** The kinds a buyer sees in the preferences, in the order of a sale (the contract's list). */
export { PREFERENCE_KINDS } from '@vahanhaat/contract/http/notifications';

/** Security alerts: a stranger at the account must not be able to silence them. */
export const ALWAYS_ON: ReadonlySet<string> = new Set(['password_changed', 'account_locked', 'new_device_login']);

export interface Preferences {
  language: Language;
  quietHours: boolean;
  /** Every channel, and whether this installation sends on it. */
  channels: { channel: Channel; available: boolean }[];
  kinds: { kind: (typeof PREFERENCE_KINDS)[number]; alwaysOn: boolean; enabled: Record<Channel, boolean> }[];
  push: { publicKey: string | null; devices: number };
}

export interface PreferenceChange {
  language?: Language;
  quietHours?: boolean;
  /** kind → channel → on/off; pairs left out keep their setting. */
  enabled?: Record<string, Record<string, unknown>>;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent: string | null;
}

export interface PreferencesDeps {
  db: Executor;
  /** The channels this installation sends on (the notifier's adapters). */
  channels: readonly Channel[];
  vapid: VapidDetails | null;
  /** Hosts a subscription's endpoint may point at (config PUSH_SERVICE_HOSTS). */
  pushServiceHosts: readonly string[];
}

const base64urlBytes = (v: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(v) ? Buffer.from(v, 'base64url').length : 0);

export function createPreferences(deps: PreferencesDeps) {
  const { db } = deps;

  async function stored(userId: number) {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    return { language: languageOf(row?.language), quietHours: row?.quietHours ?? true, muted: row?.muted ?? [] };
  }

  async function read(userId: number): Promise<Preferences> {
    const s = await stored(userId);
    const muted = new Set(s.muted);
    return {
      language: s.language,
      quietHours: s.quietHours,
      channels: CHANNELS.map((channel) => ({
        channel,
        available: channel === 'push' ? deps.vapid !== null : deps.channels.includes(channel),
      })),
      kinds: PREFERENCE_KINDS.map((kind) => ({
        kind,
        alwaysOn: ALWAYS_ON.has(kind),
        enabled: Object.fromEntries(CHANNELS.map((c) => [c, ALWAYS_ON.has(kind) || !muted.has(`${kind}:${c}`)])) as Record<
          Channel,
          boolean
        >,
      })),
      push: { publicKey: deps.vapid?.publicKey ?? null, devices: await countOf(db, userId) },
    };
  }

  /** The muted pairs after a change; refuses unknown kinds and channels and silencing a security alert. */
  function applyToggles(muted: readonly string[], enabled: NonNullable<PreferenceChange['enabled']>): string[] {
    const out = new Set(muted);
    for (const [kind, channels] of Object.entries(enabled)) {
      if (!(PREFERENCE_KINDS as readonly string[]).includes(kind)) {
        throw badRequest(message('notify.unknown_kind', { kind, kinds: PREFERENCE_KINDS.join(', ') }));
      }
      for (const [channel, on] of Object.entries(channels)) {
        if (!(CHANNELS as readonly string[]).includes(channel)) {
          throw badRequest(message('notify.unknown_channel', { channel, channels: CHANNELS.join(', ') }));
        }
        if (typeof on !== 'boolean') throw badRequest(message('field.must_be_boolean', { field: `enabled.${kind}.${channel}` }));
        if (!on && ALWAYS_ON.has(kind)) throw badRequest(message('notify.always_on', { kind }));
        if (on) out.delete(`${kind}:${channel}`);
        else out.add(`${kind}:${channel}`);
      }
    }
    return [...out].sort();
  }

  async function update(userId: number, change: PreferenceChange): Promise<Preferences> {
    const current = await stored(userId);
    const next = {
      language: change.language ?? current.language,
      quietHours: change.quietHours ?? current.quietHours,
      muted: change.enabled ? applyToggles(current.muted, change.enabled) : current.muted,
    };
    await db
      .insert(notificationSettings)
      .values({ userId, ...next })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...next, updatedAt: sql`now()` } });
    return read(userId);
  }

  /** Checks a browser's subscription before any request is ever sent to its endpoint. */
  function checkSubscription(s: PushSubscriptionInput) {
    if (!deps.vapid) throw conflict('push.unavailable');
    let url: URL | null;
    try {
      url = new URL(s.endpoint);
    } catch {
      url = null;
    }
    const host = url?.hostname.toLowerCase() ?? '';
    const allowed = url?.protocol === 'https:' && deps.pushServiceHosts.some((h) => host === h || host.endsWith(`.${h}`));
    // The server posts to this address: only a push service may be named, never an internal one.
    if (!allowed) throw badRequest(message('push.endpoint_not_allowed', { hosts: deps.pushServiceHosts.join(', ') }));
    if (base64urlBytes(s.keys.p256dh) !== 65 || base64urlBytes(s.keys.auth) !== 16) throw badRequest('push.keys_invalid');
  }

  async function subscribe(userId: number, s: PushSubscriptionInput): Promise<number> {
    checkSubscription(s);
    await saveSubscription(db, userId, {
      endpoint: s.endpoint,
      p256dh: s.keys.p256dh,
      auth: s.keys.auth,
      userAgent: s.userAgent?.slice(0, 300) ?? null,
    });
    return countOf(db, userId);
  }

  async function unsubscribe(userId: number, endpoint: string): Promise<number> {
    await removeSubscription(db, userId, endpoint);
    return countOf(db, userId);
  }

  return { read, update, subscribe, unsubscribe };
}

export type PreferencesService = ReturnType<typeof createPreferences>;

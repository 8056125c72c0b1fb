import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { notificationAdminRoutes } from './admin-routes.js';
import { smsChannel, type ChannelAdapter } from './channels.js';
import { notificationMetrics, suppressionMetrics } from './metrics.js';
import { preferenceRoutes } from './preference-routes.js';
import { createPreferences } from './preferences.js';
import { createPresence, PRESENCE_SUBJECT, type Presence } from './presence.js';
import { pushChannel } from './push-channel.js';
import { resolveVapid } from './push-keys.js';
import { createNotifier, type Notifier } from './service.js';
import { stopUrl, UNSUBSCRIBABLE, unsubscribeRoutes } from './unsubscribe.js';
import { whatsappChannel, whatsappSenderFor } from './whatsapp-channel.js';
import type { FastifyInstance } from 'fastify';

// What the rest of the server uses from this module (imported only through this file).
export { startNotifier } from './worker.js';
export type { Notifier } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifier;
    /** Which lots buyers follow live on the other instances; `announce` tells them this one's. */
    notificationPresence: Presence & { announce(): void };
  }
}

/** Web push when this installation has a VAPID identity (docs/notifications.md). */
async function pushChannels(app: FastifyInstance) {
  const vapid = await resolveVapid(app.config, app.db);
  if (!vapid) app.log.info('web push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send it');
  const channels: ChannelAdapter[] = vapid
    ? [pushChannel({ db: app.db, vapid, log: app.log.child({ module: 'notifications', channel: 'push' }) })]
    : [];
  return { vapid, channels };
}

/** Messages that reach buyers off the page: the service the outbox feeds (docs/notifications.md). */
export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ module: 'notifications' });
    const whatsapp = whatsappSenderFor(app.config, log);
    // One-click unsubscribe links point at the installation's public address (config requires it with the links on).
    const stopLinksTo = app.config.NOTIFY_UNSUBSCRIBE_LINKS ? app.config.PUBLIC_URL : undefined;
    const presenceMs = app.config.NOTIFY_PRESENCE_MS;
    const presence = createPresence({ instanceId: randomUUID(), ttlMs: presenceMs * 3 + 1000 });
    const announce = () => {
      if (!app.hasDecorator('realtime')) return;
      app.bus.announce(PRESENCE_SUBJECT, presence.beacon(app.realtime.presence()));
    };
    const push = await pushChannels(app);
    const notifier = createNotifier({
      database: app.database,
      log,
      brand: app.config.BRAND_NAME,
      channels: [smsChannel(app.sms), ...(whatsapp ? [whatsappChannel(whatsapp)] : []), ...push.channels],
      quietHours: app.config.NOTIFY_QUIET_HOURS,
      onAttempt: notificationMetrics(app.metrics),
      onSuppressed: suppressionMetrics(app.metrics),
      stopLink: (s) => (stopLinksTo && UNSUBSCRIBABLE.has(s.kind) ? stopUrl(stopLinksTo, app.config.APP_SECRET, s) : null),
      pageOpen: (userId, auctionId, assetId) =>
        app.realtime.watching(userId, auctionId, assetId) || presence.openElsewhere(userId, auctionId, assetId),
    });
    app.decorate('notifications', notifier);
    app.decorate('notificationPresence', { ...presence, announce });
    const offPresence = app.bus.subscribe(PRESENCE_SUBJECT, presence.onBeacon, { transient: true });
    let presenceTimer: NodeJS.Timeout | undefined;
    // One process (the in-process bus) has no other instance to tell.
    if (!app.config.embeddedBus) {
      app.addHook('onReady', async () => {
        presenceTimer = setInterval(announce, presenceMs);
        presenceTimer.unref();
      });
    }
    app.addHook('preClose', async () => {
      clearInterval(presenceTimer);
      offPresence();
    });
    notificationAdminRoutes(app, app.database);
    unsubscribeRoutes(app, { db: app.db, secret: app.config.APP_SECRET, brand: app.config.BRAND_NAME });
    // From the app's start: events written before the first pass are still told.
    app.addHook('onReady', () => notifier.prepare());
    const preferences = createPreferences({
      db: app.db,
      channels: notifier.channels,
      vapid: push.vapid,
      pushServiceHosts: app.config.pushServiceHosts,
    });
    preferenceRoutes(app, preferences);
  },
  { name: 'notifications' },
);

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationAdminRoutes } from './admin-routes.js';
import { smsChannel } from './channels.js';
import { notificationMetrics, suppressionMetrics } from './metrics.js';
import { createPresence, PRESENCE_SUBJECT, type Presence } from './presence.js';
import { createNotifier, type Notifier } from './service.js';
import { stopUrl, UNSUBSCRIBABLE, unsubscribeRoutes } from './unsubscribe.js';
import { whatsappChannel, whatsappSenderFor } from './whatsapp-channel.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifier;
    /** Which lots buyers follow live on the other instances; `announce` tells them this one's. */
    notificationPresence: Presence & { announce(): void };
  }
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
    const notifier = createNotifier({
      database: app.database,
      log,
      brand: app.config.BRAND_NAME,
      channels: [smsChannel(app.sms), ...(whatsapp ? [whatsappChannel(whatsapp)] : [])],
      quietHours: app.config.NOTIFY_QUIET_HOURS,
      onAttempt: notificationMetrics(app.metrics),
      onSuppressed: suppressionMetrics(app.metrics),
      stopLink: (s) => (stopLinksTo && UNSUBSCRIBABLE.has(s.kind) ? stopUrl(stopLinksTo, app.config.APP_SECRET, s) : null),
      pageOpen: (userId, auctionId, assetId) => app.realtime.watching(userId, auctionId, assetId) || presence.openElsewhere(userId, auctionId, assetId),
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
  },
  { name: 'notifications' },
);

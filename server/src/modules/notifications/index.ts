import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smsChannel, type ChannelAdapter } from './channels.js';
import { notificationMetrics } from './metrics.js';
import { preferenceRoutes } from './preference-routes.js';
import { createPreferences } from './preferences.js';
import { pushChannel } from './push-channel.js';
import { resolveVapid } from './push-keys.js';
import { createNotifier, type Notifier } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifier;
  }
}

/** Web push when this installation has a VAPID identity (docs/notifications.md). */
async function pushChannels(app: FastifyInstance) {
  const vapid = await resolveVapid(app.config, app.db);
  if (!vapid) app.log.info('web push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send it');
  const channels: ChannelAdapter[] = vapid ? [pushChannel({ db: app.db, vapid, log: app.log.child({ module: 'notifications', channel: 'push' }) })] : [];
  return { vapid, channels };
}

/** Messages that reach buyers off the page: the service the outbox feeds (docs/notifications.md). */
export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    const push = await pushChannels(app);
    const notifier = createNotifier({
      database: app.database,
      log: app.log.child({ module: 'notifications' }),
      brand: app.config.BRAND_NAME,
      channels: [smsChannel(app.sms), ...push.channels],
      quietHours: app.config.NOTIFY_QUIET_HOURS,
      onAttempt: notificationMetrics(app.metrics),
      pageOpen: (userId, auctionId, assetId) => app.realtime.watching(userId, auctionId, assetId),
    });
    app.decorate('notifications', notifier);
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

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smsChannel } from './channels.js';
import { notificationMetrics } from './metrics.js';
import { createNotifier, type Notifier } from './service.js';

// What the rest of the server uses from this module (imported only through this file).
export { startNotifier } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifier;
  }
}

/** Messages that reach buyers off the page: the service the outbox feeds (docs/notifications.md). */
export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    const notifier = createNotifier({
      database: app.database,
      log: app.log.child({ module: 'notifications' }),
      brand: app.config.BRAND_NAME,
      channels: [smsChannel(app.sms)],
      quietHours: app.config.NOTIFY_QUIET_HOURS,
      onAttempt: notificationMetrics(app.metrics),
      pageOpen: (userId, auctionId, assetId) => app.realtime.watching(userId, auctionId, assetId),
    });
    app.decorate('notifications', notifier);
    // From the app's start: events written before the first pass are still told.
    app.addHook('onReady', () => notifier.prepare());
  },
  { name: 'notifications' },
);

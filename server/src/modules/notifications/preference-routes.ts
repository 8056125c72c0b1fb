import { unauthenticated } from '../../errors.js';
import { failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { FORM_ENCODINGS } from '../../plugins/body-reader.js';
import { devicesReply, preferencesBody, preferencesReply, SECURITY, subscriptionBody, TAGS, unsubscribeBody } from './preference-schema.js';
import type { Preferences, PreferencesService } from './preferences.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const doc = (summary: string, description?: string) => ({
  tags: TAGS,
  security: SECURITY,
  summary,
  ...(description ? { description } : {}),
});

const wire = (p: Preferences) => ({
  language: p.language,
  quiet_hours: p.quietHours,
  channels: p.channels,
  kinds: p.kinds.map((k) => ({ kind: k.kind, always_on: k.alwaysOn, enabled: k.enabled })),
  push: { public_key: p.push.publicKey, devices: p.push.devices },
});

/** The signed-in buyer's notification preferences and their browsers' push subscriptions. */
export function preferenceRoutes(app: FastifyInstance, prefs: PreferencesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };
  const userId = async (req: { currentUser(): Promise<{ id: number } | null> }) => {
    const user = await req.currentUser();
    if (!user) throw unauthenticated();
    return user.id;
  };

  r.get(
    '/user/notification-settings',
    {
      ...signedIn,
      schema: {
        ...doc("The buyer's notification preferences: per kind of message and channel, language, quiet hours, push"),
        response: { 200: preferencesReply, ...failures(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 200, data: wire(await prefs.read(await userId(req))) };
    },
  );

  r.put(
    '/user/notification-settings',
    {
      ...signedIn,
      schema: {
        ...doc('Change notification preferences', 'Fields left out keep their value. Answers with the preferences as saved.'),
        consumes: ['application/json'],
        body: preferencesBody,
        response: { 200: preferencesReply, ...failures(400, 401) },
      },
    },
    async (req) => {
      const b = req.body;
      const saved = await prefs.update(await userId(req), {
        ...(b.language ? { language: b.language } : {}),
        ...(b.quiet_hours !== undefined ? { quietHours: b.quiet_hours } : {}),
        ...(b.enabled ? { enabled: b.enabled } : {}),
      });
      return { status: 200, ...say(req, 'notify.saved'), data: wire(saved) };
    },
  );

  r.post(
    '/user/push-subscriptions',
    {
      ...signedIn,
      schema: {
        ...doc(
          "Save this browser's push subscription (after the buyer agreed)",
          'The body is PushSubscription.toJSON(). The endpoint must be an https address of a known push service (PUSH_SERVICE_HOSTS). Saving the same endpoint again replaces it.',
        ),
        consumes: FORM_ENCODINGS,
        body: subscriptionBody,
        response: { 200: devicesReply, ...failures(400, 401, 409) },
      },
    },
    async (req) => {
      const b = req.body;
      const keys = { p256dh: b.keys?.p256dh ?? b.p256dh ?? '', auth: b.keys?.auth ?? b.auth ?? '' };
      const devices = await prefs.subscribe(await userId(req), {
        endpoint: b.endpoint,
        keys,
        userAgent: req.headers['user-agent'] ?? null,
      });
      return { status: 200, ...say(req, 'push.subscribed'), data: { devices } };
    },
  );

  r.delete(
    '/user/push-subscriptions',
    {
      ...signedIn,
      schema: {
        ...doc("Forget this browser's push subscription", 'Answers 200 whether or not it was saved.'),
        consumes: ['application/json'],
        body: unsubscribeBody,
        response: { 200: devicesReply, ...failures(400, 401) },
      },
    },
    async (req) => {
      const devices = await prefs.unsubscribe(await userId(req), req.body.endpoint);
      return { status: 200, ...say(req, 'push.unsubscribed'), data: { devices } };
    },
  );
}

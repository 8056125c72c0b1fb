import { z } from 'zod';
import { envelope, failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { calendarOut, createSearchBody, matchOut, reminderBody, savedSearchOut, searchIdBody } from './schema.js';
import type { AlertsService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function alertsRoutes(app: FastifyInstance, svc: AlertsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved searches'];
  const guarded = { onRequest: app.requireUser };
  const userId = async (req: { currentUser(): Promise<{ id: number } | null | undefined> }) => (await req.currentUser())!.id;

  r.post(
    '/client/api/saved-searches',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The buyer’s saved searches with how many lots match now and how many are new',
        security: [{ session: [] }],
        response: { 200: envelope(z.array(savedSearchOut)), ...failures(401) },
      },
    },
    async (req) => ({ status: 200, data: await svc.list(await userId(req)) }),
  );

  r.post(
    '/client/api/saved-searches/create',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Save a search; new lots that match it are announced (SMS/in-app)',
        security: [{ session: [] }],
        body: createSearchBody,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...failures(400, 401, 409) },
      },
    },
    async (req) => {
      const id = await svc.create(await userId(req), req.body);
      return { status: 200, ...say(req, 'alerts.search_saved'), data: { id } };
    },
  );

  r.post(
    '/client/api/saved-searches/delete',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Delete a saved search',
        security: [{ session: [] }],
        body: searchIdBody,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...failures(400, 401, 404) },
      },
    },
    async (req) => {
      await svc.remove(await userId(req), req.body.id);
      return { status: 200, ...say(req, 'alerts.search_deleted'), data: { id: req.body.id } };
    },
  );

  r.post(
    '/client/api/saved-searches/matches',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Lots on sale matching a saved search, new ones marked; marks the search seen',
        security: [{ session: [] }],
        body: searchIdBody,
        response: { 200: envelope(z.array(matchOut)), ...failures(400, 401, 404) },
      },
    },
    async (req) => ({ status: 200, data: await svc.matches(await userId(req), req.body.id) }),
  );

  r.post(
    '/client/api/auction-calendar',
    {
      ...guarded,
      schema: {
        tags: ['auctions'],
        summary: 'Auctions live or starting within 60 days, with the buyer’s reminders',
        security: [{ session: [] }],
        response: { 200: envelope(calendarOut), ...failures(401) },
      },
    },
    async (req) => ({ status: 200, data: await svc.calendar(await userId(req)) }),
  );

  r.post(
    '/client/api/auction-reminders',
    {
      ...guarded,
      schema: {
        tags: ['auctions'],
        summary: 'Remind me (remind=true) 30 minutes before an auction starts, or stop (remind=false)',
        security: [{ session: [] }],
        body: reminderBody,
        response: { 200: envelope(z.object({ c_auction_id: z.number().int(), reminded: z.boolean() })), ...failures(400, 401, 404) },
      },
    },
    async (req) => {
      await svc.remind(await userId(req), req.body.auction_id, req.body.remind);
      return {
        status: 200,
        ...say(req, req.body.remind ? 'alerts.reminder_set' : 'alerts.reminder_removed'),
        data: { c_auction_id: req.body.auction_id, reminded: req.body.remind },
      };
    },
  );
}

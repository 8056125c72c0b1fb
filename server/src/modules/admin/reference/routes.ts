import { say } from '../../../lib/i18n/say.js';
import { actorOf } from '../shared/access.js';
import { change, found, route } from '../shared/routes.js';
import { idParams, okReply } from '../shared/schema.js';
import { readOneFile } from '../shared/uploads.js';
import {
  financierCreateBody,
  financierEditBody,
  financierReply,
  financiersReply,
  logoUploadBody,
  planCreateBody,
  planEditBody,
  planReply,
  plansReply,
  segmentsReply,
  stateEditBody,
  stateHeadCreateBody,
  stateHeadEditBody,
  stateHeadQuery,
  stateHeadReply,
  stateHeadsReply,
  stateReply,
  statesReply,
} from './schema.js';
import type { ReferenceService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function referenceRoutes(app: FastifyInstance, svc: ReferenceService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/financiers', route('Every financier, inactive ones too', { reply: financiersReply }), async () =>
    found(svc.listFinanciers()),
  );

  r.post(
    '/admin/financiers',
    route('Add a financier', { body: financierCreateBody, reply: financierReply, fails: [409], form: true }),
    async (req) => change(req, 'admin.financier_added', (actor) => svc.createFinancier(actor, req.body)),
  );

  r.patch(
    '/admin/financiers/:id',
    route('Edit a financier: name, slug, active', {
      params: idParams,
      body: financierEditBody,
      reply: financierReply,
      fails: [404, 409],
      form: true,
    }),
    async (req) => change(req, 'admin.financier_saved', (actor) => svc.editFinancier(actor, req.params.id, req.body)),
  );

  r.post(
    '/admin/financiers/:id/logo',
    route('Upload or replace a financier logo (multipart field "logo")', {
      description: 'Checked by content. Stored under the upload folder with a random name and served resized at /media/img/<w>/<logo_key>.',
      params: idParams,
      body: logoUploadBody,
      reply: financierReply,
      fails: [404, 413, 415],
      files: true,
    }),
    async (req) => {
      const actor = await actorOf(req);
      const { file } = await readOneFile(req, {
        field: 'logo',
        maxFileBytes: 2 * 1024 * 1024,
        tooLargeMsg: 'admin.logo_too_large',
        missingMsg: 'admin.choose_logo',
      });
      return { status: 200, ...say(req, 'admin.logo_saved'), data: await svc.setLogo(actor, req.params.id, file.data) };
    },
  );

  r.get('/admin/states', route('Every state, inactive ones too, with its contact count', { reply: statesReply }), async () =>
    found(svc.listStates()),
  );

  r.patch(
    '/admin/states/:id',
    route('Switch a state on or off', {
      description: 'Inactive states leave the sign-up state list; their auctions stay as they are.',
      params: idParams,
      body: stateEditBody,
      reply: stateReply,
      fails: [404],
    }),
    async (req) => change(req, 'admin.state_saved', (actor) => svc.setStateActive(actor, req.params.id, req.body.is_active)),
  );

  r.get(
    '/admin/state-heads',
    route('State-head contacts (the home page Contacts List), optionally for one state', {
      querystring: stateHeadQuery,
      reply: stateHeadsReply,
    }),
    async (req) => found(svc.listStateHeads(req.query.state_id)),
  );

  r.post(
    '/admin/state-heads',
    route('Add a state-head contact', { body: stateHeadCreateBody, reply: stateHeadReply, form: true }),
    async (req) => change(req, 'admin.contact_added', (actor) => svc.createStateHead(actor, req.body)),
  );

  r.patch(
    '/admin/state-heads/:id',
    route('Edit a state-head contact', { params: idParams, body: stateHeadEditBody, reply: stateHeadReply, fails: [404], form: true }),
    async (req) => change(req, 'admin.contact_saved', (actor) => svc.editStateHead(actor, req.params.id, req.body)),
  );

  r.delete(
    '/admin/state-heads/:id',
    route('Delete a state-head contact', { params: idParams, reply: okReply, fails: [404] }),
    async (req) => change(req, 'admin.contact_deleted', (actor) => svc.deleteStateHead(actor, req.params.id)),
  );

  r.get('/admin/segments', route('Segments (Tractor, 2 Wheeler, CV)', { reply: segmentsReply }), async () => found(svc.listSegments()));

  r.get('/admin/plans', route('Every subscription plan and price, unpublished ones too', { reply: plansReply }), async () =>
    found(svc.listPlans()),
  );

  r.post(
    '/admin/plans',
    route('Add a plan (unpublished unless is_published=true)', { body: planCreateBody, reply: planReply, fails: [409], form: true }),
    async (req) => change(req, 'admin.plan_added', (actor) => svc.createPlan(actor, req.body)),
  );

  r.patch(
    '/admin/plans/:id',
    route('Edit a plan: price, name, order', {
      description: 'A new price applies to new purchases; existing subscriptions keep what they paid.',
      params: idParams,
      body: planEditBody,
      reply: planReply,
      fails: [404, 409],
      form: true,
    }),
    async (req) => change(req, 'admin.plan_saved', (actor) => svc.editPlan(actor, req.params.id, req.body)),
  );

  for (const [verb, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    r.post(
      `/admin/plans/:id/${verb}`,
      route(published ? 'Publish a plan: buyers can buy it' : 'Unpublish a plan: taken off sale', {
        params: idParams,
        reply: planReply,
        fails: [404],
      }),
      async (req) =>
        change(req, published ? 'admin.plan_published' : 'admin.plan_unpublished', (actor) =>
          svc.setPlanPublished(actor, req.params.id, published),
        ),
    );
  }
}

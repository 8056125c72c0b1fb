import { badRequest } from '../../../errors.js';
import { say } from '../../../lib/i18n/say.js';
import { actorOf } from '../shared/access.js';
import { failures, GUARDED, idParams, okReply, SECURITY, TAGS } from '../shared/schema.js';
import { readUpload } from '../shared/uploads.js';
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

const doc = (summary: string, description?: string) => ({
  tags: TAGS,
  security: SECURITY,
  summary,
  ...(description ? { description } : {}),
});

export function referenceRoutes(app: FastifyInstance, svc: ReferenceService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/financiers',
    { schema: { ...doc('Every financier, inactive ones too'), response: { 200: financiersReply, ...failures(...GUARDED) } } },
    async () => ({
      status: 200,
      data: await svc.listFinanciers(),
    }),
  );

  r.post(
    '/admin/financiers',
    {
      schema: {
        ...doc('Add a financier'),
        body: financierCreateBody,
        response: { 200: financierReply, ...failures(400, ...GUARDED, 409) },
      },
    },
    async (req) => ({ status: 200, ...say(req, 'admin.financier_added'), data: await svc.createFinancier(await actorOf(req), req.body) }),
  );

  r.patch(
    '/admin/financiers/:id',
    {
      schema: {
        ...doc('Edit a financier: name, slug, active'),
        params: idParams,
        body: financierEditBody,
        response: { 200: financierReply, ...failures(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'admin.financier_saved'),
      data: await svc.editFinancier(await actorOf(req), req.params.id, req.body),
    }),
  );

  r.post(
    '/admin/financiers/:id/logo',
    {
      config: { takesFiles: true },
      schema: {
        ...doc(
          'Upload or replace a financier logo (multipart field "logo")',
          'Checked by content. Stored under the upload folder with a random name and served resized at /media/img/<w>/<logo_key>.',
        ),
        consumes: ['multipart/form-data'],
        params: idParams,
        body: logoUploadBody,
        response: { 200: financierReply, ...failures(400, ...GUARDED, 404, 413, 415) },
      },
    },
    async (req) => {
      const actor = await actorOf(req);
      const upload = await readUpload(req, {
        fileFields: ['logo'],
        maxFileBytes: 2 * 1024 * 1024,
        maxFiles: 1,
        tooLargeMsg: 'admin.logo_too_large',
      });
      const file = upload.files[0];
      if (!file) throw badRequest('admin.choose_logo');
      return { status: 200, ...say(req, 'admin.logo_saved'), data: await svc.setLogo(actor, req.params.id, file.data) };
    },
  );

  r.get(
    '/admin/states',
    {
      schema: { ...doc('Every state, inactive ones too, with its contact count'), response: { 200: statesReply, ...failures(...GUARDED) } },
    },
    async () => ({
      status: 200,
      data: await svc.listStates(),
    }),
  );

  r.patch(
    '/admin/states/:id',
    {
      schema: {
        ...doc('Switch a state on or off', 'Inactive states leave the sign-up state list; their auctions stay as they are.'),
        params: idParams,
        body: stateEditBody,
        response: { 200: stateReply, ...failures(400, ...GUARDED, 404) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'admin.state_saved'),
      data: await svc.setStateActive(await actorOf(req), req.params.id, req.body.is_active),
    }),
  );

  r.get(
    '/admin/state-heads',
    {
      schema: {
        ...doc('State-head contacts (the home page Contacts List), optionally for one state'),
        querystring: stateHeadQuery,
        response: { 200: stateHeadsReply, ...failures(400, ...GUARDED) },
      },
    },
    async (req) => ({ status: 200, data: await svc.listStateHeads(req.query.state_id) }),
  );

  r.post(
    '/admin/state-heads',
    {
      schema: {
        ...doc('Add a state-head contact'),
        body: stateHeadCreateBody,
        response: { 200: stateHeadReply, ...failures(400, ...GUARDED) },
      },
    },
    async (req) => ({ status: 200, ...say(req, 'admin.contact_added'), data: await svc.createStateHead(await actorOf(req), req.body) }),
  );

  r.patch(
    '/admin/state-heads/:id',
    {
      schema: {
        ...doc('Edit a state-head contact'),
        params: idParams,
        body: stateHeadEditBody,
        response: { 200: stateHeadReply, ...failures(400, ...GUARDED, 404) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'admin.contact_saved'),
      data: await svc.editStateHead(await actorOf(req), req.params.id, req.body),
    }),
  );

  r.delete(
    '/admin/state-heads/:id',
    { schema: { ...doc('Delete a state-head contact'), params: idParams, response: { 200: okReply, ...failures(400, ...GUARDED, 404) } } },
    async (req) => {
      await svc.deleteStateHead(await actorOf(req), req.params.id);
      return { status: 200, ...say(req, 'admin.contact_deleted') };
    },
  );

  r.get(
    '/admin/segments',
    { schema: { ...doc('Segments (Tractor, 2 Wheeler, CV)'), response: { 200: segmentsReply, ...failures(...GUARDED) } } },
    async () => ({
      status: 200,
      data: await svc.listSegments(),
    }),
  );

  r.get(
    '/admin/plans',
    {
      schema: { ...doc('Every subscription plan and price, unpublished ones too'), response: { 200: plansReply, ...failures(...GUARDED) } },
    },
    async () => ({
      status: 200,
      data: await svc.listPlans(),
    }),
  );

  r.post(
    '/admin/plans',
    {
      schema: {
        ...doc('Add a plan (unpublished unless is_published=true)'),
        body: planCreateBody,
        response: { 200: planReply, ...failures(400, ...GUARDED, 409) },
      },
    },
    async (req) => ({ status: 200, ...say(req, 'admin.plan_added'), data: await svc.createPlan(await actorOf(req), req.body) }),
  );

  r.patch(
    '/admin/plans/:id',
    {
      schema: {
        ...doc('Edit a plan: price, name, order', 'A new price applies to new purchases; existing subscriptions keep what they paid.'),
        params: idParams,
        body: planEditBody,
        response: { 200: planReply, ...failures(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'admin.plan_saved'),
      data: await svc.editPlan(await actorOf(req), req.params.id, req.body),
    }),
  );

  for (const [verb, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    r.post(
      `/admin/plans/:id/${verb}`,
      {
        schema: {
          ...doc(published ? 'Publish a plan: buyers can buy it' : 'Unpublish a plan: taken off sale'),
          params: idParams,
          response: { 200: planReply, ...failures(400, ...GUARDED, 404) },
        },
      },
      async (req) => ({
        status: 200,
        ...say(req, published ? 'admin.plan_published' : 'admin.plan_unpublished'),
        data: await svc.setPlanPublished(await actorOf(req), req.params.id, published),
      }),
    );
  }
}

import { badRequest } from '../../../errors.js';
import { say } from '../../../lib/i18n/say.js';
import { actorOf } from '../shared/access.js';
import { answers, change, doc, FORM, found } from '../shared/routes.js';
import { idParams, okReply } from '../shared/schema.js';
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

export function referenceRoutes(app: FastifyInstance, svc: ReferenceService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/financiers', { schema: { ...doc('Every financier, inactive ones too'), response: answers(financiersReply) } }, async () =>
    found(svc.listFinanciers()),
  );

  r.post(
    '/admin/financiers',
    {
      ...FORM,
      schema: {
        ...doc('Add a financier'),
        body: financierCreateBody,
        response: answers(financierReply, 400, 409),
      },
    },
    async (req) => change(req, 'admin.financier_added', (actor) => svc.createFinancier(actor, req.body)),
  );

  r.patch(
    '/admin/financiers/:id',
    {
      ...FORM,
      schema: {
        ...doc('Edit a financier: name, slug, active'),
        params: idParams,
        body: financierEditBody,
        response: answers(financierReply, 400, 404, 409),
      },
    },
    async (req) => change(req, 'admin.financier_saved', (actor) => svc.editFinancier(actor, req.params.id, req.body)),
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
        response: answers(financierReply, 400, 404, 413, 415),
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
      schema: { ...doc('Every state, inactive ones too, with its contact count'), response: answers(statesReply) },
    },
    async () => found(svc.listStates()),
  );

  r.patch(
    '/admin/states/:id',
    {
      schema: {
        ...doc('Switch a state on or off', 'Inactive states leave the sign-up state list; their auctions stay as they are.'),
        params: idParams,
        body: stateEditBody,
        response: answers(stateReply, 400, 404),
      },
    },
    async (req) => change(req, 'admin.state_saved', (actor) => svc.setStateActive(actor, req.params.id, req.body.is_active)),
  );

  r.get(
    '/admin/state-heads',
    {
      schema: {
        ...doc('State-head contacts (the home page Contacts List), optionally for one state'),
        querystring: stateHeadQuery,
        response: answers(stateHeadsReply, 400),
      },
    },
    async (req) => found(svc.listStateHeads(req.query.state_id)),
  );

  r.post(
    '/admin/state-heads',
    {
      ...FORM,
      schema: {
        ...doc('Add a state-head contact'),
        body: stateHeadCreateBody,
        response: answers(stateHeadReply, 400),
      },
    },
    async (req) => change(req, 'admin.contact_added', (actor) => svc.createStateHead(actor, req.body)),
  );

  r.patch(
    '/admin/state-heads/:id',
    {
      ...FORM,
      schema: {
        ...doc('Edit a state-head contact'),
        params: idParams,
        body: stateHeadEditBody,
        response: answers(stateHeadReply, 400, 404),
      },
    },
    async (req) => change(req, 'admin.contact_saved', (actor) => svc.editStateHead(actor, req.params.id, req.body)),
  );

  r.delete(
    '/admin/state-heads/:id',
    { schema: { ...doc('Delete a state-head contact'), params: idParams, response: answers(okReply, 400, 404) } },
    async (req) => change(req, 'admin.contact_deleted', (actor) => svc.deleteStateHead(actor, req.params.id)),
  );

  r.get('/admin/segments', { schema: { ...doc('Segments (Tractor, 2 Wheeler, CV)'), response: answers(segmentsReply) } }, async () =>
    found(svc.listSegments()),
  );

  r.get(
    '/admin/plans',
    {
      schema: { ...doc('Every subscription plan and price, unpublished ones too'), response: answers(plansReply) },
    },
    async () => found(svc.listPlans()),
  );

  r.post(
    '/admin/plans',
    {
      ...FORM,
      schema: {
        ...doc('Add a plan (unpublished unless is_published=true)'),
        body: planCreateBody,
        response: answers(planReply, 400, 409),
      },
    },
    async (req) => change(req, 'admin.plan_added', (actor) => svc.createPlan(actor, req.body)),
  );

  r.patch(
    '/admin/plans/:id',
    {
      ...FORM,
      schema: {
        ...doc('Edit a plan: price, name, order', 'A new price applies to new purchases; existing subscriptions keep what they paid.'),
        params: idParams,
        body: planEditBody,
        response: answers(planReply, 400, 404, 409),
      },
    },
    async (req) => change(req, 'admin.plan_saved', (actor) => svc.editPlan(actor, req.params.id, req.body)),
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
          response: answers(planReply, 400, 404),
        },
      },
      async (req) =>
        change(req, published ? 'admin.plan_published' : 'admin.plan_unpublished', (actor) =>
          svc.setPlanPublished(actor, req.params.id, published),
        ),
    );
  }
}

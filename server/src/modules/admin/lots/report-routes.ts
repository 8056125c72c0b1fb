import { documentsOut } from '../../catalog/index.js';
import { change, found, route } from '../shared/routes.js';
import { documentsBody, documentsReply } from './documents-schema.js';
import { reportBody, reportReply } from './report.js';
import { lotParams, photoEditBody, photoParams, photosReply } from './schema.js';
import type { LotReportService } from './report-service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A lot's condition report, its papers and its photos' slots, as the inspector and the console set them. */
export function lotReportRoutes(app: FastifyInstance, svc: LotReportService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/lots/:id/report',
    route("The lot's condition report: its checklist's points with their status (OK where none is saved)", {
      params: lotParams,
      reply: reportReply,
      fails: [404],
    }),
    async (req) => found(svc.report(req.params.id)),
  );

  r.put(
    '/admin/lots/:id/report',
    route('Save the condition report', {
      description:
        "points: every point of the lot's checklist once: {code, status: ok|attention|fail, note?, photo_id?}; a tyre point takes value (tread left, 0-100) and its status follows (50+ OK, 25-49 attention, below 25 fail). The grade (A-E) is computed: docs/condition-report.md. While the lot is open.",
      params: lotParams,
      body: reportBody,
      reply: reportReply,
      fails: [404, 409],
    }),
    async (req) => change(req, 'admin.report_saved', (actor) => svc.saveReport(actor, req.params.id, req.body)),
  );

  r.put(
    '/admin/lots/:id/documents',
    route('State the papers and legal standing of a lot', {
      description: 'The same fields the lot form requires when listing. While the lot is open.',
      params: lotParams,
      body: documentsBody,
      reply: documentsReply,
      fails: [404, 409],
      form: true,
    }),
    async (req) =>
      change(req, 'admin.documents_saved', async (actor) => documentsOut(await svc.saveDocuments(actor, req.params.id, req.body))),
  );

  r.patch(
    '/admin/lots/:id/photos/:photoId',
    route("Change a photo's slot or caption", { params: photoParams, body: photoEditBody, reply: photosReply, fails: [404] }),
    async (req) => change(req, 'admin.photo_saved', (actor) => svc.editPhoto(actor, req.params.id, req.params.photoId, req.body)),
  );
}

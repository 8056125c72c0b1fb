import { say } from '../../../lib/i18n/say.js';
import { documentsOut } from '../../catalog/index.js';
import { actorOf } from '../shared/access.js';
import { failures, GUARDED, SECURITY, TAGS } from '../shared/schema.js';
import { documentsBody, documentsReply } from './documents-schema.js';
import { reportBody, reportReply } from './report.js';
import { lotParams, photoEditBody, photoParams, photosReply } from './schema.js';
import type { LotReportService } from './report-service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const doc = (summary: string, description?: string) => ({
  tags: TAGS,
  security: SECURITY,
  summary,
  ...(description ? { description } : {}),
});

/** A lot's condition report, its papers and its photos' slots, as the inspector and the console set them. */
export function lotReportRoutes(app: FastifyInstance, svc: LotReportService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/lots/:id/report',
    {
      schema: {
        ...doc("The lot's condition report: its checklist's points with their status (OK where none is saved)"),
        params: lotParams,
        response: { 200: reportReply, ...failures(400, ...GUARDED, 404) },
      },
    },
    async (req) => ({ status: 200, data: await svc.report(req.params.id) }),
  );

  r.put(
    '/admin/lots/:id/report',
    {
      schema: {
        ...doc(
          'Save the condition report',
          "points: every point of the lot's checklist once: {code, status: ok|attention|fail, note?, photo_id?}; a tyre point takes value (tread left, 0-100) and its status follows (50+ OK, 25-49 attention, below 25 fail). The grade (A-E) is computed: docs/condition-report.md. While the lot is open.",
        ),
        params: lotParams,
        body: reportBody,
        response: { 200: reportReply, ...failures(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'admin.report_saved'),
      data: await svc.saveReport(await actorOf(req), req.params.id, req.body),
    }),
  );

  r.put(
    '/admin/lots/:id/documents',
    {
      config: { fieldErrors: true },
      schema: {
        ...doc(
          'State the papers and legal standing of a lot',
          'The same fields the lot form requires when listing. While the lot is open.',
        ),
        params: lotParams,
        body: documentsBody,
        response: { 200: documentsReply, ...failures(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'admin.documents_saved'),
      data: documentsOut(await svc.saveDocuments(await actorOf(req), req.params.id, req.body)),
    }),
  );

  r.patch(
    '/admin/lots/:id/photos/:photoId',
    {
      schema: {
        ...doc("Change a photo's slot or caption"),
        params: photoParams,
        body: photoEditBody,
        response: { 200: photosReply, ...failures(400, ...GUARDED, 404) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'admin.photo_saved'),
      data: await svc.editPhoto(await actorOf(req), req.params.id, req.params.photoId, req.body),
    }),
  );
}

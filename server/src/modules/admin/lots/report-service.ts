import { badRequest, notFound } from '../../../errors.js';
import { message } from '../../../lib/i18n/render.js';
import { checklistFor, reportView, type PhotoSlot } from '../../catalog/index.js';
import { audit } from '../audit/index.js';
import { photoView } from '../shared/views.js';
import { documentsRow, type DocumentsInput } from './documents-schema.js';
import { photosOf } from './repo.js';
import * as repo from './report-repo.js';
import { buildPoints, gradeOf, type ReportInput } from './report.js';
import { openForChanges } from './service.js';
import type { Executor, Tx } from '../../../db/client.js';
import type { AdminActor } from '../shared/access.js';
import type { AdminDeps } from '../shared/deps.js';

/** The lot, locked, while its report and papers may still change. */
const changeable = async (tx: Tx, id: number) => openForChanges(await repo.lotForReport(tx, id, true));

const photoKeysOf = async (ex: Executor, id: number) => new Map((await photosOf(ex, [id])).map((p) => [p.id, p.storageKey]));

export function createLotReportService({ db }: Pick<AdminDeps, 'db'>) {
  async function report(id: number) {
    const l = await repo.lotForReport(db, id);
    if (!l) throw notFound('admin.lot_not_found');
    const [stored, keys] = await Promise.all([repo.findReport(db, id), photoKeysOf(db, id)]);
    return reportView(checklistFor(l.segmentCode), stored, keys);
  }

  return {
    report,

    /** Every point of the lot's checklist, graded by the rule in catalog/condition-grade.ts. */
    async saveReport(actor: AdminActor, id: number, input: ReportInput) {
      await db.transaction(async (tx) => {
        const l = await changeable(tx, id);
        const checklist = checklistFor(l.segmentCode);
        const built = buildPoints(checklist, input.points, new Set((await photoKeysOf(tx, id)).keys()), false);
        if (!built.ok) {
          const [first] = built.problems;
          const text =
            built.problems.length === 1
              ? first!.text
              : message('admin.points_need_fixing', { count: built.problems.length, point: first!.code });
          throw badRequest(text, {
            problems: built.problems.map(({ index, code, text: t }) => ({ index, code, msg_code: t.code, params: t.params })),
          });
        }
        const { grade } = gradeOf(checklist, built.points);
        await repo.upsertReports(tx, [
          {
            assetId: id,
            checklist,
            grade,
            points: built.points,
            inspectorName: input.inspector_name,
            inspectedOn: input.inspected_on ?? null,
          },
        ]);
        await audit(tx, actor, 'lot.report_save', 'asset', id, {
          grade,
          not_ok: built.points.filter((p) => p.status !== 'ok').map((p) => p.code),
        });
      });
      return report(id);
    },

    async saveDocuments(actor: AdminActor, id: number, input: DocumentsInput) {
      const row = documentsRow(id, input);
      await db.transaction(async (tx) => {
        await changeable(tx, id);
        await repo.upsertDocuments(tx, [row]);
        await audit(tx, actor, 'lot.documents_save', 'asset', id, { ...input });
      });
      const saved = await repo.findDocuments(db, id);
      return saved!;
    },

    async editPhoto(actor: AdminActor, id: number, photoId: number, set: { slot?: PhotoSlot | undefined; caption?: string | undefined }) {
      await db.transaction(async (tx) => {
        if (!(await repo.lotForReport(tx, id, true))) throw notFound('admin.lot_not_found');
        if (!(await repo.updatePhoto(tx, id, photoId, set))) throw notFound('admin.photo_not_found');
        await audit(tx, actor, 'lot.photo_edit', 'asset', id, { photo_id: photoId, ...set });
      });
      return (await photosOf(db, [id])).map(photoView);
    },
  };
}

export type LotReportService = ReturnType<typeof createLotReportService>;

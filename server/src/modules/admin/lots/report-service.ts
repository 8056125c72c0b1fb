import type { Executor, Tx } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../errors.js';
import { checklistFor, reportView, type PhotoSlot } from '../../catalog/index.js';
import { audit } from '../audit/index.js';
import type { AdminActor } from '../shared/access.js';
import type { AdminDeps } from '../shared/deps.js';
import { documentsRow, type DocumentsInput } from './documents-schema.js';
import { buildPoints, gradeOf, type ReportInput } from './report.js';
import * as repo from './report-repo.js';
import { photosOf } from './repo.js';
import { photoView } from '../shared/views.js';

/** The lot, locked, while its report and papers may still change: open and not withdrawn. */
async function changeable(tx: Tx, id: number) {
  const l = await repo.lotForReport(tx, id, true);
  if (!l) throw notFound('Lot not found');
  if (l.status === 'withdrawn' || l.auctionStatus === 'cancelled') throw conflict('This lot has been withdrawn');
  if (l.status === 'closed' || l.ended) throw conflict('This lot has closed and can no longer change');
  return l;
}

const photoKeysOf = async (ex: Executor, id: number) => new Map((await photosOf(ex, [id])).map((p) => [p.id, p.storageKey]));

export function createLotReportService({ db }: Pick<AdminDeps, 'db'>) {
  async function report(id: number) {
    const l = await repo.lotForReport(db, id);
    if (!l) throw notFound('Lot not found');
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
          const texts = built.problems.map((p) => p.message);
          throw badRequest(texts.length === 1 ? texts[0]! : `${texts.length} points need fixing: ${texts.slice(0, 3).join('; ')}`, { problems: built.problems });
        }
        const { grade } = gradeOf(checklist, built.points);
        await repo.upsertReports(tx, [{ assetId: id, checklist, grade, points: built.points, inspectorName: input.inspector_name, inspectedOn: input.inspected_on ?? null }]);
        await audit(tx, actor, 'lot.report_save', 'asset', id, { grade, not_ok: built.points.filter((p) => p.status !== 'ok').map((p) => p.code) });
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
        if (!(await repo.lotForReport(tx, id, true))) throw notFound('Lot not found');
        if (!(await repo.updatePhoto(tx, id, photoId, set))) throw notFound('Photo not found');
        await audit(tx, actor, 'lot.photo_edit', 'asset', id, { photo_id: photoId, ...set });
      });
      return (await photosOf(db, [id])).map(photoView);
    },
  };
}

export type LotReportService = ReturnType<typeof createLotReportService>;

import { badRequest } from '../../../errors.js';
import { message } from '../../../lib/i18n/render.js';
import { checklistFor } from '../../catalog/index.js';
import * as auctionsRepo from '../auctions/repo.js';
import { audit } from '../audit/index.js';
import { documentsRow } from './documents-schema.js';
import { assignLotNos, checkSheet, readCells, reportRow } from './import-sheet.js';
import * as repo from './repo.js';
import { upsertDocuments, upsertReports } from './report-repo.js';
import { gradeOf } from './report.js';
import { auctionTakingLots, newLot } from './service.js';
import type { Language } from '../../../lib/i18n/languages.js';
import type { AdminActor } from '../shared/access.js';
import type { AdminDeps } from '../shared/deps.js';

export interface ImportReport {
  format: 'csv' | 'xlsx';
  total_rows: number;
  valid_rows: number;
  imported: number;
  /** Rows with at least one error: skipped under skip_invalid, else the reason nothing imported. */
  invalid_rows: number[];
  errors: ReturnType<typeof reportRow>[];
  lots: { row: number; lot_no: number; asset_id: number }[];
}

/**
 * Bulk import: every row is checked inside one transaction that holds the auction's lock. With
 * any error nothing is written, unless skip_invalid asks for the valid rows alone.
 */
export function createImportService({ db }: AdminDeps) {
  return {
    /** `language`: the reader's, in which the report words each row's problem. */
    async importLots(
      actor: AdminActor,
      auctionId: number,
      file: Buffer,
      skipInvalid: boolean,
      language: Language = 'en',
    ): Promise<ImportReport> {
      const { format, cells } = await readCells(file);
      return db.transaction(async (tx) => {
        const auction = await auctionTakingLots(tx, auctionId);
        const taken = await repo.takenInAuction(tx, auctionId);
        const checklist = checklistFor(auction.segmentCode);
        const sheet = checkSheet(cells, taken, checklist);
        const report: ImportReport = {
          format,
          total_rows: sheet.totalRows,
          valid_rows: sheet.valid.length,
          imported: 0,
          invalid_rows: [...new Set(sheet.errors.map((e) => e.row))].filter((r) => r > 1),
          errors: sheet.errors.map((e) => reportRow(e, language)),
          lots: [],
        };
        if (sheet.headerBroken) {
          throw badRequest('admin.import_broken', { data: report });
        }
        if (sheet.errors.length && !skipInvalid) {
          const rows = report.invalid_rows.length;
          const valid = sheet.valid.length;
          throw badRequest(
            message(valid === 1 ? 'admin.import_rows_invalid_one_valid' : 'admin.import_rows_invalid', { count: rows, valid }),
            { data: report },
          );
        }
        if (sheet.valid.length === 0) throw badRequest('admin.import_none_valid', { data: report });

        const numbered = assignLotNos(sheet.valid, taken.lotNos);
        const inserted = await repo.insertLots(
          tx,
          numbered.map((r) => newLot(auction, r.lotNo, r.input)),
        );
        await auctionsRepo.staggerLots(
          tx,
          auctionId,
          inserted.map((i) => i.id),
        );
        const idByLotNo = new Map(inserted.map((i) => [i.lotNo, i.id]));
        await upsertDocuments(
          tx,
          numbered.map((r) => documentsRow(idByLotNo.get(r.lotNo)!, r.input)),
        );
        await upsertReports(
          tx,
          numbered.flatMap((r) =>
            r.report
              ? [
                  {
                    assetId: idByLotNo.get(r.lotNo)!,
                    checklist,
                    grade: gradeOf(checklist, r.report.points).grade,
                    points: r.report.points,
                    inspectorName: r.report.inspector,
                    inspectedOn: null,
                  },
                ]
              : [],
          ),
        );
        report.lots = numbered.map((r) => ({ row: r.row, lot_no: r.lotNo, asset_id: idByLotNo.get(r.lotNo)! }));
        report.imported = inserted.length;
        await audit(tx, actor, 'lot.import', 'auction', auctionId, {
          format,
          total_rows: report.total_rows,
          imported: report.imported,
          invalid_rows: report.invalid_rows,
          error_count: report.errors.length,
          asset_ids: inserted.map((i) => i.id),
        });
        return report;
      });
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;

import { CHECKLISTS, type ChecklistCode, type PointStatus } from './condition-checklists.js';
import type { Grade } from '@vahanhaat/contract/http/vocabulary';

/*
 * The overall grade of a condition report, A (best) to E. docs/condition-report.md states the
 * same rule for people; the two change together.
 *
 * Each point costs penalty units by its status: needs attention 1 (2 on a critical point), fail
 * 3 (8 on a critical point), OK nothing. The units are scaled to a 75-point list (units × 75 ÷ the
 * list's length, rounded), so a two-wheeler's shorter list grades on the same scale. Then:
 *   A  no point failed, and at most 4 scaled units
 *   B  no critical point failed, and at most 12
 *   C  at most 1 critical point failed, and at most 24
 *   D  at most 2 critical points failed, and at most 40
 *   E  anything worse
 */

export { GRADES, type Grade } from '@vahanhaat/contract/http/vocabulary';

const UNITS: Record<PointStatus, { normal: number; critical: number }> = {
  ok: { normal: 0, critical: 0 },
  attention: { normal: 1, critical: 2 },
  fail: { normal: 3, critical: 8 },
};

/** [grade, most critical fails, most scaled units]; the first band a report fits is its grade. */
const BANDS: [Grade, number, number][] = [
  ['B', 0, 12],
  ['C', 1, 24],
  ['D', 2, 40],
];

export interface GradeResult {
  grade: Grade;
  ok: number;
  attention: number;
  fail: number;
  criticalFails: number;
  /** Penalty units scaled to a 75-point list. */
  penalty: number;
}

/** The grade of a checklist's points by their status; a point not given counts as OK. */
export function gradeReport(checklist: ChecklistCode, statuses: Map<string, PointStatus>): GradeResult {
  const points = CHECKLISTS[checklist];
  let units = 0;
  const counts = { ok: 0, attention: 0, fail: 0 };
  let criticalFails = 0;
  for (const p of points) {
    const status = statuses.get(p.code) ?? 'ok';
    counts[status] += 1;
    units += UNITS[status][p.critical ? 'critical' : 'normal'];
    if (status === 'fail' && p.critical) criticalFails += 1;
  }
  const penalty = Math.round((units * 75) / points.length);
  const grade: Grade =
    counts.fail === 0 && penalty <= 4 ? 'A' : (BANDS.find(([, crit, most]) => criticalFails <= crit && penalty <= most)?.[0] ?? 'E');
  return { grade, ...counts, criticalFails, penalty };
}

import { CHECKLISTS, type ChecklistCode, type PointStatus } from './condition-checklists.js';
import { gradeReport, type Grade } from './condition-grade.js';
import { imageUrl } from './media-url.js';
import type { StoredPoint } from '../../db/schema/index.js';

/** A report as the console and the lot page read it: every checklist point, OK where none is stored. */
export function reportView(
  checklist: ChecklistCode,
  stored: { grade: string; points: StoredPoint[]; inspectorName: string; inspectedOn: string | null } | undefined,
  photoKeys: Map<number, string>,
) {
  const byCode = new Map((stored?.points ?? []).map((p) => [p.code, p]));
  const points = CHECKLISTS[checklist].map((def) => {
    const p = byCode.get(def.code);
    const key = p?.photoId !== undefined ? photoKeys.get(p.photoId) : undefined;
    const status: PointStatus = p?.status ?? 'ok';
    return {
      code: def.code,
      section: def.section,
      critical: def.critical ?? false,
      percent: def.percent ?? false,
      status,
      value: p?.value ?? null,
      note: p?.note ?? '',
      photo_id: key ? p!.photoId! : null,
      photo_url: key ? imageUrl(key, 640) : null,
    };
  });
  const g = gradeReport(checklist, new Map((stored?.points ?? []).map((p) => [p.code, p.status])));
  return {
    checklist,
    grade: stored ? (stored.grade as Grade) : null,
    inspector_name: stored?.inspectorName ?? '',
    inspected_on: stored?.inspectedOn ?? null,
    counts: { ok: g.ok, attention: g.attention, fail: g.fail, critical_fails: g.criticalFails },
    points,
  };
}

export type ReportView = ReturnType<typeof reportView>;

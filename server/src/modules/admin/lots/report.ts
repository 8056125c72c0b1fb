import { REPORT_LIMITS } from '@vahanhaat/contract/http/limits';
import { message, type Message } from '../../../lib/i18n/render.js';
import {
  CHECKLISTS,
  conditionReportOut,
  gradeReport,
  POINT_STATUSES,
  tyreStatus,
  type ChecklistCode,
  type PointStatus,
} from '../../catalog/index.js';
import { envelope } from '../shared/schema.js';
import type { StoredPoint } from '../../../db/schema/index.js';
import type { ReportEntry } from '@vahanhaat/contract/http/admin-lot-report';

/*
 * A condition report as the inspector's form and the lot import give it: every point of the
 * lot's checklist with a status (a tyre with its tread left in percent), an optional note and an
 * optional photo of the same lot. Both paths build the stored points here, so they refuse the
 * same things.
 */

// The body's rules are the contract's, shared with the inspector's form (forms/admin.ts reportForm).
export { reportBody, type ReportEntry, type ReportInput } from '@vahanhaat/contract/http/admin-lot-report';
export const MAX_NOTE_CHARS = REPORT_LIMITS.note;

export const reportReply = envelope(conditionReportOut);

/** A point the form or the import got wrong: its index in the entries (-1: a point left out) and why. */
export type PointProblem = { index: number; code: string; text: Message };

/**
 * The stored points of a report, every checklist point once, or what is wrong with the entries.
 * `unlistedOk`: points left out are OK (the import lists only the points that are not).
 */
export function buildPoints(
  checklist: ChecklistCode,
  entries: ReportEntry[],
  lotPhotoIds: Set<number>,
  unlistedOk: boolean,
): { ok: true; points: StoredPoint[] } | { ok: false; problems: PointProblem[] } {
  const list = CHECKLISTS[checklist];
  const byCode = new Map(list.map((p) => [p.code, p]));
  const given = new Map<string, StoredPoint>();
  const listed = new Set<string>();
  const problems: PointProblem[] = [];
  entries.forEach((e, index) => {
    const def = byCode.get(e.code);
    const fail = (text: Message) => problems.push({ index, code: e.code, text });
    if (!def) return fail(message('admin.point_unknown', { point: e.code, checklist }));
    if (listed.has(e.code)) return fail(message('admin.point_twice', { point: e.code }));
    listed.add(e.code);
    if (e.photo_id !== undefined && !lotPhotoIds.has(e.photo_id))
      return fail(message('admin.point_photo_foreign', { point: e.code, photo: e.photo_id }));
    let status: PointStatus;
    if (def.percent) {
      if (e.value === undefined) return fail(message('admin.point_needs_percent', { point: e.code }));
      status = tyreStatus(e.value);
    } else {
      if (e.status === undefined) return fail(message('admin.point_needs_status', { point: e.code }));
      status = e.status;
    }
    given.set(e.code, {
      code: e.code,
      status,
      ...(def.percent ? { value: e.value } : {}),
      ...(e.note ? { note: e.note } : {}),
      ...(e.photo_id !== undefined ? { photoId: e.photo_id } : {}),
    });
  });
  if (!unlistedOk) {
    const missing = list.filter((p) => !listed.has(p.code)).map((p) => p.code);
    if (missing.length === 1) problems.push({ index: -1, code: missing[0]!, text: message('admin.point_missing', { point: missing[0]! }) });
    else if (missing.length)
      problems.push({ index: -1, code: missing[0]!, text: message('admin.points_missing', { count: missing.length, point: missing[0]! }) });
  }
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    points: list.map((p): StoredPoint => given.get(p.code) ?? { code: p.code, status: 'ok', ...(p.percent ? { value: 100 } : {}) }),
  };
}

/** The grade of stored points. */
export const gradeOf = (checklist: ChecklistCode, points: StoredPoint[]) =>
  gradeReport(checklist, new Map(points.map((p) => [p.code, p.status])));

/**
 * The import's `condition` cell: `all_ok`, or the points that are not OK separated by `;`, each
 * `code=status` or `code=status: note`, a tyre `code=percent` (e.g. `engine_smoke=attention: blue
 * smoke when cold; tyre_rear_left=35; brake_parking=fail`). Points not listed are OK.
 */
export function parseConditionCell(cell: string): { ok: true; entries: ReportEntry[] } | { ok: false; text: Message } {
  const text = cell.trim();
  if (/^all[_ ]?ok$/i.test(text)) return { ok: true, entries: [] };
  const entries: ReportEntry[] = [];
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-z0-9_]+)\s*=\s*([a-z]+|\d{1,3})\s*(?::\s*(.*))?$/i.exec(part);
    if (!m) return { ok: false, text: message('admin.condition_cell_form', { part: part.slice(0, 40) }) };
    const [, code, what, note] = m;
    const isNumber = /^\d+$/.test(what!);
    const status = what!.toLowerCase();
    if (!isNumber && !(POINT_STATUSES as readonly string[]).includes(status)) {
      return { ok: false, text: message('admin.condition_cell_status', { point: code! }) };
    }
    if (note && note.length > MAX_NOTE_CHARS)
      return { ok: false, text: message('admin.condition_cell_note', { point: code!, count: MAX_NOTE_CHARS }) };
    entries.push({
      code: code!.toLowerCase(),
      ...(isNumber ? { value: Number(what) } : { status: status as PointStatus }),
      ...(note ? { note: note.trim() } : {}),
    });
  }
  if (entries.length === 0) return { ok: false, text: message('admin.condition_cell_empty') };
  return { ok: true, entries };
}

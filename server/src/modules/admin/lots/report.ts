import { z } from 'zod';
import type { StoredPoint } from '../../../db/schema/index.js';
import { CHECKLISTS, conditionReportOut, gradeReport, POINT_STATUSES, tyreStatus, type ChecklistCode, type PointStatus } from '../../catalog/index.js';
import { envelope, idField } from '../shared/schema.js';

/*
 * A condition report as the inspector's form and the lot import give it: every point of the
 * lot's checklist with a status (a tyre with its tread left in percent), an optional note and an
 * optional photo of the same lot. Both paths build the stored points here, so they refuse the
 * same things.
 */

export const MAX_NOTE_CHARS = 300;

const entry = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(60),
  status: z.enum(POINT_STATUSES, { error: 'status must be ok, attention or fail' }).optional(),
  value: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: 'value must be a number' }).int('value must be a whole number').min(0).max(100).optional()),
  note: z.string().trim().max(MAX_NOTE_CHARS, `note must be at most ${MAX_NOTE_CHARS} characters`).optional(),
  photo_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField('photo_id').optional()),
});
export type ReportEntry = z.infer<typeof entry>;

export const reportBody = z.object({
  inspector_name: z.string({ error: 'inspector_name is required' }).trim().min(1, 'inspector_name is required').max(100, 'inspector_name must be at most 100 characters'),
  inspected_on: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'inspected_on must be a date such as 2026-11-20')
    .optional(),
  points: z.array(entry, { error: 'points must be a list' }).min(1, 'points must list the checklist').max(120),
});
export type ReportInput = z.infer<typeof reportBody>;

export const reportReply = envelope(conditionReportOut);

export type PointProblem = { index: number; code: string; message: string };

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
    const fail = (message: string) => problems.push({ index, code: e.code, message });
    if (!def) return fail(`${e.code} is not a point of the ${checklist} checklist`);
    if (listed.has(e.code)) return fail(`${e.code} is listed twice`);
    listed.add(e.code);
    if (e.photo_id !== undefined && !lotPhotoIds.has(e.photo_id)) return fail(`${e.code}: photo ${e.photo_id} is not a photo of this lot`);
    let status: PointStatus;
    if (def.percent) {
      if (e.value === undefined) return fail(`${e.code} needs the tread left in percent (0-100)`);
      status = tyreStatus(e.value);
    } else {
      if (e.status === undefined) return fail(`${e.code} needs a status: ok, attention or fail`);
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
    if (missing.length === 1) problems.push({ index: -1, code: missing[0]!, message: `${missing[0]} is not filled in` });
    else if (missing.length) problems.push({ index: -1, code: missing[0]!, message: `${missing.length} points are not filled in, first ${missing[0]}` });
  }
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    points: list.map((p): StoredPoint => given.get(p.code) ?? { code: p.code, status: 'ok', ...(p.percent ? { value: 100 } : {}) }),
  };
}

/** The grade of stored points. */
export const gradeOf = (checklist: ChecklistCode, points: StoredPoint[]) => gradeReport(checklist, new Map(points.map((p) => [p.code, p.status])));

/**
 * The import's `condition` cell: `all_ok`, or the points that are not OK separated by `;`, each
 * `code=status` or `code=status: note`, a tyre `code=percent` (e.g. `engine_smoke=attention: blue
 * smoke when cold; tyre_rear_left=35; brake_parking=fail`). Points not listed are OK.
 */
export function parseConditionCell(cell: string): { ok: true; entries: ReportEntry[] } | { ok: false; message: string } {
  const text = cell.trim();
  if (/^all[_ ]?ok$/i.test(text)) return { ok: true, entries: [] };
  const entries: ReportEntry[] = [];
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([a-z0-9_]+)\s*=\s*([a-z]+|\d{1,3})\s*(?::\s*(.*))?$/i.exec(part);
    if (!m) return { ok: false, message: `"${part.slice(0, 40)}" must read code=status, code=status: note, or code=percent for a tyre` };
    const [, code, what, note] = m;
    const isNumber = /^\d+$/.test(what!);
    const status = what!.toLowerCase();
    if (!isNumber && !(POINT_STATUSES as readonly string[]).includes(status)) {
      return { ok: false, message: `${code}: the status must be ok, attention or fail` };
    }
    if (note && note.length > MAX_NOTE_CHARS) return { ok: false, message: `${code}: the note must be at most ${MAX_NOTE_CHARS} characters` };
    entries.push({
      code: code!.toLowerCase(),
      ...(isNumber ? { value: Number(what) } : { status: status as PointStatus }),
      ...(note ? { note: note.trim() } : {}),
    });
  }
  if (entries.length === 0) return { ok: false, message: 'List the points that are not OK, or write all_ok' };
  return { ok: true, entries };
}

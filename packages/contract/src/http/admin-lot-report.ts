import { z } from 'zod';
import { zodText } from './codes.js';
import { idField } from './common.js';
import { REPORT_LIMITS, isCalendarDate } from './limits.js';
import { POINT_STATUSES } from './vocabulary.js';

/*
 * A condition report as the inspector's form sends it (PUT /admin/lots/:id/report): every point of
 * the lot's checklist with a status (a tyre with its tread left in percent), an optional note and
 * an optional photo of the same lot. The server then checks the points against the checklist and
 * the lot's photos (docs/condition-report.md); the lot import builds its entries from its cells.
 */

const [TREAD_MIN, TREAD_MAX] = REPORT_LIMITS.tread;

const entry = z.object({
  code: z
    .string({ error: zodText('field.required') })
    .trim()
    .min(1, zodText('field.required'))
    .max(60),
  status: z.enum(POINT_STATUSES, { error: zodText('field.one_of_plain', { values: POINT_STATUSES.join(', ') }) }).optional(),
  value: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: zodText('field.must_be_number') })
      .int(zodText('field.must_be_whole'))
      .min(TREAD_MIN)
      .max(TREAD_MAX)
      .optional(),
  ),
  note: z
    .string()
    .trim()
    .max(REPORT_LIMITS.note, zodText('field.max_chars', { count: REPORT_LIMITS.note }))
    .optional(),
  photo_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField('photo_id').optional()),
});
export type ReportEntry = z.infer<typeof entry>;

export const reportBody = z.object({
  inspector_name: z
    .string({ error: zodText('field.required') })
    .trim()
    .min(1, zodText('field.required'))
    .max(REPORT_LIMITS.inspector_name, zodText('field.max_chars', { count: REPORT_LIMITS.inspector_name })),
  inspected_on: z
    .string()
    .trim()
    .refine(isCalendarDate, zodText('field.date_example', { example: '2026-11-20' }))
    .optional(),
  points: z
    .array(entry, { error: zodText('field.must_be_list') })
    .min(1, zodText('admin.report_points_required'))
    .max(REPORT_LIMITS.points),
});
export type ReportInput = z.infer<typeof reportBody>;
/** The body as sent (a tyre's value may be a form's digits). */
export type ReportBody = z.input<typeof reportBody>;

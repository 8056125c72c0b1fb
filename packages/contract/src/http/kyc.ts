import { z } from 'zod';
import { envelope, idParams, int, iso, isoOrNull, opt, paged, pageQuery, person, text } from './admin.js';
import { zodText } from './codes.js';
import { DOCUMENT_KINDS, REJECT_REASONS, REVIEW_STATUSES } from './vocabulary.js';

/* The identity documents' review: the admin queue, verify and reject. */

export { idParams };

export { DOCUMENT_KINDS, REJECT_REASONS, REVIEW_STATUSES, type RejectReason } from './vocabulary.js';

export const queueQuery = pageQuery.extend({
  status: opt(
    z.enum(REVIEW_STATUSES, { error: zodText('field.one_of_plain', { field: 'status', values: REVIEW_STATUSES.join(', ') }) }),
  ).meta({ description: 'Default pending' }),
  state_id: opt(int('state_id', 1, 2_147_483_647)).meta({ description: "The buyer's state" }),
  kind: opt(z.enum(DOCUMENT_KINDS, { error: zodText('field.one_of_plain', { field: 'kind', values: DOCUMENT_KINDS.join(', ') }) })),
});

export const rejectBody = z
  .object({
    reason: z.enum(REJECT_REASONS, { error: zodText('field.one_of_plain', { field: 'reason', values: REJECT_REASONS.join(', ') }) }),
    note: opt(text('note', 500)).meta({ description: 'Shown to the buyer beside the reason; required when the reason is other' }),
  })
  .refine((b) => b.reason !== 'other' || b.note !== undefined, { message: zodText('kyc.note_required'), path: ['note'] });

export const queueRow = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  mime: z.string(),
  size_bytes: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  uploaded_at: iso,
  buyer: person,
  state: z.string().nullable(),
  reviewed_at: isoOrNull,
  reviewed_by: person.nullable(),
  reject_reason: z.enum(REJECT_REASONS).nullable(),
  reject_note: z.string().nullable(),
  file_url: z.string().meta({ description: 'The decrypted file, for admins; each view is audited' }),
});
export type QueueRow = z.infer<typeof queueRow>;

export const queueReply = envelope(paged(queueRow));
export const decisionReply = envelope(
  queueRow.extend({ kyc_verified: z.boolean().meta({ description: "The buyer's whole set is now verified" }) }),
);

export const financierRow = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  requires_verified_kyc: z.boolean(),
});
export const financiersReply = envelope(z.array(financierRow));
export const requirementBody = z.object({
  requires_verified_kyc: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? (({ true: true, '1': true, on: true, false: false, '0': false, off: false } as Record<string, boolean>)[v.trim().toLowerCase()] ??
          v)
        : v,
    z.boolean({ error: zodText('field.must_be_boolean', { field: 'requires_verified_kyc' }) }),
  ),
});

export const kycStatusQuery = z.object({ asset_id: opt(int('asset_id', 1, 2_147_483_647)) });
export const kycStatusReply = envelope(
  z.object({
    required: z.boolean().meta({ description: "The lot's financier takes quotes only from verified buyers (false without asset_id)" }),
    verified: z.boolean(),
    state: z.enum(['verified', 'pending', 'rejected', 'missing']).meta({
      description: 'verified: may quote; pending: waiting for review; rejected: upload again; missing: upload the documents',
    }),
    can_quote: z.boolean(),
  }),
);

export type RejectBody = z.input<typeof rejectBody>;
export type QueueQuery = z.infer<typeof queueQuery>;
export type KycQueueRow = z.infer<typeof queueRow>;
export type FinancierSetting = z.infer<typeof financierRow>;
export type KycStatus = z.infer<typeof kycStatusReply>['data'];

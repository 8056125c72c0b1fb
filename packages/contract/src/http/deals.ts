import { z } from 'zod';
import { financierNames } from './catalog.js';
import { zodText } from './codes.js';
import { envelope, idField } from './common.js';

/* A sale after the hammer: its stage, its steps and the actions on it (buyer and admin). */

/** A sale's stages (server/src/modules/deals/rules.ts has the transitions). */
export const STAGES = [
  'approval_pending',
  'offered',
  'payment_due',
  'paid',
  'release_pending',
  'noc_issued',
  'released',
  'rc_transfer',
  'transferred',
  'rejected',
  'backed_out',
  'unsold',
] as const;
export type Stage = (typeof STAGES)[number];

/** What moves a sale from one stage to the next. */
export const ACTIONS = [
  'approve',
  'reject',
  'backout',
  'miss_payment',
  'offer_next',
  'accept',
  'decline',
  'expire',
  'confirm_payment',
  'open_release',
  'issue_noc',
  'release',
  'start_rc',
  'complete_rc',
] as const;
export type Action = (typeof ACTIONS)[number];

const isoTime = z.string();

export const dealStep = z.object({
  action: z.string(),
  stage: z.enum(STAGES),
  at: isoTime,
  actor: z.enum(['admin', 'buyer', 'system']),
  rank: z.number().int(),
  amount: z.number().int().nullable(),
  deadline_at: isoTime.nullable(),
  yours: z.boolean(),
  buyer_name: z.string().nullable(),
  document: z.string().nullable(),
  note: z.string(),
});

export const dealView = z.object({
  asset_id: z.number().int(),
  auction_id: z.number().int(),
  auction_title: z.string(),
  financier_name: z.string(),
  financier_names: financierNames,
  state: z.string(),
  lot_no: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  registration_number: z.string(),
  yard_location: z.string(),
  closed_at: isoTime.nullable(),
  stage: z
    .union([z.enum(STAGES), z.literal('closed_for_you')])
    .describe('closed_for_you: the buyer held this deal once and no longer does'),
  holder: z.boolean().describe('the viewer holds the deal now'),
  rank: z.number().int().nullable().describe('1 = H1, 2 = H2, 3 = H3'),
  amount: z.number().int().nullable(),
  deadline_at: isoTime.nullable().describe('offer expiry, payment deadline or the end of the 30-day RC transfer window'),
  next_action: z.enum([
    'await_approval',
    'respond_offer',
    'pay',
    'await_release',
    'await_noc',
    'collect_vehicle',
    'transfer_rc',
    'done',
    'pay_backout',
    'none',
  ]),
  payee: z
    .object({ accountName: z.string(), bank: z.string(), accountNumber: z.string(), ifsc: z.string(), branch: z.string() })
    .nullable(),
  buyer: z.object({ user_id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  backout: z.object({ backout_id: z.number().int(), amount: z.number().int(), status: z.enum(['due', 'paid', 'waived']) }).nullable(),
  backouts: z.array(
    z.object({
      backout_id: z.number().int(),
      user_id: z.number().int(),
      amount: z.number().int(),
      status: z.enum(['due', 'paid', 'waived']),
    }),
  ),
  documents: z.array(z.enum(['bond_kyc', 'release_letter', 'gate_pass'])),
  steps: z.array(dealStep),
  server_time: isoTime,
});

export const dealReply = envelope(dealView);
export const dealsReply = envelope(z.object({ rows: z.array(dealView), server_time: isoTime }));

export const assetParams = z.object({ assetId: idField('assetId') });
export const documentParams = z.object({
  assetId: idField('assetId'),
  kind: z.enum(['release_letter', 'gate_pass'], { error: zodText('deal.document_kind') }),
});

export const ADMIN_ACTIONS = [
  'approve',
  'reject',
  'backout',
  'offer_next',
  'confirm_payment',
  'issue_noc',
  'release',
  'start_rc',
  'complete_rc',
] as const satisfies readonly (typeof ACTIONS)[number][];
export const adminStepParams = z.object({
  assetId: idField('assetId'),
  action: z.enum(ADMIN_ACTIONS, { error: zodText('deal.admin_action', { values: ADMIN_ACTIONS.join(', ') }) }),
});

const optText = (name: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: zodText('field.must_be_text', { field: name }) })
      .trim()
      .max(max, zodText('field.max_chars', { field: name, count: max }))
      .optional(),
  );

export const stepBody = z.object({ note: optText('note', 500), document: optText('document', 120) }).nullish();

export type DealStep = z.infer<typeof dealStep>;
export type Deal = z.infer<typeof dealView>;
export type DealList = z.infer<typeof dealsReply>['data'];
export type StepBody = NonNullable<z.infer<typeof stepBody>>;
export type DealStage = Deal['stage'];
export type NextAction = Deal['next_action'];
export type DealDocument = Deal['documents'][number];

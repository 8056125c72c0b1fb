import { z } from 'zod';
import { boolish, envelope, idField, int, iso, isoOrNull, opt, pageQuery, paged, person, text, when } from './admin.js';
import { lotDocumentsOut } from './catalog-lots.js';
import { zodText } from './codes.js';
import { AUCTION_LIMITS } from './limits.js';
import { AUCTION_STATUSES, GRADES, PHOTO_SLOTS } from './vocabulary.js';

/* The admin console's auctions: the auction form, the list and one auction with its lots. */

export { AUCTION_STATUSES, type AuctionStatus as AdminAuctionStatus } from './vocabulary.js';

const softClose = {
  soft_close_seconds: opt(int('soft_close_seconds', ...AUCTION_LIMITS.soft_close_seconds)).meta({
    description: 'A price- or leader-changing quote this close to the end extends the lot (default 180)',
  }),
  extension_seconds: opt(int('extension_seconds', ...AUCTION_LIMITS.extension_seconds)).meta({
    description: 'How far such a quote moves ends_at from now (default 180)',
  }),
  hard_end_seconds: opt(int('hard_end_seconds', ...AUCTION_LIMITS.hard_end_seconds)).meta({
    description: 'Lots never run past their scheduled end plus this (default 1800)',
  }),
  close_gap_seconds: opt(int('close_gap_seconds', ...AUCTION_LIMITS.close_gap_seconds)).meta({
    description:
      'Staggered closing: lots close this many seconds apart in lot order, the first at ends_at (default 60; 0 closes them together)',
  }),
};

/** Deposits: quotes here are limited by the bidder's deposit × the multiple (docs/deposits.md). */
const depositRule = {
  requires_deposit: opt(boolish('requires_deposit')).meta({
    description: "Quotes and autobids here are limited by the bidder's deposit (default false)",
  }),
  deposit_limit_multiple: z
    .preprocess((v) => (v === '' ? null : v), z.union([z.null(), int('deposit_limit_multiple', ...AUCTION_LIMITS.deposit_limit_multiple)]))
    .optional()
    .meta({ description: "Buying limit = deposit × this here; null: the financier's, else DEPOSIT_LIMIT_MULTIPLE" }),
};

export const auctionCreateBody = z
  .object({
    title: text('title', AUCTION_LIMITS.title),
    external_ref: opt(text('external_ref', AUCTION_LIMITS.external_ref)).meta({
      description: "The financier's own reference; unique when given",
    }),
    financier_id: idField('financier_id'),
    state_id: idField('state_id'),
    segment_id: idField('segment_id'),
    starts_at: when('starts_at'),
    ends_at: when('ends_at').meta({ description: 'When the first lot closes; the others follow close_gap_seconds apart' }),
    ...softClose,
    ...depositRule,
  })
  .refine((b) => b.ends_at > b.starts_at, {
    message: zodText('admin.end_before_start'),
    path: ['ends_at'],
    params: { code: 'end_before_start' },
    when: (p) => {
      const v = p.value as { starts_at?: unknown; ends_at?: unknown } | undefined;
      return v?.starts_at instanceof Date && v.ends_at instanceof Date;
    },
  });

export const auctionEditBody = z
  .object({
    title: opt(text('title', AUCTION_LIMITS.title)),
    external_ref: opt(text('external_ref', AUCTION_LIMITS.external_ref)),
    financier_id: opt(idField('financier_id')),
    state_id: opt(idField('state_id')),
    segment_id: opt(idField('segment_id')),
    starts_at: opt(when('starts_at')),
    ends_at: opt(when('ends_at')),
    ...softClose,
    ...depositRule,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), zodText('admin.send_a_change'));
export type AuctionEdit = z.infer<typeof auctionEditBody>;

export const reasonBody = z.object({ reason: opt(text('reason', 500)) }).nullish();

export const auctionListQuery = pageQuery.extend({
  state_id: opt(idField('state_id')),
  financier_id: opt(idField('financier_id')),
  segment_id: opt(idField('segment_id')),
  status: opt(
    z.enum(AUCTION_STATUSES, { error: zodText('field.one_of_plain', { field: 'status', values: AUCTION_STATUSES.join(', ') }) }),
  ).meta({
    description: 'By the database clock: upcoming (not started), live (started, a lot still running), ended, or cancelled',
  }),
  q: opt(text('q', 100)).meta({ description: 'Words in the title or external reference' }),
});

const ref = z.object({ id: z.number().int(), name: z.string() });

export const auctionOut = z.object({
  id: z.number().int(),
  title: z.string(),
  external_ref: z.string().nullable(),
  financier: ref,
  state: ref,
  segment: ref.extend({ code: z.string() }),
  status: z.enum(AUCTION_STATUSES),
  starts_at: iso,
  ends_at: iso.meta({ description: 'When the first lot is scheduled to close' }),
  last_ends_at: iso.meta({ description: 'When the last open lot ends, soft-close extensions included' }),
  soft_close_seconds: z.number().int(),
  extension_seconds: z.number().int(),
  hard_end_seconds: z.number().int(),
  close_gap_seconds: z.number().int(),
  requires_deposit: z.boolean(),
  deposit_limit_multiple: z.number().int().nullable(),
  lot_count: z.number().int().meta({ description: 'Lots not withdrawn' }),
  withdrawn_count: z.number().int(),
  quote_count: z.number().int(),
  created_at: iso,
});

export const auctionListReply = envelope(
  paged(auctionOut).extend({
    counts: z
      .object({
        upcoming: z.number().int(),
        live: z.number().int(),
        ended: z.number().int(),
        cancelled: z.number().int(),
        all: z.number().int(),
      })
      .meta({ description: 'Auctions per status under the other filters (state, financier, segment, q)' }),
    server_time: iso,
  }),
);

export const photoOut = z.object({
  id: z.number().int(),
  storage_key: z.string(),
  url: z.string().meta({ description: '640 px WebP' }),
  thumbnail_url: z.string().meta({ description: '160 px WebP' }),
  sort_order: z.number().int(),
  caption: z.string(),
  slot: z.string().meta({ description: `which view: ${PHOTO_SLOTS.join(', ')}` }),
});

export const lotOut = z.object({
  id: z.number().int(),
  auction_id: z.number().int(),
  lot_no: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  registration_number: z.string(),
  fuel: z.string(),
  kms_driven: z.number().int().nullable(),
  hours_run: z.number().int().nullable(),
  owners: z.number().int(),
  yard_location: z.string(),
  yard_district: z.string(),
  inspection_notes: z.string(),
  video_url: z.string().nullable(),
  grade: z.enum(GRADES).nullable().describe("the condition report's grade; null without a report"),
  documents: lotDocumentsOut.nullable().describe('papers and legal standing; null for a lot listed before they were asked'),
  start_price: z.number().int(),
  reserve_price: z.number().int().nullable(),
  increment: z.number().int(),
  current_price: z.number().int().nullable(),
  quote_count: z.number().int(),
  prices_locked: z.boolean().meta({ description: 'A quote exists: start price, reserve and increment can no longer change' }),
  leader: person.nullable(),
  watchers: z.number().int(),
  status: z.enum(['open', 'closed', 'withdrawn']),
  lot_state: z.enum(['upcoming', 'live', 'ended', 'withdrawn']).meta({ description: 'By the database clock' }),
  result: z.string(),
  starts_at: iso,
  ends_at: iso,
  hard_end_at: iso,
  extensions: z.number().int(),
  closed_at: isoOrNull,
  photos: z.array(photoOut),
});

export const auctionReply = envelope(auctionOut);
export const auctionDetailReply = envelope(auctionOut.extend({ lots: z.array(lotOut), server_time: iso }));

export type AuctionCreateBody = z.input<typeof auctionCreateBody>;
/** The auction form's fields as the server reads them (the web sends the times as ISO 8601 text). */
export type AuctionCreate = z.infer<typeof auctionCreateBody>;
export type AuctionListQuery = z.infer<typeof auctionListQuery>;
export type AuctionEditBody = z.input<typeof auctionEditBody>;
export type AdminAuction = z.infer<typeof auctionOut>;
export type AdminLot = z.infer<typeof lotOut>;
export type AdminPhoto = z.infer<typeof photoOut>;
export type AdminAuctionList = z.infer<typeof auctionListReply>['data'];
export type AdminAuctionDetail = z.infer<typeof auctionDetailReply>['data'];

import * as z from 'zod/mini';
import {
  AUCTION_LIMITS,
  COST_LIMITS,
  LOT_LIMITS,
  MAX_RUPEES,
  MIN_INCREMENT,
  NAME_MAX,
  REASON_MAX,
  REFERENCE_MAX,
  REPORT_LIMITS,
} from '../http/limits.js';
import { MAX_DISPUTE_CHARS, MAX_KEYS } from '../http/vocabulary.js';
import { formMessage } from './message.js';
import {
  choice,
  dateTime,
  inRange,
  modelYear,
  numberOf,
  optionalDate,
  optionalHttpsUrl,
  percent,
  phone,
  registration,
  text,
  whole,
} from './rules.js';

/*
 * The console's forms, on the strings their inputs hold: the same rules as the API's bodies
 * (http/admin-*.ts), from the same limits. Each form turns its values into the body it sends.
 */

/** An auction (http/admin-auctions.ts auctionCreateBody); times are datetime-local values. */
export const auctionForm = z
  .object({
    title: text(AUCTION_LIMITS.title),
    external_ref: text(AUCTION_LIMITS.external_ref, { optional: true }),
    financier_id: choice(),
    state_id: choice(),
    segment_id: choice(),
    starts_at: dateTime(),
    ends_at: dateTime(),
    soft_close_seconds: inRange(AUCTION_LIMITS.soft_close_seconds, { optional: true }),
    extension_seconds: inRange(AUCTION_LIMITS.extension_seconds, { optional: true }),
    hard_end_seconds: inRange(AUCTION_LIMITS.hard_end_seconds, { optional: true }),
    close_gap_seconds: inRange(AUCTION_LIMITS.close_gap_seconds, { optional: true }),
    requires_deposit: z.boolean(),
    deposit_limit_multiple: inRange(AUCTION_LIMITS.deposit_limit_multiple, { optional: true }),
  })
  .check(
    // Checked whatever else is wrong, as the server does, so every problem shows at once.
    z.refine((v) => !(v.starts_at && v.ends_at && new Date(v.ends_at) <= new Date(v.starts_at)), {
      error: formMessage('end_before_start'),
      path: ['ends_at'],
      when: () => true,
    }),
  );
export type AuctionFormValues = z.input<typeof auctionForm>;

/** A lot with its papers (http/admin-lots.ts lotInput, admin-lot-documents.ts documentFields). */
export const lotForm = z
  .object({
    lot_no: inRange(LOT_LIMITS.lot_no, { optional: true }),
    make: text(LOT_LIMITS.make),
    model: text(LOT_LIMITS.model),
    year: modelYear(),
    registration_number: registration(),
    fuel: text(LOT_LIMITS.fuel, { optional: true }),
    kms_driven: inRange(LOT_LIMITS.kms_driven, { optional: true }),
    hours_run: inRange(LOT_LIMITS.hours_run, { optional: true }),
    owners: inRange(LOT_LIMITS.owners, { optional: true }),
    yard_location: text(LOT_LIMITS.yard_location),
    yard_district: text(LOT_LIMITS.yard_district, { optional: true }),
    inspection_notes: text(LOT_LIMITS.inspection_notes, { optional: true }),
    start_price: whole(1, MAX_RUPEES),
    reserve_price: whole(1, MAX_RUPEES, { optional: true }),
    increment: whole(MIN_INCREMENT, MAX_RUPEES),
    video_url: optionalHttpsUrl(),
    rc: choice(),
    keys: whole(0, MAX_KEYS),
    noc: choice(),
    form35: choice(),
    insurance_valid_until: optionalDate(),
    hypothecation: choice(),
    repossession_basis: choice(),
    dispute: text(MAX_DISPUTE_CHARS, { optional: true }),
  })
  .check(
    z.refine((v) => !(numberOf(v.reserve_price) < numberOf(v.start_price)), {
      error: formMessage('reserve_below_start'),
      path: ['reserve_price'],
      when: () => true,
    }),
  );
export type LotFormValues = z.input<typeof lotForm>;

/**
 * A financier, new or edited (http/admin-reference.ts financierCreateBody, financierEditBody): a
 * name, and optionally its transliteration per site language (name_hi … name_ta, blank: none); the
 * buying-limit multiple, blank for the platform's default.
 */
export const financierForm = z.object({
  name: text(NAME_MAX),
  name_hi: text(NAME_MAX, { optional: true }),
  name_mr: text(NAME_MAX, { optional: true }),
  name_gu: text(NAME_MAX, { optional: true }),
  name_kn: text(NAME_MAX, { optional: true }),
  name_te: text(NAME_MAX, { optional: true }),
  name_ta: text(NAME_MAX, { optional: true }),
  deposit_limit_multiple: inRange(AUCTION_LIMITS.deposit_limit_multiple, { optional: true }),
});

/** A new plan (planCreateBody): a name, a tenure, a segment (blank: every segment), a price in whole rupees. */
export const planForm = z.object({ name: text(NAME_MAX), tenure: choice(), segment: z.string(), price: whole(1, MAX_RUPEES) });

/** A plan's new price (planEditBody). */
export const planPriceForm = z.object({ price: whole(1, MAX_RUPEES) });

/** A new state contact (stateHeadCreateBody): a state, a name, a 10-digit phone. */
export const stateHeadForm = z.object({ state_id: choice(), name: text(NAME_MAX), phone: phone() });

/** Blocking a user (http/admin-users.ts blockBody): the message they see when they try to log in. */
export const blockForm = z.object({ block_description: text(REASON_MAX) });

/** A result's decision (http/admin-results.ts): a reason, or a reference or document number; a counter offer in whole rupees. */
export const decisionForm = (asks: 'reason' | 'counter' | 'reference' | 'document' | null) =>
  z.object({
    text: text(asks === 'reason' ? REASON_MAX : REFERENCE_MAX, { optional: true }),
    amount: asks === 'counter' ? whole(1, MAX_RUPEES) : z.string(),
  });

/** A financier's buyer fee (http/insight.ts feeBody): a percentage (basis points / 100) or a flat amount, and the GST on it; blanks read as 0. */
export const feeForm = z.object({
  kind: choice(),
  percent: percent(COST_LIMITS.percent_bp[1] / 100),
  flat: inRange(COST_LIMITS.money, { optional: true }),
  gst: inRange(COST_LIMITS.gst_percent, { optional: true }),
});

/** A yard's charge a day (yardBody); a new yard names its location. */
export const yardForm = z.object({
  yard_location: text(COST_LIMITS.yard_location),
  per_day: inRange(COST_LIMITS.money, { optional: true }),
});

/** A state and segment's RTO transfer reference (rtoBody). */
export const rtoForm = z.object({
  amount: inRange(COST_LIMITS.money, { optional: true }),
  estimate: z.boolean(),
  source: text(COST_LIMITS.source, { optional: true }),
});

/**
 * A lot's condition report (http/admin-lot-report.ts reportBody): the inspector, the day, and each
 * point of the checklist with its status, a note and a photo; a tyre's tread left in percent. Every
 * point holds a tread (100 where it is no tyre, and then not sent), so one rule fits them all.
 */
export const reportForm = z.object({
  inspector_name: text(REPORT_LIMITS.inspector_name),
  inspected_on: optionalDate(),
  points: z.array(
    z.object({
      status: choice(),
      value: inRange(REPORT_LIMITS.tread),
      note: text(REPORT_LIMITS.note, { optional: true }),
      photo_id: z.string(),
    }),
  ),
});
export type ReportFormValues = z.input<typeof reportForm>;

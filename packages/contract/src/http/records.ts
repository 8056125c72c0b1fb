import { z } from 'zod';
import { normaliseRegistration, REGISTRATION_PATTERN } from '../registration.js';
import { zodText } from './codes.js';
import { envelope, idField } from './common.js';

/*
 * RC & Challans: a buyer's look-up of a registration number and their recent look-ups, and the
 * registration check shown on a lot (the licensed provider's record, else the platform's own).
 */

export const lookupBody = z.object({
  registration_number: z
    .string({ error: zodText('field.required', { field: 'registration_number' }) })
    .transform(normaliseRegistration)
    .refine((v) => REGISTRATION_PATTERN.test(v), zodText('listing.registration_example')),
});

export const rcResult = z.object({
  registration_number: z.string(),
  rc: z.object({
    owner: z.string().describe('masked: R**** P****'),
    maker_model: z.string(),
    vehicle_class: z.string(),
    fuel: z.string(),
    registration_date: z.string().nullable(),
    rto: z.string(),
    insurance_upto: z.string().nullable(),
    fitness_upto: z.string().nullable(),
    financier: z.string(),
    fetched_at: z.string(),
  }),
  challans: z.array(
    z.object({
      challan_no: z.string(),
      issued_at: z.string(),
      offence: z.string(),
      place: z.string(),
      amount: z.number(),
      status: z.string(),
    }),
  ),
  pending_challan_count: z.number(),
  pending_challan_amount: z.number(),
});

export const recentLookup = z.object({ registration_number: z.string(), looked_up_at: z.string() });
export const historyReply = envelope(z.array(recentLookup));

export const lotRecordsBody = z.object({ asset_id: idField('asset_id') });

export const FLAG_KINDS = ['insurance_expired', 'fitness_expired', 'puc_expired', 'tax_expired', 'pending_challans'] as const;

const flag = z.object({
  kind: z.enum(FLAG_KINDS),
  date: z.string().nullable().describe('the lapsed validity (YYYY-MM-DD)'),
  count: z.number().int().nullable(),
  amount: z.number().int().nullable(),
});

export const lotRecord = z.object({
  asset_id: z.number().int(),
  found: z.boolean(),
  source: z.enum(['surepass', 'platform']).nullable().describe('who answered: the licensed provider, or the platform’s own records'),
  provider_failed: z.boolean().describe('the provider did not answer, so the platform’s records are shown'),
  record: z
    .object({
      maker_model: z.string(),
      registration_date: z.string().nullable(),
      rto: z.string(),
      financier: z.string(),
      insurance_upto: z.string().nullable(),
      fitness_upto: z.string().nullable(),
      puc_upto: z.string().nullable(),
      tax_upto: z.string().nullable(),
      pending_challan_count: z.number().int(),
      pending_challan_amount: z.number().int(),
      fetched_at: z.string(),
    })
    .nullable(),
  flags: z.array(flag),
});

/** The look-up as sent: any spacing or case; the server reads it as MH12AB1234. */
export type LookupBody = z.input<typeof lookupBody>;
export type RcResult = z.infer<typeof rcResult>;
export type RcSummary = RcResult['rc'];
export type Challan = RcResult['challans'][number];
export type RecentLookup = z.infer<typeof recentLookup>;
export type LotRecordsBody = z.infer<typeof lotRecordsBody>;
export type LotRecordsData = z.infer<typeof lotRecord>;
export type FlagKind = (typeof FLAG_KINDS)[number];

/*
 * What a lot's papers and legal standing can be, as the financier states them when listing. The
 * web words each value (`lotDocuments.<field>.<value>`), the bond PDF too (deals/document-labels).
 */

export const RC_OPTIONS = ['original', 'copy', 'none'] as const;
/** The bank's no-objection certificate for ending the hypothecation. */
export const NOC_OPTIONS = ['with_vehicle', 'after_payment', 'not_available'] as const;
/** Form 35 (termination of hire purchase / hypothecation), signed by the financier. */
export const FORM35_OPTIONS = ['ready', 'after_payment', 'not_ready'] as const;
/** Whose loan is still noted on the RC. */
export const HYPOTHECATION_OPTIONS = ['this_financier', 'other_lender', 'none'] as const;
export const REPOSSESSION_BASIS_OPTIONS = ['loan_default', 'voluntary_surrender', 'court_order', 'sarfaesi', 'other'] as const;

export type RcOption = (typeof RC_OPTIONS)[number];
export type NocOption = (typeof NOC_OPTIONS)[number];
export type Form35Option = (typeof FORM35_OPTIONS)[number];
export type HypothecationOption = (typeof HYPOTHECATION_OPTIONS)[number];
export type RepossessionBasis = (typeof REPOSSESSION_BASIS_OPTIONS)[number];

export const MAX_KEYS = 5;
export const MAX_DISPUTE_CHARS = 1000;

/** A lot's documents as the API carries them. */
export interface LotDocumentsOut {
  rc: RcOption;
  keys: number;
  noc: NocOption;
  form35: Form35Option;
  insurance_valid_until: string | null;
  hypothecation: HypothecationOption;
  repossession_basis: RepossessionBasis;
  dispute: string;
}

export const documentsOut = (d: {
  rc: string;
  keys: number;
  noc: string;
  form35: string;
  insuranceValidUntil: string | null;
  hypothecation: string;
  repossessionBasis: string;
  dispute: string;
}): LotDocumentsOut => ({
  rc: d.rc as RcOption,
  keys: d.keys,
  noc: d.noc as NocOption,
  form35: d.form35 as Form35Option,
  insurance_valid_until: d.insuranceValidUntil,
  hypothecation: d.hypothecation as HypothecationOption,
  repossession_basis: d.repossessionBasis as RepossessionBasis,
  dispute: d.dispute,
});

/*
 * What a lot's papers and legal standing can be, as the financier states them when listing. The
 * web words each value (`lotDocuments.<field>.<value>`), the bond PDF too (deals/document-labels).
 */

import type { Form35Option, HypothecationOption, NocOption, RcOption, RepossessionBasis } from '@vahanhaat/contract/http/vocabulary';

// The lists live in the contract package, shared with the web's lot form.
export {
  FORM35_OPTIONS,
  HYPOTHECATION_OPTIONS,
  MAX_DISPUTE_CHARS,
  MAX_KEYS,
  NOC_OPTIONS,
  RC_OPTIONS,
  REPOSSESSION_BASIS_OPTIONS,
  type Form35Option,
  type HypothecationOption,
  type NocOption,
  type RcOption,
  type RepossessionBasis,
} from '@vahanhaat/contract/http/vocabulary';

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

import type { DocumentsInput } from '@vahanhaat/contract/http/admin-lot-documents';

// The lot documents API's shapes live in the contract package (one source for the server and the web).
export * from '@vahanhaat/contract/http/admin-lot-documents';

/** The row the documents table stores. */
export const documentsRow = (assetId: number, d: DocumentsInput) => ({
  assetId,
  rc: d.rc,
  keys: d.keys,
  noc: d.noc,
  form35: d.form35,
  insuranceValidUntil: d.insurance_valid_until ?? null,
  hypothecation: d.hypothecation,
  repossessionBasis: d.repossession_basis,
  dispute: d.dispute ?? '',
});

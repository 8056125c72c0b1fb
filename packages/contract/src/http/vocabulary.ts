// The fixed lists a lot's fields take their values from, shared by the server's schemas and the
// web's forms and labels. No imports.

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

/** The named views of a lot's photo set, in the order the gallery shows them. */
export const PHOTO_SLOTS = ['front', 'rear', 'left', 'right', 'engine', 'chassis_plate', 'meter', 'tyres', 'cabin', 'rc', 'other'] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

/** A condition report's overall grade, A (best) to E. */
export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type Grade = (typeof GRADES)[number];

/** A condition report point's status. */
export const POINT_STATUSES = ['ok', 'attention', 'fail'] as const;
export type PointStatus = (typeof POINT_STATUSES)[number];

/** How the lot lists can be ordered (ends_soonest, the default, keeps running lots first). */
export const LOT_SORTS = ['ends_soonest', 'price_low', 'price_high', 'newest'] as const;
export type LotSort = (typeof LOT_SORTS)[number];

/** A buyer's standing on a lot, as My Quotes and Favorites show it. */
export const MY_STATUSES = [
  'leading',
  'outbid',
  'won',
  'lost',
  'approval_pending',
  'payment_due',
  'backed_out',
  'withdrawn',
  'not_quoted',
] as const;
export type MyStatus = (typeof MY_STATUSES)[number];

/** An admin auction's status by the database clock. */
export const AUCTION_STATUSES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** What became of a closed lot (the financier's decision and after); 'none' while open. */
export const LOT_RESULTS = [
  'no_bids',
  'approval_pending',
  'approved',
  'rejected',
  'countered',
  'paid',
  'backed_out',
  'offered_h2',
] as const;
export type LotResult = (typeof LOT_RESULTS)[number];

/** A buyer's identity documents, their review and why one was turned down. */
export const DOCUMENT_KINDS = ['aadhar_front', 'aadhar_back', 'pan_front'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The short list a reviewer picks from; 'other' needs the reviewer's own words. */
export const REJECT_REASONS = ['unreadable', 'cut_off', 'wrong_document', 'details_mismatch', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** Plan tenures on sale, in months (spec §9). */
export const TENURES = [1, 3, 6, 9, 12, 24] as const;
export type Tenure = (typeof TENURES)[number];

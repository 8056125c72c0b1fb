import type { ConditionGrade } from '../../auctions/api/auction-lots';
import type { LotDocuments, PhotoSlot } from '../../lot/api/lot';
/*
 * The console's view of the /admin API (server/src/modules/admin/*-schema.ts). Written out here
 * rather than imported, so the web build does not compile the server's modules.
 */

export interface Ref {
  id: number;
  name: string;
}

export interface Paged<T> {
  rows: T[];
  page_no: number;
  page_size: number;
  total: number;
  total_pages: number;
}

export interface Person {
  user_id: number;
  name: string;
  phone: string;
}

export const AUCTION_STATUSES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export interface Auction {
  id: number;
  title: string;
  external_ref: string | null;
  financier: Ref;
  state: Ref;
  segment: Ref & { code: string };
  status: AuctionStatus;
  starts_at: string;
  ends_at: string;
  last_ends_at: string;
  soft_close_seconds: number;
  extension_seconds: number;
  hard_end_seconds: number;
  close_gap_seconds: number;
  requires_deposit?: boolean;
  deposit_limit_multiple?: number | null;
  lot_count: number;
  withdrawn_count: number;
  quote_count: number;
  created_at: string;
}

export type AuctionCounts = Record<AuctionStatus | 'all', number>;
export type AuctionList = Paged<Auction> & { counts: AuctionCounts; server_time: string };

export interface Photo {
  id: number;
  storage_key: string;
  url: string;
  thumbnail_url: string;
  sort_order: number;
  caption: string;
  slot?: PhotoSlot;
}

export type LotStatus = 'open' | 'closed' | 'withdrawn';
export type LotState = 'upcoming' | 'live' | 'ended' | 'withdrawn';

export interface Lot {
  id: number;
  auction_id: number;
  lot_no: number;
  make: string;
  model: string;
  year: number;
  registration_number: string;
  fuel: string;
  kms_driven: number | null;
  hours_run: number | null;
  owners: number;
  yard_location: string;
  yard_district: string;
  inspection_notes: string;
  start_price: number;
  reserve_price: number | null;
  increment: number;
  current_price: number | null;
  quote_count: number;
  prices_locked: boolean;
  leader: Person | null;
  watchers: number;
  status: LotStatus;
  lot_state: LotState;
  result: string;
  starts_at: string;
  ends_at: string;
  hard_end_at: string;
  extensions: number;
  closed_at: string | null;
  photos: Photo[];
  video_url?: string | null;
  grade?: ConditionGrade | null;
  documents?: LotDocuments | null;
}

export type AuctionDetail = Auction & { lots: Lot[]; server_time: string };

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  format: 'csv' | 'xlsx';
  total_rows: number;
  valid_rows: number;
  imported: number;
  invalid_rows: number[];
  errors: ImportRowError[];
  lots: { row: number; lot_no: number; asset_id: number }[];
}

export interface MonitorLot {
  asset_id: number;
  lot_no: number;
  make: string;
  model: string;
  registration_number: string;
  status: LotStatus;
  lot_state: LotState;
  price: number | null;
  start_price: number;
  reserve_price: number | null;
  reserve_met: boolean;
  leader: Person | null;
  quote_count: number;
  watchers: number;
  ends_at: string;
  hard_end_at: string;
  seconds_left: number;
  extensions: number;
  result: string;
}

export interface MonitorAlert {
  kind: 'autobid_push' | 'rejected_burst';
  asset_id: number | null;
  lot_no: number | null;
  users: Person[];
  count: number;
  last_at: string;
  message: string;
}

export interface MonitorSnapshot {
  auction: Auction;
  server_time: string;
  activity: {
    quotes_last_5_minutes: number;
    quotes_per_minute: number;
    per_minute: { minutes_ago: number; count: number }[];
  };
  lots: MonitorLot[];
  alerts: MonitorAlert[];
}

export const LOT_RESULTS = ['no_bids', 'approval_pending', 'approved', 'rejected', 'countered', 'paid', 'backed_out', 'offered_h2'] as const;
export type LotResult = (typeof LOT_RESULTS)[number] | 'none';

export interface RankedBidder extends Person {
  amount: number;
}

export type DealStageName =
  | 'approval_pending' | 'offered' | 'payment_due' | 'paid' | 'release_pending' | 'noc_issued'
  | 'released' | 'rc_transfer' | 'transferred' | 'rejected' | 'backed_out' | 'unsold';

export interface ResultRow {
  asset_id: number;
  auction_id: number;
  auction_title: string;
  financier: string;
  state: string;
  lot_no: number;
  make: string;
  model: string;
  year: number;
  registration_number: string;
  closed_at: string | null;
  final_price: number | null;
  reserve_price: number | null;
  reserve_met: boolean | null;
  quote_count: number;
  result: LotResult;
  winner: (Person & { amount: number | null }) | null;
  h1: RankedBidder | null;
  h2: RankedBidder | null;
  h3: RankedBidder | null;
  counter_amount: number | null;
  /** The lot's deal timeline: its stage, who holds it (1 = H1) and its live deadline. */
  deal_stage: DealStageName | null;
  deal_rank: number | null;
  deal_deadline_at: string | null;
  /** Who "Offer to next bidder" gives the lot to: the best of H2, H3 not yet tried. */
  next_offer: (RankedBidder & { rank: number }) | null;
  result_decided_at: string | null;
  payment_due_at: string | null;
  backouts: { user_id: number; amount: number; status: 'due' | 'paid' | 'waived'; created_at: string }[];
}

export interface AdminUser {
  id: number;
  phone: string;
  name: string;
  email: string;
  state: Ref | null;
  is_admin: boolean;
  is_auction_admin: boolean;
  is_blocked: boolean;
  block_description: string;
  is_subscribed: boolean;
  subscription_end_date: string | null;
  docs_uploaded: boolean;
  created_at: string;
}

export interface AdminUserDetail extends AdminUser {
  address: string;
  pincode: string | null;
  aadhar_number: string | null;
  pan_number: string | null;
  remarks: string;
  permissions: { state_id: number; state: string; designation: string }[];
  documents: {
    id: number;
    kind: 'aadhar_front' | 'aadhar_back' | 'pan_front';
    mime: string;
    size_bytes: number;
    status: 'pending' | 'verified' | 'rejected';
    uploaded_at: string;
    file_url: string;
  }[];
  activity: { quote_count: number; lots_won: number; backouts_due: number };
}

export interface Lead {
  id: number;
  name: string | null;
  phone: string;
  state: string | null;
  city: string | null;
  pincode: string | null;
  ta_interest: boolean;
  user_id: number | null;
  source: string;
  created_at: string;
  updated_at: string;
}

export interface AuditEntry {
  id: number;
  actor: Person | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  created_at: string;
}

export interface Financier {
  id: number;
  slug: string;
  name: string;
  logo_key: string | null;
  logo_url: string | null;
  is_active: boolean;
  auction_count: number;
  created_at: string;
}

export interface AdminState {
  id: number;
  name: string;
  code: string | null;
  is_active: boolean;
  sort_order: number;
  contact_count: number;
}

export interface StateHead {
  id: number;
  state_id: number;
  state: string;
  name: string;
  phone: string;
  sort_order: number;
}

export interface Segment {
  id: number;
  code: string;
  name: string;
  sort_order: number;
}

export interface Plan {
  id: number;
  name: string;
  tenure_months: number;
  segment_id: number | null;
  segment_code: string | null;
  segment_name: string | null;
  price: number;
  platform: string;
  is_published: boolean;
  sort_order: number;
  subscription_count: number;
  created_at: string;
}

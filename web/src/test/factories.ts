/**
 * What web tests build their scenes from: signed-in users and API answers typed from the contract
 * (@vahanhaat/contract), so a test's fixture breaks at compile time when the API changes. Render with
 * `renderWithApp` (./render) and answer requests with `mockApi` (./api-mock).
 */
import type { AuctionSummary } from '../features/auctions/api/auction-lots';
import type { SessionUser } from '../features/session/atoms';
import type { myInvoicesReply } from '@vahanhaat/contract/http/invoicing';
import type { z } from 'zod';

/** A signed-in buyer (the login-check answer's user). */
export const buyerUser = (over: Partial<SessionUser> = {}): SessionUser => ({ user_id: 2, phone: '9000000002', ...over });

/** A signed-in subscribed admin. */
export const adminUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  user_id: 1,
  phone: '9000000001',
  admin: true,
  is_subscribed: true,
  ...over,
});

export type TaxDocument = z.infer<typeof myInvoicesReply>['data'][number];

/** A ₹25,000 subscription tax invoice (18 % GST split CGST + SGST) as /user/invoices lists it. */
export const taxDocument = (over: Partial<TaxDocument> = {}): TaxDocument => ({
  invoice_id: 7,
  kind: 'tax_invoice',
  number: 'VH/26-27/000007',
  issued_at: '2026-11-25T06:30:00.000Z',
  charge: 'subscription',
  description: 'Subscription: PAN India Permission, 12 months',
  buyer_name: 'Ramesh',
  buyer_phone: '9000000002',
  buyer_gstin: null,
  place_of_supply: '27',
  sac: '998599',
  rate_bp: 1800,
  taxable_paise: 2_118_644,
  cgst_paise: 190_678,
  sgst_paise: 190_678,
  igst_paise: 0,
  round_off_paise: 0,
  total_paise: 2_500_000,
  payment_id: 'pay_1',
  original_invoice_id: null,
  subscription_id: 3,
  backout_id: null,
  ...over,
});

/** A live commercial-vehicle auction of Thar Motor Credit in Rajasthan, as the room's header and the showcase list it. */
export const auctionSummary = (over: Partial<AuctionSummary> = {}): AuctionSummary => ({
  c_auction_id: 6,
  title: 'Thar Motor Credit · Rajasthan Commercial Vehicle Sale',
  financier_id: 3,
  financierName: 'Thar Motor Credit',
  financier_names: { hi: 'थार मोटर क्रेडिट', ta: 'தார் மோட்டார் கிரெடிட்' },
  financier_thumbnail_url: null,
  state_id: 29,
  state: 'Rajasthan',
  segment_id: 3,
  segment: 'CV',
  segment_code: 'CV',
  asset_count: 21,
  starts_at: '2026-11-26T10:00:00.000Z',
  ends_at: '2026-11-26T18:00:00.000Z',
  auction_state: 'live',
  requires_deposit: false,
  server_time: '2026-11-26T12:00:00.000Z',
  ...over,
});

import { BRAND_SLUG } from './brand';

/** Every client route of spec §2, in one place. */
export const ROUTES = {
  home: '/',
  subscriptionPlans: '/subscription-plans',
  aboutUs: '/aboutUs',
  contactUs: '/contactUs',
  whyBrand: `/why-${BRAND_SLUG}`,
  ourValues: '/ourvalues',
  privacyPolicy: '/privacyPolicy',
  termsAndConditions: '/termsAndConditions',
  refundPolicy: '/refundPolicy',
  downloadBondKyc: '/download-bond-kyc',
  paymentSuccess: '/payment-success',
  backoutPaymentSuccess: '/backout-payment-success',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgotpass',
  userHome: '/user/home',
  rcChallan: '/user/rc_challan',
  profile: '/client/profile',
  auctionAssets: '/auction/assets',
  clientAuction: '/client/auction',
  watchlist: '/client/watchlist',
  myBids: '/client/my-bids',
  priceMemory: '/client/price-memory',
  savedSearches: '/client/saved-searches',
  auctionCalendar: '/client/auction-calendar',
  dealer: '/client/dealer',
  agentInvite: '/agent-invite/:token',
  deposit: '/client/deposit',
} as const;

/** The post-login landing, also called the sale showcase. */
export const SALE_SHOWCASE_URL = `${ROUTES.userHome}?user_home_tab_id=all&user_home=live`;
export const PROFILE_SUBSCRIPTION_URL = `${ROUTES.profile}?tab=subscription`;
export const PROFILE_DOCUMENTS_URL = `${ROUTES.profile}?tab=identityDocument`;
/** The deposit page, with a top-up filled in and the page to go back to once it is paid. */
export function depositTopUpUrl(add: number, returnTo: string): string {
  return `${ROUTES.deposit}?${new URLSearchParams({ add: String(add), return: returnTo }).toString()}`;
}
export const PROFILE_NOTIFICATIONS_URL = `${ROUTES.profile}?tab=notifications`;

export function clientAuctionUrl(auctionId: string | number): string {
  const query = new URLSearchParams({ uid: String(auctionId), list_type: 'all_assets', page_no: '1' });
  return `${ROUTES.clientAuction}?${query.toString()}`;
}

/** A lot's detail screen (spec §2 /auction/assets; the lot id in the query). */
export function lotDetailUrl(assetId: string | number): string {
  return `${ROUTES.auctionAssets}?asset_id=${encodeURIComponent(String(assetId))}`;
}

/** What vehicles like a lot sold for: the list behind its price memory. */
export function priceMemoryUrl(assetId: string | number): string {
  return `${ROUTES.priceMemory}?asset_id=${encodeURIComponent(String(assetId))}`;
}

/** /login?next=<path and query, URL-encoded> (spec §2, §8). */
export function loginUrl(next?: string): string {
  return next ? `${ROUTES.login}?next=${encodeURIComponent(next)}` : ROUTES.login;
}

/** A `next` value is followed only when it is a path on this site (no open redirect). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/*
 * The web app's page paths (web/src/lib/routes.ts and the admin console's routes), so the server
 * can answer them with the app whatever the Accept header says, and answer any other page path
 * with the app's not-found screen and a real 404. web.test.ts holds this list to the web's own.
 */

const PAGES = [
  '/',
  '/subscription-plans',
  '/aboutUs',
  '/contactUs',
  '/ourvalues',
  '/privacyPolicy',
  '/termsAndConditions',
  '/refundPolicy',
  '/download-bond-kyc',
  '/payment-success',
  '/backout-payment-success',
  '/login',
  '/signup',
  '/forgotpass',
  '/user/home',
  '/user/rc_challan',
  '/client/profile',
  '/auction/assets',
  '/client/auction',
  '/client/watchlist',
  '/client/my-bids',
  '/client/price-memory',
  '/client/saved-searches',
  '/client/auction-calendar',
  '/client/dealer',
  '/client/deposit',
  '/agent-invite/:token',
  '/admin',
  '/admin/auction/:id',
  '/admin/auction/:id/live',
  '/admin/lot-results',
  '/admin/accounts',
  '/admin/accounts/:id',
  '/admin/call-backs',
  '/admin/setup',
  '/admin/audit',
  '/admin/tax-documents',
  '/admin/settlements',
  '/admin/kyc-review',
  '/admin/message-log',
  '/admin/lot/:id/report',
  '/admin/deposit-accounts',
];

/** Paths only the API answers: an unknown path under them is an API 404 (JSON), never a page. */
const API_PREFIXES = [
  '/api/',
  '/users/',
  '/auctions/',
  '/subscriptions/',
  '/tractorpoint/',
  '/client/api/',
  '/payments/',
  '/webhooks/',
  '/dealer-invite/',
  '/docs',
  '/media/',
  '/ws',
  '/socket.io/',
  '/healthz',
  '/readyz',
  '/metrics',
  '/assets/',
];
/** Prefixes shared by pages and API calls: a page only for a client that asks for HTML by name. */
const SHARED_PREFIXES = ['/user/', '/client/', '/admin/', '/auction/'];

export type UnknownPathKind = 'api' | 'shared' | 'page';

export function pagePatterns(brandName: string): string[] {
  return [...PAGES, `/why-${brandName.toLowerCase()}`];
}

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

export interface PageMatcher {
  /** A path the web app has a screen for. */
  isPage(path: string): boolean;
  /** What an unmatched path most likely is: an API call, a page, or either (by prefix). */
  kindOf(path: string): UnknownPathKind;
}

export function pageMatcher(brandName: string): PageMatcher {
  const patterns = pagePatterns(brandName).map(toRegExp);
  const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return {
    isPage: (path) => patterns.some((re) => re.test(normalize(path))),
    kindOf: (path) => {
      const last = path.split('/').pop() ?? '';
      if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\.[A-Za-z0-9]+$/.test(last)) return 'api';
      return SHARED_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'shared' : 'page';
    },
  };
}

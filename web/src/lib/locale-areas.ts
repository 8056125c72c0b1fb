// Read by vite.config.ts too, hence the file extension and no import of routes.ts (paths checked
// against it in locale-areas.test.ts).
import { BRAND_SLUG } from './brand.ts';

/**
 * The web's strings are split at build time (web/vite.config.ts, `localeAreas`) into a core file
 * per language and one file per area, so a buyer's first load carries neither the admin console's
 * strings nor those of pages it is not on. The source files stay whole (`src/locales/<lang>.json`):
 * an area is a list of key paths, and every key not listed here stays in the core file, so a new
 * key is always available on first render.
 *
 * A page that uses an area's keys names the area in ROUTE_AREAS (its chunk and its strings then
 * load together); a key of an unloaded area met anywhere else loads its area on demand and the
 * component redraws (src/lib/i18n.ts), so a missing entry here costs a flicker, never a raw key.
 */

export const LOCALE_AREAS = {
  /** The admin console. */
  admin: ['admin', 'insight.admin', 'invoices.admin', 'invoices.credit', 'invoices.recon'],
  /** The static information pages. */
  legal: ['about', 'contact', 'values', 'why', 'refund', 'privacy', 'terms', 'bondKyc'],
  /** A signed-in buyer's own pages (profile, watchlist, quotes) and a lot's full detail. */
  account: [
    'profilePage',
    'notifyPrefs',
    'rc',
    'deal',
    'lotDocuments',
    'myLots',
    'backoutPayment',
    'condition.section',
    'condition.point',
    'condition.gradeRule',
  ],
} as const satisfies Record<string, readonly string[]>;

export type LocaleArea = keyof typeof LOCALE_AREAS;
export const LOCALE_AREA_NAMES = Object.keys(LOCALE_AREAS) as LocaleArea[];

type Strings = Record<string, unknown>;

/** The area a key (dotted path, with or without plural suffixes) belongs to; null for the core. */
export function areaOfKey(key: string): LocaleArea | null {
  for (const area of LOCALE_AREA_NAMES) {
    for (const path of LOCALE_AREAS[area]) {
      if (key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}_`)) return area;
    }
  }
  return null;
}

function getPath(strings: Strings, path: string[]): unknown {
  let node: unknown = strings;
  for (const part of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Strings)[part];
  }
  return node;
}

function setPath(strings: Strings, path: string[], value: unknown): void {
  let node = strings;
  for (const part of path.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Strings;
  }
  node[path[path.length - 1]!] = value;
}

function deletePath(strings: Strings, path: string[]): void {
  const parent = getPath(strings, path.slice(0, -1));
  if (parent && typeof parent === 'object') Reflect.deleteProperty(parent, path[path.length - 1]!);
}

/** One area's strings out of a whole language file. */
export function pickArea(strings: Strings, area: LocaleArea): Strings {
  const out: Strings = {};
  for (const dotted of LOCALE_AREAS[area]) {
    const path = dotted.split('.');
    const value = getPath(strings, path);
    if (value !== undefined) setPath(out, path, value);
  }
  return out;
}

/** A whole language file without any area's strings. */
export function pickCore(strings: Strings): Strings {
  const out = structuredClone(strings);
  for (const area of LOCALE_AREA_NAMES) {
    for (const dotted of LOCALE_AREAS[area]) deletePath(out, dotted.split('.'));
  }
  return out;
}

/** Areas a route's page needs before it renders (paths of src/lib/routes.ts). */
export const ROUTE_AREAS: Record<string, readonly LocaleArea[]> = {
  '/aboutUs': ['legal'],
  '/contactUs': ['legal'],
  '/ourvalues': ['legal'],
  [`/why-${BRAND_SLUG}`]: ['legal'],
  '/privacyPolicy': ['legal'],
  '/termsAndConditions': ['legal'],
  '/refundPolicy': ['legal'],
  '/download-bond-kyc': ['legal'],
  '/payment-success': ['account'],
  '/backout-payment-success': ['account'],
  '/user/rc_challan': ['account'],
  '/client/profile': ['account'],
  '/auction/assets': ['account'],
  '/client/watchlist': ['account'],
  '/client/my-bids': ['account'],
};

/** The admin console's pages (every route under /admin). */
export const ADMIN_AREAS: readonly LocaleArea[] = ['admin', 'account'];

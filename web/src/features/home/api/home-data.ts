import { postEmpty, postForm, type RequestOptions } from '../../../lib/api-client';

export interface AuctionRow {
  c_auction_id: string | number;
  financier_thumbnail_url?: string;
  financierName: string;
  state: string;
  segment: string;
  asset_count: number;
}

export interface AuctionListings {
  live: AuctionRow[];
  upcoming: AuctionRow[];
}

export interface Financier {
  image?: string;
  name: string;
}

export interface StateOption {
  id: string | number;
  name: string;
}

export interface StateContact {
  state: string;
  name: string;
  phone: string;
}

/** data.live / data.upcoming may each be a list, or an object with status 404 meaning none. */
function rows(value: unknown): AuctionRow[] {
  return Array.isArray(value) ? (value as AuctionRow[]) : [];
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The home page is public: a 401 from one of its panels must not send a visitor to /login. */
function publicCall(options: RequestOptions): RequestOptions {
  return { ...options, authRedirect: false };
}

let early: Promise<AuctionListings> | null = null;

/**
 * Asks for the home page's auction rows as the app starts, beside its code and strings rather
 * than after them (one round trip less on a slow link); the panel's first load takes the answer.
 */
export function prefetchAuctionListings(): void {
  early = fetchAuctionListings({});
  early.catch(() => undefined);
}

export function getAuctionListings(options: RequestOptions): Promise<AuctionListings> {
  const pending = early;
  early = null;
  return pending ?? fetchAuctionListings(options);
}

async function fetchAuctionListings(options: RequestOptions): Promise<AuctionListings> {
  const body = await postForm<{ live?: unknown; upcoming?: unknown }>(
    '/tractorpoint/getAuction',
    { state: '', key: '' },
    publicCall(options),
  );
  if (body.status !== 200 || !body.data) return { live: [], upcoming: [] };
  return { live: rows(body.data.live), upcoming: rows(body.data.upcoming) };
}

export async function getFinanciers(options: RequestOptions): Promise<Financier[]> {
  const body = await postEmpty('/auctions/get-all-financiers-erp', publicCall(options));
  return body.status === 200 ? list<Financier>(body.data) : [];
}

/** States with sales, for the 'Sale by State' strip. */
export async function getSaleStates(options: RequestOptions): Promise<StateOption[]> {
  const body = await postEmpty('/auctions/get-all-states', publicCall(options));
  return body.status === 200 ? list<StateOption>(body.data) : [];
}

/** State heads: an object keyed by state name; the first contact of each is shown (ERP call, no credentials). */
export async function getStateContacts(options: RequestOptions): Promise<StateContact[]> {
  const body = await postEmpty<Record<string, { name?: string; phone?: string }[]>>('/users/get-state-heads-list', {
    ...publicCall(options),
    credentials: 'omit',
  });
  if (body.status !== 200 || !body.data || typeof body.data !== 'object') return [];
  return Object.entries(body.data).flatMap(([state, contacts]) => {
    const first = Array.isArray(contacts) ? contacts[0] : undefined;
    return first?.name && first.phone ? [{ state, name: first.name, phone: String(first.phone) }] : [];
  });
}

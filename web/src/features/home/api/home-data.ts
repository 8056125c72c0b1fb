import { postEmpty, postForm, type RequestOptions } from '../../../lib/api-client';
import type { AuctionListing, AuctionRow, FinancierItem, StateHead, StateHeads, StateItem } from '@vahanhaat/contract/http/catalog';

// The home page's shapes are the contract's (packages/contract/src/http/catalog.ts).
export type { AuctionRow } from '@vahanhaat/contract/http/catalog';
export type Financier = FinancierItem;
export type StateOption = StateItem;

/** The auctions of each side; a side with none is an empty list. */
export type AuctionListings = { [K in keyof AuctionListing]: AuctionRow[] };

/** A state's first state-head contact, as the contacts panel lists it. */
export type StateContact = StateHead & { state: string };

/** data.live / data.upcoming may each be a list, or an object with status 404 meaning none. */
function rows(value: AuctionListing['live'] | undefined): AuctionRow[] {
  return Array.isArray(value) ? value : [];
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
  const body = await postForm<AuctionListing>('/tractorpoint/getAuction', { state: '', key: '' }, publicCall(options));
  if (body.status !== 200 || !body.data) return { live: [], upcoming: [] };
  return { live: rows(body.data.live), upcoming: rows(body.data.upcoming) };
}

export async function getFinanciers(options: RequestOptions): Promise<Financier[]> {
  const body = await postEmpty<FinancierItem[]>('/auctions/get-all-financiers-erp', publicCall(options));
  return body.status === 200 && Array.isArray(body.data) ? body.data : [];
}

/** States with sales, for the 'Sale by State' strip. */
export async function getSaleStates(options: RequestOptions): Promise<StateOption[]> {
  const body = await postEmpty<StateItem[]>('/auctions/get-all-states', publicCall(options));
  return body.status === 200 && Array.isArray(body.data) ? body.data : [];
}

/** State heads: an object keyed by state name; the first contact of each is shown (ERP call, no credentials). */
export async function getStateContacts(options: RequestOptions): Promise<StateContact[]> {
  const body = await postEmpty<StateHeads>('/users/get-state-heads-list', {
    ...publicCall(options),
    credentials: 'omit',
  });
  if (body.status !== 200 || !body.data || typeof body.data !== 'object') return [];
  return Object.entries(body.data).flatMap(([state, contacts]) => {
    const first = Array.isArray(contacts) ? contacts[0] : undefined;
    return first?.name && first.phone ? [{ state, name: first.name, phone: String(first.phone) }] : [];
  });
}

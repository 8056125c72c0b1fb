import { sql } from 'drizzle-orm';
import { outerId } from '../../db/rows.js';
import { assets, auctions } from '../../db/schema/index.js';

/**
 * Auction and lot states, decided by the database clock (now()) so that every instance, whatever
 * its own clock, lists the same auction as live at the same moment.
 */
export type AuctionState = 'upcoming' | 'live' | 'ended';
export type LotState = 'upcoming' | 'live' | 'ended' | 'withdrawn';

/** A lot of the auction can still take quotes. */
export const hasRunningLot = sql`exists (select 1 from assets rl where rl.auction_id = ${outerId(auctions)} and rl.status = 'open' and rl.ends_at > now())`;

export const auctionIsUpcoming = sql`(now() < ${auctions.startsAt})`;
export const auctionIsLive = sql`(${auctions.startsAt} <= now() and ${hasRunningLot})`;
export const auctionIsListed = sql`(${auctions.status} = 'scheduled' and (${auctionIsUpcoming} or ${auctionIsLive}))`;

export const auctionState = sql<AuctionState>`(case when ${auctionIsUpcoming} then 'upcoming' when ${hasRunningLot} then 'live' else 'ended' end)`;

/** Lots on sale, i.e. not withdrawn, counted for the listing rows. */
export const auctionAssetCount =
  sql<number>`(select count(*)::int from assets cl where cl.auction_id = ${outerId(auctions)} and cl.status <> 'withdrawn')`.mapWith(
    Number,
  );

/** When the auction's last lot ends: soft-close extensions can push lots past the scheduled end. */
export const auctionEndsAt =
  sql<Date>`greatest(${auctions.endsAt}, (select max(el.ends_at) from assets el where el.auction_id = ${outerId(auctions)} and el.status <> 'withdrawn'))`.mapWith(
    auctions.endsAt,
  );

export const lotState = sql<LotState>`(case
  when ${assets.status} = 'withdrawn' then 'withdrawn'
  when now() < greatest(${assets.startsAt}, ${auctions.startsAt}) then 'upcoming'
  when ${assets.status} = 'open' and ${assets.endsAt} > now() then 'live'
  else 'ended' end)`;

/** A lot that a buyer could still quote on, now or once its auction starts. */
export const lotIsBiddable = sql`(${assets.status} = 'open' and ${assets.endsAt} > now() and ${auctions.status} = 'scheduled')`;

/** The price a buyer sees: the last quote, or the start price before the first one. */
export const lotPrice = sql<number>`coalesce(${assets.currentPrice}, ${assets.startPrice})`.mapWith(Number);

/**
 * Whether the reserve was met, shown only once the lot is closed (the reserve itself never leaves
 * the server). The close job records it; until then it is derived from the last quote.
 */
export const lotReserveMet = sql<boolean | null>`(case when ${assets.status} = 'closed' then coalesce(${assets.reserveMet},
  ${assets.quoteCount} > 0 and (${assets.reservePrice} is null or ${assets.currentPrice} >= ${assets.reservePrice})) end)`;

/** The lot's first photo, by its display order. */
export const lotCoverKey = sql<
  string | null
>`(select p.storage_key from asset_photos p where p.asset_id = ${outerId(assets)} order by p.sort_order, p.id limit 1)`;
export const lotPhotoCount = sql<number>`(select count(*)::int from asset_photos pc where pc.asset_id = ${outerId(assets)})`.mapWith(
  Number,
);

/** `%word%` for ILIKE, with the pattern characters in the word taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The financiers one of whose spellings (the English name or any of `name_i18n`) contains the
 * word, for `financier_id in (…)`. Uncorrelated, so Postgres runs it once per query (a hashed
 * subplan over the few financiers) instead of unpacking the JSON for every auction row.
 */
export const financierIdsNamed = (word: string) => {
  const p = containsPattern(word);
  return sql`(select nf.id from financiers nf where nf.name ilike ${p}
    or exists (select 1 from jsonb_each_text(nf.name_i18n) nv where nv.value ilike ${p}))`;
};

/** Upper-case letters and digits only: `mh 12-ab 1234` and `MH12AB1234` are one vehicle. */
export const normalizeRegistration = (reg: string) => reg.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const lotRegistrationKey = sql<string>`upper(regexp_replace(${assets.registrationNumber}, '[^A-Za-z0-9]', '', 'g'))`;

import { z } from 'zod';
import { auctionOut } from './admin-auctions.js';
import { envelope, iso, person } from './admin.js';

/* The admin console's live monitor of one auction. */

export const monitorLot = z.object({
  asset_id: z.number().int(),
  lot_no: z.number().int(),
  make: z.string(),
  model: z.string(),
  registration_number: z.string(),
  status: z.enum(['open', 'closed', 'withdrawn']),
  lot_state: z.enum(['upcoming', 'live', 'ended', 'withdrawn']),
  price: z.number().int().nullable().meta({ description: 'Current price; null before the first quote' }),
  start_price: z.number().int(),
  reserve_price: z.number().int().nullable(),
  reserve_met: z.boolean(),
  leader: person.nullable().meta({ description: 'Real name and phone of the leading buyer' }),
  quote_count: z.number().int(),
  watchers: z.number().int().meta({ description: 'Buyers with the lot in their watchlist' }),
  ends_at: iso,
  hard_end_at: iso,
  seconds_left: z.number().int().meta({ description: 'ends_at − server_time, at least 0' }),
  extensions: z.number().int(),
  result: z.string(),
});

export const monitorAlert = z.object({
  kind: z.enum(['autobid_push', 'rejected_burst']).meta({
    description:
      'autobid_push: one buyer placed ≥ 3 manual quotes on a lot in the last 10 minutes, each answered at once by the same other buyer’s autobid. rejected_burst: ≥ 10 refused quote requests from one buyer in the last 5 minutes (any auction: refusals are not recorded per lot).',
  }),
  asset_id: z.number().int().nullable(),
  lot_no: z.number().int().nullable(),
  users: z.array(person).meta({ description: 'autobid_push: [manual bidder, autobid holder]; rejected_burst: [the buyer]' }),
  count: z.number().int(),
  last_at: iso,
  code: z.enum(['monitor.autobid_push', 'monitor.rejected_burst']).meta({ description: 'The catalog code of message' }),
  params: z.record(z.string(), z.union([z.string(), z.number()])).meta({ description: 'The values message fills in: count, window' }),
  message: z.string().meta({ description: "What the alert saw, in the request's language" }),
});

export const monitorReply = envelope(
  z.object({
    auction: auctionOut,
    server_time: iso,
    activity: z.object({
      quotes_last_5_minutes: z.number().int(),
      quotes_per_minute: z.number().meta({ description: 'Average over the last 5 minutes, one decimal' }),
      per_minute: z
        .array(z.object({ minutes_ago: z.number().int(), count: z.number().int() }))
        .meta({ description: 'Oldest first; minutes_ago 0 is the current minute' }),
    }),
    lots: z.array(monitorLot),
    alerts: z.array(monitorAlert),
  }),
);

export type MonitorLot = z.infer<typeof monitorLot>;
export type MonitorAlert = z.infer<typeof monitorAlert>;
export type Monitor = z.infer<typeof monitorReply>['data'];

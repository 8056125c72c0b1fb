import { postEmpty, postJson, type ApiResponse } from '../../lib/api-client';

export const CALENDAR_PATH = '/client/api/auction-calendar';
export const REMINDER_PATH = '/client/api/auction-reminders';

export interface CalendarAuction {
  c_auction_id: number;
  title: string;
  financier: string;
  state: string;
  segment: string;
  starts_at: string;
  ends_at: string;
  lots: number;
  reminded: boolean;
}

export async function auctionCalendar(signal?: AbortSignal): Promise<{ server_time: string; auctions: CalendarAuction[] } | undefined> {
  const body = await postEmpty<{ server_time: string; auctions: CalendarAuction[] }>(CALENDAR_PATH, { signal });
  return body.status === 200 ? body.data : undefined;
}

export function setReminder(auctionId: number, remind: boolean): Promise<ApiResponse<{ c_auction_id: number; reminded: boolean }>> {
  return postJson(REMINDER_PATH, { auction_id: auctionId, remind });
}

/** Auctions by the India date they start on (YYYY-MM-DD), in order. */
export function byDay(auctions: readonly CalendarAuction[]): [string, CalendarAuction[]][] {
  const days = new Map<string, CalendarAuction[]>();
  for (const a of auctions) {
    const day = new Date(Date.parse(a.starts_at) + 330 * 60_000).toISOString().slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), a]);
  }
  return [...days.entries()];
}

import { postEmpty, postJson, type ApiResponse } from '../../lib/api-client';
import type { Calendar, CalendarAuction, ReminderBody } from '@vahanhaat/contract/http/alerts';

export const CALENDAR_PATH = '/client/api/auction-calendar';
export const REMINDER_PATH = '/client/api/auction-reminders';

// The calendar's shapes are the contract's (packages/contract/src/http/alerts.ts).
export type { CalendarAuction } from '@vahanhaat/contract/http/alerts';

export async function auctionCalendar(signal?: AbortSignal): Promise<Calendar | undefined> {
  const body = await postEmpty<Calendar>(CALENDAR_PATH, { signal });
  return body.status === 200 ? body.data : undefined;
}

export function setReminder(auctionId: number, remind: boolean): Promise<ApiResponse<Pick<CalendarAuction, 'c_auction_id' | 'reminded'>>> {
  return postJson(REMINDER_PATH, { auction_id: auctionId, remind } satisfies ReminderBody);
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

import { apiRequest, getJson, postJson, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import type { Channel } from '@vahanhaat/contract/http/notice-kinds';
import type {
  Devices,
  Preferences as NotificationPreferences,
  PreferencesBody,
  UnsubscribeBody,
} from '@vahanhaat/contract/http/notifications';

export const SETTINGS_PATH = '/user/notification-settings';
export const PUSH_SUBSCRIPTIONS_PATH = '/user/push-subscriptions';

// The preferences' shapes are the contract's (packages/contract/src/http/notifications.ts).
export type { Channel } from '@vahanhaat/contract/http/notice-kinds';
/** A kind's row; security alerts (always_on) are shown on and cannot be turned off. */
export type { KindPreference, Preferences as NotificationPreferences } from '@vahanhaat/contract/http/notifications';

/** A change to the preferences: the language, quiet hours, or kind → channel → on/off (pairs left out keep their setting). */
export type PreferenceChange = Partial<Pick<NotificationPreferences, 'language' | 'quiet_hours'>> & {
  enabled?: Record<string, Partial<Record<Channel, boolean>>>;
};

export async function getPreferences(options?: RequestOptions): Promise<NotificationPreferences | undefined> {
  const body = await getJson<NotificationPreferences>(SETTINGS_PATH, options);
  return body.status === 200 ? body.data : undefined;
}

const json = { 'Content-Type': 'application/json' };

export function savePreferences(change: PreferenceChange): Promise<ApiResponse<NotificationPreferences>> {
  return apiRequest<NotificationPreferences>('PUT', SETTINGS_PATH, JSON.stringify(change satisfies PreferencesBody), { headers: json });
}

/** PushSubscription.toJSON() of this browser, to the signed-in buyer. */
export function saveSubscription(subscription: PushSubscriptionJSON): Promise<ApiResponse<Devices>> {
  return postJson<Devices>(PUSH_SUBSCRIPTIONS_PATH, subscription);
}

export function forgetSubscription(endpoint: string): Promise<ApiResponse<Devices>> {
  return apiRequest<Devices>('DELETE', PUSH_SUBSCRIPTIONS_PATH, JSON.stringify({ endpoint } satisfies UnsubscribeBody), {
    headers: json,
    authRedirect: false,
  });
}

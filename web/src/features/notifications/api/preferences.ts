import { apiRequest, getJson, postJson, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/i18n';
import type { Channel } from '@vahanhaat/contract/http/notice-kinds';
import type { Preferences as NotificationPreferences } from '@vahanhaat/contract/http/notifications';

export const SETTINGS_PATH = '/user/notification-settings';
export const PUSH_SUBSCRIPTIONS_PATH = '/user/push-subscriptions';

// The preferences' shapes are the contract's (packages/contract/src/http/notifications.ts).
export type { Channel } from '@vahanhaat/contract/http/notice-kinds';
/** A kind's row; security alerts (always_on) are shown on and cannot be turned off. */
export type { KindPreference, Preferences as NotificationPreferences } from '@vahanhaat/contract/http/notifications';

export interface PreferenceChange {
  language?: LanguageCode;
  quiet_hours?: boolean;
  enabled?: Record<string, Partial<Record<Channel, boolean>>>;
}

export async function getPreferences(options?: RequestOptions): Promise<NotificationPreferences | undefined> {
  const body = await getJson<NotificationPreferences>(SETTINGS_PATH, options);
  return body.status === 200 ? body.data : undefined;
}

const json = { 'Content-Type': 'application/json' };

export function savePreferences(change: PreferenceChange): Promise<ApiResponse<NotificationPreferences>> {
  return apiRequest<NotificationPreferences>('PUT', SETTINGS_PATH, JSON.stringify(change), { headers: json });
}

/** PushSubscription.toJSON() of this browser, to the signed-in buyer. */
export function saveSubscription(subscription: PushSubscriptionJSON): Promise<ApiResponse<{ devices: number }>> {
  return postJson<{ devices: number }>(PUSH_SUBSCRIPTIONS_PATH, subscription);
}

export function forgetSubscription(endpoint: string): Promise<ApiResponse<{ devices: number }>> {
  return apiRequest<{ devices: number }>('DELETE', PUSH_SUBSCRIPTIONS_PATH, JSON.stringify({ endpoint }), {
    headers: json,
    authRedirect: false,
  });
}

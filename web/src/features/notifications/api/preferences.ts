import { apiRequest, getJson, postJson, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/i18n';

export const SETTINGS_PATH = '/user/notification-settings';
export const PUSH_SUBSCRIPTIONS_PATH = '/user/push-subscriptions';

export type Channel = 'sms' | 'whatsapp' | 'push';

export interface KindPreference {
  kind: string;
  /** Security alerts: shown on, cannot be turned off. */
  always_on: boolean;
  enabled: Record<Channel, boolean>;
}

export interface NotificationPreferences {
  language: LanguageCode;
  quiet_hours: boolean;
  channels: { channel: Channel; available: boolean }[];
  kinds: KindPreference[];
  push: { public_key: string | null; devices: number };
}

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
  return apiRequest<{ devices: number }>('DELETE', PUSH_SUBSCRIPTIONS_PATH, JSON.stringify({ endpoint }), { headers: json, authRedirect: false });
}

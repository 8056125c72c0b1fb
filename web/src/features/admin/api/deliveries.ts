import { adminGet, query } from './http';
import type { Paged } from './types';

/** One notice on one channel, as the delivery log shows it. */
export interface Delivery {
  id: number;
  created_at: string;
  event_key: string;
  channel: string;
  kind: string;
  status: 'pending' | 'sending' | 'sent' | 'retry' | 'failed' | 'suppressed';
  reason: string | null;
  language: string;
  user: { user_id: number; name: string; phone: string };
  asset_id: number | null;
  params: Record<string, string>;
  attempts: number;
  next_attempt_at: string | null;
  provider_id: string | null;
  error: string | null;
  sent_at: string | null;
  latency_ms: number | null;
}

export interface DeliveryFilter {
  channel?: string | undefined;
  kind?: string | undefined;
  status?: string | undefined;
  phone?: string | undefined;
  user_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page_no?: number | undefined;
}

export const DELIVERY_CHANNELS = ['sms', 'whatsapp'] as const;
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'retry', 'failed', 'suppressed'] as const;
export const DELIVERY_KINDS = [
  'outbid',
  'won',
  'not_won',
  'approved',
  'payment_received',
  'h2_offer',
  'backout_charge',
  'closing_soon',
  'payment_reminder',
  'password_changed',
  'account_locked',
  'new_device_login',
  'kyc_verified',
  'kyc_rejected',
  'subscription_activated',
  'subscription_expiring',
  'released',
] as const;

export const deliveryLog = (f: DeliveryFilter, signal?: AbortSignal) => adminGet<Paged<Delivery>>(`/admin/notifications/deliveries${query({ ...f })}`, signal);

// The kinds of notice, the channels they go on and a delivery's states: one list for the
// server's templates and preferences and the web's preferences page and delivery log. No imports.

/**
 * Every kind of notice that reaches a buyer off the page (and `dealer_agent_invite`, the text a
 * dealer's invitation sends to a phone that may have no account yet: recorded under the dealer).
 */
export const NOTICE_KINDS = [
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
  'saved_search_match',
  'auction_reminder',
  'dealer_agent_invite',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The kinds of the alerts a buyer asks for (saved searches, auction reminders). */
export const ALERT_KINDS = ['saved_search_match', 'auction_reminder'] as const satisfies readonly NoticeKind[];
export type AlertKind = (typeof ALERT_KINDS)[number];

export const CHANNELS = ['sms', 'whatsapp', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The kinds a buyer sees in the preferences, in the order of a sale. */
export const PREFERENCE_KINDS = [
  'outbid',
  'closing_soon',
  'won',
  'not_won',
  'approved',
  'payment_reminder',
  'payment_received',
  'h2_offer',
  'backout_charge',
  'password_changed',
  'account_locked',
  'new_device_login',
  'kyc_verified',
  'kyc_rejected',
  'subscription_activated',
  'subscription_expiring',
  'released',
  'saved_search_match',
  'auction_reminder',
] as const satisfies readonly NoticeKind[];
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

/** A notice's state on one channel, as the delivery log shows it. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'retry', 'failed', 'suppressed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

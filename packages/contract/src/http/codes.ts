// The message codes the API's schemas name. The server's catalog (server/src/lib/i18n/catalog)
// holds their words in every language; the server's typecheck fails if one is missing there.
// The web words a code it shows with its own locale files. No imports.

export const SCHEMA_CODES = [
  'account.address_required',
  'account.aadhar_invalid',
  'account.first_name_required',
  'account.language_invalid',
  'account.last_name_required',
  'account.otp_invalid',
  'account.otp_purpose_invalid',
  'account.pan_invalid',
  'account.password_length',
  'account.password_required',
  'account.passwords_differ',
  'account.phone_invalid',
  'account.pincode_invalid',
  'account.state_required',
  'admin.end_before_start',
  'admin.photo_ids_ids',
  'admin.photo_ids_list',
  'admin.phone_prefix',
  'admin.report_points_required',
  'admin.role_filter',
  'admin.report_points_required',
  'admin.reserve_below_start',
  'admin.role_value',
  'admin.send_a_change',
  'admin.send_one_of',
  'admin.send_slot_or_caption',
  'admin.slug_format',
  'bid.asset_id_required',
  'bid.asset_ids_invalid',
  'bid.asset_ids_positive',
  'bid.too_many_lots',
  'billing.plan_term_format',
  'billing.plan_term_keys',
  'buyer.lot_ids',
  'buyer.lot_ids_whole',
  'buyer.status_filter',
  'buyer.watchlist_action',
  'buyer.watchlist_disagree',
  'deal.admin_action',
  'deposits.adjust_amount',
  'deposits.reason_required',
  'dealers.agent_name_required',
  'dealers.agent_phone_invalid',
  'dealers.date_invalid',
  'dealers.invite_invalid',
  'dealers.list_expected',
  'deal.document_kind',
  'field.at_least',
  'field.at_most',
  'field.date_example',
  'field.datetime',
  'field.date_required',
  'field.max',
  'field.https_url',
  'field.max_chars',
  'field.min',
  'field.not_before',
  'field.not_after',
  'field.more_than_zero',
  'field.must_be_boolean',
  'field.must_be_date',
  'field.must_be_kind',
  'field.must_be_list',
  'field.must_be_number',
  'field.must_be_positive',
  'field.must_be_text',
  'field.must_be_whole',
  'field.not_an_id',
  'field.one_of_plain',
  'field.phone',
  'field.positive_number',
  'field.registration_format',
  'field.required',
  'field.rupees',
  'field.too_large',
  'field.too_long',
  'field.whole_numbers',
  'field.whole_rupees',
  'invoice.date_format',
  'invoice.gstin_length',
  'invoice.gstin_text',
  'invoice.not_a_date',
  'invoice.reason_required',
  'invoice.reason_short',
  'kyc.note_required',
  'listing.auction_type',
  'listing.list_type',
  'listing.registration_example',
  'request.field_too_long',
  'request.idempotency_key_format',
  'request.idempotency_key_required',
] as const;
export type SchemaCode = (typeof SCHEMA_CODES)[number];

/** The values a message fills in ('{field} must be at most {count}' → field, count). */
export type MessageParams = Record<string, string | number>;

/**
 * A message a schema names by code, with values. Zod carries only text, so the code travels with
 * its values as JSON after a separator; `readSchemaText` reads it back.
 */
const SEPARATOR = '\u001f';
export function zodText(code: SchemaCode, params: MessageParams = {}): string {
  return encodeText(code, params);
}

/** zodText for any code; the server's own schemas use it with the catalog's type of codes. */
export function encodeText(code: string, params: MessageParams = {}): string {
  return Object.keys(params).length ? `${code}${SEPARATOR}${JSON.stringify(params)}` : code;
}

/**
 * A schema issue's message as code and values when the schema named a code (the field is
 * filled in by the reader from the path), or null for plain text.
 */
export function readSchemaText(text: string): { code: string; params: MessageParams } | null {
  const cut = text.indexOf(SEPARATOR);
  const code = cut === -1 ? text : text.slice(0, cut);
  if (!/^[a-z][a-z0-9_]*\.[a-z0-9_.]+$/.test(code)) return null;
  return { code, params: cut === -1 ? {} : (JSON.parse(text.slice(cut + 1)) as MessageParams) };
}

// Shared by the server's request schemas (server/src/lib/phone.ts) and the web app's phone
// fields (web/src/lib/phone.ts), so a number is read the same way on both sides. No imports.

/** Spaces, dashes, dots and brackets people type or paste inside a phone number. */
const SEPARATORS = /[\s\-().\u00a0]/g;

/**
 * An Indian mobile number as typed or pasted ("+91 98765 43210", "098765-43210", "91 9876543210")
 * reduced to its 10 national digits when it has that shape; anything else comes back without its
 * separators, for the 10-digit rule to refuse with its usual message.
 */
export function normalizeIndianPhone(input: string): string {
  const compact = input.replace(SEPARATORS, '');
  const match = /^(?:\+91|0091|91|0)?(\d{10})$/.exec(compact);
  return match?.[1] ?? compact;
}

/**
 * What a phone field keeps while someone types: a complete number in any accepted shape becomes
 * its 10 digits; otherwise digits (and a leading +) up to the longest accepted shape, so a number
 * typed with +91 is not cut off before it is complete.
 */
export function phoneFieldValue(input: string): string {
  const normalized = normalizeIndianPhone(input);
  if (/^\d{10}$/.test(normalized)) return normalized;
  const plus = normalized.startsWith('+') ? '+' : '';
  return plus + normalized.replace(/\D/g, '').slice(0, 13);
}

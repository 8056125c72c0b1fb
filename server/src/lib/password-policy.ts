import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vahanhaat/contract/http/accounts';
import { message, render, type Message } from './i18n/render.js';
import { assetsDir } from './paths.js';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** One message per rule, so a person knows which one to fix. */
export const PASSWORD_POLICY = {
  length: message('account.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
  phone: message('account.password_uses_phone'),
  common: message('account.password_common'),
} as const;

/** The same, in English. */
export const PASSWORD_POLICY_MSG = {
  length: render(PASSWORD_POLICY.length, 'en'),
  phone: render(PASSWORD_POLICY.phone, 'en'),
  common: render(PASSWORD_POLICY.common, 'en'),
} as const;

let common: Set<string> | undefined;
/** The shipped list (server/assets/COMMON-PASSWORDS.md), read once on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(readFileSync(path.join(assetsDir, 'common-passwords.txt'), 'utf8').split('\n').filter(Boolean));
  return common;
}

/** A run of the phone's own digits (forwards or backwards), or the number inside the password. */
function usesPhone(password: string, phone: string): boolean {
  if (!phone) return false;
  if (password.includes(phone)) return true;
  const reversed = [...phone].reverse().join('');
  return /^\d+$/.test(password) && (phone.includes(password) || reversed.includes(password));
}

/** The first rule a password a person chose breaks, or null when it may be used. */
export function passwordPolicyViolation(password: string, phone: string): Message | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return PASSWORD_POLICY.length;
  if (usesPhone(password, phone)) return PASSWORD_POLICY.phone;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_POLICY.common;
  return null;
}

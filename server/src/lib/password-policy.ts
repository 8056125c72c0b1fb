import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetsDir } from './paths.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** One message per rule, so a person knows which one to fix. */
export const PASSWORD_POLICY_MSG = {
  length: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  phone: 'Password must not contain your mobile number or be made of its digits',
  common: 'This password is too common and easy to guess, please choose another',
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
export function passwordPolicyViolation(password: string, phone: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return PASSWORD_POLICY_MSG.length;
  if (usesPhone(password, phone)) return PASSWORD_POLICY_MSG.phone;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_POLICY_MSG.common;
  return null;
}

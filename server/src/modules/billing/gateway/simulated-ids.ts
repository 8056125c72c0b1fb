import { randomInt } from 'node:crypto';

export const SIMULATED_CHECKOUT_PATH = '/payments/simulated/checkout';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-shaped ids: a prefix and 14 base-62 characters. */
export function simulatedId(prefix: 'order' | 'plink' | 'pay' | 'rfnd' | 'evt'): string {
  let out = '';
  for (let i = 0; i < 14; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${out}`;
}

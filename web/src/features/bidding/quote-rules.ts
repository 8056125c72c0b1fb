/**
 * Quote and autobid rules as the server applies them (server/src/modules/bidding/rules.ts), checked
 * before anything is sent so a buyer on a slow link learns at once what the server would refuse.
 */

/** Amount-in-words covers up to this (spec §9), and so do quotes. */
export const MAX_QUOTE_AMOUNT = 999_999_999;

export type AmountProblem = 'required' | 'invalid' | 'notWhole' | 'tooLarge' | 'belowNextValid' | 'notARaise';

export type ParsedAmount = { amount: number; problem?: undefined } | { amount?: undefined; problem: AmountProblem };

/** Typed rupees: digits with optional en-IN commas, spaces or a ₹ sign; paise are refused. */
export function parseRupees(input: string): ParsedAmount {
  const text = input.replace(/[\s,₹]/g, '').replace(/^rs\.?/i, '');
  if (text === '') return { problem: 'required' };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { problem: 'invalid' };
  if (match[2] && /[1-9]/.test(match[2])) return { problem: 'notWhole' };
  const amount = Number(match[1]);
  if (!Number.isSafeInteger(amount) || amount > MAX_QUOTE_AMOUNT) return { problem: 'tooLarge' };
  return { amount };
}

/** A manual quote: at least the next valid amount (start price first, then price + increment). */
export function quoteProblem(amount: number, nextValidAmount: number): AmountProblem | null {
  if (!Number.isSafeInteger(amount)) return 'notWhole';
  if (amount > MAX_QUOTE_AMOUNT) return 'tooLarge';
  if (amount < nextValidAmount) return 'belowNextValid';
  return null;
}

export interface AutobidContext {
  nextValidAmount: number;
  /** The buyer's current hidden maximum on this lot, if any: it can only be raised. */
  currentMax: number | null;
  youLead: boolean;
  price: number | null;
}

/** The lowest maximum the server takes: the leader may guard the current price, others need the next valid amount. */
export function autobidFloor(ctx: AutobidContext): number {
  return ctx.youLead && ctx.price !== null ? ctx.price : ctx.nextValidAmount;
}

/** An autobid maximum: raise-only, and at least the floor above. */
export function autobidProblem(max: number, ctx: AutobidContext): AmountProblem | null {
  if (!Number.isSafeInteger(max)) return 'notWhole';
  if (max > MAX_QUOTE_AMOUNT) return 'tooLarge';
  if (ctx.currentMax !== null && max <= ctx.currentMax) return 'notARaise';
  if (max < autobidFloor(ctx)) return 'belowNextValid';
  return null;
}

/** Checks typed text end to end: the parse, then the quote or autobid rule. */
export function checkTypedAmount(input: string, rule: (amount: number) => AmountProblem | null): ParsedAmount {
  const parsed = parseRupees(input);
  if (parsed.problem) return parsed;
  const problem = rule(parsed.amount);
  return problem ? { problem } : parsed;
}

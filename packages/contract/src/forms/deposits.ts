import * as z from 'zod/mini';
import { DEPOSIT_LIMITS, REASON_MAX } from '../http/limits.js';
import { formMessage } from './message.js';
import type { ParsePayload } from 'zod/v4/core';

/*
 * The deposit forms (http/deposits.ts amountBody, adjustBody), on the strings the inputs hold: a
 * buyer's top-up and refund, an admin's adjustment. Whole rupees as digits (the inputs keep only
 * digits, and a minus sign for an adjustment). Refusals are the web's locale keys, or the
 * console's field codes (forms/rules.ts).
 */

type Ctx = ParsePayload<string>;
const fail = (ctx: Ctx, message: string) => ctx.issues.push({ code: 'custom', message, input: ctx.value });

/** Whole rupees as typed, or NaN: up to nine digits (a minus sign in front with `signed`). */
export const typedRupees = (text: string, { signed = false } = {}) =>
  (signed ? /^-?\d{1,9}$/ : /^\d{1,9}$/).test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** What a top-up of `typed` rupees pays: a top-up below the smallest is raised to it (NaN stays NaN). */
export const topUpToPay = (typed: number, min: number) => (Number.isNaN(typed) ? typed : Math.max(typed, min));

/**
 * A top-up within the account's `min` and `max` (topup_min, topup_max): an amount below the
 * smallest is paid as the smallest, so only a blank, non-digits or more than `max` are refused.
 */
export const topUpForm = ({ min, max }: { min: number; max: number }) =>
  z.object({
    amount: z.string().check((ctx: Ctx) => {
      const toPay = topUpToPay(typedRupees(ctx.value), min);
      if (Number.isNaN(toPay) || toPay > max) fail(ctx, formMessage('deposit.amountRange', { min, max }));
    }),
  });
export type TopUpFormValues = z.input<ReturnType<typeof topUpForm>>;

/** A refund of whole rupees from 1 to what is `refundable` now. */
export const refundForm = (refundable: number) =>
  z.object({
    amount: z.string().check((ctx: Ctx) => {
      const n = typedRupees(ctx.value);
      if (Number.isNaN(n)) fail(ctx, formMessage(ctx.value.trim() === '' ? 'required' : 'number'));
      else if (n < 1) fail(ctx, formMessage('min', { min: 1 }));
      else if (n > refundable) fail(ctx, formMessage('max', { max: refundable }));
    }),
  });
export type RefundFormValues = z.input<ReturnType<typeof refundForm>>;

/** An admin's adjustment: signed whole rupees other than 0 (at most the limit either way), and its reason. */
export const adjustForm = z.object({
  amount: z.string().check((ctx: Ctx) => {
    const n = typedRupees(ctx.value, { signed: true });
    if (Number.isNaN(n)) fail(ctx, formMessage(ctx.value.trim() === '' ? 'required' : 'number'));
    else if (n === 0 || Math.abs(n) > DEPOSIT_LIMITS.adjustment) fail(ctx, formMessage('max', { max: DEPOSIT_LIMITS.adjustment }));
  }),
  reason: z.string().check((ctx: Ctx) => {
    if (ctx.value.length > REASON_MAX) fail(ctx, formMessage('too_long', { max: REASON_MAX }));
    else if (ctx.value.trim().length < DEPOSIT_LIMITS.reason_min) fail(ctx, formMessage('required'));
  }),
});
export type AdjustFormValues = z.input<typeof adjustForm>;

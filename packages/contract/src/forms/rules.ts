import * as z from 'zod/mini';
import { REGISTRATION_MAX, MIN_MODEL_YEAR, isCalendarDate, isHttpsUrl, isRegistration, looseNumber, LOT_LIMITS } from '../http/limits.js';
import { formMessage } from './message.js';
import type { ParsePayload } from 'zod/v4/core';

/*
 * The console forms' field rules, in zod/mini for the browser, built from the same limits and
 * formats as the API's admin schemas (http/limits.ts): each refusal is the server's field code
 * with its params (`required`, `too_long` {max}, `min` {min}, …), so a problem found in the
 * browser and one the server sends are worded alike under the field. Values stay the strings the
 * inputs hold; each form turns them into the request body.
 */

type Ctx = ParsePayload<string>;
const fail = (ctx: Ctx, code: string, params?: Record<string, string | number>) =>
  ctx.issues.push({ code: 'custom', message: formMessage(code, params), input: ctx.value });

/** Text: trimmed, required unless `optional`, at most `max` characters. */
export const text = (max: number, { optional = false } = {}) =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') {
      if (!optional) fail(ctx, 'required');
    } else if (ctx.value.length > max) fail(ctx, 'too_long', { max });
  });

/** A whole number from `min` to `max` ("1,50,000" and "₹ 1,50,000" read as the server reads them); blank is "required" unless `optional`. */
export const whole = (min: number, max: number, { optional = false } = {}) =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') {
      if (!optional) fail(ctx, 'required');
      return;
    }
    const digits = looseNumber(ctx.value);
    if (!/^-?\d+$/.test(digits)) return void fail(ctx, 'number');
    const n = Number(digits);
    if (n < min) fail(ctx, 'min', { min });
    else if (n > max) fail(ctx, 'max', { max });
  });

/** A whole number in one of the limits' `[min, max]` ranges. */
export const inRange = ([min, max]: readonly [number, number], options?: { optional?: boolean }) => whole(min, max, options);

/** A percentage from 0 to `max` with at most two decimals (2.5 is 250 basis points); blank reads as 0. */
export const percent = (max: number) =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') return;
    if (!/^\d+(?:\.\d{1,2})?$/.test(ctx.value)) return void fail(ctx, 'invalid');
    if (Number(ctx.value) > max) fail(ctx, 'max', { max });
  });

/** A choice from a list (a select): blank is "required". */
export const choice = () => z.string().check((ctx: Ctx) => void (ctx.value === '' && fail(ctx, 'required')));

/** A datetime-local value: blank is "required". */
export const dateTime = choice;

/** An optional calendar date, YYYY-MM-DD. */
export const optionalDate = () =>
  z.string().check((ctx: Ctx) => void (ctx.value !== '' && !isCalendarDate(ctx.value) && fail(ctx, 'date')));

/** An optional https:// link. */
export const optionalHttpsUrl = () =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') return;
    if (ctx.value.length > LOT_LIMITS.video_url) return void fail(ctx, 'too_long', { max: LOT_LIMITS.video_url });
    if (!isHttpsUrl(ctx.value)) fail(ctx, 'https_url');
  });

/** A registration number as on the RC (MH12AB1234, "KA 05 MN 0042", 22BH1234AA). */
export const registration = () =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') return void fail(ctx, 'required');
    if (ctx.value.length > REGISTRATION_MAX) return void fail(ctx, 'too_long', { max: REGISTRATION_MAX });
    if (!isRegistration(ctx.value.toUpperCase())) fail(ctx, 'registration_format');
  });

/** A model year from 1950 to this year. */
export const modelYear = () =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') return void fail(ctx, 'required');
    if (!/^\d+$/.test(ctx.value)) return void fail(ctx, 'number');
    const max = new Date().getFullYear();
    const y = Number(ctx.value);
    if (y < MIN_MODEL_YEAR) fail(ctx, 'min', { min: MIN_MODEL_YEAR });
    else if (y > max) fail(ctx, 'year_future', { max });
  });

/** A whole-number value of a field as the server reads it (NaN when blank or not a number). */
export const numberOf = (v: string) => (v.trim() === '' ? Number.NaN : Number(looseNumber(v)));

/** A mobile number: required, its 10 digits (the input tidies what is typed or pasted). */
export const phone = () =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') fail(ctx, 'required');
    else if (!/^\d{10}$/.test(ctx.value)) fail(ctx, 'phone');
  });

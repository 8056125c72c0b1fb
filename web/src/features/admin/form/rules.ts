import * as z from 'zod/mini';
import { message } from '../../../lib/forms/message-text';
import type { ParsePayload } from 'zod/v4/core';

/*
 * The console forms' field rules, the same as the server's admin schemas (modules/admin/*-schema.ts):
 * each refusal is the server's field code with its params (`required`, `too_long` {max}, `min`
 * {min}, …), so a problem found in the browser and one the server sends are worded alike, under
 * the field, by `fieldMessageKey`. Values stay the strings the inputs hold; the forms turn them
 * into the request body.
 */

type Ctx = ParsePayload<string>;
const fail = (ctx: Ctx, code: string, params?: Record<string, string | number>) =>
  ctx.issues.push({ code: 'custom', message: message(code, params), input: ctx.value });

/** Text: trimmed, required unless `optional`, at most `max` characters. */
export const text = (max: number, { optional = false } = {}) =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') {
      if (!optional) fail(ctx, 'required');
    } else if (ctx.value.length > max) fail(ctx, 'too_long', { max });
  });

/** Spreadsheet-style numbers ("1,50,000", "₹ 1,50,000") read as the server reads them. */
const looseNumber = (v: string) => v.replace(/^\s*(?:₹|rs\.?)\s*/i, '').replace(/[,\s]/g, '');

/** A whole number from `min` to `max`; blank is "required" unless `optional`. */
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

/** A choice from a list (a select): blank is "required". */
export const choice = () => z.string().check((ctx: Ctx) => void (ctx.value === '' && fail(ctx, 'required')));

/** A datetime-local value: blank is "required". */
export const dateTime = () => z.string().check((ctx: Ctx) => void (ctx.value === '' && fail(ctx, 'required')));

/** An optional calendar date, YYYY-MM-DD. */
export const optionalDate = () =>
  z.string().check((ctx: Ctx) => {
    if (ctx.value !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(ctx.value) || Number.isNaN(Date.parse(`${ctx.value}T00:00:00Z`))))
      fail(ctx, 'date');
  });

/** An optional https:// link of at most 500 characters. */
export const optionalHttpsUrl = () =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') return;
    if (ctx.value.length > 500) return void fail(ctx, 'too_long', { max: 500 });
    try {
      const u = new URL(ctx.value);
      if (u.protocol === 'https:' && u.hostname.includes('.') && !u.username && !u.password) return;
    } catch {
      // not a URL at all
    }
    fail(ctx, 'https_url');
  });

const RTO_FORMAT = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/;
const BHARAT_FORMAT = /^\d{2}BH\d{4}[A-Z]{1,2}$/;

/** A registration number as on the RC (MH12AB1234, "KA 05 MN 0042", 22BH1234AA). */
export const registration = () =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') return void fail(ctx, 'required');
    if (ctx.value.length > 20) return void fail(ctx, 'too_long', { max: 20 });
    const v = ctx.value.toUpperCase();
    if (!/^[A-Z0-9 -]+$/.test(v) || ![RTO_FORMAT, BHARAT_FORMAT].some((f) => f.test(v.replace(/[ -]/g, ''))))
      fail(ctx, 'registration_format');
  });

/** A model year from 1950 to this year. */
export const modelYear = () =>
  z.string().check(z.trim(), (ctx: Ctx) => {
    if (ctx.value === '') return void fail(ctx, 'required');
    if (!/^\d+$/.test(ctx.value)) return void fail(ctx, 'number');
    const max = new Date().getFullYear();
    const y = Number(ctx.value);
    if (y < 1950) fail(ctx, 'min', { min: 1950 });
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

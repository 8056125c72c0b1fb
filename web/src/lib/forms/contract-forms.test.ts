import {
  documentsStepForm,
  loginForm,
  newPasswordForm,
  personalStepForm,
  phoneStepForm,
  resetForm,
} from '@vahanhaat/contract/forms/accounts';
import {
  auctionForm,
  blockForm,
  financierForm,
  lotForm,
  planForm,
  planPriceForm,
  reportForm,
  stateHeadForm,
  type ReportFormValues,
} from '@vahanhaat/contract/forms/admin';
import { savedSearchForm } from '@vahanhaat/contract/forms/alerts';
import { agentForm, type AgentFormValues } from '@vahanhaat/contract/forms/dealers';
import { adjustForm, refundForm, topUpForm, topUpToPay, typedRupees } from '@vahanhaat/contract/forms/deposits';
import { readFormMessage } from '@vahanhaat/contract/forms/message';
import { numberOf } from '@vahanhaat/contract/forms/rules';
import { loginBody, resetPasswordBody, signupBody } from '@vahanhaat/contract/http/accounts';
import { auctionCreateBody } from '@vahanhaat/contract/http/admin-auctions';
import { reportBody } from '@vahanhaat/contract/http/admin-lot-report';
import { lotInput } from '@vahanhaat/contract/http/admin-lots';
import { financierCreateBody, planCreateBody, planEditBody, stateHeadCreateBody } from '@vahanhaat/contract/http/admin-reference';
import { blockBody } from '@vahanhaat/contract/http/admin-users';
import { createSearchBody } from '@vahanhaat/contract/http/alerts';
import { capsBody, inviteBody } from '@vahanhaat/contract/http/dealers';
import { adjustBody, amountBody } from '@vahanhaat/contract/http/deposits';
import { inOrder, looseNumber } from '@vahanhaat/contract/http/limits';
import { describe, expect, it } from 'vitest';
import { fieldMessageKey } from '../../features/admin/field-errors';
import { criteriaOf, EMPTY_FIELDS } from '../../features/saved-searches/criteria-form';
import { EMPTY_SIGNUP_FORM, signupPayload } from '../../features/signup/signup-form';
import en from '../../locales/en.json';
import { phoneFieldValue } from '../phone';

/*
 * The forms check in the browser with the contract's form schemas (forms/*.ts, zod/mini: a few
 * KB, not full zod's tens, on the public pages); the API checks the request with its body schemas
 * (http/*.ts, full zod). Both are built from the same limits and formats (http/limits.ts); these
 * tests hold the two expressions of each rule together: for each sample the form refuses exactly
 * the fields the body schema refuses. And every message a form names is worded in every language.
 */

type Issues = { error?: { issues: { path: PropertyKey[] }[] } };
type MessageIssues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** Every message key a form gave, for the check that each is worded in every language. */
const seen = new Set<string>();
const refusedFields = (result: Issues) => [...new Set((result.error?.issues ?? []).map((issue) => String(issue.path[0])))].sort();
/** refusedFields of a form schema's result, noting its messages. */
const formRefused = (result: Issues) => {
  for (const issue of (result as MessageIssues).error?.issues ?? []) seen.add(readFormMessage(issue.message)[0]);
  return refusedFields(result);
};

describe('sign-up: the steps refuse what POST /subscriptions/auction-signup-user refuses', () => {
  const good = {
    phone: '9876543210',
    firstname: 'Ramesh',
    middlename: '',
    lastname: 'Patil',
    email: '',
    state: '14',
    pin: '411001',
    address: 'Wagholi',
    aadharNumber: '',
    panNumber: '',
  };
  const samples: [string, Partial<typeof good>][] = [
    ['complete', {}],
    ['no first name', { firstname: '  ' }],
    ['no last name', { lastname: '' }],
    ['no state', { state: '' }],
    ['short PIN', { pin: '41100' }],
    ['no address', { address: ' ' }],
    ['short Aadhaar', { aadharNumber: '1234' }],
    ['full Aadhaar', { aadharNumber: '123412341234' }],
    ['PAN', { panNumber: 'ABCDE1234F' }],
    ['ten characters that are no PAN', { panNumber: 'ABCDE12345' }],
    ['short PAN', { panNumber: 'ABCDE' }],
    ['short phone', { phone: '98765' }],
    ['everything missing', { firstname: '', lastname: '', state: '', pin: '', address: '' }],
  ];
  const serverName: Record<string, string> = {
    first_name: 'firstname',
    last_name: 'lastname',
    pincode: 'pin',
    aadhar: 'aadharNumber',
    pan: 'panNumber',
  };

  it.each(samples)('%s', (_name, patch) => {
    const v = { ...good, ...patch };
    const web = [
      ...formRefused(phoneStepForm(null).safeParse({ phone: v.phone, otp: '' })),
      ...formRefused(personalStepForm.safeParse(v)),
      ...formRefused(documentsStepForm.safeParse(v)),
    ].sort();
    const payload = signupPayload({ ...EMPTY_SIGNUP_FORM, ...v, state: v.state ? { id: Number(v.state), name: 'Maharashtra' } : null });
    const server = refusedFields(signupBody.safeParse(payload))
      .map((field) => serverName[field] ?? field)
      .sort();
    expect(web).toEqual(server);
  });

  it.each(['98765 43210', '+91 98765 43210', '098765 43210', '+91-98765-43210', '9876543210'])(
    'reads the phone %s as the server does',
    (typed) => {
      expect(phoneFieldValue(typed)).toBe('9876543210');
      expect(signupBody.shape.phone.parse(typed)).toBe('9876543210');
    },
  );
});

describe('admin forms: the same refusals as the API', () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const start = new Date(Date.now() + 3_600_000);
  const auction = {
    title: 'Pune tractors',
    external_ref: '',
    financier_id: '3',
    state_id: '14',
    segment_id: '1',
    starts_at: local(start),
    ends_at: local(new Date(start.getTime() + 4 * 3_600_000)),
    soft_close_seconds: '180',
    extension_seconds: '180',
    hard_end_seconds: '1800',
    close_gap_seconds: '60',
    requires_deposit: false as boolean,
    deposit_limit_multiple: '',
  };
  /** The body the form sends: blanks left out, times as ISO. */
  const sent = (v: typeof auction) =>
    Object.fromEntries(
      Object.entries(v)
        .filter(([, value]) => typeof value !== 'string' || value.trim() !== '')
        .map(([k, value]) => [k, typeof value !== 'string' ? value : k.endsWith('_at') ? new Date(value).toISOString() : value.trim()]),
    );
  it.each<[string, Partial<typeof auction>]>([
    ['complete', {}],
    ['no title', { title: ' ' }],
    ['long title', { title: 'x'.repeat(201) }],
    ['no financier', { financier_id: '' }],
    ['end before start', { ends_at: local(new Date(start.getTime() - 60_000)) }],
    ['soft close too long', { soft_close_seconds: '3601' }],
    ['hard end too long', { hard_end_seconds: '86401' }],
    ['soft-close settings left blank', { soft_close_seconds: '', extension_seconds: '' }],
    ['deposits with their multiple', { requires_deposit: true, deposit_limit_multiple: '5' }],
    ['a multiple of 0', { requires_deposit: true, deposit_limit_multiple: '0' }],
    ['a multiple too large', { deposit_limit_multiple: '1001' }],
  ])('auction: %s', (_name, patch) => {
    const v = { ...auction, ...patch };
    expect(formRefused(auctionForm.safeParse(v))).toEqual(refusedFields(auctionCreateBody.safeParse(sent(v))));
  });

  const lot = {
    lot_no: '',
    make: 'Mahindra',
    model: '575 DI',
    year: '2019',
    registration_number: 'MH12AB1234',
    fuel: '',
    kms_driven: '',
    hours_run: '1200',
    owners: '1',
    yard_location: 'Pune yard',
    yard_district: '',
    inspection_notes: '',
    start_price: '200000',
    reserve_price: '',
    increment: '1000',
    video_url: '',
    rc: 'original',
    keys: '1',
    noc: 'with_vehicle',
    form35: 'ready',
    insurance_valid_until: '',
    hypothecation: 'none',
    repossession_basis: 'loan_default',
    dispute: '',
  };
  const lotSent = (v: typeof lot) =>
    Object.fromEntries(
      Object.entries(v)
        .filter(([, value]) => value.trim() !== '')
        .map(([k, value]) => [k, value.trim()]),
    );
  it.each<[string, Partial<typeof lot>]>([
    ['complete', {}],
    ['no make', { make: '' }],
    ['a year to come', { year: String(new Date().getFullYear() + 1) }],
    ['too old', { year: '1949' }],
    ['not a plate', { registration_number: 'HELLO' }],
    ['Bharat series plate', { registration_number: '22 BH 1234 AA' }],
    ['small increment', { increment: '99' }],
    ['reserve under start', { reserve_price: '150000' }],
    ['written in lakhs', { start_price: '2,00,000' }],
    ['http video', { video_url: 'http://youtu.be/abc' }],
    ['https video', { video_url: 'https://youtu.be/abc' }],
    ['too many owners', { owners: '21' }],
    ['too many keys', { keys: '6' }],
    ['no RC answer', { rc: '' }],
    ['bad date', { insurance_valid_until: '2027-13-45' }],
    ['no papers at all', { rc: '', keys: '', noc: '', form35: '', hypothecation: '', repossession_basis: '' }],
  ])('lot: %s', (_name, patch) => {
    const v = { ...lot, ...patch };
    expect(formRefused(lotForm.safeParse(v))).toEqual(refusedFields(lotInput.safeParse(lotSent(v))));
  });

  /** The financier form's six spellings, all blank. */
  const unspelt = { name_hi: '', name_mr: '', name_gu: '', name_kn: '', name_te: '', name_ta: '' };
  it.each([['थार मोटर क्रेडिट'], [' '], ['क'.repeat(121)], ['क'.repeat(120)]])('financier spelt %j in Hindi', (spelling) => {
    const name = 'Thar Motor Credit';
    // The form's name_hi is the body's name_i18n.hi.
    const form = formRefused(financierForm.safeParse({ name, ...unspelt, name_hi: spelling, deposit_limit_multiple: '' })).map((f) =>
      f.startsWith('name_') ? 'name_i18n' : f,
    );
    expect(form).toEqual(refusedFields(financierCreateBody.safeParse({ name, name_i18n: { hi: spelling } })));
    expect(form).toEqual(spelling.length > 120 ? ['name_i18n'] : []);
  });
  it.each([['Deccan Wheels Credit'], [' '], ['x'.repeat(121)], ['x'.repeat(120)]])('financier named %j', (name) => {
    expect(formRefused(financierForm.safeParse({ name, ...unspelt, deposit_limit_multiple: '' }))).toEqual(
      refusedFields(financierCreateBody.safeParse({ name })),
    );
  });
  it.each([['5'], ['0'], ['1000'], ['1001'], ['2.5']])('financier multiple %j', (multiple) => {
    const name = 'Deccan Wheels Credit';
    expect(formRefused(financierForm.safeParse({ name, ...unspelt, deposit_limit_multiple: multiple }))).toEqual(
      refusedFields(financierCreateBody.safeParse({ name, deposit_limit_multiple: Number(multiple) })),
    );
  });

  const head = { state_id: '14', name: 'Sunil More', phone: '9876543210' };
  it.each<[string, Partial<typeof head>]>([
    ['complete', {}],
    ['no state', { state_id: '' }],
    ['no name', { name: '  ' }],
    ['short phone', { phone: '98765' }],
    ['no phone', { phone: '' }],
  ])('state contact: %s', (_name, patch) => {
    const v = { ...head, ...patch };
    const body = Object.fromEntries(Object.entries(v).filter(([, value]) => value.trim() !== ''));
    expect(formRefused(stateHeadForm.safeParse(v))).toEqual(refusedFields(stateHeadCreateBody.safeParse(body)));
  });

  const plan = { name: 'Tractor yearly', tenure: '12', segment: '', price: '5000' };
  it.each<[string, Partial<typeof plan>]>([
    ['complete', {}],
    ['no name', { name: '' }],
    ['no price', { price: '' }],
    ['zero price', { price: '0' }],
    ['price in lakhs', { price: '1,00,000' }],
    ['price in words', { price: 'five thousand' }],
  ])('plan: %s', (_name, patch) => {
    const v = { ...plan, ...patch };
    // The form sends the price as the number it reads ("1,00,000" is 100000).
    const body = {
      name: v.name,
      tenure_months: v.tenure,
      price: Number.isNaN(numberOf(v.price)) ? v.price : numberOf(v.price),
      ...(v.segment ? { segment_id: v.segment } : {}),
    };
    expect(formRefused(planForm.safeParse(v))).toEqual(refusedFields(planCreateBody.safeParse(body)));
  });

  it.each([['Unpaid dues; call the Pune office'], [''], ['   '], ['x'.repeat(501)]])('block message %j', (block_description) => {
    expect(formRefused(blockForm.safeParse({ block_description }))).toEqual(refusedFields(blockBody.safeParse({ block_description })));
  });
});

describe('the account forms refuse what the API refuses', () => {
  it.each<[string, { phone: string; password: string }]>([
    ['complete', { phone: '9876543210', password: 'secret' }],
    ['no phone', { phone: '', password: 'secret' }],
    ['short phone', { phone: '98765', password: 'secret' }],
    ['no password', { phone: '9876543210', password: '' }],
    ['long password', { phone: '9876543210', password: 'x'.repeat(129) }],
  ])('login: %s', (_name, v) => {
    expect(formRefused(loginForm.safeParse(v))).toEqual(refusedFields(loginBody.safeParse(v)));
  });

  it.each([
    ['good', 'password1'],
    ['short', 'pass'],
    ['long', 'x'.repeat(129)],
    ['eight', '12345678'],
  ])('reset, a %s password', (_name, password) => {
    const form = formRefused(resetForm.safeParse({ phone: '9876543210', otp: '1234', password, confirm: password }));
    const body = refusedFields(resetPasswordBody.safeParse({ phone: '9876543210', otp: '1234', new_password: password }));
    expect(form).toEqual(body.map((field) => (field === 'new_password' ? 'password' : field)));
    expect(formRefused(newPasswordForm.safeParse({ password, confirm: password }))).toEqual(form);
  });

  it.each([['1234'], ['12'], ['abcd']])('reset, the OTP %j', (otp) => {
    const form = formRefused(resetForm.safeParse({ phone: '9876543210', otp, password: 'password1', confirm: 'password1' }));
    expect(form).toEqual(refusedFields(resetPasswordBody.safeParse({ phone: '9876543210', otp, new_password: 'password1' })));
  });
});

describe('a plan price change', () => {
  it.each([['5000'], ['0'], ['1,00,000'], ['five']])('price %j', (price) => {
    const sent = Number.isNaN(numberOf(price)) ? price : numberOf(price);
    expect(formRefused(planPriceForm.safeParse({ price }))).toEqual(refusedFields(planEditBody.safeParse({ price: sent })));
  });
});

describe('a saved search: the form refuses what POST /client/api/saved-searches/create refuses', () => {
  type Fields = typeof EMPTY_FIELDS;
  /** The body the form sends (criteriaOf), or a field as typed where it is no number, as a client could send it. */
  const sent = (v: Fields) => {
    const body: Record<string, unknown> = { ...criteriaOf(v) };
    for (const [key, value] of Object.entries(body)) if (Number.isNaN(value)) body[key] = v[key as keyof Fields].trim();
    return body;
  };
  /** The body schema's refusals, then the service's checks of a body it passed (no criterion: `root`). */
  const serverRefused = (body: Record<string, unknown>) => {
    const parsed = createSearchBody.safeParse(body);
    if (!parsed.success) return refusedFields(parsed);
    const c = parsed.data;
    if (Object.values(c).every((value) => value === undefined)) return ['root'];
    return [...(inOrder(c.price_min, c.price_max) ? [] : ['price_max']), ...(inOrder(c.year_from, c.year_to) ? [] : ['year_to'])].sort();
  };
  it.each<[string, Partial<Fields>]>([
    ['a make', { make: 'Mahindra' }],
    ['nothing', {}],
    ['only blanks', { make: '   ', district: ' ' }],
    ['a segment', { segment_id: '2' }],
    ['a long model', { model: 'x'.repeat(101) }],
    ['a model of 100', { model: 'x'.repeat(100) }],
    ['years in order', { year_from: '2015', year_to: '2020' }],
    ['years the wrong way round', { year_from: '2020', year_to: '2015' }],
    ['a year too old', { year_from: '1949' }],
    ['a year too far', { year_to: '2101' }],
    ['a year in words', { year_from: 'twenty' }],
    ['a price in lakhs', { price_max: '5,00,000' }],
    ['prices the wrong way round', { price_min: '5,00,000', price_max: '1,00,000' }],
    ['a price too large', { price_min: '1000000001' }],
    ['a price in paise', { price_min: '1000.50' }],
    ['a grade', { grade: 'B' }],
  ])('%s', (_name, patch) => {
    const v = { ...EMPTY_FIELDS, ...patch };
    expect(formRefused(savedSearchForm.safeParse(v))).toEqual(serverRefused(sent(v)));
  });
});

describe('a condition report: the form refuses what PUT /admin/lots/:id/report refuses', () => {
  // Two points of a checklist: a tyre (its tread) and one with a status.
  const tyres = [false, true];
  const good: ReportFormValues = {
    inspector_name: 'R. Patil',
    inspected_on: '2026-11-20',
    points: [
      { status: 'fail', value: '100', note: 'Guard missing', photo_id: '31' },
      { status: 'ok', value: '35', note: '', photo_id: '' },
    ],
  };
  /** The body the form sends: a tyre's tread, the others' status; a note and a photo where given. */
  const sent = (v: ReportFormValues) => ({
    inspector_name: v.inspector_name.trim(),
    ...(v.inspected_on ? { inspected_on: v.inspected_on } : {}),
    points: v.points.map((p, i) => ({
      code: `point_${i}`,
      ...(tyres[i] ? { value: p.value.trim() } : { status: p.status }),
      ...(p.note.trim() ? { note: p.note.trim() } : {}),
      ...(p.photo_id ? { photo_id: p.photo_id } : {}),
    })),
  });
  const paths = (result: Issues) => [...new Set((result.error?.issues ?? []).map((issue) => issue.path.join('.')))].sort();
  const point = (i: number, patch: Partial<ReportFormValues['points'][number]>) => ({
    points: good.points.map((p, n) => (n === i ? { ...p, ...patch } : p)),
  });
  it.each<[string, Partial<ReportFormValues>]>([
    ['complete', {}],
    ['no inspector', { inspector_name: '  ' }],
    ['a long inspector name', { inspector_name: 'x'.repeat(101) }],
    ['no date', { inspected_on: '' }],
    ['a day that does not exist', { inspected_on: '2026-02-30' }],
    ['a note of 300', point(0, { note: 'x'.repeat(300) })],
    ['a long note', point(0, { note: 'x'.repeat(301) })],
    ['no tread wear', point(1, { value: '100' })],
    ['a bald tyre', point(1, { value: '0' })],
    ['a tread over 100', point(1, { value: '101' })],
    ['a tread in words', point(1, { value: 'half' })],
  ])('%s', (_name, patch) => {
    const v = { ...good, ...patch };
    const form = reportForm.safeParse(v);
    for (const issue of form.error?.issues ?? []) seen.add(readFormMessage(issue.message)[0]);
    // The form names a point's field; the body its entry's (the same index and field).
    expect(paths(form)).toEqual(paths(reportBody.safeParse(sent(v))));
  });
});

describe("a dealer's agent: the form refuses what the invite and caps routes refuse", () => {
  const good: AgentFormValues = {
    name: 'Ravi Patil',
    phone: '9123456789',
    per_lot_cap: '3,00,000',
    total_cap: '',
    allowed_state_ids: [14],
    allowed_segments: ['tractor'],
  };
  /** What the form sends: a cap as the number it reads (as typed where it reads none), a blank cap null. */
  const cap = (v: string) => (v.trim() === '' ? null : /^\d+$/.test(looseNumber(v)) ? Number(looseNumber(v)) : v);
  const caps = (v: AgentFormValues) => ({
    per_lot_cap: cap(v.per_lot_cap),
    total_cap: cap(v.total_cap),
    allowed_state_ids: v.allowed_state_ids,
    allowed_segments: v.allowed_segments,
  });
  it.each<[string, Partial<AgentFormValues>]>([
    ['complete', {}],
    ['no caps', { per_lot_cap: '', total_cap: '' }],
    ['no name', { name: ' ' }],
    ['a long name', { name: 'x'.repeat(101) }],
    ['a short number', { phone: '91234' }],
    ['a cap of 0', { per_lot_cap: '0' }],
    ['a cap in words', { total_cap: 'ten lakh' }],
    ['a cap in paise', { per_lot_cap: '1500.50' }],
    ['a cap too large', { total_cap: '1000000001' }],
  ])('%s', (_name, patch) => {
    const v = { ...good, ...patch };
    expect(formRefused(agentForm(true).safeParse(v))).toEqual(
      refusedFields(inviteBody.safeParse({ name: v.name, phone: v.phone, ...caps(v) })),
    );
    expect(formRefused(agentForm(false).safeParse(v))).toEqual(refusedFields(capsBody.safeParse({ id: 3, ...caps(v) })));
  });
});

describe('the deposit forms refuse what the deposit routes refuse', () => {
  /** What a form sends: the amount it reads, or the text as typed where it reads none (as a client could send it). */
  const sentAmount = (typed: string, read: number) => (Number.isNaN(read) ? typed : read);
  const samples = [['10000'], ['500'], ['0'], [''], ['600000'], ['500000'], ['1234567890'], ['12a'], ['20000'], ['20001']];

  // The account's range (topup_min, topup_max): the service refuses a top-up outside it (deposits.topup_range).
  const range = { min: 1_000, max: 5_00_000 };
  it.each(samples)('top-up of %j', (typed) => {
    const read = topUpToPay(typedRupees(typed), range.min);
    const body = amountBody.safeParse({ amount: sentAmount(typed, read) });
    const server = body.success ? (body.data.amount >= range.min && body.data.amount <= range.max ? [] : ['amount']) : refusedFields(body);
    expect(formRefused(topUpForm(range).safeParse({ amount: typed }))).toEqual(server);
  });

  // What is refundable now: the service refuses more (deposits.refund_too_much).
  const refundable = 20_000;
  it.each(samples)('refund of %j', (typed) => {
    const body = amountBody.safeParse({ amount: sentAmount(typed, typedRupees(typed)) });
    const server = body.success ? (body.data.amount <= refundable ? [] : ['amount']) : refusedFields(body);
    expect(formRefused(refundForm(refundable).safeParse({ amount: typed }))).toEqual(server);
  });

  it.each<[string, { amount: string; reason: string }]>([
    ['a credit', { amount: '5000', reason: 'cheque deposit at the yard' }],
    ['a debit', { amount: '-1', reason: 'take one rupee' }],
    ['no reason', { amount: '5000', reason: '' }],
    ['a reason of blanks', { amount: '5000', reason: '      ' }],
    ['a reason of four', { amount: '5000', reason: 'four' }],
    ['a reason of five', { amount: '5000', reason: 'fives' }],
    ['a long reason', { amount: '5000', reason: 'x'.repeat(501) }],
    ['zero', { amount: '0', reason: 'nothing at all' }],
    ['a minus alone', { amount: '-', reason: 'nothing at all' }],
    ['the most', { amount: '10000000', reason: 'a large correction' }],
    ['over the most', { amount: '-10000001', reason: 'a large correction' }],
    ['nothing', { amount: '', reason: '' }],
  ])('adjustment: %s', (_name, v) => {
    expect(formRefused(adjustForm.safeParse(v))).toEqual(
      refusedFields(adjustBody.safeParse({ amount: v.amount.trim(), reason: v.reason })),
    );
  });
});

describe('every message the forms give', () => {
  const has = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;
  it('is worded in the locales (each language has the same keys as en, locales.test.ts)', () => {
    expect(seen.size).toBeGreaterThan(10);
    for (const key of seen) {
      // A bare code is a console field code, worded by fieldMessageKey like the server's field_codes.
      const localeKey = key.includes('.') ? key : fieldMessageKey('field', { code: key })[0];
      expect(localeKey, key).not.toBe('admin.fieldErrors.invalid');
      expect(has(localeKey), `${key} → ${localeKey}`).toBe(true);
    }
  });
});

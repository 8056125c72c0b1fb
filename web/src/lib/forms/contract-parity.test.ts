import { signupBody } from '@vahanhaat/contract/http/accounts';
import { auctionCreateBody } from '@vahanhaat/contract/http/admin-auctions';
import { lotInput } from '@vahanhaat/contract/http/admin-lots';
import { financierCreateBody, planCreateBody, stateHeadCreateBody } from '@vahanhaat/contract/http/admin-reference';
import { blockBody } from '@vahanhaat/contract/http/admin-users';
import { describe, expect, it } from 'vitest';
import { auctionSchema } from '../../features/admin/components/auction-form';
import { lotSchema } from '../../features/admin/components/lot-form';
import { financierSchema } from '../../features/admin/components/reference-financiers';
import { planSchema } from '../../features/admin/components/reference-plans';
import { stateHeadSchema } from '../../features/admin/components/reference-states';
import { numberOf } from '../../features/admin/form/rules';
import {
  EMPTY_SIGNUP_FORM,
  documentsStepSchema,
  personalStepSchema,
  phoneStepSchema,
  signupPayload,
} from '../../features/signup/signup-form';
import { blockSchema } from '../../pages/admin/admin-user-page';
import { phoneFieldValue } from '../phone';

/*
 * The forms check in the browser with zod/mini schemas (a few KB, not full zod's tens, on the
 * public pages). These tests hold them to the API's own request schemas in @vahanhaat/contract:
 * for each sample the browser refuses exactly the fields the server would refuse.
 */

type Issues = { error?: { issues: { path: PropertyKey[] }[] } };
const refusedFields = (result: Issues) => [...new Set((result.error?.issues ?? []).map((issue) => String(issue.path[0])))].sort();

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
      ...refusedFields(phoneStepSchema(null).safeParse({ phone: v.phone, otp: '' })),
      ...refusedFields(personalStepSchema.safeParse(v)),
      ...refusedFields(documentsStepSchema.safeParse(v)),
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
    expect(refusedFields(auctionSchema.safeParse(v))).toEqual(refusedFields(auctionCreateBody.safeParse(sent(v))));
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
    expect(refusedFields(lotSchema.safeParse(v))).toEqual(refusedFields(lotInput.safeParse(lotSent(v))));
  });

  it.each([['Deccan Wheels Credit'], [' '], ['x'.repeat(121)], ['x'.repeat(120)]])('financier named %j', (name) => {
    expect(refusedFields(financierSchema.safeParse({ name }))).toEqual(refusedFields(financierCreateBody.safeParse({ name })));
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
    expect(refusedFields(stateHeadSchema.safeParse(v))).toEqual(refusedFields(stateHeadCreateBody.safeParse(body)));
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
    expect(refusedFields(planSchema.safeParse(v))).toEqual(refusedFields(planCreateBody.safeParse(body)));
  });

  it.each([['Unpaid dues; call the Pune office'], [''], ['   '], ['x'.repeat(501)]])('block message %j', (block_description) => {
    expect(refusedFields(blockSchema.safeParse({ block_description }))).toEqual(refusedFields(blockBody.safeParse({ block_description })));
  });
});

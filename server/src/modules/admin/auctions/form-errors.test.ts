import { beforeAll, describe, expect, it } from 'vitest';
import { createAuction, ensureFinancier, ensureSegment, ensureState, call, inHours, LOT_DOCUMENTS } from '../../../test/factories.js';
import { modeName } from '../../../test/harness.js';
import { adminSuite } from '../../../test/suite.js';

const t = adminSuite();
let refs: { financier_id: number; state_id: number; segment_id: number };

beforeAll(async () => {
  const [f, s, g] = await Promise.all([ensureFinancier(t.db), ensureState(t.db), ensureSegment(t.db)]);
  refs = { financier_id: f.id, state_id: s.id, segment_id: g.id };
});

const nextYear = new Date().getFullYear() + 1;
async function emptyAuction() {
  const res = await call(t.app, 'POST', '/admin/auctions', t.admin.cookie, {
    ...refs,
    title: 'Form checks',
    starts_at: inHours(2),
    ends_at: inHours(3),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}
const goodLot = {
  make: 'Swaraj',
  model: '744 FE',
  year: 2019,
  registration_number: 'MH14AB1234',
  yard_location: 'Chakan Yard',
  start_price: 300_000,
  increment: 2_000,
  ...LOT_DOCUMENTS,
};

describe(`field-level refusals of the lot and auction forms in ${modeName}`, () => {
  it('answers every problem of a new lot at once, each in plain words under its field, and writes nothing', async () => {
    const auction = await emptyAuction();
    const res = await call(t.app, 'POST', `/admin/auctions/${auction.id}/lots`, t.admin.cookie, {
      ...goodLot,
      year: nextYear,
      increment: 0,
      start_price: 0,
      registration_number: 'ABCD',
      make: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual({
      make: 'This is required.',
      year: `The year cannot be later than ${nextYear - 1}.`,
      registration_number: 'Enter the registration number as on the RC, e.g. MH12AB1234.',
      start_price: 'Must be at least ₹1.',
      increment: 'Must be at least ₹100.',
    });
    expect(body.field_codes).toEqual({
      make: { code: 'required' },
      year: { code: 'year_future', params: { max: nextYear - 1 } },
      registration_number: { code: 'registration_format' },
      start_price: { code: 'min', params: { min: 1 } },
      increment: { code: 'min', params: { min: 100 } },
    });
    expect(body).toMatchObject({
      code: 'form.fields_invalid',
      params: { count: 5, fields: 'make, year, registration_number, start_price, increment' },
    });
    expect(body.msg).toBe(
      `Fields to fix (5): ${Object.entries(body.errors)
        .map(([f, text]) => `${f}: ${String(text)}`)
        .join(' ')}`,
    );
    const detail = (await call(t.app, 'GET', `/admin/auctions/${auction.id}`, t.admin.cookie)).json().data;
    expect(detail.lots).toHaveLength(0);
  });

  it('refuses a year before 1950 and a reserve under the start price alongside other faults; accepts RC formats', async () => {
    const auction = await emptyAuction();
    const res = await call(t.app, 'POST', `/admin/auctions/${auction.id}/lots`, t.admin.cookie, {
      ...goodLot,
      year: 1949,
      start_price: 50_000,
      reserve_price: 40_000,
      increment: 99,
    });
    expect(res.json().errors).toEqual({
      year: 'Must be at least 1950.',
      reserve_price: 'The reserve price must be at least the start price.',
      increment: 'Must be at least ₹100.',
    });
    for (const reg of ['KA 05 MN 0042', 'RJ14C0101', '22BH1234AA', 'dl-3c-ab-1234']) {
      const ok = await call(t.app, 'POST', `/admin/auctions/${auction.id}/lots`, t.admin.cookie, { ...goodLot, registration_number: reg });
      expect(ok.statusCode, ok.body).toBe(200);
    }
  });

  it('says which fields of a lot edit are wrong, the reserve checked against the stored start price', async () => {
    const { lots } = await createAuction(t.db, { startsIn: 3600, endsIn: 7200, startPrice: 200_000 });
    const res = await call(t.app, 'PATCH', `/admin/lots/${lots[0]!.id}`, t.admin.cookie, { year: 'abc', increment: '50' });
    expect(res.json().errors).toEqual({ year: 'Enter a whole number.', increment: 'Must be at least ₹100.' });
    const reserve = await call(t.app, 'PATCH', `/admin/lots/${lots[0]!.id}`, t.admin.cookie, { reserve_price: 150_000 });
    expect(reserve.json()).toMatchObject({
      status: 400,
      code: 'form.fields_invalid',
      msg: 'Fields to fix (1): reserve_price: The reserve price must be at least the start price.',
      errors: { reserve_price: 'The reserve price must be at least the start price.' },
    });
  });

  it('answers every problem of an auction at once, and keeps the single message for a request with no fields', async () => {
    const res = await call(t.app, 'POST', '/admin/auctions', t.admin.cookie, {
      ...refs,
      title: ' ',
      starts_at: inHours(3),
      ends_at: inHours(2),
      soft_close_seconds: -1,
    });
    expect(res.json().errors).toEqual({
      title: 'This is required.',
      soft_close_seconds: 'Must be at least 0.',
      ends_at: 'The end must be after the start.',
    });
    const order = await call(t.app, 'POST', '/admin/auctions', t.admin.cookie, {
      ...refs,
      title: 'Sale',
      starts_at: inHours(3),
      ends_at: inHours(2),
    });
    expect(order.json().errors).toEqual({ ends_at: 'The end must be after the start.' });
    const refsWrong = await call(t.app, 'POST', '/admin/auctions', t.admin.cookie, {
      title: 'Sale',
      financier_id: 999_999,
      state_id: 999_999,
      segment_id: refs.segment_id,
      starts_at: inHours(2),
      ends_at: inHours(3),
    });
    expect(refsWrong.json().errors).toEqual({ financier_id: 'Choose one from the list.', state_id: 'Choose one from the list.' });
    const empty = await call(t.app, 'PATCH', `/admin/auctions/999999`, t.admin.cookie, {});
    expect(empty.json()).toMatchObject({ status: 400, code: 'admin.send_a_change', msg: 'Send at least one field to change' });
  });

  it("words every field in the reader's language, from the same codes (Hindi; reference data and plan prices too)", async () => {
    const hindi = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: t.admin.cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'hi' },
        payload,
      });
    const auction = await emptyAuction();
    const lot = await hindi('POST', `/admin/auctions/${auction.id}/lots`, { ...goodLot, make: '', start_price: 0 });
    expect(lot.statusCode).toBe(400);
    expect(lot.json()).toMatchObject({
      code: 'form.fields_invalid',
      params: { count: 2, fields: 'make, start_price' },
      msg: 'ठीक करने वाले फ़ील्ड (2): make: यह ज़रूरी है। start_price: कम से कम ₹1 होना चाहिए।',
      errors: { make: 'यह ज़रूरी है।', start_price: 'कम से कम ₹1 होना चाहिए।' },
      field_codes: { make: { code: 'required' }, start_price: { code: 'min', params: { min: 1 } } },
    });
    const refsWrong = await hindi('POST', '/admin/auctions', {
      ...refs,
      financier_id: 999_999,
      title: 'Sale',
      starts_at: inHours(2),
      ends_at: inHours(3),
    });
    expect(refsWrong.json()).toMatchObject({ code: 'form.fields_invalid', errors: { financier_id: 'सूची में से एक चुनें।' } });
    const plan = await hindi('POST', '/admin/plans', { name: '', tenure_months: 3, price: 0 });
    expect(plan.statusCode).toBe(400);
    expect(plan.json()).toMatchObject({ code: 'form.fields_invalid', errors: { name: 'यह ज़रूरी है।', price: 'कम से कम ₹1 होना चाहिए।' } });
    const financier = await hindi('POST', '/admin/financiers', { name: 'x'.repeat(300) });
    expect(financier.json()).toMatchObject({ code: 'form.fields_invalid' });
    expect(financier.json().msg).not.toMatch(/[A-Za-z]{4,} (is|must|should)/);
    const nothing = await hindi('PATCH', '/admin/auctions/999999', {});
    expect(nothing.json()).toMatchObject({ status: 400, code: 'admin.send_a_change', msg: 'बदलने के लिए कम से कम एक फ़ील्ड भेजें' });
  });
});

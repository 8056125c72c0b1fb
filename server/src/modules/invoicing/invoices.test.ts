import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, users } from '../../db/schema/index.js';
import { parseCsv } from '../../lib/csv.js';
import { pdfText } from '../../lib/pdf/test-render.js';
import { ensureState, signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { form, insertPlan, planTerm } from '../billing/test-support.js';
import { paymentServiceFor, pendingSubscriptionPayment } from './test-support.js';

describe(`invoices in ${modeName}`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.db, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  async function paidBuyer(stateName: string, opts: { gstin?: string; price?: number } = {}) {
    const state = await ensureState(t.db, stateName);
    const buyer = await signedInUser(t.db, { stateId: state.id, firstName: 'रमेश', lastName: 'क्षीरसागर' });
    if (opts.gstin) {
      const res = await post('/client/tax-details', buyer.cookie, {
        gstin: opts.gstin,
        legal_name: 'Kshirsagar Tractors',
        address: 'Chakan, Pune 410501',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { payment } = await pendingSubscriptionPayment(t.db, buyer.user.id, opts.price);
    const settle = paymentServiceFor(t.db, t.config).settle;
    await settle(payment.id, `pay_T${payment.id}`);
    return { buyer, payment };
  }

  it('issues one tax invoice per payment, with CGST and SGST inside Maharashtra, however often the payment is confirmed', async () => {
    const { buyer, payment } = await paidBuyer('Maharashtra');
    const settle = paymentServiceFor(t.db, t.config).settle;
    await settle(payment.id, `pay_T${payment.id}`);
    await settle(payment.id, `pay_T${payment.id}`);
    const rows = await t.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(rows).toHaveLength(1);

    const res = await get('/client/invoices', buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [inv] = res.json().data;
    expect(inv).toMatchObject({
      kind: 'tax_invoice',
      charge: 'subscription',
      place_of_supply: '27',
      rate_bp: 1800,
      taxable_paise: 2_118_644,
      cgst_paise: 190_678,
      sgst_paise: 190_678,
      igst_paise: 0,
      total_paise: 2_500_000,
      payment_id: `pay_T${payment.id}`,
      subscription_id: payment.subscriptionId,
    });
    expect(inv.number).toMatch(/^VH\/\d{2}-\d{2}\/\d{6}$/);
    expect(inv.number.length).toBeLessThanOrEqual(16);
  });

  it('charges IGST to a buyer in another state, and takes the state from their GSTIN', async () => {
    const { buyer } = await paidBuyer('Maharashtra', { gstin: '29AAGCB7383J1Z4' });
    const [inv] = (await get('/client/invoices', buyer.cookie)).json().data;
    expect(inv).toMatchObject({
      place_of_supply: '29',
      buyer_gstin: '29AAGCB7383J1Z4',
      buyer_name: 'Kshirsagar Tractors',
      cgst_paise: 0,
      sgst_paise: 0,
    });
    expect(inv.igst_paise + inv.taxable_paise).toBe(2_500_000);
    expect(inv.igst_paise).toBe(381_356);
  });

  it('refuses a GSTIN that fails its checksum, and changes nothing', async () => {
    const buyer = await signedInUser(t.db);
    const bad = await post('/client/tax-details', buyer.cookie, { gstin: '27AAPFU0939F1ZW', legal_name: 'X', address: 'Y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/not valid/);
    const short = await post('/client/tax-details', buyer.cookie, { gstin: '27AAPFU', legal_name: 'X', address: 'Y' });
    expect(short.statusCode).toBe(400);
    const noName = await post('/client/tax-details', buyer.cookie, { gstin: '27AAPFU0939F1ZV' });
    expect(noName.statusCode).toBe(400);
    expect((await get('/client/tax-details', buyer.cookie)).json().data.gstin).toBeNull();
    const ok = await post('/client/tax-details', buyer.cookie, { gstin: '27aapfu0939f1zv', legal_name: 'Shinde Motors', address: 'Pune' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ gstin: '27AAPFU0939F1ZV', state_name: 'Maharashtra' });
  });

  it("serves the buyer's own invoice as a PDF in their language, and no one else's", async () => {
    const { buyer } = await paidBuyer('Maharashtra');
    const [inv] = (await get('/client/invoices', buyer.cookie)).json().data;
    const pdf = await get(`/client/invoices/${inv.invoice_id}/pdf?lang=mr`, buyer.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The Devanagari face is embedded (subset) for the buyer's name and the Marathi labels.
    expect(pdf.rawPayload.toString('latin1')).toMatch(/NotoSansDevanagari/);
    expect((await get(`/client/invoices/${inv.invoice_id}/pdf?lang=xx`, buyer.cookie)).statusCode).toBe(400);
    const other = await signedInUser(t.db);
    expect((await get(`/client/invoices/${inv.invoice_id}/pdf`, other.cookie)).statusCode).toBe(403);
    expect((await get(`/admin/invoices/${inv.invoice_id}/pdf?lang=ta`, admin.cookie)).statusCode).toBe(200);
    expect((await get(`/admin/invoices/${inv.invoice_id}/pdf`, buyer.cookie)).statusCode).toBe(403);
    expect((await get('/client/invoices/999999/pdf', buyer.cookie)).statusCode).toBe(404);
  });

  it("gives an admin a buyer's invoice in the buyer's saved language when no lang is asked for", async () => {
    const { buyer } = await paidBuyer('Maharashtra');
    await t.db.update(users).set({ language: 'te' }).where(eq(users.id, buyer.user.id));
    const [inv] = (await get('/client/invoices', buyer.cookie)).json().data;
    const faces = (body: Buffer) => [...new Set(body.toString('latin1').match(/NotoSans(Tamil|Gujarati|Kannada|Telugu)/g) ?? [])];
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/admin/invoices/${inv.invoice_id}/pdf`,
      headers: { cookie: admin.cookie, 'accept-language': 'en' },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(faces(asAdmin.rawPayload)).toEqual(['NotoSansTelugu']);
    const asked = await t.app.inject({
      method: 'GET',
      url: `/admin/invoices/${inv.invoice_id}/pdf?lang=gu`,
      headers: { cookie: admin.cookie },
    });
    expect(faces(asked.rawPayload)).toEqual(['NotoSansGujarati']);
  });

  it("writes the PDF in the reader's saved language when no lang is asked for, with the English line and words below", async () => {
    const { buyer } = await paidBuyer('Maharashtra');
    const [inv] = (await get('/client/invoices', buyer.cookie)).json().data;
    const url = `/client/invoices/${inv.invoice_id}/pdf`;
    const faces = (body: Buffer) => [...new Set(body.toString('latin1').match(/NotoSans(Tamil|Gujarati|Kannada|Telugu)/g) ?? [])];

    const saved = await t.app.inject({ method: 'GET', url, headers: { cookie: `${buyer.cookie}; language=ta`, 'accept-language': 'gu' } });
    expect(saved.statusCode).toBe(200);
    expect(faces(saved.rawPayload)).toEqual(['NotoSansTamil']);
    const browser = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: buyer.cookie, 'accept-language': 'gu-IN,gu;q=0.9,en;q=0.8' },
    });
    expect(faces(browser.rawPayload)).toEqual(['NotoSansGujarati']);
    const asked = await t.app.inject({ method: 'GET', url: `${url}?lang=kn`, headers: { cookie: `${buyer.cookie}; language=ta` } });
    expect(faces(asked.rawPayload)).toEqual(['NotoSansKannada']);
    expect(faces((await get(url, buyer.cookie)).rawPayload)).toEqual([]);

    const text = await pdfText(saved.rawPayload);
    expect(text).toMatch(/Subscription: PAN India Permission \d+, 12 months/);
    expect(text).toContain('Rupees Twenty Five Thousand Only');
    // The place of supply in Tamil with its English (legal) name after it; English alone in English.
    expect(text).toMatch(/ \/ Maharashtra \(27\)/);
    expect(await pdfText((await get(url, buyer.cookie)).rawPayload)).toMatch(/Maharashtra \(27\)/);
  });

  it('credits an invoice once, in the credit-note series, and nets it out of the period totals and the CSV', async () => {
    const { buyer } = await paidBuyer('Maharashtra', { price: 1_500 });
    const [inv] = (await get('/client/invoices', buyer.cookie)).json().data;
    const credit = await post(`/admin/invoices/${inv.invoice_id}/credit-note`, admin.cookie, { reason: 'Refunded: duplicate payment' });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().data).toMatchObject({ kind: 'credit_note', original_invoice_id: inv.invoice_id, total_paise: 150_000 });
    expect(credit.json().data.number).toMatch(/^VHC\/\d{2}-\d{2}\/\d{6}$/);
    expect((await post(`/admin/invoices/${inv.invoice_id}/credit-note`, admin.cookie, { reason: 'again please' })).statusCode).toBe(409);
    expect((await post(`/admin/invoices/${inv.invoice_id}/credit-note`, admin.cookie, {})).statusCode).toBe(400);
    expect((await post(`/admin/invoices/${inv.invoice_id}/credit-note`, buyer.cookie, { reason: 'please refund' })).statusCode).toBe(403);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const list = await get(`/admin/invoices?from=${today}&to=${today}`, admin.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const { documents, totals, counts } = list.json().data;
    expect(counts.credit_note).toBe(1);
    const sum = (k: string) =>
      documents.reduce((s: number, d: Record<string, number | string>) => s + (d.kind === 'credit_note' ? -1 : 1) * (d[k] as number), 0);
    for (const k of ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise']) expect(totals[k]).toBe(sum(k));
    expect(totals.taxable_paise + totals.cgst_paise + totals.sgst_paise + totals.igst_paise + totals.round_off_paise).toBe(
      totals.total_paise,
    );

    const csv = await get(`/admin/invoices.csv?from=${today}&to=${today}`, admin.cookie);
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(csv.body).filter((r) => r.length > 1);
    expect(header).toContain('cgst');
    const creditLine = lines.find((l) => l[0] === 'credit_note')!;
    expect(creditLine[header!.indexOf('against_number')]).toBe(inv.number);
    expect(creditLine[header!.indexOf('total')]).toBe('-1500');
    const totalLine = lines.at(-1)!;
    expect(totalLine[0]).toBe('total');
    expect(totalLine[header!.indexOf('total')]).toBe(String(totals.total_paise / 100));
  });

  it("reconciles the period's documents with the simulated gateway's settlements", async () => {
    const { payment } = await paidBuyer('Gujarat');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    // Money taken without a document (as if an invoice had never been issued).
    const user = await signedInUser(t.db);
    const [stray] = await t.db
      .insert(payments)
      .values({
        userId: user.user.id,
        purpose: 'subscription',
        gateway: 'simulated',
        paymentId: `pay_stray${payment.id}`,
        amount: 999,
        status: 'paid',
        paidAt: new Date(),
      })
      .returning();
    const res = await get(`/admin/invoices/reconciliation?from=${today}&to=${today}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { lines, summary } = res.json().data;
    const line = (id: string) => lines.find((l: { payment_id: string }) => l.payment_id === id);
    expect(line(`pay_T${payment.id}`)).toMatchObject({ status: 'matched', settled_paise: 2_500_000, invoice_total_paise: 2_500_000 });
    expect(line(stray!.paymentId!)).toMatchObject({ status: 'no_invoice', settled_paise: 99_900 });
    expect(summary.not_settled + summary.amount_differs).toBe(0);
    expect((await get(`/admin/invoices/reconciliation?from=${today}&to=${today}`, user.cookie)).statusCode).toBe(403);

    const csv = await get(`/admin/invoices/reconciliation.csv?from=${today}&to=${today}`, admin.cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="reconciliation-${today}-to-${today}.csv"`);
    const table = parseCsv(csv.body);
    expect(table[0]).toEqual(['status', 'payment_id', 'invoice_number', 'invoice_total', 'settled', 'fee', 'tax_on_fee', 'settlement_id']);
    // Mismatches first, the totals last.
    expect(table[1]![0]).not.toBe('matched');
    expect(table.find((r) => r[1] === stray!.paymentId)).toEqual([
      'no_invoice',
      stray!.paymentId,
      '',
      '',
      '999',
      '0',
      '0',
      expect.any(String),
    ]);
    expect(table.find((r) => r[1] === `pay_T${payment.id}`)?.slice(0, 5)).toEqual([
      'matched',
      `pay_T${payment.id}`,
      expect.stringMatching(/^VH\//),
      '25000',
      '25000',
    ]);
    expect(table.at(-1)![0]).toBe('total');
    expect((await get(`/admin/invoices/reconciliation.csv?from=${today}&to=${today}`, user.cookie)).statusCode).toBe(403);
    expect((await get(`/admin/invoices/reconciliation.csv?from=${today}&to=2020-01-01`, admin.cookie)).statusCode).toBe(400);
  });

  it('answers a bad period with a 400 a person can act on', async () => {
    expect((await get('/admin/invoices?from=2026-13-01&to=2026-12-01', admin.cookie)).json().msg).toMatch(/from/);
    expect((await get('/admin/invoices?from=2026-12-02&to=2026-12-01', admin.cookie)).statusCode).toBe(400);
    expect((await get('/admin/invoices', admin.cookie)).statusCode).toBe(400);
  });
});

describe(`prices exclusive of GST in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { GST_PRICES_INCLUDE_TAX: 'false', SIMULATED_WEBHOOKS: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('charges the price plus GST rounded to the rupee, and invoices the price as the taxable value', async () => {
    const state = await ensureState(t.db, 'Maharashtra');
    const buyer = await signedInUser(t.db, { stateId: state.id });
    const plan = await insertPlan(t.db, { tenureMonths: 1, price: 999 });
    const f = form({ plan_id: plan.id, payment_amount: plan.price, remarks: '', plan_term: planTerm(1, plan.price) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/subscription-creation-by-user',
      payload: f.payload,
      headers: { ...f.headers, cookie: buyer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment_amount).toBe(1_179);
    const [payment] = await t.db.select().from(payments).where(eq(payments.subscriptionId, res.json().subscription_id));
    expect(payment!.amount).toBe(1_179);
    await paymentServiceFor(t.db, t.config).settle(payment!.id, 'pay_exclusive');
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.paymentId, payment!.id));
    expect(inv).toMatchObject({
      pricesIncludeTax: false,
      taxablePaise: 99_900,
      cgstPaise: 8_991,
      sgstPaise: 8_991,
      roundOffPaise: 18,
      totalPaise: 117_900,
    });

    // What was paid is what the buyer is told they paid, with its tax lines.
    const mine = await t.app.inject({ method: 'POST', url: '/subscriptions/user-active-expired-data', headers: { cookie: buyer.cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.active[0]).toMatchObject({
      final_amount: 1_179,
      plan_price: 999,
      tax: {
        document: 'tax_invoice',
        rate_bp: 1800,
        taxable_paise: 99_900,
        cgst_paise: 8_991,
        sgst_paise: 8_991,
        igst_paise: 0,
        round_off_paise: 18,
        total_paise: 117_900,
      },
    });
  });

  it('quotes each plan as its price + GST and the whole rupees the checkout will charge', async () => {
    const plan = await insertPlan(t.db, { tenureMonths: 3, price: 25_000 });
    const res = await t.app.inject({ method: 'POST', url: '/subscriptions/get-simplified-plan-details-for-subscription' });
    const options = res.json().data.flatMap((d: { price: unknown[] }) => d.price);
    expect(options).toContainEqual({
      plan_id: plan.id,
      plan_name: plan.name,
      price_by_plan: 25_000,
      gst: 'extra',
      gst_rate_bp: 1800,
      payable_amount: 29_500,
    });
    const listed = await t.app.inject({ method: 'POST', url: '/subscriptions/get-all-published-plans-by-platform-list' });
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ plan_id: plan.id, price: 25_000, gst: 'extra', payable_amount: 29_500 }),
    );
  });
});

describe(`a receipt-only operator in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { GST_SUPPLIER_GSTIN: '', GST_PRICES_INCLUDE_TAX: 'false', SIMULATED_WEBHOOKS: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('quotes plans with no GST, charges the price, and reports the receipt as what was paid', async () => {
    const state = await ensureState(t.db, 'Karnataka');
    const buyer = await signedInUser(t.db, { stateId: state.id });
    const plan = await insertPlan(t.db, { tenureMonths: 6, price: 15_000 });
    const plans = await t.app.inject({ method: 'POST', url: '/subscriptions/get-simplified-plan-details-for-subscription' });
    expect(plans.json().data.flatMap((d: { price: unknown[] }) => d.price)).toContainEqual(
      expect.objectContaining({ plan_id: plan.id, gst: 'none', gst_rate_bp: 0, payable_amount: 15_000 }),
    );
    const { payment } = await pendingSubscriptionPayment(t.db, buyer.user.id, 15_000);
    await paymentServiceFor(t.db, t.config).settle(payment.id, 'pay_receipt');
    const mine = await t.app.inject({ method: 'POST', url: '/subscriptions/user-active-expired-data', headers: { cookie: buyer.cookie } });
    expect(mine.json().data.active[0]).toMatchObject({
      final_amount: 15_000,
      tax: { document: 'receipt', rate_bp: 0, total_paise: 1_500_000, cgst_paise: 0, igst_paise: 0 },
    });
  });
});

import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backouts, dealSteps, outbox } from '../../db/schema/index.js';
import { userSubject } from '../../events/subjects.js';
import { call, closedLotOfThree } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import { adminSuite } from '../../test/suite.js';
import { createDealService } from './service.js';

const t = adminSuite();

/** H1 = a (150k), H2 = c (140k), H3 = b (130k). */
const wonLot = () => closedLotOfThree(t.app, t.db, [120_000, 130_000, 140_000, 150_000]);

const step = (id: number, action: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/admin/deals/${id}/${action}`, t.admin.cookie, body);
const dealOf = async (cookie: string, id: number) => call(t.app, 'GET', `/client/deals/${id}`, cookie);
const expireDeadline = (id: number) => t.db.execute(sql`update deals set deadline_at = now() - interval '1 second' where asset_id = ${id}`);
const deals = () => createDealService({ db: t.db, onCommitted: () => t.app.outbox.kick() });

describe(`deal timeline in ${modeName}`, () => {
  it('opens a deal for H1 at the close, visible to H1 only, and walks every step to the RC transfer', async () => {
    const { id, a, c } = await wonLot();
    const mine = await dealOf(a.cookie, id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({
      stage: 'approval_pending',
      holder: true,
      rank: 1,
      amount: 150_000,
      next_action: 'await_approval',
      steps: [{ action: 'close', actor: 'system' }],
    });
    expect((await dealOf(c.cookie, id)).statusCode).toBe(404);

    const approved = await step(id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const view = (await dealOf(a.cookie, id)).json().data;
    expect(view).toMatchObject({ stage: 'payment_due', next_action: 'pay', documents: ['bond_kyc'] });
    expect(Date.parse(view.deadline_at) - Date.parse(view.steps[1].at)).toBe(48 * 3600_000);

    // No step can be skipped: the NOC comes only after payment.
    const early = await step(id, 'issue_noc');
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toContain('awaiting payment');

    await step(id, 'confirm_payment', { document: 'UTR998877' });
    expect((await dealOf(a.cookie, id)).json().data).toMatchObject({ stage: 'release_pending', next_action: 'await_noc' });
    expect((await call(t.app, 'GET', `/client/deals/${id}/documents/gate_pass`, a.cookie)).statusCode).toBe(409);
    await step(id, 'issue_noc', { document: 'NOC/2026/114' });
    await step(id, 'release');
    const pass = await call(t.app, 'GET', `/client/deals/${id}/documents/gate_pass`, a.cookie);
    expect(pass.statusCode).toBe(200);
    expect(pass.headers['content-type']).toBe('application/pdf');
    expect(pass.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // In the buyer's language, set in the embedded Noto face of its script.
    const hindi = await call(t.app, 'GET', `/client/deals/${id}/documents/release_letter?lang=hi`, a.cookie);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.rawPayload.toString('latin1')).toContain('NotoSansDevanagari');
    expect((await call(t.app, 'GET', `/client/deals/${id}/documents/gate_pass?lang=fr`, a.cookie)).json()).toMatchObject({
      status: 400,
      msg: expect.stringContaining('lang must be one of'),
    });
    expect((await call(t.app, 'GET', `/client/deals/${id}/documents/release_letter`, c.cookie)).statusCode).toBe(404);

    await step(id, 'start_rc');
    const inRc = (await dealOf(a.cookie, id)).json().data;
    expect(inRc).toMatchObject({
      stage: 'rc_transfer',
      next_action: 'transfer_rc',
      documents: ['bond_kyc', 'release_letter', 'gate_pass'],
    });
    expect(Date.parse(inRc.deadline_at) - Date.parse(inRc.steps.at(-1).at)).toBe(30 * 24 * 3600_000);
    await step(id, 'complete_rc', { document: 'MH12AB1234' });

    const done = (await dealOf(a.cookie, id)).json().data;
    expect(done.steps.map((s: { action: string }) => s.action)).toEqual([
      'close',
      'approve',
      'confirm_payment',
      'open_release',
      'issue_noc',
      'release',
      'start_rc',
      'complete_rc',
    ]);
    expect(done.steps.find((s: { action: string }) => s.action === 'issue_noc')).toMatchObject({
      actor: 'admin',
      document: 'NOC/2026/114',
    });
    const events = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, userSubject(a.user.id, 'deal')))
      .orderBy(asc(outbox.id));
    expect(events.map((e) => e.kind)).toEqual([
      'deal_approve',
      'deal_confirm_payment',
      'deal_open_release',
      'deal_issue_noc',
      'deal_release',
      'deal_start_rc',
      'deal_complete_rc',
    ]);
    expect(events[0]!.payload).toMatchObject({
      type: 'deal',
      event: 'approve',
      assetId: id,
      stage: 'payment_due',
      amount: 150_000,
      rank: 1,
      actor: 'admin',
    });

    // The spec's release / bank-NOC list reads the deal: a transferred lot is no longer pending.
    const release = await call(t.app, 'POST', '/auctions/auction-wise-release-or-banknoc-pending', t.admin.cookie, {
      auction_id: done.auction_id,
    });
    expect(release.json().data.rows).toEqual([]);
  });

  it('a buyer backs out before paying: the charge is due and the admin offers the lot to H2, who accepts', async () => {
    const { id, a, b, c } = await wonLot();
    await step(id, 'approve');
    const out = await call(t.app, 'POST', `/client/deals/${id}/backout`, a.cookie, {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ stage: 'backed_out', next_action: 'pay_backout', backout: { amount: 10_000, status: 'due' } });
    const [charge] = await t.db
      .select()
      .from(backouts)
      .where(and(eq(backouts.assetId, id), eq(backouts.userId, a.user.id)));
    expect(charge).toMatchObject({ amount: 10_000, status: 'due' });

    const offered = await step(id, 'offer_next');
    expect(offered.json().data).toMatchObject({ stage: 'offered', rank: 2, buyer: { user_id: c.user.id }, amount: 140_000 });
    const offer = (await dealOf(c.cookie, id)).json().data;
    expect(offer).toMatchObject({ stage: 'offered', holder: true, next_action: 'respond_offer', amount: 140_000 });
    expect(Date.parse(offer.deadline_at) - Date.parse(offer.steps.at(-1).at)).toBe(24 * 3600_000);
    // The buyer who backed out still sees the deal, as closed for them, with the charge to pay.
    expect((await dealOf(a.cookie, id)).json().data).toMatchObject({
      stage: 'closed_for_you',
      holder: false,
      next_action: 'pay_backout',
      amount: 150_000,
    });
    // Someone else cannot answer H2's offer.
    expect((await call(t.app, 'POST', `/client/deals/${id}/accept`, b.cookie, {})).statusCode).toBe(403);

    const accepted = await call(t.app, 'POST', `/client/deals/${id}/accept`, c.cookie, {});
    expect(accepted.json().data).toMatchObject({ stage: 'payment_due', next_action: 'pay', amount: 140_000 });
    const mine = await call(t.app, 'GET', '/client/deals', c.cookie);
    expect(mine.json().data.rows.map((r: { asset_id: number }) => r.asset_id)).toContain(id);
  });

  it('moves an expired offer to H3 by the database clock, and leaves the lot unsold when H3 declines', async () => {
    const { id, b, c } = await wonLot();
    await step(id, 'reject', { note: 'Below the floor' });
    await step(id, 'offer_next');
    await expireDeadline(id);
    expect(await deals().runDeadlines()).toBe(1);
    const h3 = (await dealOf(b.cookie, id)).json().data;
    expect(h3).toMatchObject({ stage: 'offered', rank: 3, amount: 130_000 });
    expect((await dealOf(c.cookie, id)).json().data).toMatchObject({ stage: 'closed_for_you', next_action: 'none' });
    const steps = await t.db.select().from(dealSteps).where(eq(dealSteps.assetId, id));
    expect(steps.map((s) => [s.action, s.rank, s.actorKind])).toEqual([
      ['close', 1, 'system'],
      ['reject', 1, 'admin'],
      ['offer_next', 2, 'admin'],
      ['expire', 2, 'system'],
      ['offer_next', 3, 'system'],
    ]);
    const declined = await call(t.app, 'POST', `/client/deals/${id}/decline`, b.cookie, {});
    expect(declined.json().data).toMatchObject({ stage: 'unsold', next_action: 'none' });
    expect((await step(id, 'offer_next')).statusCode).toBe(409);
  });

  it('turns a missed payment into a backout with its charge, and does not touch deals still in time', async () => {
    const { id, a } = await wonLot();
    const other = await wonLot();
    await step(id, 'approve');
    await step(other.id, 'approve');
    await expireDeadline(id);
    expect(await deals().runDeadlines()).toBe(1);
    expect((await dealOf(a.cookie, id)).json().data).toMatchObject({ stage: 'backed_out', backout: { status: 'due', amount: 10_000 } });
    expect((await dealOf(other.a.cookie, other.id)).json().data.stage).toBe('payment_due');
    // An offer is accepted only before its deadline.
    await step(id, 'offer_next');
    await expireDeadline(id);
    const late = await call(t.app, 'POST', `/client/deals/${id}/accept`, other.c.cookie, {});
    expect([403, 409]).toContain(late.statusCode);
  });

  it('lets exactly one of two racing answers to an offer through', async () => {
    const { id, c } = await wonLot();
    await step(id, 'reject');
    await step(id, 'offer_next');
    const answers = await Promise.all([
      call(t.app, 'POST', `/client/deals/${id}/accept`, c.cookie, {}),
      call(t.app, 'POST', `/client/deals/${id}/decline`, c.cookie, {}),
      call(t.app, 'POST', `/client/deals/${id}/accept`, c.cookie, {}),
    ]);
    expect(answers.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
    // The losers are refused as too late whichever answer won (a decline moves the offer on to H3).
    expect(answers.map((r) => r.statusCode).filter((s) => s === 409)).toHaveLength(2);
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    const { id, a } = await wonLot();
    expect((await step(id, 'fly')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/client/deals/abc`, a.cookie)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/client/deals/${id}/documents/bond`, a.cookie)).statusCode).toBe(400);
    expect((await call(t.app, 'POST', `/client/deals/${id}/accept`, a.cookie, {})).statusCode).toBe(409);
    expect((await call(t.app, 'GET', `/client/deals/${id}`, undefined)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', `/admin/deals/${id}/approve`, a.cookie, {})).statusCode).toBe(403);
    expect((await dealOf(a.cookie, id)).json().data.stage).toBe('approval_pending');
  });
});

/**
 * The differential test of the bidding engine: random interleavings of manual quotes and autobids
 * (raises, ties, equal maxima, replays, refusals of every kind, inside and outside the soft-close
 * window), sent in random batches through the database routine (engine/place-batch.sql) and
 * replayed through the specification (rules.ts). Every answer, quote, seq, price, leader, end,
 * proxy and event must agree. One live lot belongs to an auction that requires deposits (the
 * bidders' deposits random per run, so limits bite), and a dealer's agent (caps, states and
 * segments random per run) and a suspended agent quote among the bidders.
 */
import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, autobids, dealerAgents, outbox, quotes, userStatePermissions } from '../../db/schema/index.js';
import { createAuction, ensureState, signedInUser, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { hashToken } from '../accounts/session.js';
import { depositAccount, recordAdjustment } from '../deposits/index.js';
import { verifyChain } from './chain.js';
import { placeQuotes, type QuoteRequest } from './repo.js';
import {
  agentCapRefusal,
  agentLotExposure,
  agentLotExposureAfter,
  agentRefusal,
  limitRefusal,
  lotExposure,
  lotExposureAfter,
  type AgentPolicy,
  buyerRefusal,
  checkAutobid,
  lotRefusal,
  nextValidAmount,
  resolveAutobid,
  resolveManualQuote,
  softCloseExtension,
  type Buyer,
  type EmittedQuote,
  type LotWindow,
  type Proxy,
} from './rules.js';
import type { CommittedEvent } from '../../events/outbox.js';
import type { EngineOutcome } from './quote-outcome.js';

const SOFT_CLOSE_MS = 180_000;
const SEGMENT = 'tractor';
const iso = (ms: number) => new Date(ms).toISOString();
const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

interface Person {
  id: number;
  tokenHash: string;
  buyer: Buyer | null;
  /** An agent: the dealer's index in `people`, and whether the dealer suspended them. */
  agentOf?: number;
  suspended?: boolean;
}

/** The deposit auction's buying-limit multiple. */
const MULTIPLE = 2;
/** The active agent and the suspended one (agents of bidders 0 and 1). */
const AGENT = 9;
const SUSPENDED_AGENT = 10;

/** A lot as the specification sees it: its window, its standing, its proxies, its chain's length. */
interface ModelLot extends LotWindow {
  id: number;
  auctionId: number;
  stateName: string;
  segmentName: string;
  startPrice: number;
  increment: number;
  hardEndAt: number;
  price: number | null;
  leaderId: number | null;
  leaderAgentId: number | null;
  /** The buying limit's multiple when the auction requires deposits. */
  multiple: number | null;
  stateId: number;
  seq: number;
  count: number;
  extensions: number;
  proxies: Array<Proxy & { agentId: number | null }>;
  /** The quotes placed: seq, buyer, amount, kind, agent. */
  history: Array<[number, number, number, string, number | null]>;
}

interface Sent {
  kind: 'quote' | 'autobid';
  person: number;
  lot: number;
  amount: number;
  key: string;
}

type Payload = Record<string, unknown>;

let t: TestContext;
/** Four bidders, then: a plan without this segment, no plan nor state, no plan with the state, an admin, a dead session. */
let people: Person[];
/** The live lots are made per run; these refuse every request, whatever it is. */
let fixedLots: ModelLot[];
/** No such lot: refused before anything else is looked at. */
const MISSING_LOT = 2_000_000_000;

let stateId = 0;

async function modelOf(id: number): Promise<ModelLot> {
  const [row] = await t.db.select().from(assets).where(eq(assets.id, id));
  return {
    id,
    auctionId: row!.auctionId,
    status: row!.status,
    auctionCancelled: false,
    startsAt: row!.startsAt.getTime(),
    endsAt: row!.endsAt.getTime(),
    hardEndAt: row!.hardEndAt.getTime(),
    stateName: 'Maharashtra',
    segmentName: 'Tractor',
    startPrice: row!.startPrice,
    increment: row!.increment,
    price: row!.currentPrice,
    leaderId: row!.leaderUserId,
    leaderAgentId: row!.leaderAgentId,
    multiple: null,
    stateId: stateId,
    seq: row!.lastSeq,
    count: row!.quoteCount,
    extensions: row!.extensions,
    proxies: [],
    history: [],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const person = (made: { user: { id: number }; token: string }, buyer: Buyer | null): Person => ({
    id: made.user.id,
    tokenHash: hashToken(made.token),
    buyer,
  });
  const planned: Buyer = { isAdmin: false, isSubscribed: true, holdsState: false, segments: null };
  people = [];
  for (let i = 0; i < 4; i++) people.push(person(await subscribedBuyer(t.db), planned));
  people.push(person(await subscribedBuyer(t.db, { subscriptionSegments: ['cv'] }), { ...planned, segments: ['cv'] }));
  people.push(person(await signedInUser(t.db), { isAdmin: false, isSubscribed: false, holdsState: false, segments: null }));
  const local = await signedInUser(t.db);
  const state = await ensureState(t.db);
  await t.db.insert(userStatePermissions).values({ userId: local.user.id, stateId: state.id });
  people.push(person(local, { isAdmin: false, isSubscribed: false, holdsState: true, segments: null }));
  people.push(
    person(await signedInUser(t.db, { isAuctionAdmin: true }), { isAdmin: true, isSubscribed: false, holdsState: false, segments: null }),
  );
  people.push({ id: 0, tokenHash: hashToken(randomUUID()), buyer: null });
  stateId = state.id;
  // Agents of bidders 0 (active) and 1 (suspended): their requests are their dealers'.
  for (const [dealer, status] of [
    [0, 'active'],
    [1, 'suspended'],
  ] as const) {
    const made = await signedInUser(t.db);
    await t.db
      .insert(dealerAgents)
      .values({ dealerId: people[dealer]!.id, agentUserId: made.user.id, phone: made.user.phone, name: 'Agent', status });
    people.push({ ...person(made, people[dealer]!.buyer), agentOf: dealer, suspended: status === 'suspended' });
  }

  const upcoming = await createAuction(t.db, { startsIn: 3_600, endsIn: 7_200 });
  const ended = await createAuction(t.db, { startsIn: -7_200, endsIn: -3_600 });
  const withdrawn = await createAuction(t.db);
  await t.db.update(assets).set({ status: 'withdrawn' }).where(eq(assets.id, withdrawn.lots[0]!.id));
  fixedLots = [await modelOf(upcoming.lots[0]!.id), await modelOf(ended.lots[0]!.id), await modelOf(withdrawn.lots[0]!.id)];
});
afterAll(async () => {
  await t.close();
});

/**
 * The specification's engine: the requests one by one, in arrival order, at the batch's time
 * (`now`, which the routine reads from the clock and names in its answers).
 */
function createReference(lots: ModelLot[], balances: Map<number, number>, policy: AgentPolicy) {
  const keys = new Map<string, { hash: string; answer: EngineOutcome }>();
  let setAt = 0;
  const open = (l: ModelLot) => l.status === 'open' && !l.auctionCancelled;
  const proxyOf = (l: ModelLot, userId: number) => l.proxies.find((p) => p.userId === userId) ?? null;

  /** `fresh`: decided now, not a replay of a key (nor a 401), so any time it names is the batch's. */
  function decide(sent: Sent, hash: string, now: number): { answer: EngineOutcome; events: Payload[]; fresh: boolean } {
    const who = people[sent.person]!;
    if (!who.buyer) return { answer: { status: 401 }, events: [], fresh: false };
    const keyId = `${who.id}:${sent.kind}:${sent.key}`;
    const stored = keys.get(keyId);
    if (stored)
      return { answer: stored.hash === hash ? stored.answer : { status: 422, code: 'idempotency_key_reused' }, events: [], fresh: false };
    const bidder = who.agentOf === undefined ? who : people[who.agentOf]!;
    const out = who.suspended
      ? { answer: { status: 403, code: 'agent_suspended' } as EngineOutcome, events: [] }
      : decideFresh(sent, bidder.id, bidder.buyer!, now, who.agentOf === undefined ? null : who.id);
    keys.set(keyId, { hash, answer: out.answer });
    return { ...out, fresh: true };
  }

  function decideFresh(
    sent: Sent,
    userId: number,
    buyer: Buyer,
    now: number,
    agentId: number | null,
  ): { answer: EngineOutcome; events: Payload[] } {
    const lot = lots.find((l) => l.id === sent.lot);
    if (!lot) return { answer: { status: 404, code: 'not_found' }, events: [] };
    const closed = lotRefusal(lot, now);
    if (closed?.reason === 'withdrawn') return { answer: { status: 409, code: 'withdrawn' }, events: [] };
    if (closed?.reason === 'ended') return { answer: { status: 409, code: 'ended', ends_at: iso(closed.endsAt) }, events: [] };
    if (closed?.reason === 'not_live')
      return { answer: { status: 409, code: 'not_live', starts_at: iso(closed.startsAt), server_time: iso(now) }, events: [] };
    const denied = buyerRefusal(buyer, SEGMENT);
    if (denied?.reason === 'not_subscribed') return { answer: { status: 403, code: 'not_subscribed' }, events: [] };
    if (denied?.reason === 'state_not_permitted')
      return { answer: { status: 403, code: 'state_not_permitted', state_name: lot.stateName }, events: [] };
    if (denied?.reason === 'segment_not_permitted')
      return { answer: { status: 403, code: 'segment_not_permitted', segment_name: lot.segmentName }, events: [] };
    if (agentId !== null) {
      const no = agentRefusal(policy, lot.stateId, SEGMENT);
      if (no?.reason === 'agent_state_not_allowed')
        return { answer: { status: 403, code: 'agent_state_not_allowed', state_name: lot.stateName }, events: [] };
      if (no?.reason === 'agent_segment_not_allowed')
        return { answer: { status: 403, code: 'agent_segment_not_allowed', segment_name: lot.segmentName }, events: [] };
    }
    /** The agent's caps, then the bidder's buying limit: checked once the request is valid. */
    const capsAndLimit = (): EngineOutcome | null => {
      const kind = sent.kind;
      const own = proxyOf(lot, userId);
      if (agentId !== null) {
        const capped = agentCapRefusal(policy, sent.amount, () => {
          const per = (l: ModelLot) => agentLotExposure({ ...l, open: open(l) }, userId, agentId, proxyOf(l, userId));
          return {
            used: lots.reduce((sum, l) => sum + per(l), 0),
            before: per(lot),
            after: agentLotExposureAfter(lot, userId, agentId, own, kind, sent.amount),
          };
        });
        if (capped?.reason === 'agent_cap_lot') return { status: 403, code: 'agent_cap_lot', cap: capped.cap };
        if (capped?.reason === 'agent_cap_total') return { status: 403, code: 'agent_cap_total', cap: capped.cap, used: capped.used };
      }
      if (lot.multiple !== null) {
        const per = (l: ModelLot) =>
          l.multiple === null ? 0 : lotExposure({ ...l, open: open(l) }, userId, proxyOf(l, userId)?.max ?? null);
        const over = limitRefusal({
          used: lots.reduce((sum, l) => sum + per(l), 0),
          before: per(lot),
          after: lotExposureAfter({ ...lot, open: true }, userId, own?.max ?? null, kind, sent.amount),
          balance: balances.get(userId) ?? 0,
          multiple: lot.multiple,
        });
        if (over) return { status: 403, code: 'limit_exceeded', ...over };
      }
      return null;
    };

    const standing = { price: lot.price, leaderId: lot.leaderId, startPrice: lot.startPrice, increment: lot.increment };
    let emitted: EmittedQuote[];
    if (sent.kind === 'quote') {
      const r = resolveManualQuote(standing, lot.proxies, userId, sent.amount);
      if ('reason' in r) {
        if (r.reason === 'already_leading') return { answer: { status: 409, code: 'already_leading', price: r.price }, events: [] };
        if (r.reason === 'below_next_valid')
          return { answer: { status: 422, code: 'below_next_valid', next_valid_amount: r.nextValid }, events: [] };
        throw new Error(`unexpected refusal ${r.reason}`);
      }
      const refused = capsAndLimit();
      if (refused) return { answer: refused, events: [] };
      emitted = r.quotes;
    } else {
      const mine = lot.proxies.find((p) => p.userId === userId);
      const bad = checkAutobid(standing, mine, userId, sent.amount);
      if (bad?.reason === 'not_a_raise')
        return { answer: { status: 422, code: 'autobid_not_a_raise', current_max: bad.currentMax }, events: [] };
      if (bad?.reason === 'below_next_valid')
        return { answer: { status: 422, code: 'autobid_below_next_valid', next_valid_amount: bad.nextValid }, events: [] };
      if (bad) throw new Error(`unexpected refusal ${bad.reason}`);
      const refused = capsAndLimit();
      if (refused) return { answer: refused, events: [] };
      lot.proxies = [...lot.proxies.filter((p) => p.userId !== userId), { userId, max: sent.amount, setAt: ++setAt, agentId }];
      emitted = resolveAutobid(standing, lot.proxies).quotes;
    }
    // Each quote's agent: the request's for the manual quote, the proxy's for an automatic one.
    const agents = emitted.map((q) => (q.kind === 'manual' ? agentId : (proxyOf(lot, q.userId)?.agentId ?? null)));
    return apply(lot, sent, userId, emitted, now, agents);
  }

  /** The quotes a request placed: the chain, the soft close, the events, the answer. */
  function apply(lot: ModelLot, sent: Sent, userId: number, emitted: EmittedQuote[], now: number, agents: Array<number | null>) {
    const before = { seq: lot.seq, count: lot.count, leaderId: lot.leaderId };
    const window = { endsAt: lot.endsAt, hardEndAt: lot.hardEndAt, softCloseMs: SOFT_CLOSE_MS, extensionMs: SOFT_CLOSE_MS };
    const extendedTo = softCloseExtension(window, now, emitted.length > 0);
    if (extendedTo !== null) {
      lot.endsAt = extendedTo;
      lot.extensions += 1;
    }
    const last = emitted.at(-1);
    if (last) {
      lot.price = last.amount;
      lot.leaderId = last.userId;
      lot.leaderAgentId = agents.at(-1)!;
    }
    const outbid = last && before.leaderId !== null && before.leaderId !== last.userId ? before.leaderId : undefined;
    const events: Payload[] = emitted.map((q, i) => ({
      type: 'quote',
      auctionId: lot.auctionId,
      assetId: lot.id,
      seq: before.seq + i + 1,
      amount: q.amount,
      kind: q.kind,
      bidderUserId: q.userId,
      leaderUserId: q.userId,
      quoteCount: before.count + i + 1,
      nextValidAmount: q.amount + lot.increment,
      endsAt: iso(lot.endsAt),
      acceptedAt: iso(now),
      ...(i === emitted.length - 1 && outbid !== undefined && { outbidUserId: outbid }),
    }));
    emitted.forEach((q, i) => lot.history.push([before.seq + i + 1, q.userId, q.amount, q.kind, agents[i]!]));
    lot.seq += emitted.length;
    lot.count += emitted.length;
    if (extendedTo !== null) {
      events.push({
        type: 'extended',
        auctionId: lot.auctionId,
        assetId: lot.id,
        seq: lot.seq,
        endsAt: iso(lot.endsAt),
        extensions: lot.extensions,
        acceptedAt: iso(now),
      });
    }
    const common = {
      asset_id: lot.id,
      last_seq: lot.seq,
      you_lead: lot.leaderId === userId,
      ends_at: iso(lot.endsAt),
      extended: extendedTo !== null,
      server_time: iso(now),
    };
    const answer: EngineOutcome =
      sent.kind === 'quote'
        ? {
            status: 200,
            code: 'accepted',
            ...common,
            seq: before.seq + 1,
            price: lot.price!,
            next_valid_amount: lot.price! + lot.increment,
            quote_count: lot.count,
          }
        : {
            status: 200,
            code: 'autobid_set',
            ...common,
            max_amount: sent.amount,
            price: lot.price,
            quotes_placed: emitted.length,
            next_valid_amount: nextValidAmount(lot),
          };
    return { answer, events };
  }

  return { decide };
}

const op = fc.record({
  kind: fc.constantFrom('quote' as const, 'autobid' as const),
  /** Mostly the four bidders; sometimes someone the engine refuses, or an admin. */
  person: fc.oneof(
    { weight: 12, arbitrary: fc.nat(3) },
    { weight: 1, arbitrary: fc.integer({ min: 4, max: 8 }) },
    { weight: 5, arbitrary: fc.constantFrom(AGENT, AGENT, AGENT, SUSPENDED_AGENT) },
  ),
  /** Mostly the three live lots (the third requires deposits); sometimes one that is not live, or none at all. */
  lot: fc.oneof({ weight: 15, arbitrary: fc.nat(2) }, { weight: 1, arbitrary: fc.integer({ min: 3, max: 6 }) }),
  /** How the amount is chosen: near the next valid amount, the price, a rival's maximum (ties) or one's own. */
  basis: fc.constantFrom('next' as const, 'next' as const, 'price' as const, 'rival' as const, 'own' as const),
  /** In increments; mostly at the edges. */
  steps: fc.oneof(fc.integer({ min: -1, max: 1 }), fc.integer({ min: -1, max: 8 })),
  /** Send an earlier request's key again: the same request (a retry) or another one. */
  again: fc.option(fc.record({ of: fc.nat(30), same: fc.boolean() }), { nil: null, freq: 6 }),
});

const scenario = fc.record({
  ops: fc.array(op, { minLength: 6, maxLength: 16 }),
  /** Batch sizes the requests are cut into, in turn. */
  cuts: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }),
  increment: fc.constantFrom(500, 1_000, 2_500),
  /** Per live lot: seconds to the end (in the soft-close window or not) and whether the hard end caps an extension. */
  windows: fc.tuple(
    fc.record({ endsIn: fc.constantFrom(3_600, 100), capped: fc.boolean() }),
    fc.record({ endsIn: fc.constantFrom(3_600, 100), capped: fc.boolean() }),
    fc.record({ endsIn: fc.constantFrom(3_600, 100), capped: fc.boolean() }),
  ),
  /** The four bidders' deposits: none, or enough for a lot or a few (limit = deposit × MULTIPLE). */
  deposits: fc.array(fc.constantFrom(0, 50_000, 52_000, 60_000, 120_000), { minLength: 4, maxLength: 4 }),
  /** The agent's caps and where they may quote. */
  policy: fc.record({
    perLotCap: fc.constantFrom(null, 101_000, 104_000, 110_000),
    totalCap: fc.constantFrom(null, 104_000, 150_000),
    stateAllowed: fc.constantFrom(true, true, true, false),
    segments: fc.constantFrom(null, null, ['tractor'], ['cv']),
  }),
});

/** Every answer code the runs met: the new refusals must have been exercised. */
const seen = new Set<string>();

/** The runs' earlier live lots stop counting (closed, with no deal): exposure starts from nothing. */
let earlierLots: number[] = [];

describe(`the bidding engine against its specification in ${modeName}`, () => {
  it('answers, quotes, lots, proxies and events agree on random interleavings of quotes and autobids', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        if (earlierLots.length > 0) await t.db.update(assets).set({ status: 'closed' }).where(inArray(assets.id, earlierLots));
        const { lots: plain } = await createAuction(t.db, { lots: 2, startPrice: 100_000, increment: s.increment });
        const { lots: deposit } = await createAuction(t.db, {
          lots: 1,
          startPrice: 100_000,
          increment: s.increment,
          requiresDeposit: true,
          depositLimitMultiple: MULTIPLE,
        });
        const rows = [...plain, ...deposit];
        earlierLots = rows.map((r) => r.id);
        const balances = new Map<number, number>();
        for (const [i, amount] of s.deposits.entries()) {
          const u = people[i]!.id;
          const now = (await depositAccount(t.db, u)).balance;
          if (now !== amount)
            await t.db.transaction((tx) =>
              recordAdjustment(tx, { userId: u, amount: amount - now, reason: 'test deposit', createdBy: null }),
            );
          balances.set(u, amount);
        }
        const policy: AgentPolicy = {
          perLotCap: s.policy.perLotCap,
          totalCap: s.policy.totalCap,
          stateIds: s.policy.stateAllowed ? null : [stateId + 1_000],
          segments: s.policy.segments,
        };
        await t.db
          .update(dealerAgents)
          .set({
            perLotCap: policy.perLotCap,
            totalCap: policy.totalCap,
            allowedStateIds: policy.stateIds ? [...policy.stateIds] : null,
            allowedSegments: policy.segments ? [...policy.segments] : null,
          })
          .where(eq(dealerAgents.agentUserId, people[AGENT]!.id));
        const live: ModelLot[] = [];
        for (const [i, row] of rows.entries()) {
          // Millisecond times, as the answers carry them; far from any edge for the run's length.
          const endsAt = new Date(Date.now() + s.windows[i]!.endsIn * 1000);
          const hardEndAt = new Date(endsAt.getTime() + (s.windows[i]!.capped ? 60_000 : 3_600_000));
          await t.db.update(assets).set({ endsAt, hardEndAt }).where(eq(assets.id, row.id));
          live.push({ ...(await modelOf(row.id)), multiple: i === 2 ? MULTIPLE : null });
        }
        const lots = [...live, ...fixedLots];
        const lotIds = [...lots.map((l) => l.id), MISSING_LOT];
        const reference = createReference(lots, balances, policy);
        const sent: Sent[] = [];
        const handed: CommittedEvent[] = [];

        /** A request as a client would send it, its amount read from the lot as the last batch left it. */
        const build = (o: (typeof s.ops)[number]): Sent => {
          const earlier = o.again && sent.filter((x) => x.person === o.person);
          if (o.again && earlier && earlier.length > 0) {
            const first = earlier[o.again.of % earlier.length]!;
            if (o.again.same) return { ...first };
            return { kind: o.kind, person: o.person, lot: lotIds[o.lot]!, amount: first.amount + s.increment, key: first.key };
          }
          const id = lotIds[o.lot]!;
          const lot = lots.find((l) => l.id === id);
          const who = people[people[o.person]!.agentOf ?? o.person]!.id;
          const rivals = lot?.proxies.filter((p) => p.userId !== who) ?? [];
          const own = lot?.proxies.find((p) => p.userId === who);
          const near = ((Math.abs(o.steps) % 4) - 1) * s.increment;
          const base =
            o.basis === 'rival' && rivals.length > 0
              ? rivals[Math.abs(o.steps) % rivals.length]!.max + near
              : o.basis === 'own' && own
                ? own.max + near
                : o.basis === 'price' && lot
                  ? (lot.price ?? lot.startPrice) + near
                  : (lot ? nextValidAmount(lot) : 100_000) + o.steps * s.increment;
          return { kind: o.kind, person: o.person, lot: id, amount: Math.max(1, base), key: randomUUID() };
        };

        let at = 0;
        for (let b = 0; at < s.ops.length; b++) {
          const size = s.cuts[b % s.cuts.length]!;
          const batch: Sent[] = [];
          // Built one by one, so a request may repeat the key of an earlier one in its own batch.
          for (const o of s.ops.slice(at, at + size)) {
            const r = build(o);
            sent.push(r);
            batch.push(r);
          }
          at += size;
          const hashes = batch.map((r) =>
            sha(r.kind === 'quote' ? { assetId: r.lot, amount: r.amount } : { assetId: r.lot, max: r.amount }),
          );
          const requests: QuoteRequest[] = batch.map((r, i) => ({
            ...(r.kind === 'autobid' && { kind: 'autobid' as const }),
            tokenHash: people[r.person]!.tokenHash,
            assetId: r.lot,
            amount: r.amount,
            key: r.key,
            requestHash: hashes[i]!,
          }));
          const placed = await placeQuotes(t.db, requests);
          // The batch's time is the database's, an input of the specification like the requests.
          const timeOf = (o: EngineOutcome) => ('server_time' in o ? Date.parse(o.server_time) : Date.now());
          const expected = batch.map((r, i) => reference.decide(r, hashes[i]!, timeOf(placed[i]!.outcome)));
          // Every answer decided in the batch names the same time.
          const times = expected
            .filter((e) => e.fresh && 'server_time' in e.answer)
            .map((e) => (e.answer as { server_time: string }).server_time);
          expect(new Set(times).size).toBeLessThanOrEqual(1);
          const context = JSON.stringify(batch.map((r) => ({ ...r, key: r.key.slice(0, 8), person: people[r.person]!.id })));
          expect(
            placed.map((p) => p.outcome),
            context,
          ).toEqual(expected.map((e) => e.answer));
          for (const p of placed) if ('code' in p.outcome) seen.add(p.outcome.code);
          expect(
            placed.map((p) => p.events.map((e) => e.payload)),
            context,
          ).toEqual(expected.map((e) => e.events));
          handed.push(...placed.flatMap((p) => p.events));
        }

        const ids = live.map((l) => l.id);
        const proxies = await t.db.select().from(autobids).where(inArray(autobids.assetId, ids)).orderBy(asc(autobids.maxSetAt));
        for (const lot of live) {
          const [row] = await t.db.select().from(assets).where(eq(assets.id, lot.id));
          expect({
            price: row!.currentPrice,
            leader: row!.leaderUserId,
            leaderAgent: row!.leaderAgentId,
            seq: row!.lastSeq,
            count: row!.quoteCount,
            endsAt: row!.endsAt.getTime(),
            extensions: row!.extensions,
          }).toEqual({
            price: lot.price,
            leader: lot.leaderId,
            leaderAgent: lot.leaderAgentId,
            seq: lot.seq,
            count: lot.count,
            endsAt: lot.endsAt,
            extensions: lot.extensions,
          });
          const history = await t.db.select().from(quotes).where(eq(quotes.assetId, lot.id)).orderBy(asc(quotes.seq));
          expect(history.map((q) => [q.seq, q.userId, q.amount, q.kind, q.agentId])).toEqual(lot.history);
          expect(verifyChain(history)).toBeNull();
          // The maxima stored, in the order they were set: equal maxima go to the earlier one later too.
          expect(proxies.filter((p) => p.assetId === lot.id).map((p) => [p.userId, p.maxAmount, p.agentId])).toEqual(
            [...lot.proxies].sort((a, b) => a.setAt - b.setAt).map((p) => [p.userId, p.max, p.agentId]),
          );
        }
        // What the answers handed back is what was committed, in id order.
        const committed = await t.db.select().from(outbox).where(inArray(outbox.assetId, ids)).orderBy(asc(outbox.id));
        expect(handed).toEqual(committed.map((e) => ({ id: e.id, subject: e.subject, payload: e.payload })));
      }),
      // A fixed seed by default, so CI explores the same 40 scenarios (whose answers cover every code
      // checked below) every time; ENGINE_TEST_SEED=<n> explores others.
      { numRuns: 40, seed: Number(process.env.ENGINE_TEST_SEED ?? 1) },
    );
    console.info(`engine differential: answer codes met ${[...seen].sort().join(', ')}`);
    for (const code of [
      'accepted',
      'autobid_set',
      'limit_exceeded',
      'agent_suspended',
      'agent_cap_lot',
      'agent_cap_total',
      'agent_state_not_allowed',
      'agent_segment_not_allowed',
    ])
      expect([...seen]).toContain(code);
  }, 180_000);
});

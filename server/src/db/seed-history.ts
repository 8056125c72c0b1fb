import { eq, isNull, sql } from 'drizzle-orm';
import { quoteHash } from '../modules/bidding/index.js';
import { BACKOUT_CHARGE_RUPEES } from '../modules/billing/index.js';
import { apply, opened, type Action, type Actor, type Bidder, type DealState, type Step } from '../modules/deals/index.js';
import { queryRows } from './rows.js';
import {
  assetPhotos,
  assets,
  auctions,
  backouts,
  dealSteps,
  deals,
  financiers,
  quotes,
  states,
  segments,
  userStatePermissions,
  users,
} from './schema/index.js';
import type { Tx } from './client.js';

/**
 * Demo history: closed auctions whose lots stand at every step of the deal timeline, so a fresh
 * start has something on each after-sale screen. The demo buyer wins, is offered lots as H2 and
 * backs out; buyers whose names are written in Devanagari, Gujarati, Tamil, Telugu and Kannada
 * win, bid and back out beside them. Each lot's timeline is walked through the deal rules
 * themselves, its steps spaced back from the database clock so live deadlines lie ahead.
 */

export const HISTORY_BUYERS = [
  { key: 'hi', firstName: 'सुरेश', lastName: 'यादव', phone: '9000000011', stateCode: 'MH' },
  { key: 'mr', firstName: 'सुनील', lastName: 'पाटील', phone: '9000000012', stateCode: 'MH' },
  { key: 'gu', firstName: 'ભાવેશ', lastName: 'પટેલ', phone: '9000000013', stateCode: 'GJ' },
  { key: 'ta', firstName: 'முருகன்', lastName: 'செல்வம்', phone: '9000000014', stateCode: 'TN' },
  { key: 'te', firstName: 'వెంకట', lastName: 'రెడ్డి', phone: '9000000015', stateCode: 'TS' },
  { key: 'kn', firstName: 'ಮಂಜುನಾಥ', lastName: 'ಗೌಡ', phone: '9000000016', stateCode: 'KA' },
] as const;

const DEMO_BUYER_PHONE = '9000000002';

type Who = 'demo' | (typeof HISTORY_BUYERS)[number]['key'];
interface Scenario {
  /** Bidders, H1 first. */
  bidders: Who[];
  /** The steps after the close, with who takes each. */
  path: [Action, Actor][];
}

const PAID: [Action, Actor][] = [
  ['approve', 'admin'],
  ['confirm_payment', 'admin'],
];

/** One lot per scenario; together they cover every stage of the timeline. */
const SCENARIOS: Scenario[] = [
  { bidders: ['demo', 'hi', 'ta'], path: [] },
  { bidders: ['demo', 'mr'], path: [['approve', 'admin']] },
  { bidders: ['demo', 'gu'], path: PAID },
  { bidders: ['demo', 'te'], path: [...PAID, ['issue_noc', 'admin']] },
  { bidders: ['demo', 'kn'], path: [...PAID, ['issue_noc', 'admin'], ['release', 'admin']] },
  { bidders: ['demo', 'hi'], path: [...PAID, ['issue_noc', 'admin'], ['release', 'admin'], ['start_rc', 'admin']] },
  {
    bidders: ['demo', 'ta'],
    path: [...PAID, ['issue_noc', 'admin'], ['release', 'admin'], ['start_rc', 'admin'], ['complete_rc', 'admin']],
  },
  // The demo buyer as H2: H1 backed out, the lot is offered to them.
  {
    bidders: ['hi', 'demo', 'mr'],
    path: [
      ['approve', 'admin'],
      ['backout', 'buyer'],
      ['offer_next', 'admin'],
    ],
  },
  // The demo buyer backed out (charge due); the lot went to H2, who accepted.
  {
    bidders: ['demo', 'gu', 'te'],
    path: [
      ['approve', 'admin'],
      ['backout', 'buyer'],
      ['offer_next', 'admin'],
      ['accept', 'buyer'],
    ],
  },
  // Rejected by the financier; H2 declined, H3 too: unsold.
  {
    bidders: ['kn', 'demo', 'ta'],
    path: [
      ['reject', 'admin'],
      ['offer_next', 'admin'],
      ['decline', 'buyer'],
      ['decline', 'buyer'],
    ],
  },
  // Sales between the other buyers, for the admin's lists.
  { bidders: ['ta', 'te', 'kn'], path: [['approve', 'admin']] },
  { bidders: ['te', 'kn'], path: PAID },
  { bidders: ['kn', 'gu'], path: [] },
];

const PAYEES: Record<string, { accountName: string; bank: string; accountNumber: string; ifsc: string; branch: string }> = {
  'sahyadri-auto-finance': {
    accountName: 'Sahyadri Auto Finance Ltd - Auction Collections',
    bank: 'Bank of Maharashtra',
    accountNumber: '60412233445',
    ifsc: 'MAHB0000412',
    branch: 'Shivajinagar, Pune',
  },
  'krishi-mitra-capital': {
    accountName: 'Krishi Mitra Capital Pvt Ltd',
    bank: 'State Bank of India',
    accountNumber: '39876543210',
    ifsc: 'SBIN0001234',
    branch: 'Ashram Road, Ahmedabad',
  },
  'narmada-vahan-finance': {
    accountName: 'Narmada Vahan Finance Ltd',
    bank: 'Bank of Baroda',
    accountNumber: '22110100012345',
    ifsc: 'BARB0VADODA',
    branch: 'Alkapuri, Vadodara',
  },
  'deccan-wheels-credit': {
    accountName: 'Deccan Wheels Credit Ltd',
    bank: 'Canara Bank',
    accountNumber: '1234101005678',
    ifsc: 'CNRB0001234',
    branch: 'Jayanagar, Bengaluru',
  },
};
const DEFAULT_PAYEE = {
  accountName: 'Auction Collections Account',
  bank: 'Union Bank of India',
  accountNumber: '520101234567890',
  ifsc: 'UBIN0552011',
  branch: 'Main Branch',
};

const HOUR = 3600_000;

/** Every sale step walked through the rules; the acting buyer is whoever holds the deal. */
function walk(bidders: Bidder[], path: [Action, Actor][], times: Date[]) {
  let state: DealState = opened(bidders[0]!);
  const steps: { step: Step; actor: Actor; at: Date }[] = [];
  path.forEach(([action, actor], i) => {
    const at = times[i + 1]!;
    const out = apply(state, action, { actor, userId: state.buyerUserId, now: at, bidders });
    if (!out.ok) throw new Error(`demo history: ${action} refused (${out.refusal.code})`);
    state = out.state;
    steps.push(...out.steps.map((step) => ({ step, actor, at })));
    if (state.stage === 'paid') {
      const release = apply(state, 'open_release', { actor: 'system', now: at, bidders });
      if (release.ok) {
        state = release.state;
        steps.push(...release.steps.map((step) => ({ step, actor: 'system' as Actor, at })));
      }
    }
  });
  return { state, steps };
}

export async function seedDealHistory(tx: Tx, passwordHash: string): Promise<number> {
  const [clock] = await queryRows<{ now: string | Date }>(tx, sql`select now() as now`);
  const now = new Date(clock!.now);

  for (const [slug, payee] of Object.entries(PAYEES)) await tx.update(financiers).set({ payee }).where(eq(financiers.slug, slug));
  await tx.update(financiers).set({ payee: DEFAULT_PAYEE }).where(isNull(financiers.payee));

  const stateRows = await tx.select({ id: states.id, code: states.code }).from(states);
  const stateOf = (code: string) => stateRows.find((s) => s.code === code)?.id ?? stateRows[0]!.id;
  const ids = new Map<Who, number>();
  for (const b of HISTORY_BUYERS) {
    const [row] = await tx
      .insert(users)
      .values({
        phone: b.phone,
        firstName: b.firstName,
        lastName: b.lastName,
        address: 'Demo address',
        pincode: '411001',
        stateId: stateOf(b.stateCode),
        passwordHash,
        isSubscribed: true,
        neverSubscribed: false,
        subscriptionDate: sql`now()`,
        subscriptionEndDate: sql`now() + interval '12 months'`,
        remarks: 'Demo account',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id = row?.id ?? (await tx.select({ id: users.id }).from(users).where(eq(users.phone, b.phone)))[0]!.id;
    if (row)
      await tx
        .insert(userStatePermissions)
        .values({ userId: id, stateId: stateOf(b.stateCode) })
        .onConflictDoNothing();
    ids.set(b.key, id);
  }
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_BUYER_PHONE));
  if (!demo) return 0;
  ids.set('demo', demo.id);

  const [financier] = await tx.select({ id: financiers.id }).from(financiers).where(eq(financiers.slug, 'sahyadri-auto-finance'));
  const [segment] = await tx.select({ id: segments.id }).from(segments).where(eq(segments.code, 'tractor'));
  // A model lot to copy vehicles and photos from: the demo auctions' first tractors.
  const models = await queryRows<{
    id: number;
    make: string;
    model: string;
    year: number;
    yard_location: string;
    start_price: number;
    increment: number;
    photo: string | null;
  }>(
    tx,
    sql`select a.id, a.make, a.model, a.year, a.yard_location, a.start_price, a.increment,
          (select p.storage_key from asset_photos p where p.asset_id = a.id order by p.sort_order limit 1) as photo
        from assets a join auctions au on au.id = a.auction_id
        where au.segment_id = ${segment!.id} order by a.id limit ${SCENARIOS.length}`,
  );
  if (!financier || models.length === 0) return 0;

  const closedAt = new Date(now.getTime() - 96 * HOUR);
  const [auction] = await tx
    .insert(auctions)
    .values({
      title: 'Sahyadri Auto Finance · Maharashtra Tractor Sale (closed)',
      externalRef: 'demo:history-1',
      financierId: financier.id,
      stateId: stateOf('MH'),
      segmentId: segment!.id,
      startsAt: new Date(closedAt.getTime() - 3 * HOUR),
      endsAt: closedAt,
    })
    .onConflictDoNothing()
    .returning({ id: auctions.id });
  if (!auction) return 0;

  for (const [i, sc] of SCENARIOS.entries()) {
    const model = models[i % models.length]!;
    const top = model.start_price + model.increment * (8 + i);
    const bidders: Bidder[] = sc.bidders.map((who, r) => ({ userId: ids.get(who)!, rank: r + 1, amount: top - r * model.increment * 2 }));
    // Steps spaced back from now: the last one an hour ago, so any deadline it set is still ahead.
    const times = Array.from({ length: sc.path.length + 1 }, (_, k) => new Date(now.getTime() - (sc.path.length - k) * 7 * HOUR - HOUR));
    const lotClosed = times[0]!;
    const { state, steps } = walk(bidders, sc.path, times);

    const [asset] = await tx
      .insert(assets)
      .values({
        auctionId: auction.id,
        lotNo: i + 1,
        make: model.make,
        model: model.model,
        year: model.year,
        registrationNumber: `MH12DH${String(4100 + i).padStart(4, '0')}`,
        yardLocation: model.yard_location,
        startPrice: model.start_price,
        increment: model.increment,
        startsAt: new Date(lotClosed.getTime() - 3 * HOUR),
        endsAt: lotClosed,
        hardEndAt: lotClosed,
        status: 'closed',
        closedAt: lotClosed,
      })
      .returning({ id: assets.id });
    if (model.photo)
      await tx.insert(assetPhotos).values({ assetId: asset!.id, storageKey: model.photo, caption: `${model.make} ${model.model}` });

    // Quotes rising to the top, lowest bidder first, chained like live ones.
    let prev: string | null = null;
    const ordered = [...bidders].reverse();
    for (const [k, b] of ordered.entries()) {
      const q = {
        assetId: asset!.id,
        seq: k + 1,
        userId: b.userId,
        amount: b.amount,
        kind: 'manual',
        createdAt: new Date(lotClosed.getTime() - (ordered.length - k) * 60_000),
      };
      const hash = quoteHash(prev, q);
      await tx.insert(quotes).values({ ...q, kind: 'manual', prevHash: prev, hash });
      prev = hash;
    }
    const result =
      state.stage === 'approval_pending'
        ? 'approval_pending'
        : state.stage === 'offered'
          ? 'offered_h2'
          : state.stage === 'payment_due'
            ? 'approved'
            : state.stage === 'backed_out'
              ? 'backed_out'
              : state.stage === 'unsold' || state.stage === 'rejected'
                ? 'rejected'
                : 'paid';
    await tx
      .update(assets)
      .set({
        currentPrice: bidders[0]!.amount,
        leaderUserId: bidders[0]!.userId,
        quoteCount: bidders.length,
        lastSeq: bidders.length,
        lastHash: prev,
        reserveMet: true,
        winnerUserId: state.buyerUserId,
        winningAmount: state.amount,
        result,
        resultDecidedAt: times.at(-1)!,
        paymentDueAt: state.stage === 'payment_due' ? state.deadlineAt : null,
      })
      .where(eq(assets.id, asset!.id));

    await tx.insert(deals).values({
      assetId: asset!.id,
      stage: state.stage,
      buyerUserId: state.buyerUserId,
      rank: state.rank,
      amount: state.amount,
      deadlineAt: state.deadlineAt,
      triedRanks: [...state.tried],
      version: steps.length,
    });
    await tx.insert(dealSteps).values([
      {
        assetId: asset!.id,
        action: 'close',
        stage: 'approval_pending',
        buyerUserId: bidders[0]!.userId,
        rank: 1,
        amount: bidders[0]!.amount,
        actorKind: 'system',
        at: lotClosed,
      },
      ...steps.map(({ step, actor, at }) => ({
        assetId: asset!.id,
        action: step.action,
        stage: step.stage,
        buyerUserId: step.buyerUserId,
        rank: step.rank,
        amount: step.amount,
        deadlineAt: step.deadlineAt,
        actorKind: actor,
        document: step.action === 'release' ? 'gate_pass' : step.action === 'issue_noc' ? 'release_letter' : null,
        charge: step.charge,
        at,
      })),
    ]);
    for (const { step } of steps) {
      if (step.charge)
        await tx
          .insert(backouts)
          .values({ assetId: asset!.id, userId: step.buyerUserId, amount: BACKOUT_CHARGE_RUPEES })
          .onConflictDoNothing();
    }
  }
  return SCENARIOS.length;
}

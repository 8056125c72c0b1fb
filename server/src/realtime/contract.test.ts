/**
 * The events the server really produces, relays and sends, held to the contract package's schemas
 * (packages/contract/src/realtime: bus.ts and wire.ts), which the web app takes its types from.
 * Producers: the quote engine (manual quotes, autobids, soft close) and closing, read back from
 * the outbox; relayed: the same rows as the bus delivers them; consumed: the wire messages the
 * hub builds from them. Every message a realtime test client receives is checked as well
 * (test-fixtures/clients.ts).
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assets, outbox } from '../db/schema/index.js';
import { ALL_AUCTION_EVENTS, ALL_USER_EVENTS } from '../events/subjects.js';
import { closeDueLots } from '../modules/bidding/index.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { forViewer, lotEventFrom, outbidFrom, privateMessage } from './messages.js';
import { busEvent, lotBusEvent, serverMessage, type BusEvent } from './protocol.js';
import { bid } from './test-fixtures/bids.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function setAutobid(cookie: string, assetId: number, max: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/client/add_autobid_amount',
    headers: { cookie, 'idempotency-key': randomUUID(), 'x-requested-with': 'XMLHttpRequest' },
    payload: { asset_id: assetId, max_amount: max },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe(`event payloads against the contract in ${modeName}`, () => {
  it('the engine and closing write, the relay publishes and the hub sends only what the schemas describe', async () => {
    const relayed: Array<{ subject: string; payload: unknown; msgId: string | undefined }> = [];
    const record = (subject: string, payload: unknown, msgId?: string) => void relayed.push({ subject, payload, msgId });
    const unsubscribe = [t.bus.subscribe(ALL_AUCTION_EVENTS, record), t.bus.subscribe(ALL_USER_EVENTS, record)];

    // Inside the soft-close window, so quotes extend the lot.
    const { auction, lots } = await createAuction(t.db, { startPrice: 100_000, increment: 1_000, endsIn: 60 });
    const lot = lots[0]!;
    const x = await subscribedBuyer(t.db);
    const y = await subscribedBuyer(t.db);
    await setAutobid(x.cookie, lot.id, 110_000);
    // x's autobid answers y at once (an auto quote), then y goes past x's maximum and displaces x.
    await bid(t.app, y.cookie, lot.id, 105_000);
    await bid(t.app, y.cookie, lot.id, 112_000);
    await t.db
      .update(assets)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(assets.id, lot.id));
    expect((await closeDueLots(t.db)).map((l) => l.id)).toContain(lot.id);

    // Produced: every outbox row of the sale.
    const rows = await t.db.select().from(outbox).where(eq(outbox.auctionId, auction.id)).orderBy(asc(outbox.id));
    const events: BusEvent[] = rows.map((r) => {
      const parsed = busEvent.safeParse(r.payload);
      expect(parsed.error, `${r.kind}: ${JSON.stringify(r.payload)}`).toBeUndefined();
      // The row's kind is the payload's type (a deal step's adds the step: deal_approve).
      const type = parsed.data!.type;
      expect(r.kind === type || (type === 'deal' && r.kind.startsWith('deal_')), `row kind ${r.kind}, payload ${type}`).toBe(true);
      return parsed.data!;
    });
    const quotes = events.filter((e) => e.type === 'quote');
    expect(new Set(quotes.map((q) => q.kind))).toEqual(new Set(['manual', 'auto']));
    expect(quotes.map((q) => q.seq)).toEqual(quotes.map((_, i) => i + 1));
    expect(quotes.some((q) => q.outbidUserId === x.user.id)).toBe(true);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['extended', 'closed', 'won']));

    // Relayed: the bus carries each row once the relay has published it, as written.
    await vi.waitFor(
      () => {
        const seen = new Set(relayed.map((r) => r.msgId));
        expect(rows.filter((r) => !seen.has(String(r.id))).map((r) => r.id)).toEqual([]);
      },
      { timeout: 15_000, interval: 20 },
    );
    for (const r of rows) {
      const copy = relayed.find((e) => e.msgId === String(r.id))!;
      expect(copy.subject).toBe(r.subject);
      expect(busEvent.parse(copy.payload)).toEqual(busEvent.parse(r.payload));
    }
    for (const off of unsubscribe) off();

    // Consumed: the wire messages the hub makes of them, for every kind of viewer.
    const now = new Date().toISOString();
    let lotMessages = 0;
    for (const e of events) {
      if (lotBusEvent.safeParse(e).success) {
        const ev = lotEventFrom(e as Record<string, unknown>, t.config.APP_SECRET, now);
        expect(ev, JSON.stringify(e)).not.toBeNull();
        for (const viewer of [null, x.user.id, y.user.id]) serverMessage.parse(forViewer(ev!.message, viewer, ev!.leaderId, ev!.bidderId));
        lotMessages += 1;
        const outbid = outbidFrom(e as Record<string, unknown>, now);
        if (e.type === 'quote' && e.outbidUserId !== undefined)
          expect(serverMessage.parse(outbid)).toMatchObject({ type: 'outbid', seq: e.seq });
      } else if (e.type === 'won') {
        expect(serverMessage.parse(privateMessage(e.type, e, now))).toMatchObject({ type: 'won', assetId: lot.id, price: 112_000 });
      }
    }
    expect(lotMessages).toBe(events.filter((e) => e.type === 'quote' || e.type === 'extended' || e.type === 'closed').length);
  });

  it('refuses payloads that drift from the contract', () => {
    const quote = {
      type: 'quote',
      auctionId: 1,
      assetId: 2,
      seq: 1,
      amount: 100_000,
      kind: 'manual',
      bidderUserId: 3,
      leaderUserId: 3,
      quoteCount: 1,
      nextValidAmount: 101_000,
      endsAt: '2026-11-25T10:30:00.000Z',
      acceptedAt: '2026-11-25T10:29:00.000Z',
    };
    expect(busEvent.safeParse(quote).success).toBe(true);
    expect(busEvent.safeParse({ ...quote, bidder: 'masked' }).success).toBe(false);
    expect(busEvent.safeParse({ ...quote, amount: '100000' }).success).toBe(false);
    expect(busEvent.safeParse({ ...quote, endsAt: 'soon' }).success).toBe(false);
    const wire = lotEventFrom(quote, 'secret', '2026-11-25T10:29:00.100Z')!.message;
    expect(serverMessage.safeParse(wire).success).toBe(true);
    expect(serverMessage.safeParse({ ...wire, bidderUserId: 3 }).success).toBe(false);
  });
});

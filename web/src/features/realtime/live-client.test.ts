import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session/atoms';
import { clockOffsetAtom, connectionStatusAtom, extensionAtom, lotAtom, participatedAtom } from './atoms';
import { resetServerClock } from './clock';
import { createLiveClient, SOCKET_EVENT, type LiveSocket } from './live-client';
import type { ClientMessage, HeadMessage, QuoteMessage, ServerMessage, SnapshotMessage } from './lot-state';

/** A socket.io stand-in: the test plays the server by calling fire(). */
function fakeSocket() {
  const handlers = new Map<string, ((...args: never[]) => void)[]>();
  const sent: ClientMessage[] = [];
  const add = (event: string, fn: (...args: never[]) => void) => handlers.set(event, [...(handlers.get(event) ?? []), fn]);
  const socket: LiveSocket & { fire(event: string, ...args: unknown[]): void; sent: ClientMessage[]; connected: boolean } = {
    connected: false,
    sent,
    on: add,
    emit: (_event, message) => sent.push(message),
    connect: vi.fn(),
    disconnect: vi.fn(),
    io: { on: add },
    fire(event, ...args) {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      for (const fn of handlers.get(event) ?? []) (fn as (...a: unknown[]) => void)(...args);
    },
  };
  return socket;
}

const T0 = '2026-11-21T10:00:00.000Z';

function snapshot(assetId: number, seq: number, price: number, extra: Partial<SnapshotMessage> = {}): SnapshotMessage {
  return {
    type: 'snapshot',
    auctionId: 7,
    assetId,
    seq,
    state: 'live',
    price,
    startPrice: 100000,
    increment: 1000,
    nextValidAmount: price + 1000,
    quoteCount: seq,
    startsAt: T0,
    endsAt: '2026-11-21T12:00:00.000Z',
    extensions: 0,
    serverTime: T0,
    ...extra,
  };
}

function quote(assetId: number, seq: number, amount: number, extra: Partial<QuoteMessage> = {}): QuoteMessage {
  return {
    type: 'quote',
    auctionId: 7,
    assetId,
    seq,
    amount,
    kind: 'manual',
    bidder: 'Bidder 1',
    quoteCount: seq,
    nextValidAmount: amount + 1000,
    acceptedAt: T0,
    endsAt: '2026-11-21T12:00:00.000Z',
    serverTime: T0,
    ...extra,
  };
}

function setup() {
  const network = new EventTarget();
  const store = createStore();
  store.set(sessionAtom, { type: 'LOGIN', user: { user_id: 2 } });
  const sockets: ReturnType<typeof fakeSocket>[] = [];
  const notify = vi.fn();
  const client = createLiveClient({
    store,
    notify,
    network,
    connect: () => {
      const s = fakeSocket();
      sockets.push(s);
      return s;
    },
  });
  const server = (m: ServerMessage) => sockets.at(-1)!.fire(SOCKET_EVENT, m);
  return { store, client, sockets, server, notify, network };
}

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

describe('live client', () => {
  it('connects on the first watch and subscribes to the auction room and the lots', () => {
    const { store, client, sockets } = setup();
    expect(sockets).toHaveLength(0);
    client.watch({ auctions: [7], lots: [11, 12] });
    expect(store.get(connectionStatusAtom)).toBe('connecting');
    sockets[0]!.fire('connect');
    expect(store.get(connectionStatusAtom)).toBe('live');
    expect(sockets[0]!.sent).toEqual([{ op: 'subscribe', auctions: [7], lots: [{ assetId: 11 }, { assetId: 12 }] }]);
  });

  it('applies a snapshot then each next quote, and ignores a repeated one', () => {
    const { store, client, sockets, server } = setup();
    client.watch({ lots: [11] });
    sockets[0]!.fire('connect');
    server(snapshot(11, 3, 250000));
    server(quote(11, 4, 260000));
    server(quote(11, 4, 999999));
    expect(store.get(lotAtom(11))).toMatchObject({ seq: 4, price: 260000, nextValidAmount: 261000 });
  });

  it('asks for a replay from its last seq when it sees a gap, once', () => {
    const { store, client, sockets, server } = setup();
    client.watch({ lots: [11] });
    sockets[0]!.fire('connect');
    server(snapshot(11, 3, 250000));
    server(quote(11, 6, 280000));
    server(quote(11, 7, 290000));
    expect(sockets[0]!.sent.slice(1)).toEqual([{ op: 'subscribe', auctions: [], lots: [{ assetId: 11, lastSeq: 3 }] }]);
    expect(store.get(lotAtom(11))?.seq).toBe(3);
    // The server replays 4..7 and ends with a snapshot.
    server(quote(11, 4, 260000));
    server(quote(11, 5, 270000));
    server(quote(11, 6, 280000));
    server(quote(11, 7, 290000));
    server(snapshot(11, 7, 290000));
    expect(store.get(lotAtom(11))).toMatchObject({ seq: 7, price: 290000 });
  });

  it('resyncs a quiet lot once when a head beacon shows it missed something', () => {
    const { store, client, sockets, server } = setup();
    client.watch({ lots: [11, 12] });
    sockets[0]!.fire('connect');
    server(snapshot(11, 3, 250000));
    server(snapshot(12, 5, 300000));
    const head = (assetId: number, seq: number, extra: Partial<HeadMessage> = {}): HeadMessage => ({
      type: 'head',
      auctionId: 7,
      assetId,
      seq,
      price: 0,
      endsAt: '2026-11-21T12:00:00.000Z',
      serverTime: T0,
      ...extra,
    });
    // Level heads change nothing and ask for nothing.
    server(head(11, 3));
    server(head(12, 5));
    expect(sockets[0]!.sent).toHaveLength(1);
    // Lot 11 missed quotes 4 and 5 (nothing else will come to show it): one resubscribe, however many heads.
    server(head(11, 5));
    server(head(11, 5));
    // Lot 12 missed an extension at the same seq.
    server(head(12, 5, { endsAt: '2026-11-21T12:02:00.000Z' }));
    expect(sockets[0]!.sent.slice(1)).toEqual([
      { op: 'subscribe', auctions: [], lots: [{ assetId: 11, lastSeq: 3 }] },
      { op: 'subscribe', auctions: [], lots: [{ assetId: 12, lastSeq: 5 }] },
    ]);
    // A head is not state: the lot stays as it was until the replay comes.
    expect(store.get(lotAtom(11))).toMatchObject({ seq: 3, price: 250000 });
    server(quote(11, 4, 260000));
    server(quote(11, 5, 270000));
    server(snapshot(11, 5, 270000));
    expect(store.get(lotAtom(11))).toMatchObject({ seq: 5, price: 270000 });
    server(head(11, 5));
    expect(sockets[0]!.sent).toHaveLength(3);
  });

  it('resubscribes every lot with its last seq after a reconnect', () => {
    const { store, client, sockets, server } = setup();
    client.watch({ auctions: [7], lots: [11, 12] });
    sockets[0]!.fire('connect');
    server(snapshot(11, 5, 250000));
    server(snapshot(12, 2, 120000));
    sockets[0]!.fire('disconnect', 'transport close');
    expect(store.get(connectionStatusAtom)).toBe('reconnecting');
    sockets[0]!.fire('connect');
    expect(store.get(connectionStatusAtom)).toBe('live');
    expect(sockets[0]!.sent.at(-1)).toEqual({
      op: 'subscribe',
      auctions: [7],
      lots: [
        { assetId: 11, lastSeq: 5 },
        { assetId: 12, lastSeq: 2 },
      ],
    });
  });

  it('drops the link when the phone goes offline and resyncs from the last seq when it is back', () => {
    const { store, client, sockets, server, network } = setup();
    client.watch({ auctions: [7], lots: [11] });
    const socket = sockets[0]!;
    socket.fire('connect');
    server(snapshot(11, 5, 250000));
    vi.mocked(socket.disconnect).mockImplementation(() => socket.fire('disconnect', 'io client disconnect'));
    vi.mocked(socket.connect).mockImplementation(() => socket.fire('connect'));

    network.dispatchEvent(new Event('offline'));
    expect(socket.disconnect).toHaveBeenCalled();
    expect(store.get(connectionStatusAtom)).toBe('reconnecting');

    network.dispatchEvent(new Event('online'));
    expect(socket.connect).toHaveBeenCalled();
    expect(store.get(connectionStatusAtom)).toBe('live');
    expect(socket.sent.at(-1)).toEqual({ op: 'subscribe', auctions: [7], lots: [{ assetId: 11, lastSeq: 5 }] });
  });

  it('records a soft-close extension with its length and the new end', () => {
    const { store, client, sockets, server } = setup();
    client.watch({ lots: [11] });
    sockets[0]!.fire('connect');
    server(snapshot(11, 3, 250000));
    server({
      type: 'extended',
      auctionId: 7,
      assetId: 11,
      seq: 3,
      extensions: 1,
      endsAt: '2026-11-21T10:03:00.000Z',
      acceptedAt: T0,
      serverTime: T0,
    });
    expect(store.get(extensionAtom(11))).toEqual({ minutes: 3, endsAt: '2026-11-21T10:03:00.000Z', extensions: 1 });
    expect(store.get(lotAtom(11))?.endsAt).toBe('2026-11-21T10:03:00.000Z');
  });

  it('keeps the offset between the server clock and the phone clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T09:59:50.000Z'));
    const { store, client, sockets, server } = setup();
    client.watch({ lots: [11] });
    sockets[0]!.fire('connect');
    server({ type: 'time', serverTime: T0 });
    expect(store.get(clockOffsetAtom)).toBe(10_000);
  });

  it('marks a lot as quoted on when the buyer is outbid there, and tells the buyer', () => {
    const { store, client, sockets, server, notify } = setup();
    client.watch({ lots: [11] });
    sockets[0]!.fire('connect');
    server({ type: 'outbid', auctionId: 7, assetId: 11, seq: 4, price: 260000, endsAt: T0, serverTime: T0 });
    expect(store.get(participatedAtom).has(11)).toBe(true);
    expect(notify).toHaveBeenCalledWith({ type: 'outbid', assetId: 11, price: 260000 });
  });

  it('unsubscribes and forgets a lot when its last watcher leaves', () => {
    const { store, client, sockets, server } = setup();
    const stopA = client.watch({ lots: [11] });
    const stopB = client.watch({ lots: [11] });
    sockets[0]!.fire('connect');
    server(snapshot(11, 3, 250000));
    stopA();
    expect(store.get(lotAtom(11))).toBeDefined();
    stopB();
    expect(sockets[0]!.sent.at(-1)).toEqual({ op: 'unsubscribe', auctions: [], lots: [11] });
    expect(store.get(lotAtom(11))).toBeUndefined();
  });

  it('reconnects as the new user after a login change and drops the old per-viewer state', () => {
    const { store, client, sockets, server } = setup();
    client.watch({ lots: [11] });
    sockets[0]!.fire('connect');
    server(snapshot(11, 3, 250000, { you_lead: true }));
    store.set(sessionAtom, { type: 'LOGIN', user: { user_id: 3 } });
    expect(sockets[0]!.disconnect).toHaveBeenCalled();
    expect(sockets).toHaveLength(2);
    expect(store.get(lotAtom(11))).toBeUndefined();
  });

  describe('with the socket code loaded on demand', () => {
    /** connect() answers with a promise the test settles, as the lazily imported socket.io does. */
    function lazySetup() {
      const store = createStore();
      store.set(sessionAtom, { type: 'LOGIN', user: { user_id: 2 } });
      const sockets: ReturnType<typeof fakeSocket>[] = [];
      const pending: { resolve: () => void; reject: () => void }[] = [];
      const network = new EventTarget();
      const client = createLiveClient({
        store,
        network,
        connect: () =>
          new Promise<LiveSocket>((resolve, reject) => {
            pending.push({
              resolve: () => {
                const s = fakeSocket();
                sockets.push(s);
                resolve(s);
              },
              reject: () => reject(new Error('chunk failed')),
            });
          }),
      });
      return { store, client, sockets, pending, network };
    }

    it('subscribes to everything watched while the code loaded, once, when it connects', async () => {
      const { store, client, sockets, pending } = lazySetup();
      client.watch({ auctions: [7], lots: [11] });
      client.watch({ lots: [12] });
      expect(pending).toHaveLength(1);
      expect(store.get(connectionStatusAtom)).toBe('connecting');
      pending[0]!.resolve();
      await vi.waitFor(() => expect(sockets).toHaveLength(1));
      sockets[0]!.fire('connect');
      expect(store.get(connectionStatusAtom)).toBe('live');
      expect(sockets[0]!.sent).toEqual([{ op: 'subscribe', auctions: [7], lots: [{ assetId: 11 }, { assetId: 12 }] }]);
    });

    it('drops a socket that arrives after the user changed, and makes one for the new user', async () => {
      const { store, client, sockets, pending } = lazySetup();
      client.watch({ lots: [11] });
      store.set(sessionAtom, { type: 'LOGIN', user: { user_id: 3 } });
      expect(pending).toHaveLength(2);
      pending[0]!.resolve();
      pending[1]!.resolve();
      await vi.waitFor(() => expect(sockets).toHaveLength(2));
      expect(sockets[0]!.disconnect).toHaveBeenCalled();
      expect(sockets[1]!.disconnect).not.toHaveBeenCalled();
      sockets[1]!.fire('connect');
      expect(sockets[1]!.sent).toEqual([{ op: 'subscribe', auctions: [], lots: [{ assetId: 11 }] }]);
    });

    it('tries again when the code could not be loaded: after a wait, or at once when the phone is back online', async () => {
      vi.useFakeTimers();
      const { store, client, pending, network } = lazySetup();
      client.watch({ lots: [11] });
      pending[0]!.reject();
      await vi.advanceTimersByTimeAsync(0);
      expect(store.get(connectionStatusAtom)).toBe('connecting');
      expect(pending).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(pending).toHaveLength(2);
      pending[1]!.reject();
      await vi.advanceTimersByTimeAsync(0);
      network.dispatchEvent(new Event('online'));
      expect(pending).toHaveLength(3);
    });
  });
});

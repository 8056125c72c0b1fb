import { SOCKET_IO_EVENT, SOCKET_IO_PATH } from '@vahanhaat/contract/realtime/constants';
import { startTransition } from 'react';
import { sessionAtom } from '../session/atoms';
import { connectionStatusAtom, extensionAtom, lotAtom, participatedAtom, type ConnectionStatus } from './atoms';
import { noteServerTime } from './clock';
import {
  applyLotEvent,
  headOutcome,
  type ClientMessage,
  type HeadMessage,
  type LotMessage,
  type LotView,
  type ServerMessage,
} from './lot-state';
import type { AppStore } from '../../lib/store';

/** The wire's single event name and path (the contract package's realtime constants). */
export const SOCKET_EVENT = SOCKET_IO_EVENT;
export const SOCKET_PATH = SOCKET_IO_PATH;

/** The part of a socket.io-client Socket this module uses (a fake stands in for it in tests). */
export interface LiveSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, message: ClientMessage): unknown;
  connect(): unknown;
  disconnect(): unknown;
  io: { on(event: string, listener: (...args: never[]) => void): unknown };
}

/** What the private messages tell the buyer; the app turns them into toasts. */
export type PrivateNotice =
  | { type: 'outbid'; assetId: number; price: number }
  | { type: 'won'; assetId: number; price: number }
  | { type: 'payment_due'; assetId: number; amount: number | undefined };

export interface LiveClientDeps {
  store: AppStore;
  /**
   * Makes the connection. A promise lets the socket library load only when a screen first
   * watches something (it is not needed to draw the page): until it settles, the status is
   * 'connecting'; a failure (the code could not be fetched) is tried again after a short wait.
   */
  connect: () => LiveSocket | Promise<LiveSocket>;
  notify?: (notice: PrivateNotice) => void;
  /** Told of every lot event applied, with the lot's new state (cached lists follow it). */
  onLot?: (m: LotMessage, lot: LotView) => void;
  /** Window-like target for online/offline events; none in tests. */
  network?: Pick<EventTarget, 'addEventListener'>;
}

export interface WatchRequest {
  auctions?: readonly number[];
  lots?: readonly number[];
}

const RETRY_UNAVAILABLE_MS = 2000;
/** After a failed start (the socket code could not be loaded, e.g. offline): the next try. */
const RETRY_CONNECT_MS = 2000;

const isLotMessage = (m: ServerMessage): m is LotMessage =>
  m.type === 'quote' || m.type === 'extended' || m.type === 'closed' || m.type === 'snapshot';

function countUp(map: Map<number, number>, ids: readonly number[]): number[] {
  const added: number[] = [];
  for (const id of ids) {
    const n = map.get(id) ?? 0;
    map.set(id, n + 1);
    if (n === 0) added.push(id);
  }
  return added;
}

function countDown(map: Map<number, number>, ids: readonly number[]): number[] {
  const removed: number[] = [];
  for (const id of ids) {
    const n = (map.get(id) ?? 0) - 1;
    if (n > 0) map.set(id, n);
    else if (map.delete(id)) removed.push(id);
  }
  return removed;
}

/**
 * One socket.io connection for the whole app. Screens say which auctions and lots they show;
 * the client subscribes (with each lot's last seq after a reconnect, so the server replays what was
 * missed), runs every lot event through the shared reducer and writes the result into the jotai
 * store. Nothing here renders: components read the atoms.
 */
export function createLiveClient({ store, connect, notify, onLot, network }: LiveClientDeps) {
  let socket: LiveSocket | null = null;
  /** A connection being made (its code loading); a later open() or close() supersedes it. */
  let opening: object | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let everConnected = false;
  /** Closed by us because the phone went offline: reopen as soon as it is back. */
  let pausedOffline = false;
  let userId = store.get(sessionAtom).user?.user_id;
  const auctions = new Map<number, number>();
  const lots = new Map<number, number>();
  /** Lots whose resubscription is in flight: one request per gap, not one per late event. */
  const resyncing = new Set<number>();

  const setStatus = (status: ConnectionStatus) => store.set(connectionStatusAtom, status);

  function send(message: ClientMessage) {
    if (socket?.connected) socket.emit(SOCKET_EVENT, message);
  }

  function lotRef(assetId: number) {
    const seq = store.get(lotAtom(assetId))?.seq;
    return seq === undefined ? { assetId } : { assetId, lastSeq: seq };
  }

  function subscribe(auctionIds: readonly number[], lotIds: readonly number[]) {
    if (auctionIds.length === 0 && lotIds.length === 0) return;
    for (const id of lotIds) resyncing.add(id);
    send({ op: 'subscribe', auctions: [...auctionIds], lots: lotIds.map(lotRef) });
  }

  function resubscribeAll() {
    subscribe([...auctions.keys()], [...lots.keys()]);
  }

  function markParticipated(assetId: number) {
    const current = store.get(participatedAtom);
    if (!current.has(assetId)) store.set(participatedAtom, new Set([...current, assetId]));
  }

  function applyLot(m: LotMessage) {
    if (!lots.has(m.assetId)) return;
    const target = lotAtom(m.assetId);
    const { state, outcome } = applyLotEvent(store.get(target), m);
    if (outcome === 'gap') {
      if (!resyncing.has(m.assetId)) subscribe([], [m.assetId]);
      return;
    }
    if (m.type === 'snapshot') resyncing.delete(m.assetId);
    if (outcome !== 'applied') return;
    // A snapshot (a lot's whole state, two dozen at once when a room opens or a socket resyncs) is
    // drawn in an interruptible render; a live quote is drawn at once.
    if (m.type === 'snapshot') startTransition(() => store.set(target, state));
    else store.set(target, state);
    if (m.type === 'extended') {
      const minutes = Math.max(1, Math.round((Date.parse(m.endsAt) - Date.parse(m.acceptedAt)) / 60_000));
      store.set(extensionAtom(m.assetId), { minutes, endsAt: m.endsAt, extensions: m.extensions });
    }
    if ((m.type === 'quote' && m.mine) || (m.type === 'snapshot' && m.myMax !== undefined)) markParticipated(m.assetId);
    if (state) onLot?.(m, state);
  }

  /**
   * The server's head beacon for a live lot, every few seconds: a higher seq (or a later end at
   * the same seq) means this client missed something — a broker outage, a lost frame — even on a
   * lot where nothing else will happen to show it. One resubscribe per gap, from the last seq.
   */
  function onHead(m: HeadMessage) {
    if (!lots.has(m.assetId) || resyncing.has(m.assetId)) return;
    if (headOutcome(store.get(lotAtom(m.assetId)), m) === 'gap') subscribe([], [m.assetId]);
  }

  function onMessage(m: ServerMessage) {
    if ('serverTime' in m && typeof m.serverTime === 'string') noteServerTime(m.serverTime, store);
    if (isLotMessage(m)) return applyLot(m);
    switch (m.type) {
      case 'head':
        return onHead(m);
      case 'outbid':
        markParticipated(m.assetId);
        return notify?.({ type: 'outbid', assetId: m.assetId, price: m.price });
      case 'won':
        return notify?.({ type: 'won', assetId: m.assetId, price: m.price });
      case 'payment_due':
        return notify?.({ type: 'payment_due', assetId: m.assetId, amount: m.amount });
      case 'error':
        if (m.code === 'unavailable') {
          // The server could not read the latest bids: ask again shortly rather than show stale prices.
          resyncing.clear();
          setTimeout(resubscribeAll, RETRY_UNAVAILABLE_MS);
        } else if (m.code === 'not_found') {
          for (const id of m.assetIds ?? []) resyncing.delete(id);
        }
        return;
      default:
        return;
    }
  }

  function open() {
    if (socket || opening) return;
    everConnected = false;
    setStatus('connecting');
    const made = connect();
    if (!(made instanceof Promise)) return attach(made);
    const attempt = {};
    opening = attempt;
    made.then(
      (s) => {
        if (opening !== attempt) {
          // Closed (logout, another user) while the code loaded: this socket is not wanted.
          s.disconnect();
          return;
        }
        opening = null;
        attach(s);
      },
      () => {
        if (opening !== attempt) return;
        opening = null;
        retryOpen();
      },
    );
  }

  function retryOpen() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!socket && !opening && (lots.size || auctions.size)) open();
    }, RETRY_CONNECT_MS);
  }

  function attach(s: LiveSocket) {
    socket = s;
    s.on('connect', () => {
      everConnected = true;
      setStatus('live');
      resyncing.clear();
      resubscribeAll();
    });
    s.on('disconnect', (reason: string) => {
      if (socket !== s) return;
      setStatus(reason === 'io client disconnect' && !pausedOffline ? 'idle' : 'reconnecting');
    });
    s.on('connect_error', () => {
      if (socket === s) setStatus(everConnected ? 'reconnecting' : 'connecting');
    });
    s.io.on('reconnect_attempt', () => {
      if (socket === s) setStatus('reconnecting');
    });
    s.on(SOCKET_EVENT, (m: ServerMessage) => {
      if (socket === s) onMessage(m);
    });
  }

  function close() {
    const s = socket;
    socket = null;
    opening = null;
    clearTimeout(retryTimer);
    pausedOffline = false;
    s?.disconnect();
    setStatus('idle');
  }

  function clearLot(assetId: number) {
    store.set(lotAtom(assetId), undefined);
    store.set(extensionAtom(assetId), undefined);
    resyncing.delete(assetId);
  }

  // The socket authenticates with the session cookie when it connects: another user (or none)
  // needs a new connection, and the old user's per-viewer flags must go.
  store.sub(sessionAtom, () => {
    const next = store.get(sessionAtom).user?.user_id;
    if (next === userId) return;
    userId = next;
    for (const id of lots.keys()) clearLot(id);
    store.set(participatedAtom, new Set<number>());
    if (!socket && !opening) return;
    close();
    if (next !== undefined && (lots.size || auctions.size)) open();
  });

  // Offline, the socket is dead whatever it believes: close it, and on return reconnect at once
  // (not after socket.io's back-off) and resubscribe with each lot's last seq.
  network?.addEventListener('offline', () => {
    if (!socket) return;
    pausedOffline = true;
    setStatus('reconnecting');
    socket.disconnect();
  });
  network?.addEventListener('online', () => {
    // A start that failed offline (the socket code not loaded) is tried again at once.
    if (!socket && !opening && (lots.size || auctions.size)) open();
    if (!socket) return;
    pausedOffline = false;
    if (!socket.connected) socket.connect();
  });

  return {
    /** Watches auctions and lots until the returned function is called (reference counted). */
    watch(request: WatchRequest): () => void {
      const auctionIds = [...new Set(request.auctions ?? [])];
      const lotIds = [...new Set(request.lots ?? [])];
      const newAuctions = countUp(auctions, auctionIds);
      const newLots = countUp(lots, lotIds);
      // While the connection is being made, its 'connect' subscribes to everything watched.
      if (!socket) open();
      else subscribe(newAuctions, newLots);
      return () => {
        const goneAuctions = countDown(auctions, auctionIds);
        const goneLots = countDown(lots, lotIds);
        if (goneAuctions.length || goneLots.length) send({ op: 'unsubscribe', auctions: goneAuctions, lots: goneLots });
        // A lot nobody watches stops getting events: drop its state rather than show it stale later.
        for (const id of goneLots) clearLot(id);
      };
    },
    /** Applies a lot state read over HTTP (after a quote while the socket is down, for instance). */
    applySnapshot(m: LotMessage) {
      if (m.type === 'snapshot' && m.serverTime) noteServerTime(m.serverTime, store);
      applyLot(m);
    },
    markParticipated,
    /** For tests and logout: drops the connection. */
    close,
  };
}

export type LiveClient = ReturnType<typeof createLiveClient>;

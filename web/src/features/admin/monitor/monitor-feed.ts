import { SOCKET_IO_EVENT, SOCKET_IO_PATH } from '@vahanhaat/contract/realtime/constants';
import { errorMessage } from '../api/http';
import { monitorClockOffsetAtom, monitorConnectionAtom, monitorErrorAtom, monitorViewAtom } from './atoms';
import { applyMonitorEvent, fromSnapshot, isMonitorEvent, type MonitorEvent } from './monitor-state';
import type { AppStore } from '../../../lib/store';
import type { MonitorSnapshot } from '../api/types';
import type { ClientMessage, ServerMessage } from '@vahanhaat/contract/realtime/wire';

/** socket.io's single event name and path (the contract package's realtime constants). */
export const SOCKET_EVENT = SOCKET_IO_EVENT;
export const SOCKET_PATH = SOCKET_IO_PATH;

/** The part of a socket.io-client Socket the feed uses; tests pass a fake. */
export interface FeedSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, message: ClientMessage): unknown;
  disconnect(): unknown;
}

export interface MonitorFeedDeps {
  store: AppStore;
  auctionId: number;
  connect: () => FeedSocket;
  fetchSnapshot: (auctionId: number, signal: AbortSignal) => Promise<MonitorSnapshot>;
  /** After a live quote, how soon to re-read the snapshot for the new leader's real identity. */
  identityDelayMs?: number;
  /** Watchers and alerts are not pushed: re-read them this often. */
  pollMs?: number;
}

/**
 * The monitor's realtime link, outside React: it loads the HTTP snapshot, subscribes to the
 * auction room, applies lot events in seq order and writes the result through the store. A gap
 * in the seqs, a reconnect or an auction_state change means events were (or may have been)
 * missed: the snapshot is read again. One read at a time; a request during a read queues one more.
 */
export function createMonitorFeed({ store, auctionId, connect, fetchSnapshot, identityDelayMs = 800, pollMs = 30_000 }: MonitorFeedDeps) {
  let socket: FeedSocket | null = null;
  let everConnected = false;
  let stopped = false;
  let loading: AbortController | null = null;
  let again = false;
  /** Events that arrived before the first snapshot: applied on top of it. */
  let early: MonitorEvent[] = [];
  let identityTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const noteServerTime = (iso: string | undefined) => {
    const t = iso ? Date.parse(iso) : NaN;
    if (Number.isFinite(t)) store.set(monitorClockOffsetAtom, t - Date.now());
  };

  function refresh() {
    if (stopped) return;
    if (loading) {
      again = true;
      return;
    }
    const controller = new AbortController();
    loading = controller;
    fetchSnapshot(auctionId, controller.signal)
      .then(
        (snap) => {
          if (stopped || controller.signal.aborted) return;
          noteServerTime(snap.server_time);
          store.set(monitorErrorAtom, null);
          store.set(monitorViewAtom, fromSnapshot(snap, store.get(monitorViewAtom)));
          const pending = early;
          early = [];
          for (const m of pending) apply(m);
        },
        (err: unknown) => {
          if (!stopped && !controller.signal.aborted) store.set(monitorErrorAtom, errorMessage(err, 'Could not load the monitor'));
        },
      )
      .finally(() => {
        if (loading === controller) loading = null;
        if (again && !stopped) {
          again = false;
          refresh();
        }
      });
  }

  /** A throttle, not a debounce: during a bid storm the names still catch up every identityDelayMs. */
  function scheduleIdentity() {
    if (identityTimer !== undefined) return;
    identityTimer = setTimeout(() => {
      identityTimer = undefined;
      refresh();
    }, identityDelayMs);
  }

  function apply(m: MonitorEvent) {
    const view = store.get(monitorViewAtom);
    if (!view || view.auction.id !== auctionId) {
      early.push(m);
      return;
    }
    const { view: next, outcome } = applyMonitorEvent(view, m);
    if (outcome === 'gap') return refresh();
    if (outcome !== 'applied') return;
    store.set(monitorViewAtom, next);
    // A quote's leader and a close's outcome (and the auction's status) come from the snapshot.
    if (m.type === 'quote' || m.type === 'closed') scheduleIdentity();
  }

  function onMessage(m: ServerMessage) {
    if ('serverTime' in m && typeof m.serverTime === 'string') noteServerTime(m.serverTime);
    if (isMonitorEvent(m)) {
      if (m.auctionId === auctionId) apply(m);
      return;
    }
    if (m.type === 'auction_state' && m.auctionId === auctionId) refresh();
    else if (m.type === 'error' && m.code === 'unavailable') refresh();
  }

  return {
    start() {
      store.set(monitorViewAtom, null);
      store.set(monitorErrorAtom, null);
      store.set(monitorConnectionAtom, 'connecting');
      refresh();
      const s = connect();
      socket = s;
      s.on('connect', () => {
        if (stopped) return;
        store.set(monitorConnectionAtom, 'live');
        s.emit(SOCKET_EVENT, { op: 'subscribe', auctions: [auctionId] });
        // Whatever happened while the link was down is only in the database now.
        if (everConnected) refresh();
        everConnected = true;
      });
      s.on('disconnect', () => {
        if (!stopped) store.set(monitorConnectionAtom, 'reconnecting');
      });
      s.on('connect_error', () => {
        if (!stopped) store.set(monitorConnectionAtom, everConnected ? 'reconnecting' : 'connecting');
      });
      s.on(SOCKET_EVENT, (m: ServerMessage) => {
        if (!stopped) onMessage(m);
      });
      pollTimer = setInterval(refresh, pollMs);
    },
    /** Re-reads the snapshot now (after a decision elsewhere, or the refresh button). */
    refresh,
    stop() {
      stopped = true;
      clearTimeout(identityTimer);
      clearInterval(pollTimer);
      loading?.abort();
      socket?.disconnect();
      socket = null;
    },
  };
}

export type MonitorFeed = ReturnType<typeof createMonitorFeed>;

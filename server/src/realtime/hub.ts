/**
 * The one hub behind both transports. It turns bus events into wire messages, addresses them to
 * rooms (never to a list of sockets), and keeps each connection's subscriptions, resyncs and
 * back-pressure state. Transports only move bytes.
 */
import { createLotOrder, createRecentIds } from './lot-order.js';
import { forViewer, lotEventFrom, num, outbidFrom, privateMessage, type LotEvent } from './messages.js';
import {
  audienceOf,
  clientMessage,
  type Beacon,
  type Head,
  MAX_SUBSCRIPTIONS,
  PRIVATE_KINDS,
  rooms,
  type ClientMessage,
  type HeadMessage,
  type LotMessage,
  type LotRef,
  type ServerMessage,
} from './protocol.js';
import type { Admission } from './admission.js';
import type { ServerClock } from './clock.js';
import type { RealtimeMetrics, TransportName } from './metrics.js';
import type { ResyncLoader, ResyncResult } from './resync.js';
import type { FastifyBaseLogger } from 'fastify';

export interface Conn {
  readonly transport: TransportName;
  readonly userId: number | null;
  join(room: string): void;
  leave(room: string): void;
  /** A reply to this connection's own request (ack, error, resync); broadcasts go through rooms. */
  send(msg: ServerMessage): void;
  /** Past its queue limit: stop queueing lot events for it. */
  congested(): boolean;
  /** Its queue has emptied: it can take a fresh snapshot. */
  drained(): boolean;
}

/** A broadcast message, serialised once for every transport and recipient. */
export interface Outgoing {
  readonly msg: ServerMessage;
  readonly json: string;
}

/** Serialised on first use: a lot nobody watches on this instance costs no JSON. */
function outgoing(msg: ServerMessage): Outgoing {
  let json: string | undefined;
  return {
    msg,
    get json() {
      return (json ??= JSON.stringify(msg));
    },
  };
}

export interface Transport {
  readonly name: TransportName;
  /** Queues `out` for every connection in any room of `to` and in no room of `except`; returns how many. Never waits for a write. */
  broadcast(to: readonly string[], except: readonly string[], out: Outgoing): number;
  broadcastAll(out: Outgoing): number;
  /** Whether any connection is in one of these rooms. */
  watched(rooms: readonly string[]): boolean;
}

export interface Session {
  readonly conn: Conn;
  readonly lots: Set<number>;
  readonly auctions: Set<number>;
  /** Lots whose resync query is running, with the live events that arrived meanwhile. */
  readonly pending: Map<number, LotMessage[]>;
  /**
   * Lots whose last snapshot (seq, the value) is ahead of what this hub has forwarded: events up
   * to it, arriving late from the bus, are not for this connection.
   */
  readonly floors: Map<number, number>;
  stale: boolean;
  recovering: boolean;
  closed: boolean;
}

export interface HubDeps {
  secret: string;
  clock: Pick<ServerClock, 'now' | 'iso'>;
  loader: ResyncLoader;
  metrics: RealtimeMetrics;
  log: FastifyBaseLogger;
  lotsOfAuctions(auctionIds: number[]): Promise<number[]>;
  /** Runs `cb` once the transports have written every broadcast queued so far (frame-writer.ts). */
  afterFlush(cb: () => void): void;
  /** The head of every live lot among these, in one query. */
  heads(assetIds: number[]): Promise<Head[]>;
  /** Tells the other instances this one's heads (bus, outside the stream). */
  announce(beacon: Beacon): void;
  /** How often the heads of watched live lots are read and sent; 0 turns beacons off. */
  beaconMs: number;
  /** Paces subscribe-resyncs (admission.ts). */
  admission: Admission;
  /** Names this instance in its beacons, so a bus that echoes them (in-process) is harmless. */
  instanceId: string;
}

/** A live lot's head as the database has it, and the beacon that tells other instances (contract: realtime/bus.ts). */
export type { Beacon, Head };

const TICK_MS = 5_000;
/** Outbox ids remembered to drop the bus's copy of an event already forwarded from the commit. */
const RECENT_IDS = 50_000;
/** How long an early lot event waits for the ones before it (another instance's, via the bus). */
const HOLD_MS = 500;
const SWEEP_MS = 250;
const LOT_EXCEPT = [rooms.hold, rooms.stale] as const;
/**
 * A head ahead of what the hub has forwarded may only be early: its events can be a moment
 * behind on the bus, or held for the one before them. It goes out once they had time to arrive
 * (the hold, and a little more); if they came, it tells clients nothing new.
 */
const HEAD_GRACE_MS = HOLD_MS + 250;

/** A quote at or below a socket's floor is in its snapshot; `extended`/`closed` apply at the floor itself. */
const aboveFloor = (m: LotMessage, floor: number) => (m.type === 'quote' ? m.seq > floor : m.seq >= floor);

export function createHub(deps: HubDeps) {
  const { clock, loader, metrics, log } = deps;
  const transports: Transport[] = [];
  const sessions = new Set<Session>();
  const held = new Set<Session>();
  /** Sessions with a floor on each lot (Session.floors): a few, after a resync that outran the bus. */
  const floorsByLot = new Map<number, Set<Session>>();

  function broadcast(to: readonly string[], except: readonly string[], msg: ServerMessage) {
    const out = outgoing(msg);
    for (const t of transports) {
      const n = t.broadcast(to, except, out);
      if (n > 0) metrics.eventsOut.inc({ transport: t.name }, n);
    }
  }

  function sendTo(s: Session, msg: ServerMessage) {
    s.conn.send(msg);
    metrics.eventsOut.inc({ transport: s.conn.transport });
  }

  // ---- bus → rooms ------------------------------------------------------------------------

  function fanOutLot(ev: LotEvent) {
    const { auctionId, assetId, message: m, leaderId, bidderId } = ev;
    const anonymous = [rooms.lot(assetId, 'a'), rooms.auction(auctionId, 'a')];
    const signedIn = [rooms.lot(assetId, 's'), rooms.auction(auctionId, 's')];
    const floored = floorsByLot.get(assetId);
    const except: readonly string[] = floored ? [...LOT_EXCEPT, rooms.floor(assetId)] : LOT_EXCEPT;
    if (m.type === 'extended') {
      broadcast([...anonymous, ...signedIn], except, m);
    } else {
      const special = [...new Set([leaderId, bidderId])].filter((u): u is number => u !== null);
      broadcast(anonymous, except, m);
      broadcast(signedIn, [...except, ...special.map(rooms.user)], { ...m, you_lead: false });
      for (const u of special) {
        broadcast([rooms.lotUser(assetId, u), rooms.auctionUser(auctionId, u)], except, forViewer(m, u, leaderId, bidderId));
      }
    }
    // Connections mid-resync were left out above: buffer for the lots being resynced, send the rest.
    for (const s of held) {
      if (s.stale || !(s.lots.has(assetId) || s.auctions.has(auctionId))) continue;
      const mine = forViewer(m, s.conn.userId, leaderId, bidderId);
      const buffer = s.pending.get(assetId);
      const floor = s.floors.get(assetId);
      if (buffer) buffer.push(mine);
      else if (floor !== undefined && !aboveFloor(m, floor)) continue;
      else if (s.conn.congested()) markStale(s);
      else sendTo(s, mine);
    }
    // Connections whose snapshot is ahead: only what lies above it; once the lot's events pass
    // the floor, they are back on the broadcasts.
    if (floored) {
      for (const s of [...floored]) {
        const floor = s.floors.get(assetId)!;
        if (!held.has(s) && !s.stale && aboveFloor(m, floor)) {
          if (s.conn.congested()) markStale(s);
          else sendTo(s, forViewer(m, s.conn.userId, leaderId, bidderId));
        }
        if (m.type === 'quote' && m.seq >= floor) clearFloor(s, assetId);
      }
    }
  }

  function setFloor(s: Session, assetId: number, floor: number) {
    s.floors.set(assetId, floor);
    let set = floorsByLot.get(assetId);
    if (!set) floorsByLot.set(assetId, (set = new Set()));
    if (!set.has(s)) {
      set.add(s);
      s.conn.join(rooms.floor(assetId));
    }
  }

  function clearFloor(s: Session, assetId: number) {
    if (!s.floors.delete(assetId)) return;
    const set = floorsByLot.get(assetId);
    set?.delete(s);
    if (set?.size === 0) floorsByLot.delete(assetId);
    if (!s.closed) s.conn.leave(rooms.floor(assetId));
  }

  /**
   * Whether a connection of this instance watches the lot or its auction (held and stale ones
   * included: they stay in their rooms). Every lot event reaches only those rooms.
   */
  function watchedLot(assetId: number, auctionId: number) {
    const watching = [rooms.lot(assetId, 'a'), rooms.lot(assetId, 's'), rooms.auction(auctionId, 'a'), rooms.auction(auctionId, 's')];
    return transports.some((t) => t.watched(watching));
  }

  /**
   * The buyer a quote displaced hears it on their private channel, in the lot's order, from
   * whichever instance holds their sockets (the quote event names them: one event per quote).
   */
  function notifyOutbid(payload: Record<string, unknown>) {
    const userId = num(payload.outbidUserId);
    if (userId === null) return;
    const room = [rooms.user(userId)];
    if (!transports.some((t) => t.watched(room))) return;
    const message = outbidFrom(payload, clock.iso());
    if (message) broadcast(room, [], message);
    else log.debug({ assetId: payload.assetId }, 'realtime: outbid with no wire form, not forwarded');
  }

  const recentIds = createRecentIds(RECENT_IDS);
  const order = createLotOrder<{ payload: Record<string, unknown>; auctionId: number; receivedAt: number }>({
    holdMs: HOLD_MS,
    deliver({ assetId, event: { payload, auctionId, receivedAt } }) {
      if (payload.type === 'closed') order.closed(assetId);
      if (payload.outbidUserId !== undefined) notifyOutbid(payload);
      // Its turn has come: the wire message is built only if someone here watches (most lots of a
      // big sale have nobody on a given instance), with the time it is sent at.
      if (!watchedLot(assetId, auctionId)) return;
      const ev = lotEventFrom(payload, deps.secret, clock.iso());
      if (!ev) {
        log.debug({ assetId }, 'realtime: lot event with no wire form, not forwarded');
        return;
      }
      fanOutLot(ev);
      // Broadcasts are written after this returns; time the event up to its last socket write.
      deps.afterFlush(() => {
        metrics.fanout.observe((performance.now() - receivedAt) / 1000);
        if (ev.acceptedAt && ev.message.type === 'quote')
          metrics.acceptToSend.observe(Math.max(0, clock.now() - Date.parse(ev.acceptedAt)) / 1000);
      });
    },
  });

  /** An event from the bus, or from this instance's own commit (`msgId`: its outbox id, so the second copy is dropped). */
  function onBusEvent(subject: string, payload: unknown, msgId?: string) {
    const receivedAt = performance.now();
    if (!payload || typeof payload !== 'object') return;
    if (msgId !== undefined && !recentIds.add(msgId)) return;
    const p = payload as Record<string, unknown>;
    const [root, id, kind, , lotKind] = subject.split('.');
    if (root === 'user' && kind && PRIVATE_KINDS.has(kind as never)) {
      metrics.eventsIn.inc({ kind });
      broadcast([rooms.user(Number(id))], [], privateMessage(kind, p, clock.iso()));
    } else if (root === 'auction' && kind === 'state') {
      metrics.eventsIn.inc({ kind: 'auction_state' });
      broadcast([rooms.auction(Number(id), 'a'), rooms.auction(Number(id), 's')], [rooms.stale], {
        ...p,
        type: 'auction_state',
        auctionId: Number(id),
        serverTime: clock.iso(),
      });
    } else if (root === 'auction' && kind === 'asset' && lotKind) {
      const assetId = num(p.assetId);
      const auctionId = num(p.auctionId);
      const seq = num(p.seq);
      if (assetId === null || auctionId === null || seq === null) {
        log.debug({ subject }, 'realtime: lot event with no lot or seq, not forwarded');
        return;
      }
      metrics.eventsIn.inc({ kind: lotKind });
      order.push({ assetId, seq, quote: p.type === 'quote', event: { payload: p, auctionId, receivedAt } });
    }
  }

  // ---- resync -----------------------------------------------------------------------------

  async function resync(s: Session, refs: LotRef[], reason: 'subscribe' | 'stale'): Promise<ResyncResult | null> {
    const todo = refs.filter((r) => !s.pending.has(r.assetId));
    if (todo.length === 0) return { lots: new Map(), missing: [] };
    for (const r of todo) s.pending.set(r.assetId, []);
    if (!held.has(s)) {
      held.add(s);
      s.conn.join(rooms.hold);
    }
    let result: ResyncResult | null = null;
    try {
      // A reconnect storm queues here, so HTTP keeps its share of the pool and the event loop.
      if (reason === 'subscribe') {
        metrics.admissionWaiting.inc();
        try {
          await deps.admission.take();
        } finally {
          metrics.admissionWaiting.dec();
        }
      }
      if (s.closed) throw new Error('connection closed while waiting');
      result = await loader.load(s.conn.userId, todo);
    } catch (err) {
      if (!s.closed) log.warn({ err }, 'realtime resync failed');
    }
    // From here to the end nothing awaits: the replay, the buffered events and leaving `hold` are one step.
    for (const r of todo) {
      const buffered = s.pending.get(r.assetId);
      s.pending.delete(r.assetId);
      if (!buffered || s.closed || s.stale) continue;
      const lot = result?.lots.get(r.assetId);
      if (!lot) {
        // The read failed: what arrived meanwhile still goes out, above an earlier snapshot's floor.
        const floor = s.floors.get(r.assetId);
        if (!result) for (const m of buffered) if (floor === undefined || aboveFloor(m, floor)) sendTo(s, m);
        continue;
      }
      for (const m of lot.messages) sendTo(s, m);
      metrics.snapshots.inc({ reason: reason === 'stale' ? 'stale' : lot.mode });
      for (const m of buffered) if (aboveFloor(m, lot.floor)) sendTo(s, m);
      // The snapshot may be ahead of the lot's events here (the bus was down or is behind): the
      // ones it holds must not reach this connection again when they arrive.
      const last = order.last(r.assetId);
      if (last === undefined || lot.floor > last) setFloor(s, r.assetId, lot.floor);
      else clearFloor(s, r.assetId);
    }
    if (!result && !s.closed)
      sendTo(s, { type: 'error', code: 'unavailable', msg: 'Could not load the latest bids. Subscribe again to retry.' });
    if (s.pending.size === 0 && held.delete(s)) s.conn.leave(rooms.hold);
    return result;
  }

  function markStale(s: Session) {
    if (s.stale) return;
    s.stale = true;
    s.conn.join(rooms.stale);
    metrics.stale.inc({ transport: s.conn.transport });
  }

  /** A congested connection drained: everything it watches gets a fresh snapshot. */
  async function recover(s: Session) {
    s.recovering = true;
    try {
      const auctionLots = s.auctions.size ? await deps.lotsOfAuctions([...s.auctions]) : [];
      if (s.closed) return;
      s.stale = false;
      s.conn.leave(rooms.stale);
      await resync(
        s,
        [...new Set([...s.lots, ...auctionLots])].map((assetId) => ({ assetId })),
        'stale',
      );
    } catch (err) {
      log.warn({ err }, 'realtime recovery failed; will retry');
    } finally {
      s.recovering = false;
    }
  }

  function sweep() {
    for (const s of sessions) {
      if (!s.stale && s.conn.congested()) markStale(s);
      else if (s.stale && !s.recovering && s.conn.drained()) void recover(s);
    }
  }

  // ---- client ops -------------------------------------------------------------------------

  function joinLot(s: Session, assetId: number) {
    s.lots.add(assetId);
    s.conn.join(rooms.lot(assetId, audienceOf(s.conn.userId)));
    if (s.conn.userId !== null) s.conn.join(rooms.lotUser(assetId, s.conn.userId));
  }

  function leaveLot(s: Session, assetId: number) {
    s.lots.delete(assetId);
    s.pending.delete(assetId);
    clearFloor(s, assetId);
    s.conn.leave(rooms.lot(assetId, audienceOf(s.conn.userId)));
    if (s.conn.userId !== null) s.conn.leave(rooms.lotUser(assetId, s.conn.userId));
  }

  function subscribed(s: Session) {
    sendTo(s, { type: 'subscribed', lots: [...s.lots], auctions: [...s.auctions] });
  }

  async function subscribe(s: Session, m: Extract<ClientMessage, { op: 'subscribe' }>) {
    const lots = [...new Map((m.lots ?? []).map((l) => [l.assetId, l])).values()];
    const auctions = [...new Set(m.auctions ?? [])];
    const adding = lots.filter((l) => !s.lots.has(l.assetId)).length + auctions.filter((a) => !s.auctions.has(a)).length;
    if (s.lots.size + s.auctions.size + adding > MAX_SUBSCRIPTIONS) {
      sendTo(s, { type: 'error', code: 'too_many_subscriptions', msg: `Watch at most ${MAX_SUBSCRIPTIONS} lots and auctions at once.` });
      return;
    }
    for (const a of auctions) {
      s.auctions.add(a);
      s.conn.join(rooms.auction(a, audienceOf(s.conn.userId)));
      if (s.conn.userId !== null) s.conn.join(rooms.auctionUser(a, s.conn.userId));
    }
    for (const l of lots) joinLot(s, l.assetId);
    const result = await resync(s, lots, 'subscribe');
    if (s.closed) return;
    const missing = result?.missing ?? [];
    for (const id of missing) leaveLot(s, id);
    if (missing.length) sendTo(s, { type: 'error', code: 'not_found', msg: 'No such lot.', assetIds: missing });
    subscribed(s);
  }

  function unsubscribe(s: Session, m: Extract<ClientMessage, { op: 'unsubscribe' }>) {
    for (const l of m.lots ?? []) leaveLot(s, typeof l === 'number' ? l : l.assetId);
    for (const a of m.auctions ?? []) {
      s.auctions.delete(a);
      s.conn.leave(rooms.auction(a, audienceOf(s.conn.userId)));
      if (s.conn.userId !== null) s.conn.leave(rooms.auctionUser(a, s.conn.userId));
    }
    subscribed(s);
  }

  function receive(s: Session, raw: unknown) {
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      sendTo(s, {
        type: 'error',
        code: 'bad_message',
        msg: `Unreadable message${where}: ${issue?.message ?? 'invalid'}. Send {"op":"subscribe","lots":[{"assetId":1,"lastSeq":0}]}.`,
      });
      return;
    }
    const m = parsed.data;
    if (m.op === 'ping') sendTo(s, { type: 'time', serverTime: clock.iso() });
    else if (m.op === 'unsubscribe') unsubscribe(s, m);
    else subscribe(s, m).catch((err: unknown) => log.error({ err }, 'realtime subscribe failed'));
  }

  // ---- lifecycle --------------------------------------------------------------------------

  function connect(conn: Conn): Session {
    const s: Session = {
      conn,
      lots: new Set(),
      auctions: new Set(),
      pending: new Map(),
      floors: new Map(),
      stale: false,
      recovering: false,
      closed: false,
    };
    sessions.add(s);
    if (conn.userId !== null) conn.join(rooms.user(conn.userId));
    metrics.connected.inc({ transport: conn.transport });
    return s;
  }

  function disconnect(s: Session) {
    if (s.closed) return;
    s.closed = true;
    sessions.delete(s);
    held.delete(s);
    for (const assetId of [...s.floors.keys()]) clearFloor(s, assetId);
    metrics.connected.dec({ transport: s.conn.transport });
  }

  // ---- head beacons -----------------------------------------------------------------------

  /** Heads ahead of what this hub forwarded, waiting out HEAD_GRACE_MS; `local`: read here from the database. */
  const early = new Map<number, { head: Head; local: boolean }>();
  let earlyTimer: NodeJS.Timeout | null = null;
  let beaconRunning = false;

  function sendHead(h: Head, source: 'local' | 'peer') {
    // Lot rooms only: a socket that follows a whole auction (a catalogue of hundreds of lots) holds
    // no lot state to check, and a head per lot every few seconds would swamp a phone's link.
    const to = [rooms.lot(h.assetId, 'a'), rooms.lot(h.assetId, 's')];
    if (!transports.some((t) => t.watched(to))) return;
    const msg: HeadMessage = {
      type: 'head',
      auctionId: h.auctionId,
      assetId: h.assetId,
      seq: h.seq,
      ...(h.price !== null && { price: h.price }),
      endsAt: h.endsAt,
      serverTime: clock.iso(),
    };
    // The same frame for everyone: a head carries nothing personal. Floors do not matter here.
    broadcast(to, LOT_EXCEPT, msg);
    metrics.heads.inc({ source });
  }

  function releaseEarly() {
    earlyTimer = null;
    const due = [...early.values()];
    early.clear();
    for (const { head, local } of due) {
      const last = order.last(head.assetId);
      // Another instance's head matters only while it is still ahead: this one's own beacon tells the rest.
      if (local || last === undefined || head.seq > last) sendHead(head, local ? 'local' : 'peer');
    }
  }

  function offerHead(h: Head, local: boolean) {
    // Another instance's heads name every lot watched there; most have nobody here.
    if (!local && !transports.some((t) => t.watched([rooms.lot(h.assetId, 'a'), rooms.lot(h.assetId, 's')]))) return;
    const last = order.last(h.assetId);
    if (last !== undefined && h.seq <= last) {
      if (local) sendHead(h, 'local');
      return;
    }
    const prev = early.get(h.assetId);
    if (!prev || prev.head.seq < h.seq || (prev.head.seq === h.seq && local))
      early.set(h.assetId, { head: h, local: local || (prev?.local ?? false) });
    earlyTimer ??= setTimeout(releaseEarly, HEAD_GRACE_MS).unref();
  }

  /** One query per interval for every live lot a socket here subscribed to, whatever the number of sockets. */
  async function beacon() {
    if (beaconRunning) return;
    beaconRunning = true;
    try {
      const lots = new Set<number>();
      for (const s of sessions) for (const id of s.lots) lots.add(id);
      if (lots.size === 0) return;
      const heads = await deps.heads([...lots]);
      if (heads.length === 0) return;
      deps.announce({ from: deps.instanceId, heads });
      for (const h of heads) offerHead(h, true);
    } catch (err) {
      log.warn({ err }, 'realtime head beacon failed; will retry');
    } finally {
      beaconRunning = false;
    }
  }

  /** Another instance's beacon, from the bus: heads its database read showed; ours may lag them. */
  function onBeacon(_subject: string, payload: unknown) {
    const b = payload as Partial<Beacon> | null;
    if (!b || b.from === deps.instanceId || !Array.isArray(b.heads)) return;
    for (const raw of b.heads as unknown[]) {
      const h = raw as Record<string, unknown>;
      const auctionId = num(h.auctionId);
      const assetId = num(h.assetId);
      const seq = num(h.seq);
      if (auctionId === null || assetId === null || seq === null || typeof h.endsAt !== 'string') continue;
      offerHead({ auctionId, assetId, seq, price: num(h.price), endsAt: h.endsAt }, false);
    }
  }

  const beaconTimer = deps.beaconMs > 0 ? setInterval(() => void beacon(), deps.beaconMs) : null;
  beaconTimer?.unref();

  // One broadcast per transport drives every countdown.
  const tick = setInterval(() => {
    const msg: ServerMessage = { type: 'time', serverTime: clock.iso() };
    const out = outgoing(msg);
    for (const t of transports) metrics.eventsOut.inc({ transport: t.name }, t.broadcastAll(out));
  }, TICK_MS);
  const sweeper = setInterval(sweep, SWEEP_MS);
  tick.unref();
  sweeper.unref();

  return {
    addTransport(t: Transport) {
      transports.push(t);
    },
    connect,
    disconnect,
    receive,
    onBusEvent,
    onBeacon,
    /** Runs one beacon round now (tests; the interval runs them otherwise). */
    beacon,
    /** Lets a transport flag a connection the moment it sees the queue overflow. */
    markCongested(s: Session) {
      markStale(s);
    },
    /** Whether the event with this outbox id was forwarded already (the bus may skip decoding it). */
    seen: (msgId: string) => recentIds.has(msgId),
    /**
     * Whether a socket of this user on this instance follows the lot (its page) or its auction (a
     * list showing it) live: a room lookup, no I/O. Other instances' sockets are not seen.
     */
    watching: (userId: number, auctionId: number | null, assetId: number): boolean => {
      const watched = [rooms.lotUser(assetId, userId), ...(auctionId === null ? [] : [rooms.auctionUser(auctionId, userId)])];
      return transports.some((t) => t.watched(watched));
    },
    /**
     * Which lots and auctions each signed-in user's sockets on this instance follow live, for
     * other instances to know (notifications: no SMS about a lot whose page is open anywhere).
     */
    presence(): { lots: [userId: number, assetId: number][]; auctions: [userId: number, auctionId: number][] } {
      const lots = new Set<string>();
      const auctions = new Set<string>();
      for (const s of sessions) {
        const u = s.conn.userId;
        if (s.closed || u === null) continue;
        for (const l of s.lots) lots.add(`${u}:${l}`);
        for (const a of s.auctions) auctions.add(`${u}:${a}`);
      }
      const pairs = (keys: Set<string>) => [...keys].map((k) => k.split(':').map(Number) as [number, number]);
      return { lots: pairs(lots), auctions: pairs(auctions) };
    },
    stats() {
      let stale = 0;
      for (const s of sessions) if (s.stale) stale += 1;
      return { sessions: sessions.size, held: held.size, stale };
    },
    stop() {
      clearInterval(tick);
      clearInterval(sweeper);
      if (beaconTimer) clearInterval(beaconTimer);
      if (earlyTimer) clearTimeout(earlyTimer);
      deps.admission.stop();
    },
  };
}

export type Hub = ReturnType<typeof createHub>;

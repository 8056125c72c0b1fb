import { WebSocket } from 'ws';
import { HIGH_WATER, LOW_WATER, textFrame, type FrameTarget, type FrameWriter } from './frame-writer.js';
import type { Conn, Hub, Session, Transport } from './hub.js';
import type { ServerMessage } from './protocol.js';
import type { Socket } from 'node:net';

const HEARTBEAT_MS = 30_000;

class WsConn implements Conn, FrameTarget {
  readonly transport = 'ws' as const;
  readonly rooms = new Set<string>();
  /** Marks the broadcast that last reached this connection, so a socket in two target rooms gets one copy. */
  stamp = 0;
  alive = true;
  session!: Session;
  pending: Buffer[] | null = null;
  /** ws keeps the TCP socket in `_socket`; broadcasts write their pre-built frames there (see frame-writer.ts). */
  readonly socket: Socket;

  constructor(
    readonly ws: WebSocket,
    readonly userId: number | null,
    private readonly index: Map<string, Set<WsConn>>,
    private readonly writer: FrameWriter,
  ) {
    this.socket = (ws as unknown as { _socket: Socket })._socket;
  }

  open() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  join(room: string) {
    if (this.rooms.has(room)) return;
    this.rooms.add(room);
    let members = this.index.get(room);
    if (!members) this.index.set(room, (members = new Set()));
    members.add(this);
  }

  leave(room: string) {
    if (!this.rooms.delete(room)) return;
    const members = this.index.get(room);
    members?.delete(this);
    if (members?.size === 0) this.index.delete(room);
  }

  send(msg: ServerMessage) {
    if (!this.open()) return;
    // Broadcast frames queued before this reply go out before it.
    this.writer.flush(this);
    this.ws.send(JSON.stringify(msg));
  }

  congested() {
    return this.ws.bufferedAmount > HIGH_WATER;
  }

  drained() {
    return this.ws.bufferedAmount < LOW_WATER;
  }

  dispose() {
    for (const room of [...this.rooms]) this.leave(room);
  }

  /** Ends a connection that broke the abuse limits: 1008 (policy), then the TCP socket if it lingers. */
  close(reason: string) {
    this.ws.close(1008, reason);
    setTimeout(() => this.ws.terminate(), 2_000).unref();
  }
}

export interface WsTransport extends Transport {
  accept(ws: WebSocket, userId: number | null): void;
  close(): void;
}

/** Raw JSON over WebSocket at /ws, for tools and k6; same hub, same messages as socket.io. */
export function createWsTransport(hub: Hub, writer: FrameWriter): WsTransport {
  const index = new Map<string, Set<WsConn>>();
  const all = new Set<WsConn>();
  let stamp = 0;

  // Phones vanish without a FIN; a missed pong frees their socket.
  const heartbeat = setInterval(() => {
    for (const c of all) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function deliver(c: WsConn, frame: Buffer): boolean {
    // Frames already wait for this flush: the socket passed the checks then, and its write
    // checks again that it is open.
    if (c.pending) {
      writer.queue(c, frame);
      return true;
    }
    if (!c.open()) return false;
    if (c.ws.bufferedAmount > HIGH_WATER) {
      hub.markCongested(c.session);
      return false;
    }
    writer.queue(c, frame);
    return true;
  }

  return {
    name: 'ws',
    accept(ws, userId) {
      const conn = new WsConn(ws, userId, index, writer);
      all.add(conn);
      conn.session = hub.connect(conn);
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        let msg: unknown;
        try {
          msg = isBinary ? undefined : JSON.parse(data.toString('utf8'));
        } catch {
          msg = undefined;
        }
        hub.receive(conn.session, msg);
      });
      ws.on('pong', () => {
        conn.alive = true;
      });
      ws.on('close', () => {
        all.delete(conn);
        conn.dispose();
        hub.disconnect(conn.session);
      });
    },
    broadcast(to, except, out) {
      stamp += 1;
      // Members of an `except` room (a few: the held, the stale, one buyer's) are stamped first,
      // as if served: the loop over the watchers is then one comparison each.
      for (const room of except) for (const c of index.get(room) ?? []) c.stamp = stamp;
      let frame: Buffer | null = null;
      let n = 0;
      for (const room of to) {
        const members = index.get(room);
        if (!members) continue;
        for (const c of members) {
          if (c.stamp === stamp) continue;
          c.stamp = stamp;
          frame ??= textFrame(out.json);
          if (deliver(c, frame)) n += 1;
        }
      }
      return n;
    },
    watched(rooms) {
      return rooms.some((room) => (index.get(room)?.size ?? 0) > 0);
    },
    broadcastAll(out) {
      if (all.size === 0) return 0;
      const frame = textFrame(out.json);
      let n = 0;
      for (const c of all) {
        if (!c.open() || c.ws.bufferedAmount > HIGH_WATER) continue;
        writer.queue(c, frame);
        n += 1;
      }
      return n;
    },
    close() {
      clearInterval(heartbeat);
      for (const c of all) c.ws.terminate();
    },
  };
}

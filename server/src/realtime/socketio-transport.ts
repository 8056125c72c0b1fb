import { Server, type Socket } from 'socket.io';
import { WebSocketServer, type ServerOptions } from 'ws';
import { HIGH_WATER, LOW_WATER, textFrame, type FrameTarget, type FrameWriter } from './frame-writer.js';
import { SOCKET_IO_EVENT, SOCKET_IO_PATH, type ServerMessage } from './protocol.js';
import type { ConnectionVerdict } from './connection-admission.js';
import type { Conn, Hub, Outgoing, Session, Transport } from './hub.js';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Socket as NetSocket } from 'node:net';

/** The engine.io internals a direct write depends on: its queue, its transport and, under a websocket transport, the `ws` socket. */
interface EngineSocket {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: { name: string; writable: boolean; socket?: { readyState: number; bufferedAmount: number; _socket: NetSocket } };
  send(data: string): void;
}

// A phone on a poor link that stops polling (or reading) is dropped from broadcasts past this.
const MAX_QUEUED_PACKETS = 256;
const WS_OPEN = 1;

/**
 * A socket.io connection. Broadcasts to one on a settled websocket transport are written as
 * pre-built WebSocket frames straight to its TCP socket (frame-writer.ts), the way socket.io's
 * own broadcasts reuse one pre-encoded frame, but coalesced. Otherwise (long-polling, an upgrade
 * under way, packets queued in engine.io) they go through engine.io, which keeps them in order.
 */
class SioConn implements Conn, FrameTarget {
  readonly transport = 'socket.io' as const;
  readonly userId: number | null;
  /** Marks the broadcast that last reached this connection, so a socket in two target rooms gets one copy. */
  stamp = 0;
  pending: Buffer[] | null = null;
  session!: Session;
  private readonly engine: EngineSocket;

  constructor(
    private readonly io: Socket,
    private readonly writer: FrameWriter,
  ) {
    this.engine = io.conn as unknown as EngineSocket;
    this.userId = (io.data.userId as number | null | undefined) ?? null;
  }

  private get ws() {
    const t = this.engine.transport;
    return t.name === 'websocket' ? t.socket : undefined;
  }

  get socket(): NetSocket {
    return this.ws!._socket;
  }

  open() {
    return this.engine.readyState === 'open' && this.ws?.readyState === WS_OPEN;
  }

  /** Queues a broadcast: `frame` written directly, or `packet` (the socket.io packet) through engine.io. */
  deliver(frame: Buffer, packet: string) {
    // Once frames are queued here, later ones must follow them, not overtake them through engine.io.
    if (this.pending || (this.engine.writeBuffer.length === 0 && !this.engine.upgrading && this.open())) this.writer.queue(this, frame);
    else this.engine.send(packet);
  }

  join(room: string) {
    void this.io.join(room);
  }

  leave(room: string) {
    void this.io.leave(room);
  }

  send(msg: ServerMessage) {
    this.writer.flush(this);
    this.io.emit(SOCKET_IO_EVENT, msg);
  }

  /** Ends a connection that broke the abuse limits (a server disconnect: the client does not retry). */
  close() {
    this.io.disconnect(true);
  }

  congested() {
    return this.engine.writeBuffer.length > MAX_QUEUED_PACKETS || (this.ws?.bufferedAmount ?? 0) > HIGH_WATER;
  }

  drained() {
    return this.engine.writeBuffer.length === 0 && this.engine.transport.writable && (this.ws?.bufferedAmount ?? 0) < LOW_WATER;
  }
}

/** Admission for a new connection by its handshake request (connection-admission.ts): a slot, or a refusal. */
export type Admit = (req: IncomingMessage) => Promise<ConnectionVerdict>;

/** engine.io's WebSocket server, reading one frame per event-loop turn (see gateway.ts for /ws). */
class FairWebSocketServer extends WebSocketServer {
  constructor(options: ServerOptions) {
    super({ ...options, allowSynchronousEvents: false });
  }
}

export type Authenticate = (headers: { cookie?: string; origin?: string; host?: string }) => Promise<number | null>;

export interface SocketIoTransport extends Transport {
  close(): Promise<void>;
}

/**
 * socket.io for browsers: websocket with long-polling fallback. No adapter: every instance gets
 * every event from NATS and writes only to its own sockets.
 */
export function createSocketIoTransport(
  server: HttpServer,
  hub: Hub,
  authenticate: Authenticate,
  writer: FrameWriter,
  admit: Admit = async () => ({ ok: true, release: () => {} }),
): SocketIoTransport {
  // A slot per engine.io session, taken at its handshake and given back when it closes.
  const slots = new WeakMap<IncomingMessage, { release(): void }>();
  const io = new Server(server, {
    // A refused handshake is answered 403 {"code":4,"message":"<reason code>: <text>"} by
    // engine.io; socket.io clients retry with their jittered backoff (docs/realtime-protocol.md).
    allowRequest: (req, callback) => {
      admit(req).then(
        (verdict) => {
          if (!verdict.ok) return callback(`${verdict.refusal.code}: ${verdict.refusal.msg}`, false);
          slots.set(req, verdict);
          callback(null, true);
        },
        () => callback('server_busy: The server could not take the connection.', false),
      );
    },
    path: SOCKET_IO_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    wsEngine: FairWebSocketServer,
    // Other upgrade paths (/ws) belong to @fastify/websocket; engine.io must not end them.
    destroyUpgrade: false,
    maxHttpBufferSize: 64 * 1024,
    perMessageDeflate: false,
  });
  const nsp = io.of('/');
  io.engine.on('connection', (raw: { request: IncomingMessage; once(event: 'close', fn: () => void): void }) => {
    raw.once('close', () => slots.get(raw.request)?.release());
  });
  io.engine.on('connection_error', (err: { req: IncomingMessage }) => slots.get(err.req)?.release());

  io.use((socket, next) => {
    authenticate(socket.handshake.headers).then(
      (userId) => {
        socket.data.userId = userId;
        next();
      },
      (err: Error) => next(err),
    );
  });

  const conns = new Map<string, SioConn>();
  let stamp = 0;

  io.on('connection', (socket) => {
    const conn = new SioConn(socket, writer);
    conns.set(socket.id, conn);
    conn.session = hub.connect(conn);
    socket.on(SOCKET_IO_EVENT, (msg: unknown) => hub.receive(conn.session, msg));
    socket.on('disconnect', () => {
      conns.delete(socket.id);
      hub.disconnect(conn.session);
    });
  });

  /** The socket.io packet (event `msg`) and its WebSocket frame (engine.io message `4` + packet), built once per broadcast. */
  const encode = (out: Outgoing) => {
    const packet = `2[${JSON.stringify(SOCKET_IO_EVENT)},${out.json}]`;
    return { packet, frame: textFrame(`4${packet}`) };
  };

  function deliver(c: SioConn, encoded: { packet: string; frame: Buffer }): boolean {
    // Frames already wait for this flush: the socket passed the checks then, and later frames
    // must follow them (its write checks again that it is open).
    if (c.pending) {
      writer.queue(c, encoded.frame);
      return true;
    }
    if (c.congested()) {
      hub.markCongested(c.session);
      return false;
    }
    c.deliver(encoded.frame, encoded.packet);
    return true;
  }

  return {
    name: 'socket.io',
    broadcast(to, except, out) {
      // Members come from socket.io's own room index, so join/leave stay socket.io's.
      const { rooms } = nsp.adapter;
      stamp += 1;
      // Members of an `except` room (a few: the held, the stale, one buyer's) are stamped first,
      // as if served: the loop over the watchers is then one comparison each.
      for (const room of except) {
        for (const id of rooms.get(room) ?? []) {
          const c = conns.get(id);
          if (c) c.stamp = stamp;
        }
      }
      let encoded: ReturnType<typeof encode> | null = null;
      let n = 0;
      for (const room of to) {
        const members = rooms.get(room);
        if (!members) continue;
        for (const id of members) {
          const c = conns.get(id);
          if (!c || c.stamp === stamp) continue;
          c.stamp = stamp;
          encoded ??= encode(out);
          if (deliver(c, encoded)) n += 1;
        }
      }
      return n;
    },
    watched(rooms) {
      return rooms.some((room) => (nsp.adapter.rooms.get(room)?.size ?? 0) > 0);
    },
    broadcastAll(out) {
      if (conns.size === 0) return 0;
      const encoded = encode(out);
      let n = 0;
      for (const c of conns.values()) if (deliver(c, encoded)) n += 1;
      return n;
    },
    async close() {
      // Not disconnectSockets(true): a server-sent disconnect tells socket.io clients not to
      // reconnect, and after a deploy every phone must come back (to this or another instance).
      // close() drops each connection, which clients treat as a network loss and retry.
      await io.close();
    },
  };
}

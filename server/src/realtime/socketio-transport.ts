import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Conn, Hub, Transport } from './hub.js';
import { SOCKET_IO_EVENT, SOCKET_IO_PATH, type ServerMessage } from './protocol.js';

/** engine.io's per-socket outgoing queue: packets wait here while the transport is not writable. */
interface EngineSocket {
  writeBuffer: unknown[];
  transport: { writable: boolean };
}

// A phone on a poor link that stops polling (or reading) is dropped from broadcasts past this.
const MAX_QUEUED_PACKETS = 256;

export type Authenticate = (headers: { cookie?: string; origin?: string; host?: string }) => Promise<number | null>;

export interface SocketIoTransport extends Transport {
  close(): Promise<void>;
}

/**
 * socket.io for browsers: websocket with long-polling fallback. No adapter: every instance gets
 * every event from NATS and emits only to its own sockets (`io.local`).
 */
export function createSocketIoTransport(server: HttpServer, hub: Hub, authenticate: Authenticate): SocketIoTransport {
  const io = new Server(server, {
    path: SOCKET_IO_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // Other upgrade paths (/ws) belong to @fastify/websocket; engine.io must not end them.
    destroyUpgrade: false,
    maxHttpBufferSize: 64 * 1024,
    perMessageDeflate: false,
  });
  const nsp = io.of('/');

  io.use((socket, next) => {
    authenticate(socket.handshake.headers).then(
      (userId) => {
        socket.data.userId = userId;
        next();
      },
      (err: Error) => next(err),
    );
  });

  io.on('connection', (socket) => {
    const engine = socket.conn as unknown as EngineSocket;
    const conn: Conn = {
      transport: 'socket.io',
      userId: (socket.data.userId as number | null | undefined) ?? null,
      join: (room) => void socket.join(room),
      leave: (room) => void socket.leave(room),
      send: (msg) => void socket.emit(SOCKET_IO_EVENT, msg),
      congested: () => engine.writeBuffer.length > MAX_QUEUED_PACKETS,
      drained: () => engine.writeBuffer.length === 0 && engine.transport.writable,
    };
    const session = hub.connect(conn);
    socket.on(SOCKET_IO_EVENT, (msg: unknown) => hub.receive(session, msg));
    socket.on('disconnect', () => hub.disconnect(session));
  });

  /** Recipients of a broadcast, from the adapter's room index (for the metrics, and to skip empty emits). */
  function recipients(to: readonly string[], except: readonly string[]): number {
    const { rooms, sids } = nsp.adapter;
    const present = to.filter((r) => rooms.has(r));
    const seen = present.length > 1 ? new Set<string>() : null;
    let n = 0;
    for (const room of present) {
      for (const id of rooms.get(room)!) {
        if (seen) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        if (except.length) {
          const joined = sids.get(id);
          if (joined && except.some((r) => joined.has(r))) continue;
        }
        n += 1;
      }
    }
    return n;
  }

  return {
    name: 'socket.io',
    broadcast(to, except, msg: ServerMessage) {
      const n = recipients(to, except);
      if (n === 0) return 0;
      const op = io.local.to(to as string[]);
      (except.length ? op.except(except as string[]) : op).emit(SOCKET_IO_EVENT, msg);
      return n;
    },
    broadcastAll(msg) {
      io.local.emit(SOCKET_IO_EVENT, msg);
      return nsp.sockets.size;
    },
    async close() {
      // Not disconnectSockets(true): a server-sent disconnect tells socket.io clients not to
      // reconnect, and after a deploy every phone must come back (to this or another instance).
      // close() drops each connection, which clients treat as a network loss and retry.
      await io.close();
    },
  };
}

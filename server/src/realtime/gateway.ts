/**
 * The realtime gateway every instance runs: NATS (or the in-process bus) → hub → rooms →
 * socket.io at /socket.io (browsers) and raw JSON WebSocket at /ws (tools, k6).
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { ALL_AUCTION_EVENTS, ALL_USER_EVENTS, BEACON_SUBJECT } from '../events/subjects.js';
import { findSessionUser, SESSION_COOKIE } from '../modules/accounts/index.js';
import { bidderOf } from '../modules/dealers/index.js';
import { createAbuseLimits } from './abuse-limits.js';
import { createAdmission } from './admission.js';
import { createServerClock } from './clock.js';
import { createConnectionAdmission, type Refusal } from './connection-admission.js';
import { createFrameWriter } from './frame-writer.js';
import { createHub, type Hub } from './hub.js';
import { createRealtimeMetrics } from './metrics.js';
import { SOCKET_IO_PATH, WS_PATH } from './protocol.js';
import { liveHeads, lotsOfAuctions } from './repo.js';
import { createResyncLoader } from './resync.js';
import { createSocketIoTransport, type Authenticate } from './socketio-transport.js';
import { createWsTransport } from './ws-transport.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Pick<Hub, 'stats' | 'watching' | 'presence'>;
  }
}

/** A refused /ws upgrade: 429 (this address) or 503 (this instance), Retry-After, and the reason as JSON. */
function refuseUpgrade(socket: Duplex, refusal: Refusal) {
  const status = refusal.code === 'server_busy' ? '503 Service Unavailable' : '429 Too Many Requests';
  const body = JSON.stringify({ status: Number(status.slice(0, 3)), code: refusal.code, msg: refusal.msg });
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nRetry-After: ${refusal.retryAfterSeconds}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** A page on another site may open a socket with our cookie; it gets the public feed only. */
function foreignOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createRealtimeMetrics(app.metrics);
    const clock = createServerClock(app.db, app.log);
    const writer = createFrameWriter();
    const hub = createHub({
      secret: app.config.APP_SECRET,
      clock,
      loader: createResyncLoader({ db: app.db, secret: app.config.APP_SECRET }),
      metrics,
      log: app.log.child({ component: 'realtime' }),
      lotsOfAuctions: (ids) => lotsOfAuctions(app.db, ids),
      afterFlush: writer.afterFlush,
      heads: (lots) => liveHeads(app.db, lots),
      announce: (beacon) => app.bus.announce(BEACON_SUBJECT, beacon),
      beaconMs: app.config.REALTIME_BEACON_MS,
      admission: createAdmission({ perSecond: app.config.REALTIME_ADMIT_PER_SECOND, burst: app.config.REALTIME_ADMIT_BURST }),
      instanceId: randomUUID(),
    });

    const authenticate: Authenticate = async ({ cookie, origin, host }) => {
      if (!cookie || foreignOrigin(origin, host)) return null;
      const token = app.parseCookie(cookie)[SESSION_COOKIE];
      if (!token) return null;
      const user = await findSessionUser(app.db, token);
      return user ? bidderOf(app.db, user.id) : null;
    };

    const c = app.config;
    const limits = createAbuseLimits({
      messagesPerSecond: c.REALTIME_MESSAGES_PER_SECOND,
      messageBurst: c.REALTIME_MESSAGE_BURST,
      subscriptionChangesPerSecond: c.REALTIME_SUBSCRIPTION_CHANGES_PER_SECOND,
      subscriptionChangeBurst: c.REALTIME_SUBSCRIPTION_CHANGE_BURST,
      socketsPerAddress: c.REALTIME_SOCKETS_PER_ADDRESS,
      strikesBeforeClose: c.REALTIME_STRIKES_BEFORE_CLOSE,
      trustProxyHops: c.TRUST_PROXY_HOPS,
    });
    const connections = createConnectionAdmission({
      perAddressPerSecond: c.REALTIME_CONNECTS_PER_ADDRESS_PER_SECOND,
      perAddressBurst: c.REALTIME_CONNECT_BURST_PER_ADDRESS,
      trustProxyHops: c.TRUST_PROXY_HOPS,
      socketSlot: limits.admit,
      global: createAdmission({ perSecond: c.REALTIME_CONNECTS_PER_SECOND, burst: c.REALTIME_CONNECT_BURST }),
      maxWaitMs: c.REALTIME_CONNECT_MAX_WAIT_MS,
      onRefused: (code) => metrics.connectionsRefused.inc({ reason: code }),
    });
    // The transports see the hub through the limits: every client message is counted first.
    const limitedHub = limits.guardHub(hub);
    const sio = createSocketIoTransport(app.server, limitedHub, authenticate, writer, connections.admit);
    const ws = createWsTransport(limitedHub, writer);
    hub.addTransport(sio);
    hub.addTransport(ws);

    // socket.io handles its own upgrades; @fastify/websocket gets only /ws (see STACK.md), and an
    // upgrade to any other path is refused rather than left open.
    const upgrades = new EventEmitter();
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const pathname = (req.url ?? '').split('?')[0]!;
      if (pathname.startsWith(`${SOCKET_IO_PATH}/`)) return;
      if (pathname === WS_PATH || pathname === `${WS_PATH}/`) {
        connections.admit(req).then(
          (verdict) => {
            if (!verdict.ok) return refuseUpgrade(socket, verdict.refusal);
            socket.once('close', verdict.release);
            upgrades.emit('upgrade', req, socket, head);
          },
          () => socket.destroy(),
        );
      } else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    };
    app.server.on('upgrade', onUpgrade);

    const users = new WeakMap<FastifyRequest, number | null>();
    await app.register(async (scope) => {
      await scope.register(websocket, {
        // allowSynchronousEvents off: a socket's burst of frames is read one per event-loop turn,
        // so a flooding client cannot hold the loop while other requests wait.
        options: { server: upgrades as never, maxPayload: 64 * 1024, perMessageDeflate: false, allowSynchronousEvents: false },
        preClose(done) {
          ws.close();
          done();
        },
      });
      scope.get(
        WS_PATH,
        {
          websocket: true,
          preHandler: async (req) => {
            users.set(req, await authenticate({ cookie: req.headers.cookie, origin: req.headers.origin, host: req.headers.host }));
          },
        },
        (socket, req) => ws.accept(socket, users.get(req) ?? null),
      );
    });

    const unsubscribe = [
      app.bus.subscribe(ALL_AUCTION_EVENTS, hub.onBusEvent, { seen: hub.seen }),
      app.bus.subscribe(ALL_USER_EVENTS, hub.onBusEvent, { seen: hub.seen }),
      app.bus.subscribe(BEACON_SUBJECT, hub.onBeacon, { transient: true }),
      // This instance's own commits reach its sockets without waiting for the relay and the bus;
      // the bus's copy of each (same outbox id) is then dropped by the hub.
      app.outbox.onCommitted((events) => {
        for (const e of events) hub.onBusEvent(e.subject, e.payload, String(e.id));
      }),
    ];
    app.decorate('realtime', { stats: hub.stats, watching: hub.watching, presence: hub.presence });

    // preClose, not onClose: open sockets would keep app.close() waiting.
    app.addHook('preClose', async () => {
      for (const off of unsubscribe) off();
      hub.stop();
      connections.stop();
      clock.stop();
      app.server.off('upgrade', onUpgrade);
      ws.close();
      await sio.close();
    });
  },
  { name: 'realtime', dependencies: ['infra', 'metrics', 'session', 'outbox'] },
);

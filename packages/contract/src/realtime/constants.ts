/**
 * The realtime feed's fixed names and limits, free of any dependency so the web bundle can take
 * them without the schemas.
 *
 * - Raw WebSocket at /ws: each text frame is one JSON object, both ways.
 * - socket.io at /socket.io: the same objects travel as the single event `msg`, both ways
 *   (`socket.emit('msg', {op:'subscribe', ...})`, `socket.on('msg', (m) => ...)`).
 */
export const SOCKET_IO_EVENT = 'msg';
export const SOCKET_IO_PATH = '/socket.io';
export const WS_PATH = '/ws';

/** Past this many missed quotes a reconnecting client gets a snapshot instead of a replay. */
export const MAX_REPLAY = 100;
/** A client may watch this many lots and auctions at once. */
export const MAX_SUBSCRIPTIONS = 500;

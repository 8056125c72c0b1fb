/**
 * A minimal WebSocket client for the fan-out benchmark: a TCP socket, the RFC 6455 handshake and
 * a frame reader, nothing else. Thousands of these in one process must cost far less than the
 * server they measure; the `ws` and socket.io-client libraries allocate a Buffer, an event and a
 * parsed object per message, which on this 2-core machine made the clients the bottleneck.
 *
 * Reads land in one buffer shared by every socket of the process (`onread`): a read is handled
 * synchronously before the next, so only a frame split across reads is ever copied.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';

const shared = Buffer.allocUnsafe(256 * 1024);

export interface LeanHandlers {
  open(s: LeanSocket): void;
  /** One text frame; `text` is its payload, latin1-decoded (only ASCII fields are read). */
  text(s: LeanSocket, text: string): void;
  error(err: Error): void;
}

export class LeanSocket {
  private upgraded = false;
  /** Bytes of an incomplete frame (or handshake) carried over to the next read. */
  private rest: Buffer | null = null;

  private constructor(
    private readonly socket: net.Socket,
    private readonly handlers: LeanHandlers,
  ) {}

  static open(url: string, handlers: LeanHandlers): LeanSocket {
    const u = new URL(url);
    const onread = { buffer: shared, callback: (n: number): boolean => lean.onRead(n) };
    const socket: net.Socket = net.connect({ host: u.hostname, port: Number(u.port), noDelay: true, onread });
    const lean: LeanSocket = new LeanSocket(socket, handlers);
    socket.once('connect', () => {
      socket.write(
        `GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('error', (err: Error) => handlers.error(err));
    return lean;
  }

  /** A masked text frame (clients must mask; the key is random per frame as RFC 6455 asks). */
  send(text: string) {
    const payload = Buffer.from(text);
    const len = payload.length;
    const head = len < 126 ? 2 : 4;
    const frame = Buffer.allocUnsafe(head + 4 + len);
    frame[0] = 0x81;
    if (len < 126) frame[1] = 0x80 | len;
    else {
      frame[1] = 0x80 | 126;
      frame.writeUInt16BE(len, 2);
    }
    const mask = randomBytes(4);
    mask.copy(frame, head);
    for (let i = 0; i < len; i++) frame[head + 4 + i] = payload[i]! ^ mask[i & 3]!;
    this.socket.write(frame);
  }

  close() {
    this.socket.destroy();
  }

  private onRead(n: number): boolean {
    let buf = shared.subarray(0, n);
    if (this.rest) {
      buf = Buffer.concat([this.rest, buf]);
      this.rest = null;
    }
    let at = 0;
    if (!this.upgraded) {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) {
        this.rest = Buffer.from(buf);
        return true;
      }
      if (!buf.toString('latin1', 0, 12).endsWith('101')) {
        this.handlers.error(new Error(`upgrade refused: ${buf.toString('latin1', 0, Math.min(end, 200))}`));
        this.socket.destroy();
        return false;
      }
      this.upgraded = true;
      at = end + 4;
      this.handlers.open(this);
    }
    while (at + 2 <= buf.length) {
      const opcode = buf[at]! & 0x0f;
      let len = buf[at + 1]! & 0x7f;
      let start = at + 2;
      if (len === 126) {
        if (at + 4 > buf.length) break;
        len = buf.readUInt16BE(at + 2);
        start = at + 4;
      } else if (len === 127) {
        if (at + 10 > buf.length) break;
        len = Number(buf.readBigUInt64BE(at + 2));
        start = at + 10;
      }
      if (start + len > buf.length) break;
      if (opcode === 1) this.handlers.text(this, buf.toString('latin1', start, start + len));
      else if (opcode === 9) this.pong(buf.subarray(start, start + len));
      else if (opcode === 8) this.socket.end();
      at = start + len;
    }
    // A frame cut by the read boundary: keep a copy, the shared buffer is overwritten next read.
    if (at < buf.length) this.rest = Buffer.from(buf.subarray(at));
    return true;
  }

  private pong(payload: Buffer) {
    const frame = Buffer.alloc(6 + payload.length);
    frame[0] = 0x8a;
    frame[1] = 0x80 | payload.length;
    // Mask key 0: the payload goes out unchanged.
    payload.copy(frame, 6);
    this.socket.write(frame);
  }
}

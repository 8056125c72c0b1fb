/**
 * A minimal keep-alive HTTP/1.1 client for bench:bids: one connection, one request at a time,
 * a response read by its Content-Length. The load generator shares the machine's two cores with
 * the server and Postgres it measures, as pgbench's C client does with Postgres; undici cost
 * about 115 µs of CPU per quote, taken from the server under test.
 */
import net from 'node:net';

export interface LeanResponse {
  status: number;
  body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export class LeanHttp {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve(r: LeanResponse): void; reject(e: Error): void } | null = null;
  private failure: Error | null = null;

  private constructor(
    private readonly socket: net.Socket,
    private readonly host: string,
  ) {
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err) => this.fail(err));
    socket.on('close', () => this.fail(new Error('connection closed')));
  }

  static connect(url: string): Promise<LeanHttp> {
    const u = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: u.hostname, port: Number(u.port), noDelay: true });
      socket.once('connect', () => resolve(new LeanHttp(socket, u.host)));
      socket.once('error', reject);
    });
  }

  /** `headers`: extra header lines, each ending in \r\n. */
  post(path: string, headers: string, body: string): Promise<LeanResponse> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiting) return Promise.reject(new Error('one request at a time'));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${this.host}\r\n${headers}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
  }

  close() {
    this.failure ??= new Error('closed');
    this.socket.destroy();
  }

  private onData(chunk: Buffer) {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = this.buffered.indexOf(HEAD_END);
    if (end < 0) return;
    const head = this.buffered.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length || !(status >= 100)) return this.fail(new Error(`unreadable response head: ${head.slice(0, 200)}`));
    const total = end + HEAD_END.length + Number(length[1]);
    if (this.buffered.length < total) return;
    const body = this.buffered.toString('utf8', end + HEAD_END.length, total);
    this.buffered = this.buffered.subarray(total);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ status, body });
  }

  private fail(err: Error) {
    this.failure ??= err;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(err);
  }
}

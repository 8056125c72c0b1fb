import net from 'node:net';

export interface LinkShape {
  /** Bits per second in each direction. */
  bitsPerSecond: number;
  /** Round-trip time added to every exchange (half each way). */
  rttMs: number;
}

export interface Shaper {
  port: number;
  close(): Promise<void>;
}

/**
 * A TCP proxy that paces bytes as a slow mobile link would: every chunk waits half the RTT and
 * then its serialisation time behind the chunks before it, in each direction. It works below
 * HTTP, so WebSockets are slowed as much as page loads (Chrome's own throttling skips them).
 */
export async function startShaper(target: { host: string; port: number }, shape: LinkShape): Promise<Shaper> {
  const bytesPerMs = shape.bitsPerSecond / 8 / 1000;
  const oneWay = shape.rttMs / 2;
  const sockets = new Set<net.Socket>();

  /**
   * Forwards `from` to `to` through a paced FIFO. One timer drains the queue in order: a timer per
   * chunk would let two chunks due in the same millisecond swap places (Node orders timers of
   * different durations by expiry only), which corrupts the byte stream.
   */
  function pace(from: net.Socket, to: net.Socket) {
    let lineFreeAt = 0;
    const queue: { chunk: Buffer | null; dueAt: number }[] = [];
    let timer: NodeJS.Timeout | null = null;
    const drain = () => {
      timer = null;
      const now = Date.now();
      while (queue.length > 0 && queue[0]!.dueAt <= now) {
        const { chunk } = queue.shift()!;
        if (to.destroyed) continue;
        if (chunk === null) to.end();
        else to.write(chunk);
      }
      if (queue.length > 0) timer = setTimeout(drain, Math.max(1, queue[0]!.dueAt - now));
    };
    const enqueue = (chunk: Buffer | null, dueAt: number) => {
      queue.push({ chunk, dueAt });
      if (timer === null) timer = setTimeout(drain, Math.max(1, queue[0]!.dueAt - Date.now()));
    };
    from.on('data', (chunk: Buffer) => {
      const start = Math.max(Date.now() + oneWay, lineFreeAt);
      lineFreeAt = start + chunk.length / bytesPerMs;
      enqueue(chunk, lineFreeAt);
    });
    from.on('end', () => enqueue(null, Math.max(Date.now(), lineFreeAt)));
  }

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    pace(client, upstream);
    pace(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

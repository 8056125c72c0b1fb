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

  /** Forwards `from` to `to` through a paced queue. */
  function pace(from: net.Socket, to: net.Socket) {
    let lineFreeAt = 0;
    from.on('data', (chunk: Buffer) => {
      const arrives = Date.now() + oneWay;
      const start = Math.max(arrives, lineFreeAt);
      lineFreeAt = start + chunk.length / bytesPerMs;
      const delay = lineFreeAt - Date.now();
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, delay);
    });
    from.on('end', () => {
      setTimeout(() => to.end(), Math.max(0, lineFreeAt - Date.now()));
    });
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

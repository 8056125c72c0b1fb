/**
 * The baseline for idle sockets and reconnects: a plain `ws` server in its own process, answering
 * a subscribe with a snapshot from memory (the least a resync can cost). Its RSS is measured
 * from outside, like our server's.
 */
import { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as { op?: string; lots?: { assetId: number }[] };
    if (m.op !== 'subscribe') return;
    for (const l of m.lots ?? [])
      ws.send(JSON.stringify({ type: 'snapshot', assetId: l.assetId, seq: 0, serverTime: new Date().toISOString() }));
  });
});
wss.once('listening', () => process.send!({ port: (wss.address() as AddressInfo).port }));
process.on('disconnect', () => process.exit(0));

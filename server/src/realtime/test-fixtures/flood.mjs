// A separate process that floods one raw WebSocket with subscribe/unsubscribe frames, so the
// server under test measures its own responsiveness, not the flooder's sending loop.
// argv: <ws url> <frames> <frames per batch>. Prints one JSON summary line on exit.
import WebSocket from 'ws';

const [url, total, batch] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const ws = new WebSocket(url);
const counts = { sent: 0, subscribed: 0, errors: {}, closeCode: null };
ws.on('message', (data) => {
  const m = JSON.parse(data.toString());
  if (m.type === 'subscribed') counts.subscribed += 1;
  if (m.type === 'error') counts.errors[m.code] = (counts.errors[m.code] ?? 0) + 1;
});
const finish = () => {
  process.stdout.write(`${JSON.stringify(counts)}\n`);
  process.exit(0);
};
ws.on('close', (code) => {
  counts.closeCode = code;
  setTimeout(finish, 50);
});
ws.on('error', finish);
ws.on('open', () => {
  let i = 0;
  const tick = () => {
    if (i >= total || ws.readyState !== WebSocket.OPEN) {
      setTimeout(() => ws.close(), 300);
      return;
    }
    for (let k = 0; k < batch && i < total; k++, i++) {
      ws.send(JSON.stringify(i % 2 ? { op: 'unsubscribe', lots: [1 + (i % 50)] } : { op: 'subscribe', lots: [{ assetId: 1 + (i % 50) }] }));
      counts.sent += 1;
    }
    setTimeout(tick, 5);
  };
  tick();
});

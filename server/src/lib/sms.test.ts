import { createServer, type IncomingMessage, type Server } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createCapturingSender, createConsoleSender, createHttpSender, createSmsSender } from './sms.js';
import type { AddressInfo } from 'node:net';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

describe('SMS senders', () => {
  let server: Server;
  let url: string;
  const received: Received[] = [];
  let answerStatus = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts JSON {to, sender, message} with the bearer token to the configured provider', async () => {
    received.length = 0;
    answerStatus = 200;
    const sender = createHttpSender({ url, token: 'sekret', senderId: 'VAHANH' });
    await sender.send({ to: '9876543210', message: '1234 is your OTP' });
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual({ to: '+919876543210', sender: 'VAHANH', message: '1234 is your OTP' });
    expect(received[0]!.headers.authorization).toBe('Bearer sekret');
    expect(received[0]!.headers['content-type']).toBe('application/json');
  });

  it('rejects when the provider answers with an error, without the message in the error', async () => {
    answerStatus = 502;
    const sender = createHttpSender({ url, senderId: 'VAHANH' });
    const err = await sender.send({ to: '9876543210', message: '4321 is your OTP' }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('SMS provider answered HTTP 502');
    answerStatus = 200;
  });

  it('is chosen by configuration', () => {
    const log = pino({ level: 'silent' });
    expect(createSmsSender(loadConfig({}), log).kind).toBe('console');
    expect(createSmsSender(loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url }), log).kind).toBe('http');
  });

  it('logs the message, code included, from the console sender', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    await createConsoleSender(log).send({ to: '9876543210', message: '5678 is your OTP' });
    const entry = JSON.parse(lines[0]!);
    expect(entry.msg).toBe('SMS (console sender): 5678 is your OTP');
    expect(entry.sms).toEqual({ to: '+919876543210' });
  });

  it('captures messages and reads the code back for tests', async () => {
    const sender = createCapturingSender();
    await sender.send({ to: '9876543210', message: '0042 is your VahanHaat OTP' });
    expect(sender.lastCodeTo('9876543210')).toBe('0042');
    expect(sender.lastCodeTo('9000000000')).toBeUndefined();
    sender.failing = true;
    await expect(sender.send({ to: '9876543210', message: 'x' })).rejects.toThrow();
  });
});

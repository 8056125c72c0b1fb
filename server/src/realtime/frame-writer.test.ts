import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createFrameWriter, textFrame, type FrameTarget } from './frame-writer.js';
import type { Socket } from 'node:net';

// ws's own frame parser (exported at runtime, absent from its type definitions).
const { Receiver } = createRequire(import.meta.url)('ws') as { Receiver: new () => EventEmitter & { write(b: Buffer): void } };

/** A socket that records each system-call-sized write: a single write, or one corked batch. */
function fakeTarget(open = true) {
  const writes: string[][] = [];
  let corked: string[] | null = null;
  const socket = {
    cork: () => void (corked = []),
    uncork: () => {
      writes.push(corked!);
      corked = null;
    },
    write: (b: Buffer) => (corked ? corked.push(b.toString('latin1')) : writes.push([b.toString('latin1')]), true),
  } as unknown as Socket;
  const target: FrameTarget = { socket, open: () => open, pending: null };
  return { target, writes };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('frame writer', () => {
  it.each([0, 125, 126, 65_535, 65_536])('frames a %i-byte text message that a WebSocket reader decodes', async (size) => {
    const text = 'x'.repeat(size);
    const receiver = new Receiver();
    const got = new Promise<string>((resolve) => receiver.on('message', (data: Buffer) => resolve(data.toString())));
    receiver.write(textFrame(text));
    expect(await got).toBe(text);
  });

  it('writes the frames queued for a socket in one phase as one batch, in order', async () => {
    const writer = createFrameWriter();
    const { target, writes } = fakeTarget();
    writer.queue(target, Buffer.from('a'));
    writer.queue(target, Buffer.from('b'));
    expect(writes).toEqual([]);
    await tick();
    expect(writes).toEqual([['a', 'b']]);
  });

  it('lets a direct reply flush what is queued first, so it cannot overtake a broadcast', () => {
    const writer = createFrameWriter();
    const { target, writes } = fakeTarget();
    writer.queue(target, Buffer.from('quote'));
    writer.flush(target);
    target.socket.write(Buffer.from('reply'));
    expect(writes).toEqual([['quote'], ['reply']]);
  });

  it('reports a flush done only after every socket queued before it, across chunks', async () => {
    const writer = createFrameWriter();
    const targets = Array.from({ length: 2_500 }, () => fakeTarget());
    for (const t of targets) writer.queue(t.target, Buffer.from('q'));
    let done = false;
    writer.afterFlush(() => (done = true));
    await tick();
    expect(done).toBe(false);
    while (!done) await tick();
    expect(targets.every((t) => t.writes.length === 1)).toBe(true);
  });

  it('skips a socket closed before its flush', async () => {
    const writer = createFrameWriter();
    const { target, writes } = fakeTarget(false);
    writer.queue(target, Buffer.from('q'));
    await tick();
    expect(writes).toEqual([]);
  });
});

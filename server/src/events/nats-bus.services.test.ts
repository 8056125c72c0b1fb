/**
 * The NATS bus's own JetStream publishing (nats-bus.ts streamPublisher): a publish resolves once
 * the stream has the message, a re-publish under the same id is stored once, and a publish no
 * stream takes fails, reaching no subscriber, so the relay keeps the row for another pass.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteStream, newNamespace } from '../test/harness.js';
import { createNatsBus, streamName } from './nats-bus.js';

const natsUrl = process.env.NATS_URL!;
const namespace = newNamespace();
afterAll(() => deleteStream(natsUrl, namespace));

async function streamMessages() {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    return (await jsm.streams.info(streamName(namespace))).state.messages;
  } finally {
    await nc.close();
  }
}

describe('the NATS bus publishing to JetStream', () => {
  it('resolves once the stream has a message, stores a re-publish under the same id once, and fails when no stream takes it', async () => {
    const bus = await createNatsBus({ url: natsUrl, name: 'publisher-test', namespace, log: pino({ level: 'silent' }) });
    try {
      const got: unknown[] = [];
      bus.subscribe('auction.>', (_subject, payload) => got.push(payload));
      await Promise.all([bus.publish('auction.1.state', { n: 1 }, '1'), bus.publish('auction.1.state', { n: 2 }, '2')]);
      expect(await streamMessages()).toBe(2);
      // The relay sends a row again when a crash came between its publish and its mark.
      await bus.publish('auction.1.state', { n: 1 }, '1');
      expect(await streamMessages()).toBe(2);
      expect(got).toEqual([{ n: 1 }, { n: 2 }, { n: 1 }]);

      await deleteStream(natsUrl, namespace);
      await expect(bus.publish('auction.1.state', { n: 3 }, '3')).rejects.toThrow(/no stream takes/);
      expect(got).toHaveLength(3);
    } finally {
      await bus.close();
    }
  });
});

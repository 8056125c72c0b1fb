import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamName } from '../../server/src/events/nats-bus.js';

/** Deletes the JetStream stream a server created under `namespace` (load runs use a fresh one each). */
export async function deleteStream(natsUrl: string, namespace: string) {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(streamName(namespace)).catch(() => false);
  } finally {
    await nc.close();
  }
}

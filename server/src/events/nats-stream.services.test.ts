/**
 * The JetStream stream is created from configuration when it is missing and never changed after:
 * an operator's 3 replicas (or raised limits) survive every restart of every instance. Runs a
 * three-node NATS cluster of its own on free ports (replicas need a cluster), never the shared one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newNamespace } from '../test/harness.js';
import { freePort } from '../test/ports.js';
import { until, type WaitOptions } from '../test/wait.js';
import { createNatsBus, streamName } from './nats-bus.js';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const silent = pino({ level: 'silent' });
const HOUR = 60 * 60 * 1000;
/** A three-node cluster elects its leaders in its own time. */
const CLUSTER_WAIT: WaitOptions = { timeoutMs: 40_000, intervalMs: 100 };

describe('the NATS stream settings (services: a three-node NATS cluster)', () => {
  const servers: ChildProcess[] = [];
  let dir: string;
  let url: string;
  let nc: NatsConnection;
  let jsm: JetStreamManager;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vh-nats-cluster-'));
    const clients = [await freePort(), await freePort(), await freePort()];
    const routes = [await freePort(), await freePort(), await freePort()];
    const routeUrls = routes.map((p) => `nats://127.0.0.1:${p}`).join(',');
    clients.forEach((port, i) => {
      const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', path.join(dir, `n${i}`), '-n', `n${i}`];
      args.push('--cluster_name', 'vh', '--cluster', `nats://127.0.0.1:${routes[i]}`, '--routes', routeUrls);
      servers.push(spawn(NATS_SERVER, args, { stdio: 'ignore' }));
    });
    url = clients.map((p) => `nats://127.0.0.1:${p}`).join(',');
    nc = await until(() => connect({ servers: url.split(','), reconnect: false }), 'the cluster to accept connections', CLUSTER_WAIT);
    // JetStream answers once the cluster has elected its metadata leader.
    jsm = await until(() => jetstreamManager(nc), 'the JetStream metadata leader', CLUSTER_WAIT);
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await Promise.all(
      servers.map((s) => (s.exitCode === null ? new Promise((resolve) => (s.once('exit', resolve), s.kill('SIGTERM'))) : undefined)),
    );
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const start = (namespace: string, stream?: { replicas?: number; maxAgeMs?: number; maxBytes?: number }) =>
    until(() => createNatsBus({ url, name: 'stream-settings-test', namespace, log: silent, stream }), 'a bus on the cluster', CLUSTER_WAIT);

  it('creates a missing stream with the configured replicas and limits', async () => {
    const namespace = newNamespace();
    const bus = await start(namespace, { replicas: 3, maxAgeMs: 6 * HOUR, maxBytes: 64 * 1024 * 1024 });
    try {
      const info = await jsm.streams.info(streamName(namespace));
      expect(info.config).toMatchObject({
        num_replicas: 3,
        max_age: nanos(6 * HOUR),
        max_bytes: 64 * 1024 * 1024,
        subjects: [`${namespace}.>`],
      });
      await bus.publish('auction.1.state', { n: 1 }, '1');
      expect((await jsm.streams.info(streamName(namespace))).state.messages).toBe(1);
    } finally {
      await bus.close();
      await jsm.streams.delete(streamName(namespace));
    }
  });

  it("keeps an operator's 3 replicas and raised limits when instances restart with other settings", async () => {
    const namespace = newNamespace();
    const name = streamName(namespace);
    const first = await start(namespace);
    await first.publish('auction.1.state', { n: 1 }, 'm1');
    await first.close();
    expect((await jsm.streams.info(name)).config.num_replicas).toBe(1);

    // The operator scales the stream up on the cluster (nats stream edit --replicas 3 …).
    const edited = (await jsm.streams.info(name)).config;
    await jsm.streams.update(name, { ...edited, num_replicas: 3, max_age: nanos(72 * HOUR), max_bytes: 2 * 1024 ** 3 });
    await until(async () => (await jsm.streams.info(name)).cluster?.replicas?.length === 2, 'the two new replicas', CLUSTER_WAIT);

    // Every instance restarts, with the default settings and with different ones.
    for (const settings of [undefined, { replicas: 1, maxAgeMs: HOUR, maxBytes: 16 * 1024 * 1024 }]) {
      const bus = await start(namespace, settings);
      await bus.publish('auction.1.state', { n: 2 }, `m-${settings ? 'b' : 'a'}`);
      await bus.close();
      const info = await jsm.streams.info(name);
      expect(info.config).toMatchObject({ num_replicas: 3, max_age: nanos(72 * HOUR), max_bytes: 2 * 1024 ** 3 });
    }
    // And nothing stored was lost on the way.
    expect((await jsm.streams.info(name)).state.messages).toBe(3);
    await jsm.streams.delete(name);
  });
});

/**
 * The installation's VAPID identity (RFC 8292): the key pair that signs every push request and
 * whose public half each browser subscription is made with. From the configuration when set;
 * otherwise development and demo installations make a pair once and keep it in the database, so
 * the subscriptions made with it survive restarts and every instance signs with the same key.
 */
import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { installationSecrets } from '../../db/schema/index.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SECRET_NAME = 'vapid_keys';

/** A fresh P-256 pair as web-push takes it: URL-safe base64, the private key padded to 32 bytes. */
export function generateVapidPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(Math.max(0, 32 - priv.length)), priv]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}

/** Who the push services may contact: the site when it is served over https, else a mailbox. */
function generatedSubject(config: Pick<Config, 'PUBLIC_URL'>): string {
  return config.PUBLIC_URL?.startsWith('https://') ? new URL(config.PUBLIC_URL).origin : 'mailto:webpush@localhost.invalid';
}

/**
 * The VAPID details to sign with, or null when this installation sends no push: production
 * without VAPID_* set (a demo deployment makes its own pair, as a development one does).
 */
export async function resolveVapid(
  config: Pick<Config, 'vapid' | 'NODE_ENV' | 'DEMO_MODE' | 'PUBLIC_URL'>,
  db: Executor,
): Promise<VapidDetails | null> {
  if (config.vapid) return config.vapid;
  if (config.NODE_ENV === 'production' && !config.DEMO_MODE) return null;
  // Concurrent first starts agree: the first insert wins and every instance reads what it wrote.
  await db
    .insert(installationSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(generateVapidPair()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, SECRET_NAME));
  const pair = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { ...pair, subject: generatedSubject(config) };
}

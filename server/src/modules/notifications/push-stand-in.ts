import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests: a local stand-in for a browser push service (FCM, Mozilla's autopush) over HTTPS. It
 * checks what RFC 8030/8291/8292 ask of a push request before accepting it: POST to a known
 * subscription, `Authorization: vapid t=<JWT>, k=<public key>` whose ES256 signature verifies
 * with k and whose claims name this origin (aud), a near expiry (exp, at most 24 h) and a contact
 * (sub); a `TTL` header; `Content-Encoding: aes128gcm`. It decrypts the body when it knows the
 * subscription's keys, and answers 201 with a Location, or what the test queued (404, 410, 429…).
 */

export interface PushKeys {
  /** The browser's P-256 key pair (raw), and its auth secret. */
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** What the request got wrong, or null when it is a valid Web Push request. */
  problem: string | null;
  claims: { aud?: string; exp?: number; sub?: string } | null;
  /** The `k` of the Authorization header: the VAPID public key that signed it. */
  vapidKey: string | null;
  /** The decrypted payload, when the stand-in knows the subscription's keys. */
  payload: string | null;
  status: number;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** A P-256 public key, raw (65 bytes), as a KeyObject. */
function rawPublicKey(raw: Buffer): KeyObject {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** RFC 8291 + RFC 8188: the plaintext of a one-record aes128gcm body sent to the browser holding `keys`. */
export function decryptWebPush(body: Buffer, keys: PushKeys): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('aes128gcm: no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The problem with a VAPID Authorization header for `origin`, or null. */
function checkVapid(
  header: string | undefined,
  origin: string,
): { problem: string | null; claims: PushRequest['claims']; key: string | null } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!m) return { problem: `Authorization must be "vapid t=<jwt>, k=<key>", got ${header ?? 'none'}`, claims: null, key: null };
  const [h, p, s] = m[1]!.split('.') as [string, string, string];
  const key = m[2]!;
  let claims: PushRequest['claims'] = null;
  try {
    const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
    claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as PushRequest['claims'];
    if (head.alg !== 'ES256') return { problem: `JWT alg must be ES256, got ${head.alg}`, claims, key };
    const ok = verify(
      'sha256',
      Buffer.from(`${h}.${p}`),
      { key: rawPublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
      Buffer.from(s, 'base64url'),
    );
    if (!ok) return { problem: 'JWT signature does not verify with k', claims, key };
  } catch (err) {
    return { problem: `unreadable VAPID token: ${(err as Error).message}`, claims, key };
  }
  const now = Math.floor(Date.now() / 1000);
  if (claims?.aud !== origin) return { problem: `JWT aud must be ${origin}, got ${claims?.aud}`, claims, key };
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    return { problem: `JWT exp must be within 24 h, got ${claims.exp}`, claims, key };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return { problem: `JWT sub must be mailto: or https:, got ${claims.sub}`, claims, key };
  return { problem: null, claims, key };
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
function certificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vh-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { dir, certFile, key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

export async function startPushStandIn() {
  const tls = certificate();
  const requests: PushRequest[] = [];
  const keysOf = new Map<string, PushKeys>();
  /** Answers queued per subscription path: a status, or 'hang' (no answer). */
  const next = new Map<string, (number | 'hang')[]>();
  let messages = 0;
  let origin = '';

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const p = req.url ?? '';
      const vapid = checkVapid(req.headers.authorization, origin);
      let problem = vapid.problem;
      if (req.method !== 'POST') problem ??= `method must be POST, got ${req.method}`;
      if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) problem ??= `TTL must be a number of seconds, got ${req.headers.ttl}`;
      if (req.headers['content-encoding'] !== 'aes128gcm')
        problem ??= `Content-Encoding must be aes128gcm, got ${req.headers['content-encoding']}`;
      const keys = keysOf.get(p);
      let payload: string | null = null;
      if (keys && !problem) {
        try {
          payload = decryptWebPush(body, keys);
        } catch (err) {
          problem = `body does not decrypt with the subscription's keys: ${(err as Error).message}`;
        }
      }
      const queued = next.get(p)?.shift();
      const status = problem ? 400 : queued === 'hang' ? 0 : (queued ?? (keysOf.has(p) ? 201 : 404));
      requests.push({ path: p, headers: req.headers, body, problem, claims: vapid.claims, vapidKey: vapid.key, payload, status });
      if (status === 0) return;
      if (status === 201) {
        res.writeHead(201, { location: `${origin}/message/${++messages}` }).end();
        return;
      }
      res.writeHead(status, { 'content-type': 'text/plain' }).end(problem ?? `answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The certificate to trust (an https.Agent's `ca`, or NODE_EXTRA_CA_CERTS for a server process). */
    cert: tls.cert,
    certFile: tls.certFile,
    requests,
    /** A browser's subscription to this push service, with keys the stand-in keeps to decrypt. */
    subscription() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const keys: PushKeys = { privateKey: ecdh.getPrivateKey(), publicKey, auth: randomBytes(16) };
      const p = `/push/${randomBytes(8).toString('hex')}`;
      keysOf.set(p, keys);
      return { endpoint: `${origin}${p}`, keys: { p256dh: b64url(publicKey), auth: b64url(keys.auth) } };
    },
    /** A subscription made elsewhere (a browser page), whose keys the test learnt. */
    know(endpoint: string, keys: PushKeys) {
      keysOf.set(new URL(endpoint).pathname, keys);
    },
    /** The next answers for one subscription, in order. */
    answer(endpoint: string, ...statuses: (number | 'hang')[]) {
      const p = new URL(endpoint).pathname;
      next.set(p, [...(next.get(p) ?? []), ...statuses]);
    },
    to: (endpoint: string) => requests.filter((r) => r.path === new URL(endpoint).pathname),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(tls.dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

export type PushStandIn = Awaited<ReturnType<typeof startPushStandIn>>;

/** A browser key pair given as a JWK private key (WebCrypto's export), as PushKeys. */
export function keysFromJwk(jwk: { d: string; x: string; y: string }, auth: string): PushKeys {
  const privateKey = Buffer.from(jwk.d, 'base64url');
  const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]);
  return { privateKey, publicKey, auth: Buffer.from(auth, 'base64url') };
}

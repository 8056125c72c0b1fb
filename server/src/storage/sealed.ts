import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Identity documents at rest: AES-256-GCM, a fresh 96-bit IV per file, and the id of the key in
 * the file's header, so a new key can be introduced while files sealed with the old one stay
 * readable (the old key goes into DOCUMENTS_PREVIOUS_KEYS until `npm run storage:migrate` has
 * sealed them again with the new one).
 *
 *   "VHE1" | key-id length (1 byte) | key id (ASCII) | IV (12) | GCM tag (16) | ciphertext
 *
 * The header is authenticated data: a file whose key id was edited does not decrypt.
 */

const MAGIC = Buffer.from('VHE1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DocumentKey {
  id: string;
  key: Buffer;
}

/** A key's id: the first 8 bytes of its SHA-256, so nobody has to name keys by hand. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** A DOCUMENTS_KEY value: 32 random bytes, base64 (`openssl rand -base64 32`). */
export function parseDocumentKey(value: string): DocumentKey {
  const text = value.trim();
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(text) || key.length !== 32) {
    throw new Error('must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  return { id: keyIdOf(key), key };
}

/** Development only: a key derived from APP_SECRET when DOCUMENTS_KEY is unset (production refuses that). */
export function derivedDocumentKey(appSecret: string): DocumentKey {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'vahanhaat', 'identity documents at rest', 32));
  return { id: keyIdOf(key), key };
}

export const isSealed = (data: Buffer) => data.length > MAGIC.length && data.subarray(0, MAGIC.length).equals(MAGIC);

export class UnreadableDocument extends Error {
  constructor(msg: string) {
    super(msg);
    this.name = 'UnreadableDocument';
  }
}

export interface DocumentCipher {
  readonly currentKeyId: string;
  seal(plain: Buffer): Buffer;
  /** The plain bytes; files stored before encryption existed pass through unchanged. */
  open(stored: Buffer): Buffer;
  /** The id of the key a sealed file needs, or undefined for a plain one. */
  keyIdOf(stored: Buffer): string | undefined;
}

export function createDocumentCipher(current: DocumentKey, previous: DocumentKey[] = []): DocumentCipher {
  const keys = new Map([current, ...previous].map((k) => [k.id, k.key]));

  function header(stored: Buffer): { id: string; end: number } {
    const idLength = stored[MAGIC.length];
    const end = MAGIC.length + 1 + (idLength ?? 0);
    if (idLength === undefined || stored.length < end + IV_BYTES + TAG_BYTES) throw new UnreadableDocument('sealed file is truncated');
    return { id: stored.subarray(MAGIC.length + 1, end).toString('ascii'), end };
  }

  return {
    currentKeyId: current.id,
    seal(plain) {
      const id = Buffer.from(current.id, 'ascii');
      const head = Buffer.concat([MAGIC, Buffer.from([id.length]), id]);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(head);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([head, iv, cipher.getAuthTag(), body]);
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const { id, end } = header(stored);
      const key = keys.get(id);
      if (!key) throw new UnreadableDocument(`no configured key has id ${id} (set it in DOCUMENTS_PREVIOUS_KEYS)`);
      const iv = stored.subarray(end, end + IV_BYTES);
      const tag = stored.subarray(end + IV_BYTES, end + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(stored.subarray(0, end));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(stored.subarray(end + IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch {
        throw new UnreadableDocument(`sealed file failed authentication with key ${id}`);
      }
    },
    keyIdOf(stored) {
      return isSealed(stored) ? header(stored).id : undefined;
    },
  };
}

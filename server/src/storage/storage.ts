import path from 'node:path';

/**
 * Where uploads live: lot photos, financier logos, identity documents (sealed by documents.ts
 * before they get here). One interface, three places: the database (the default in services
 * mode), S3-compatible object storage, and the local disk (embedded mode only). A key is a
 * relative path such as `lots/<uuid>.jpg`; every adapter refuses any other shape.
 */
export interface FileStorage {
  readonly kind: StorageKind;
  /** Stores the bytes under `key`, replacing what was there (keys of uploads are random). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Size and a version that changes whenever the bytes may have, without reading them. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Deletes what is stored under each key; absent keys are no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every stored key that starts with `prefix`, in key order (copying between storages, checks). */
  list(prefix: string): AsyncIterable<string>;
  close(): Promise<void>;
}

export type StorageKind = 'local' | 'postgres' | 's3';

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export interface ObjectInfo {
  size: number;
  version: string;
}

const KEY_CHARS = /^[A-Za-z0-9._\-/]+$/;
const MAX_KEY_LENGTH = 300;

export class InvalidStorageKey extends Error {
  constructor(key: string) {
    super(`invalid storage key ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKey';
  }
}

/** Relative, plain characters, no empty, `.` or `..` segments: the same key is safe as a path and an object name. */
export function checkKey(key: string): string {
  if (
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !KEY_CHARS.test(key) ||
    key.split('/').some((s) => s === '' || s.startsWith('.'))
  ) {
    throw new InvalidStorageKey(key);
  }
  return key;
}

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** For files that carry no type of their own (the local disk). */
export const contentTypeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** All keys under a prefix, as an array (small listings: tests, reports). */
export async function collectKeys(storage: Pick<FileStorage, 'list'>, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const k of storage.list(prefix)) keys.push(k);
  return keys;
}

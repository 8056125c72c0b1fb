import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError, badRequest } from '../../errors.js';
import { fileTypeFromBuffer } from '../../lib/on-demand.js';
import type { DocumentCipher } from '../../storage/sealed.js';
import type { FileStorage } from '../../storage/storage.js';
import type { DocumentKind } from './schema.js';

/** The types a phone camera or scanner produces; anything else is refused by its bytes, not its name. */
const ALLOWED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export interface CheckedFile {
  kind: DocumentKind;
  data: Buffer;
  mime: string;
  ext: string;
}

export interface StoredFile {
  kind: DocumentKind;
  storageKey: string;
  mime: string;
  sizeBytes: number;
}

export async function checkDocument(kind: DocumentKind, data: Buffer): Promise<CheckedFile> {
  if (data.length === 0) throw badRequest('kyc.file_empty');
  const type = await fileTypeFromBuffer(data);
  const ext = type ? ALLOWED[type.mime] : undefined;
  if (!type || !ext) throw new AppError('UNSUPPORTED_MEDIA', 'kyc.file_type');
  return { kind, data, mime: type.mime, ext };
}

export const extensionOf = (mime: string) => ALLOWED[mime] ?? 'bin';

/**
 * Identity files under `identity/` with random names, sealed (AES-256-GCM) before they reach the
 * storage, whichever it is. Nothing serves them directly: files leave only through the
 * owner/admin download route, opened here.
 */
export function createDocumentStore(storage: FileStorage, cipher: DocumentCipher) {
  async function remove(keys: string[]) {
    await storage.remove(keys);
  }

  async function save(files: CheckedFile[]): Promise<StoredFile[]> {
    const stored: StoredFile[] = [];
    try {
      for (const f of files) {
        const storageKey = `identity/${randomUUID()}.${f.ext}`;
        // Not the document's own type: a sealed file is opaque to anyone reading the storage.
        await storage.put(storageKey, cipher.seal(f.data), SEALED_TYPE);
        stored.push({ kind: f.kind, storageKey, mime: f.mime, sizeBytes: f.data.length });
      }
    } catch (err) {
      await remove(stored.map((s) => s.storageKey)).catch(() => {});
      throw err;
    }
    return stored;
  }

  /** The file as a stream, or undefined when it is gone. */
  async function open(storageKey: string) {
    const file = await storage.get(storageKey);
    if (!file) return undefined;
    const data = cipher.open(file.data);
    return { stream: Readable.from([data]), size: data.length };
  }

  return { save, remove, open };
}

export const SEALED_TYPE = 'application/vnd.vahanhaat.sealed';

export type DocumentStore = ReturnType<typeof createDocumentStore>;

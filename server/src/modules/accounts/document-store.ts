import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../errors.js';
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
  if (data.length === 0) throw badRequest('The uploaded file is empty');
  const type = await fileTypeFromBuffer(data);
  const ext = type ? ALLOWED[type.mime] : undefined;
  if (!type || !ext) throw new AppError('UNSUPPORTED_MEDIA', 'Please upload a JPEG, PNG or WebP image, or a PDF');
  return { kind, data, mime: type.mime, ext };
}

export const extensionOf = (mime: string) => ALLOWED[mime] ?? 'bin';

/**
 * Identity files under <uploadDir>/identity/ with random names. Nothing serves that folder
 * statically: files leave only through the owner/admin download route.
 */
export function createDocumentStore(uploadDir: string) {
  const root = path.resolve(uploadDir);

  function pathOf(storageKey: string): string {
    const full = path.resolve(root, storageKey);
    if (!full.startsWith(root + path.sep)) throw new Error('storage key escapes the upload directory');
    return full;
  }

  async function remove(keys: string[]) {
    await Promise.all(keys.map((k) => rm(pathOf(k), { force: true })));
  }

  async function save(files: CheckedFile[]): Promise<StoredFile[]> {
    if (files.length === 0) return [];
    await mkdir(path.join(root, 'identity'), { recursive: true, mode: 0o700 });
    const stored: StoredFile[] = [];
    try {
      for (const f of files) {
        const storageKey = `identity/${randomUUID()}.${f.ext}`;
        await writeFile(pathOf(storageKey), f.data, { flag: 'wx', mode: 0o600 });
        stored.push({ kind: f.kind, storageKey, mime: f.mime, sizeBytes: f.data.length });
      }
    } catch (err) {
      await remove(stored.map((s) => s.storageKey));
      throw err;
    }
    return stored;
  }

  /** The file as a stream, or undefined when it is gone. */
  async function open(storageKey: string) {
    const full = pathOf(storageKey);
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(full), size: info.size };
  }

  return { save, remove, open, pathOf };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;

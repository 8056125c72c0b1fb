import { SEALED_TYPE } from '../modules/accounts/index.js';
import type { DocumentCipher } from './sealed.js';
import type { FileStorage } from './storage.js';

export interface CopyReport {
  /** Files written to the target as they were. */
  copied: number;
  /** Identity documents sealed with the current key on the way (plain ones, or sealed with an older key). */
  sealed: number;
  /** Already in the target as they should be. */
  skipped: number;
  /** Keys that could not be copied, with the reason; the rest went on. */
  failed: { key: string; error: string }[];
}

const IDENTITY = 'identity/';

/**
 * Copies every file of `from` into `to` (the same storage for a re-seal in place): photos and
 * logos byte for byte, identity documents sealed with the cipher's current key. Run it again and
 * it only does what is left, so an interrupted copy is finished by running it once more. Nothing
 * is deleted from `from`.
 */
export async function copyStorage(
  from: FileStorage,
  to: FileStorage,
  cipher: DocumentCipher,
  opts: { sameStorage: boolean },
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, sealed: 0, skipped: 0, failed: [] };
  for await (const key of from.list('')) {
    try {
      const isIdentity = key.startsWith(IDENTITY);
      if (!isIdentity && (opts.sameStorage || (await to.head(key)))) {
        report.skipped += 1;
        continue;
      }
      const file = await from.get(key);
      if (!file) continue;
      if (!isIdentity) {
        await to.put(key, file.data, file.contentType);
        report.copied += 1;
        continue;
      }
      const target = opts.sameStorage ? file : await to.get(key);
      if (target && cipher.keyIdOf(target.data) === cipher.currentKeyId) {
        report.skipped += 1;
        continue;
      }
      // Opening proves the key is at hand before anything is written.
      await to.put(key, cipher.seal(cipher.open(file.data)), SEALED_TYPE);
      report.sealed += 1;
    } catch (err) {
      report.failed.push({ key, error: (err as Error).message });
    }
  }
  return report;
}

import { and, asc, eq, gt, inArray, like } from 'drizzle-orm';
import { storedFiles } from '../db/schema/index.js';
import { checkKey, type FileStorage } from './storage.js';
import type { Db } from '../db/client.js';

const PAGE = 500;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Files as rows of `stored_files`: nothing else to run or back up, and every instance on the
 * database serves what any of them stored. Uploads are capped at a few MB each (the multipart
 * limits), well inside what a bytea row carries.
 */
export function createPostgresStorage(db: Db): FileStorage {
  return {
    kind: 'postgres',
    async put(key, data, contentType) {
      const row = { key: checkKey(key), contentType, sizeBytes: data.length, data };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, sizeBytes: data.length, data, createdAt: new Date() } });
    },
    async get(key) {
      const [row] = await db
        .select({ data: storedFiles.data, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkKey(key)));
      return row;
    },
    async head(key) {
      const [row] = await db
        .select({ size: storedFiles.sizeBytes, at: storedFiles.createdAt })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkKey(key)));
      return row && { size: row.size, version: `${row.size}-${row.at.getTime()}` };
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await db.delete(storedFiles).where(inArray(storedFiles.key, keys.map(checkKey)));
    },
    async *list(prefix) {
      // Pages of keys, so a large table is never read in one go.
      let after = '';
      for (;;) {
        const rows = await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(and(like(storedFiles.key, `${escapeLike(prefix)}%`), gt(storedFiles.key, after)))
          .orderBy(asc(storedFiles.key))
          .limit(PAGE);
        for (const r of rows) yield r.key;
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1]!.key;
      }
    },
    // The database belongs to the runtime, which closes it.
    async close() {},
  };
}

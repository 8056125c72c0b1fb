import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, contentTypeOf, type FileStorage } from './storage.js';

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Files under one directory: embedded mode, one process on one machine. Identity documents are
 * readable by the owner only (0600); a symlink never leads a read out of the directory.
 */
export function createLocalStorage(dir: string): FileStorage & { root: string } {
  const root = path.resolve(dir);

  const pathOf = (key: string) => path.join(root, checkKey(key));

  /** The real file behind a key, if it is a regular file inside the directory. */
  async function resolve(key: string): Promise<string | undefined> {
    try {
      const [real, realRoot] = await Promise.all([realpath(pathOf(key)), realpath(root)]);
      if (!real.startsWith(realRoot + path.sep)) return undefined;
      return (await stat(real)).isFile() ? real : undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  return {
    kind: 'local',
    root,
    async put(key, data) {
      const file = pathOf(key);
      const mode = key.startsWith('identity/') ? 0o600 : 0o644;
      await mkdir(path.dirname(file), { recursive: true, mode: key.startsWith('identity/') ? 0o700 : 0o755 });
      // Write then rename: a concurrent reader sees the whole file or none.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data, { mode });
      await rename(tmp, file);
    },
    async get(key) {
      const file = await resolve(key);
      if (!file) return undefined;
      try {
        return { data: await readFile(file), contentType: contentTypeOf(key) };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async head(key) {
      const file = await resolve(key);
      if (!file) return undefined;
      const st = await stat(file).catch((err) => (isMissing(err) ? undefined : Promise.reject(err)));
      return st && { size: st.size, version: `${st.size}-${st.mtimeMs}` };
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => rm(pathOf(k), { force: true })));
    },
    async *list(prefix) {
      // Read only the folder the prefix names, not the whole tree.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder) checkKey(folder);
      let entries: string[];
      try {
        entries = (await readdir(path.join(root, folder), { recursive: true })).map((e) => (folder ? `${folder}/${e}` : e));
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const rel of entries.sort()) {
        const key = rel.split(path.sep).join('/');
        if (!key.startsWith(prefix) || key.endsWith('.tmp')) continue;
        try {
          checkKey(key);
        } catch {
          continue;
        }
        if (await resolve(key)) yield key;
      }
    },
    async close() {},
  };
}

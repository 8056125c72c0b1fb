// The server's build step after tsc: the database routines' .sql sources (db/routines.ts) go next
// to the compiled modules that name them, so dist/ runs on its own (the Docker image has no src/).
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'server');
const src = path.join(server, 'src');
const entries = await readdir(src, { recursive: true, withFileTypes: true });
const files = entries.filter((e) => e.isFile() && e.name.endsWith('.sql')).map((e) => path.relative(src, path.join(e.parentPath, e.name)));
for (const file of files) await cp(path.join(src, file), path.join(server, 'dist', file));
console.log(`copy-server-sql: ${files.length} file(s) into server/dist`);

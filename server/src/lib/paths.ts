import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/ — the same whether running from src (tsx, vitest) or dist (compiled). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const repoRoot = path.resolve(serverRoot, '..');
export const migrationsDir = path.join(repoRoot, 'migrations');
export const assetsDir = path.join(serverRoot, 'assets');

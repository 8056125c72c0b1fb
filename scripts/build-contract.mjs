// Builds packages/contract (the schemas and types the server and the web app share) to JS in
// packages/contract/dist, which is what Node resolves `@vahanhaat/contract` to at run time
// (`node server/dist/main.js`, tsx processes, the Docker image). Run by the server's build and
// after `npm ci`/`npm install` (postinstall), so a fresh clone can run tsx and tests at once.
// TypeScript checks, Vite and Vitest read the package's sources instead (the `source` condition
// and aliases), so they never see a stale build. After an install without the sources or
// without TypeScript (the Docker dependency layer, a production install) there is nothing to
// build yet: it says so and exits 0.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const project = path.join(root, 'packages', 'contract');
const optional = process.argv.includes('--if-possible');

let tsc;
try {
  tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
} catch {
  tsc = null;
}
const missing =
  !existsSync(path.join(project, 'src', 'index.ts')) || !existsSync(path.join(root, 'tsconfig.base.json'))
    ? 'its sources'
    : !tsc
      ? 'TypeScript'
      : null;
if (missing) {
  if (optional) {
    console.log(`build-contract: skipped (no ${missing} yet)`);
    process.exit(0);
  }
  console.error(`build-contract: cannot build packages/contract without ${missing}`);
  process.exit(1);
}
execFileSync(process.execPath, [tsc, '-p', path.join(project, 'tsconfig.json')], { stdio: 'inherit' });
console.log('build-contract: packages/contract/dist');

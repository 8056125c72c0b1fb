import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm test` runs scripts/ensure-browser.mjs first: on a machine without Chromium it installs it
// (root with apt-get) or stops with what to install; it never lets the browser tests be skipped.
const script = fileURLToPath(new URL('../scripts/ensure-browser.mjs', import.meta.url));
const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

function run(env: Record<string, string>, options: SpawnSyncOptions = {}) {
  const r = spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000, ...options });
  return { status: r.status, stderr: String(r.stderr), stdout: String(r.stdout) };
}

describe('the browser check before npm test', () => {
  it('passes quietly when Chromium, poppler and the Indic fonts are here', () => {
    const r = run({});
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).toBe('');
  });

  it('stops at once for a user who cannot install, naming the packages and the command', () => {
    // As an unprivileged user (nobody when the tests run as root), with the browser missing.
    const r = run({ CHROMIUM_PATH: '/nonexistent/chromium' }, isRoot ? { uid: NOBODY, gid: NOBODY } : {});
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('npm test stopped: the browser and PDF tests need chromium');
    expect(r.stderr).toContain('only root can install them here');
    expect(r.stderr).toContain('apt-get install -y chromium');
    expect(r.stderr).toContain('never skipped');
    expect(r.stdout).not.toContain('installing');
  });

  it('stops without trying when there is no apt-get, naming every missing package', () => {
    const r = run({ CHROMIUM_PATH: '/nonexistent/chromium', PATH: '/nonexistent' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('apt-get install -y chromium poppler-utils fonts-indic');
    expect(r.stderr).toContain(isRoot ? 'no apt-get to install them with' : 'only root can install them here');
    expect(r.stdout).not.toContain('installing');
  });
});

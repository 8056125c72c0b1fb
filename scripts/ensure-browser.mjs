// What `npm test` needs besides node_modules: the browser tests drive Debian's chromium, the PDF
// tests rasterise pages with poppler's pdftoppm and compare Indian scripts (fonts-indic). When one
// is missing we install it if we can (root, with apt-get), and otherwise stop at once naming what
// to install: the browser tests are never skipped.
//
// CHROMIUM_PATH points at another Chromium (the e2e harness reads it too).
import { execFileSync, execSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The directory of `cmd` on PATH, or null. */
function onPath(cmd) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      accessSync(path.join(dir, cmd), constants.X_OK);
      return dir;
    } catch {
      // not here
    }
  }
  return null;
}

/** Fonts for Indian scripts: the Debian package when dpkg knows it, else any font fontconfig has for Hindi. */
function hasIndicFonts() {
  const quiet = { stdio: ['ignore', 'pipe', 'ignore'] };
  if (onPath('dpkg')) {
    try {
      execFileSync('dpkg', ['-s', 'fonts-indic'], quiet);
      return true;
    } catch {
      return false;
    }
  }
  if (!onPath('fc-list')) return false;
  try {
    return execFileSync('fc-list', [':lang=hi'], quiet).toString().trim() !== '';
  } catch {
    return false;
  }
}

function missing() {
  const want = [];
  if (!existsSync(chromium)) want.push('chromium');
  if (!onPath('pdftoppm')) want.push('poppler-utils');
  if (!hasIndicFonts()) want.push('fonts-indic');
  return want;
}

function stop(want, why) {
  console.error(
    [
      `npm test stopped: the browser and PDF tests need ${want.join(', ')}, and ${why}.`,
      `On Debian or Ubuntu, as root:  apt-get install -y ${want.join(' ')}`,
      'Elsewhere: a Chromium at /usr/bin/chromium (or set CHROMIUM_PATH to one), poppler (pdftoppm) on PATH, and fonts for Indian scripts (Lohit or Noto).',
      'The browser tests are never skipped; install these, then run npm test again.',
    ].join('\n'),
  );
  process.exit(1);
}

const want = missing();
if (want.length > 0) {
  if (process.getuid?.() !== 0) stop(want, 'only root can install them here');
  if (!onPath('apt-get')) stop(want, 'this machine has no apt-get to install them with');
  console.log(`installing ${want.join(', ')} for the browser tests…`);
  try {
    execSync('apt-get update -qq', { stdio: 'inherit' });
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${want.join(' ')}`, { stdio: 'inherit' });
  } catch {
    stop(want, 'apt-get could not install them');
  }
  const still = missing();
  if (still.length > 0) stop(still, `they are still missing after apt-get (is ${chromium} where chromium installs?)`);
}

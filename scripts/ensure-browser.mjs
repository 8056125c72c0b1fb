// Browser tests drive Debian's chromium and the PDF tests rasterise pages with poppler's pdftoppm;
// install them (and Indic fonts) when missing and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const want = [];
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) want.push('chromium');
if (!existsSync('/usr/bin/pdftoppm')) want.push('poppler-utils');
try {
  execSync('dpkg -s fonts-indic', { stdio: 'ignore' });
} catch {
  want.push('fonts-indic');
}
if (want.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`The browser and PDF tests need: apt-get install ${want.join(' ')} (run as root)`);
    process.exit(1);
  }
  console.log(`installing ${want.join(', ')} for the browser tests…`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${want.join(' ')}`, { stdio: 'inherit' });
}

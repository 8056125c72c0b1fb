// Build step after `vite build` (client) and `vite build --ssr` (web/build-ssr): writes the public
// pages as HTML in every language, so a phone paints them before any JavaScript arrives, then
// writes brotli and gzip copies of every text asset for the server's precompressed serving.
import { readFile, writeFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

// React's production server build: the development one warns and renders more slowly.
process.env.NODE_ENV = 'production';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const ssrEntry = path.join(webDir, 'build-ssr', 'entry-server.js');

/** Route path → the page module whose chunk (and styles) it needs; the file name under prerendered/<lang>/. */
const PAGES = [
  ['/', 'src/pages/home-page.tsx', 'index'],
  ['/login', 'src/pages/login-page.tsx', 'login'],
  ['/forgotpass', 'src/pages/forgot-password-page.tsx', 'forgotpass'],
  ['/subscription-plans', 'src/pages/subscription-plans-page.tsx', 'subscription-plans'],
  ['/aboutUs', 'src/pages/about-us-page.tsx', 'aboutUs'],
  ['/contactUs', 'src/pages/contact-us-page.tsx', 'contactUs'],
  ['/ourvalues', 'src/pages/our-values-page.tsx', 'ourvalues'],
  ['/privacyPolicy', 'src/pages/privacy-policy-page.tsx', 'privacyPolicy'],
  ['/termsAndConditions', 'src/pages/terms-page.tsx', 'termsAndConditions'],
  ['/refundPolicy', 'src/pages/refund-policy-page.tsx', 'refundPolicy'],
  ['/download-bond-kyc', 'src/pages/download-bond-kyc-page.tsx', 'download-bond-kyc'],
];

/**
 * Screens drawn only in the browser (signed in, or live): no markup to prerender, but their shell
 * names the page's chunks and the reader's strings, so they load beside the app's entry instead of
 * after it has run. Route path → page module → file name under shells/<lang>/.
 */
const SHELL_PAGES = [
  ['/user/home', 'src/pages/user-home-page.tsx', 'user-home'],
  ['/client/auction', 'src/pages/client-auction-page.tsx', 'client-auction'],
  ['/auction/assets', 'src/pages/auction-assets-page.tsx', 'auction-assets'],
  ['/client/profile', 'src/pages/profile-page.tsx', 'profile'],
  ['/client/watchlist', 'src/pages/watchlist-page.tsx', 'watchlist'],
  ['/client/my-bids', 'src/pages/watchlist-page.tsx', 'my-bids'],
];

const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
// The strings' chunks per language and part, and the areas each route needs (vite.config.ts, localeAreas).
const localeChunks = JSON.parse(await readFile(path.join(dist, '.vite', 'locale-chunks.json'), 'utf8'));
/** The string files a route's page needs in a language: the core and the route's areas. */
function localeFiles(route, code) {
  const parts = ['core', ...(localeChunks.routes[route] ?? [])];
  return parts.map((part) => {
    const file = localeChunks.files[code]?.[part];
    if (!file) throw new Error(`no locale chunk for ${code}/${part}`);
    return file;
  });
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) throw new Error('vite manifest has no index.html entry');

/** The chunk files and stylesheets a manifest entry pulls in, its static imports included. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return { js: [], css: [] };
  seen.add(key);
  const entry = manifest[key];
  const js = [entry.file];
  const css = [...(entry.css ?? [])];
  for (const child of entry.imports ?? []) {
    const sub = closure(child, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  return { js, css };
}

const entry = closure(entryKey);
const entryJs = new Set(entry.js);
const entryCss = new Set(entry.css);
const readAsset = (file) => readFile(path.join(dist, file), 'utf8');

const template = await readFile(path.join(dist, 'index.html'), 'utf8');

/** Inlines the shell's stylesheets: on a 400 ms link a blocking <link> costs a round trip before any paint. */
async function inlineShellCss(html) {
  let out = html;
  for (const file of entryCss) {
    const css = await readAsset(file);
    const linkPattern = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    out = out.replace(linkPattern, `<style>${css}</style>`);
  }
  return out;
}

const shell = await inlineShellCss(template);
await writeFile(path.join(dist, 'index.html'), shell);

/**
 * A page's own stylesheets, inlined: no render-blocking round trip. Beside them a disabled <link>
 * per file (never fetched, never applied) tells Vite's chunk loader the file is already in the
 * page; without it, importing the page's chunk fetched every one of them again and waited for
 * them, a round trip on the way to the first draw of a screen drawn in the browser.
 */
async function pageStyleTags(files) {
  if (files.length === 0) return '';
  const css = (await Promise.all(files.map(readAsset))).join('\n');
  const marks = files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  return `<style>${css}</style>${marks}`;
}

const { renderPage, LANGUAGES } = await import(pathToFileURL(ssrEntry).href);
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const routes = {};
for (const [route, pageModule, name] of PAGES) {
  if (!manifest[pageModule]) throw new Error(`vite manifest has no chunk for ${pageModule}`);
  const page = closure(pageModule);
  const pageJs = page.js.filter((file) => !entryJs.has(file));
  const pageCss = [...new Set(page.css.filter((file) => !entryCss.has(file)))];
  const pageStyles = await pageStyleTags(pageCss);
  routes[route] = `${name}.html`;
  for (const { code } of LANGUAGES) {
    const { html, title } = await renderPage(route, code);
    // The site's CSP refuses inline scripts: a page that needs one would never finish hydrating.
    if (html.includes('<script')) throw new Error(`prerendered ${route} (${code}) contains an inline script`);
    const preloads = [...localeFiles(route, code), ...pageJs]
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const page = shell
      .replace(/<html lang="[^"]*"/, `<html lang="${code}" data-prerendered-lang="${code}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `${preloads}${pageStyles}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    const dir = path.join(dist, 'prerendered', code);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}.html`), page);
  }
}
await writeFile(path.join(dist, 'prerendered', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);

const shellRoutes = {};
for (const [route, pageModule, name] of SHELL_PAGES) {
  if (!manifest[pageModule]) throw new Error(`vite manifest has no chunk for ${pageModule}`);
  const page = closure(pageModule);
  const pageJs = page.js.filter((file) => !entryJs.has(file));
  const pageCss = [...new Set(page.css.filter((file) => !entryCss.has(file)))];
  const pageStyles = await pageStyleTags(pageCss);
  shellRoutes[route] = `${name}.html`;
  for (const { code } of LANGUAGES) {
    const preloads = [...localeFiles(route, code), ...pageJs]
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const html = shell.replace(/<html lang="[^"]*"/, `<html lang="${code}"`).replace('</head>', `${preloads}${pageStyles}</head>`);
    const dir = path.join(dist, 'shells', code);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}.html`), html);
  }
}
await writeFile(path.join(dist, 'shells', 'routes.json'), `${JSON.stringify(shellRoutes, null, 2)}\n`);

// The service worker precaches the shell: the entry's files, the public pages' chunks and styles,
// and the manifest's icons. Locale files are cached as they are used (a reader needs one of seven).
const precache = new Set([...entryJs, ...entryCss].map((file) => `/${file}`));
for (const [, pageModule] of PAGES) {
  const page = closure(pageModule);
  for (const file of [...page.js, ...page.css]) precache.add(`/${file}`);
}
for (const file of ['/manifest.webmanifest', '/favicon.svg', '/icon-192.png']) precache.add(file);
const precacheList = [...precache].sort();
const { createHash } = await import('node:crypto');
const version = createHash('sha256').update(shell).update(precacheList.join('\n')).digest('hex').slice(0, 12);
const swFile = path.join(dist, 'sw.js');
const sw = await readFile(swFile, 'utf8');
if (!sw.includes('/*__PRECACHE__*/ []') || !sw.includes("'/*__VERSION__*/dev'")) throw new Error('sw.js lost its build placeholders');
await writeFile(
  swFile,
  sw.replace('/*__PRECACHE__*/ []', JSON.stringify(precacheList)).replace("'/*__VERSION__*/dev'", JSON.stringify(version)),
);

// Precompressed copies, served by @fastify/static (preCompressed): maximum effort once, at build.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
let written = 0;
for await (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const { size } = await stat(file);
  if (size < 512) continue;
  const raw = await readFile(file);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  written += 1;
}
console.log(
  `prerendered ${PAGES.length} pages and ${SHELL_PAGES.length} shells in ${LANGUAGES.length} languages; compressed ${written} files`,
);

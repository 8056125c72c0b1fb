import { readFileSync, readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { BRAND_NAME, THEME_COLOR } from './src/lib/brand.ts';
import { LOCALE_AREA_NAMES, ROUTE_AREAS, pickArea, pickCore, type LocaleArea } from './src/lib/locale-areas.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';

/** @vahanhaat/contract from its sources (packages/contract/src), so the app never sees a stale build. */
const CONTRACT_SRC = decodeURIComponent(new URL('../packages/contract/src/', import.meta.url).pathname);
export const contractAlias = [
  { find: /^@vahanhaat\/contract$/, replacement: `${CONTRACT_SRC}index.ts` },
  { find: /^@vahanhaat\/contract\/(.+)$/, replacement: `${CONTRACT_SRC}$1.ts` },
];

// Some API prefixes (/user/, /client/) are also SPA routes (/user/home, /client/profile):
// a browser navigation asks for HTML and gets the app, everything else goes to the server.
const apiProxy: ProxyOptions = {
  target: API_ORIGIN,
  changeOrigin: false,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined),
};

const API_PREFIXES = [
  '/login-react',
  '/logout-app-user',
  '/user/',
  '/users/',
  '/client/',
  '/tractorpoint/',
  '/auctions/',
  '/subscriptions/',
  '/api/',
  '/admin/',
  '/app-config',
];

/** index.html takes the product name and theme colour from src/lib/brand.ts, like the app does. */
function brandHtml(): Plugin {
  return {
    name: 'brand-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%BRAND_NAME%', BRAND_NAME).replaceAll('%THEME_COLOR%', THEME_COLOR),
    },
  };
}

/** The web app manifest (installable app): name and colour from src/lib/brand.ts. */
function webManifest(): Plugin {
  return {
    name: 'web-manifest',
    apply: 'build',
    generateBundle() {
      const manifest = {
        name: BRAND_NAME,
        short_name: BRAND_NAME,
        description: `${BRAND_NAME}: online auctions of used and repossessed vehicles from financiers across India.`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      };
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

const LOCALES_DIR = decodeURIComponent(new URL('./src/locales/', import.meta.url).pathname);
const LOCALE_CHUNKS = 'virtual:locale-chunks';
const LOCALE_PART = 'virtual:locale/';

/**
 * The strings of src/locales/<lang>.json as one chunk per language and part: the core, and each
 * area of src/lib/locale-areas.ts (the admin console's strings, the information pages', ...).
 * `virtual:locale-chunks` exports a loader per language and part (chunks named <lang>-<part>). The build also writes
 * .vite/locale-chunks.json (each part's file, and the areas each route needs) for
 * scripts/prerender.mjs, which preloads a page's parts in its HTML.
 */
function localeAreas(): Plugin {
  const languages = () =>
    readdirSync(LOCALES_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  const parts: readonly ('core' | LocaleArea)[] = ['core', ...LOCALE_AREA_NAMES];
  return {
    name: 'locale-areas',
    resolveId(id) {
      if (id === LOCALE_CHUNKS || id.startsWith(LOCALE_PART)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOCALE_CHUNKS}`) {
        const entries = languages().map((lang) => {
          const loaders = parts.map((part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${LOCALE_PART}${lang}-${part}`)})`);
          return `${JSON.stringify(lang)}: { ${loaders.join(', ')} }`;
        });
        return `export const loaders = { ${entries.join(',\n')} };\n`;
      }
      if (id.startsWith(`\0${LOCALE_PART}`)) {
        const [lang, part] = id.slice(`\0${LOCALE_PART}`.length).split('-') as [string, 'core' | LocaleArea];
        const file = `${LOCALES_DIR}${lang}.json`;
        this.addWatchFile(file);
        const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        const picked = part === 'core' ? pickCore(strings) : pickArea(strings, part);
        // A string literal through JSON.parse: parsed faster than the same object as a literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
      }
      return undefined;
    },
    generateBundle(_options, bundle) {
      const files: Record<string, Record<string, string>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId?.startsWith(`\0${LOCALE_PART}`)) continue;
        const [lang, part] = chunk.facadeModuleId.slice(`\0${LOCALE_PART}`.length).split('-') as [string, string];
        (files[lang] ??= {})[part] = chunk.fileName;
      }
      if (Object.keys(files).length === 0) return;
      this.emitFile({
        type: 'asset',
        fileName: '.vite/locale-chunks.json',
        source: `${JSON.stringify({ files, routes: ROUTE_AREAS }, null, 2)}\n`,
      });
    },
  };
}

const SRC_DIR = decodeURIComponent(new URL('./src/', import.meta.url).pathname);
const ENTRY_MODULE = `${SRC_DIR}main.tsx`;
const ROOM_PAGE_MODULE = `${SRC_DIR}pages/client-auction-page.tsx`;
/** Pages with a first-load budget of their own: the room's chunks must not add to what they load. */
const PUBLIC_PAGE_MODULES = { home: 'home-page', login: 'login-page', plans: 'subscription-plans-page' } as const;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const reachCache = new WeakMap<object, Map<string, Set<string>>>();

/** Every module `root` imports statically, directly or not (itself included). */
function staticReach(graph: ModuleGraph, root: string): Set<string> {
  const key = graph.getModuleInfo(ENTRY_MODULE) ?? graph;
  const known = reachCache.get(key) ?? new Map<string, Set<string>>();
  reachCache.set(key, known);
  const cached = known.get(root);
  if (cached) return cached;
  const seen = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  known.set(root, seen);
  return seen;
}

/**
 * Fewer, larger chunks for a first load (each script is a request; over HTTP/1.1 a phone fetches
 * six at a time, so two dozen small ones cost round trips): besides the entry's chunk, the
 * signed-in auction room's code is one chunk. A module the room shares with a public page goes
 * into a chunk named after the public pages that use it, so those pages load nothing of the
 * room's. Other modules are split automatically.
 */
function roomSharedChunk(id: string, graph: ModuleGraph): string | null {
  if (id === ROOM_PAGE_MODULE || !staticReach(graph, ROOM_PAGE_MODULE).has(id) || staticReach(graph, ENTRY_MODULE).has(id)) return null;
  const sharedWith = Object.entries(PUBLIC_PAGE_MODULES)
    .filter(([, page]) => staticReach(graph, `${SRC_DIR}pages/${page}.tsx`).has(id))
    .map(([name]) => name);
  return sharedWith.length === 0 ? null : `shared-${sharedWith.join('-')}`;
}

/** The page's own module stays its chunk (a few hundred bytes): the manifest and prerender name it. */
function roomChunk(id: string, graph: ModuleGraph): string | null {
  return id !== ROOM_PAGE_MODULE && staticReach(graph, ROOM_PAGE_MODULE).has(id) ? 'room' : null;
}

export default defineConfig({
  plugins: [react(), brandHtml(), webManifest(), localeAreas()],
  resolve: { alias: contractAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // scripts/prerender.mjs reads it to link each prerendered page's chunk and styles.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The data layer (TanStack Query) is one shared chunk every page loads beside the entry,
            // cached on its own: an app release that does not change it leaves it in the phone's cache.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 4 },
            // Everything the entry imports statically: one chunk with the entry's code.
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: roomSharedChunk, debugName: 'room-shared', priority: 2 },
            { name: roomChunk, debugName: 'room', priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, apiProxy])),
      '/socket.io': { target: API_ORIGIN, ws: true },
      '/ws': { target: API_ORIGIN, ws: true },
      '/media': { target: API_ORIGIN },
      '/docs': { target: API_ORIGIN },
    },
  },
});

import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { BRAND_NAME, THEME_COLOR } from './src/lib/brand.ts';

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

export default defineConfig({
  plugins: [react(), brandHtml(), webManifest()],
  resolve: { alias: contractAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // scripts/prerender.mjs reads it to link each prerendered page's chunk and styles.
    manifest: true,
    rolldownOptions: {
      output: {
        // The data layer (TanStack Query) is one shared chunk every page loads beside the entry,
        // cached on its own: an app release that does not change it leaves it in the phone's cache.
        codeSplitting: { groups: [{ name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ }] },
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

// Scratch (not committed): the web dev server against the API on :3999.
import { createServer } from 'vite';
const target = 'http://127.0.0.1:3999';
const bypass = (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined);
const api = { target, changeOrigin: false, bypass };
const prefixes = ['/login-react', '/logout-app-user', '/user/', '/users/', '/client/', '/tractorpoint/', '/auctions/', '/subscriptions/', '/api/', '/admin/'];
const server = await createServer({
  root: '/work/main/web',
  configFile: '/work/main/web/vite.config.ts',
  server: {
    port: 5199,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { ...Object.fromEntries(prefixes.map((p) => [p, api])), '/socket.io': { target, ws: true }, '/media': { target } },
  },
});
await server.listen();
console.log('vite on 5199');

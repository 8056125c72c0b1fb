import fp from 'fastify-plugin';
import { createFileStorage, type FileStorage } from '../storage/index.js';
import { failureBody } from './error-handler.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { EventBus } from '../events/bus.js';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    bus: EventBus;
    /** Uploaded files (photos, logos, sealed identity documents): storage/storage.ts. */
    storage: FileStorage;
  }
}

export interface InfraDeps {
  config: Config;
  database: Database;
  bus: EventBus;
  /** Absent: the one the config names, opened here and closed with the app. */
  storage?: FileStorage;
}

/** Infrastructure the app is handed; closing it belongs to whoever opened it (main.ts or a test). */
export const infraPlugin = fp<InfraDeps>(
  async (app, deps) => {
    app.decorate('config', deps.config);
    app.decorate('database', deps.database);
    app.decorate('db', deps.database.db);
    app.decorate('bus', deps.bus);
    const storage = deps.storage ?? createFileStorage(deps.config, deps.database.db);
    app.decorate('storage', storage);
    if (!deps.storage) app.addHook('onClose', () => storage.close());
  },
  { name: 'infra' },
);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a browser marks a cross-site request with Sec-Fetch-Site,
 * and cannot add X-Requested-With across sites without a CORS preflight we never grant.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (req, reply) => {
      if (SAFE_METHODS.has(req.method)) return;
      if (req.headers['x-requested-with']) return;
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' || (site === undefined && isForeignOrigin(req.headers.origin, req.headers.host))) {
        return reply.code(403).send(failureBody(req, 403, 'request.cross_site'));
      }
    });
  },
  { name: 'csrf' },
);

function isForeignOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

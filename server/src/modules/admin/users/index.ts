import type { FastifyInstance } from 'fastify';
import type { AdminPluginOptions } from '../shared/deps.js';
import { usersRoutes } from './routes.js';
import { createUsersService } from './service.js';

/** Users and leads in the console: search, a user's details, roles, blocking, and the leads list and CSV export. */
export async function usersAdmin(app: FastifyInstance, { deps }: AdminPluginOptions) {
  usersRoutes(app, createUsersService(deps), deps.db);
}

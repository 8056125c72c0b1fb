import { usersRoutes } from './routes.js';
import { createUsersService } from './service.js';
import type { AdminPluginOptions } from '../shared/deps.js';
import type { FastifyInstance } from 'fastify';

/** Users and leads in the console: search, a user's details, roles, blocking, and the leads list and CSV export. */
export async function usersAdmin(app: FastifyInstance, { deps }: AdminPluginOptions) {
  usersRoutes(app, createUsersService(deps));
}

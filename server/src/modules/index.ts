import type { FastifyPluginAsync } from 'fastify';
import bidding from './bidding/index.js';
import { accountsModule } from './accounts/index.js';
import { catalogModule } from './catalog/index.js';

/** Feature modules, registered in order. */
export const modules: FastifyPluginAsync[] = [
  bidding,
  accountsModule,
  catalogModule,
];

import { accountsModule } from './accounts/index.js';
import { adminModule } from './admin/index.js';
import { alertsModule } from './alerts/index.js';
import bidding from './bidding/index.js';
import { billingModule } from './billing/index.js';
import { buyerModule } from './buyer/index.js';
import { catalogModule } from './catalog/index.js';
import { dealersGate, dealersModule } from './dealers/index.js';
import { dealsModule } from './deals/index.js';
import { depositsModule } from './deposits/index.js';
import { insightModule } from './insight/index.js';
import { invoicingModule } from './invoicing/index.js';
import { kycGate, kycModule } from './kyc/index.js';
import loadtestFixtures from './loadtest/index.js';
import { notificationsModule } from './notifications/index.js';
import records from './records/index.js';
import type { FastifyPluginAsync } from 'fastify';

/** Feature modules, registered in order. */
export const modules: FastifyPluginAsync[] = [
  // Before bidding: its root hook must exist when the quote routes are registered.
  kycGate,
  // Also a root hook: it refuses agents the billing and deposit routes registered after it.
  dealersGate,
  bidding,
  loadtestFixtures,
  records,
  accountsModule,
  catalogModule,
  buyerModule,
  billingModule,
  depositsModule,
  invoicingModule,
  adminModule,
  dealsModule,
  kycModule,
  notificationsModule,
  insightModule,
  alertsModule,
  dealersModule,
];

import { createRazorpayGateway } from './razorpay-gateway.js';
import { createSimulatedGateway, simulatedSecrets } from './simulated-gateway.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { PaymentGateway } from './types.js';
import type { FastifyBaseLogger } from 'fastify';

export type { PaymentGateway } from './types.js';
export { GatewayError } from './types.js';

/** The one place that reads PAYMENT_PROVIDER (DESIGN §2: mode is chosen by configuration alone). */
export async function createGateway(config: Config, db: Db, log?: FastifyBaseLogger): Promise<PaymentGateway> {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    // config.ts refuses to load without these when the provider is razorpay.
    return createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      baseUrl: config.RAZORPAY_BASE_URL,
      log,
    });
  }
  return createSimulatedGateway({ db, publicUrl: config.PUBLIC_URL, ...(await simulatedSecrets(config, db)) });
}

import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { envelopeSerializer } from './lib/envelope-serializer.js';
import { message } from './lib/i18n/render.js';
import { installPlainMessages } from './lib/plain-errors.js';
import { createSmsSender, type SmsSender } from './lib/sms.js';
import { loggerOptions } from './logger.js';
import { sessionPlugin } from './modules/accounts/index.js';
import { modules } from './modules/index.js';
import { bodyReaderPlugin } from './plugins/body-reader.js';
import { compressionPlugin } from './plugins/compression.js';
import { docsPlugin } from './plugins/docs.js';
import { errorHandler } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { csrfPlugin, infraPlugin, type InfraDeps } from './plugins/infra.js';
import { metricsPlugin } from './plugins/metrics.js';
import { opsAccessPlugin } from './plugins/ops-access.js';
import { outboxPlugin } from './plugins/outbox.js';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id.js';
import { securityHeaders } from './plugins/security-headers.js';
import { siteConfigPlugin } from './plugins/site-config.js';
import { webPlugin } from './plugins/web.js';
import { realtimePlugin } from './realtime/gateway.js';

export interface AppOptions extends InfraDeps {
  /** The process logger; absent, the app makes its own from config. */
  loggerInstance?: FastifyBaseLogger;
  /** The SMS sender; absent, the one the config names. Tests pass a capturing sender. */
  sms?: SmsSender;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  installPlainMessages();
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: loggerOptions(opts.config) }),
    // Trust exactly the configured number of proxy hops for the client address.
    trustProxy: (_address: string, hop: number) => hop < opts.config.TRUST_PROXY_HOPS,
    requestIdHeader: false,
    genReqId: requestIdGenerator(opts.config.TRUST_PROXY_HOPS),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // Clients (k6, some proxies) send `Content-Type: application/json` with no body on field-less POSTs.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return parseJson(req, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(envelopeSerializer);

  await app.register(infraPlugin, opts);
  await app.register(requestIdPlugin);
  await app.register(opsAccessPlugin);
  app.decorate('sms', opts.sms ?? createSmsSender(opts.config, app.log));
  await app.register(errorHandler);
  await app.register(metricsPlugin);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://checkout.razorpay.com'],
        'frame-src': ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:', 'https://lumberjack.razorpay.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(bodyReaderPlugin);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('TOO_MANY_REQUESTS', message('request.too_many', { wait: Math.ceil(ctx.ttl / 1000) })),
  });
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  await app.register(outboxPlugin);
  await app.register(realtimePlugin);
  await app.register(docsPlugin);
  await app.register(healthPlugin);
  await app.register(siteConfigPlugin);
  for (const mod of modules) await app.register(mod);
  await app.register(webPlugin);
  return app;
}

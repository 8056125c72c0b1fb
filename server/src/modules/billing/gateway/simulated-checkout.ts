import { z } from 'zod';
import { unauthenticated } from '../../../errors.js';
import { isLanguage, LANGUAGES, requestLanguage, type Language } from '../../../lib/i18n/languages.js';
import { message, render } from '../../../lib/i18n/render.js';
import { say } from '../../../lib/i18n/say.js';
import { zodText } from '../../../lib/plain-errors.js';
import { RETURN_PATHS } from '../constants.js';
import { signCheckout, signPaymentLink } from './signatures.js';
import { CHECKOUT_SCRIPT, checkoutPage, resultPage } from './simulated-checkout-page.js';
import { SIMULATED_CHECKOUT_PATH, simulatedId } from './simulated-ids.js';
import { findByOrderId, findByPaymentLinkId, recordGatewayPayment, type SimulatedRecord } from './simulated-store.js';
import type { Db } from '../../../db/client.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const id = z.string().trim().min(1).max(64);

const target = {
  order_id: id.optional(),
  payment_link_id: id.optional(),
  /** Order flow only: where to send the payer with the signed result (same origin only). */
  callback_url: z.string().max(500).optional(),
  /** The page's language; without it the site's language cookie, Accept-Language, the payer's saved choice. */
  lang: z.enum(LANGUAGES, { error: zodText('field.one_of_plain', { field: 'lang', values: LANGUAGES.join(', ') }) }).optional(),
};
const oneTarget = (v: { order_id?: string; payment_link_id?: string }) => Boolean(v.order_id) !== Boolean(v.payment_link_id);
const oneTargetMsg = { message: zodText('billing.checkout_one_target') };

const checkoutQuery = z.object(target).refine(oneTarget, oneTargetMsg);
const checkoutForm = z
  .object({ ...target, outcome: z.enum(['paid', 'failed'], { error: zodText('billing.checkout_outcome') }) })
  .refine(oneTarget, oneTargetMsg);

const checkoutResult = z.object({
  status: z.literal(200),
  msg: z.string(),
  data: z.object({
    outcome: z.enum(['paid', 'failed']),
    razorpay_payment_id: z.string().optional(),
    razorpay_order_id: z.string().optional(),
    razorpay_payment_link_id: z.string().optional(),
    razorpay_payment_link_reference_id: z.string().optional(),
    razorpay_payment_link_status: z.string().optional(),
    razorpay_signature: z.string().optional(),
    error: z
      .object({
        code: z.string(),
        description: z.string(),
        source: z.string(),
        step: z.string(),
        reason: z.string(),
        metadata: z.record(z.string(), z.string()),
      })
      .optional(),
  }),
  redirect_url: z.string().nullable(),
});
type CheckoutResult = z.infer<typeof checkoutResult>;

const html = z.string().describe('HTML page');
const notFoundJson = z.object({ status: z.literal(404), msg: z.string() });

type Target = { kind: 'order'; record: SimulatedRecord } | { kind: 'link'; record: SimulatedRecord };

const DESCRIPTIONS = { subscription: 'checkout.subscription', backout: 'checkout.backout', deposit: 'checkout.deposit' } as const;

/**
 * The payer's language: `lang` when the page names one, else the site's language cookie or
 * Accept-Language (the window opened from the site carries both), else the payer's saved choice.
 */
function payerLanguage(req: FastifyRequest, chosen: Language | undefined, payer: { language?: string | null } | null): Language {
  if (chosen) return chosen;
  const saved = isLanguage(payer?.language) ? payer.language : undefined;
  return requestLanguage({ headers: req.headers, savedLanguage: saved });
}

/** Only this site's own pages: a signed result must not be handed to another origin. */
function sameOriginCallback(req: FastifyRequest, url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const origin = `${req.protocol}://${req.host}`;
    return new URL(url).origin === origin ? url : null;
  } catch {
    return null;
  }
}

const withQuery = (url: string, fields: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(fields).toString()}`;

const wantsJson = (req: FastifyRequest) =>
  Boolean(req.headers['x-requested-with']) || (req.headers.accept ?? '').includes('application/json');

export type CaptureListener = (eventId: string, event: { event: string; payload: Record<string, unknown> }) => Promise<unknown>;

export function simulatedCheckoutRoutes(deps: { db: Db; keySecret: string; listeners: CaptureListener[] }): FastifyPluginAsync {
  /** What Razorpay would send as a webhook; failures are logged, the payer's page is unaffected. */
  async function announce(req: FastifyRequest, paymentId: string, linkId: string | undefined) {
    const event = linkId
      ? { event: 'payment_link.paid', payload: { payment_link: { entity: { id: linkId } }, payment: { entity: { id: paymentId } } } }
      : { event: 'payment.captured', payload: { payment: { entity: { id: paymentId } } } };
    for (const listener of deps.listeners) {
      await listener(`sim_${paymentId}`, event).catch((err: unknown) =>
        req.log.error({ err, paymentId }, 'simulated capture notification failed'),
      );
    }
  }

  /** The payer's own order or link; someone else's reads as one that does not exist. */
  async function find(q: { order_id?: string; payment_link_id?: string }, payerId: number): Promise<Target | null> {
    if (q.order_id) {
      const record = await findByOrderId(deps.db, q.order_id);
      return record && record.userId === payerId ? { kind: 'order', record } : null;
    }
    const record = await findByPaymentLinkId(deps.db, q.payment_link_id!);
    return record && record.userId === payerId ? { kind: 'link', record } : null;
  }

  async function pay(req: FastifyRequest, t: Target, callbackUrl: string | undefined): Promise<CheckoutResult> {
    const paymentId = await recordGatewayPayment(deps.db, t.record.id, simulatedId('pay'));
    await announce(req, paymentId, t.kind === 'link' ? t.record.paymentLinkId! : undefined);
    if (t.kind === 'order') {
      const orderId = t.record.orderId!;
      const fields = {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: signCheckout(deps.keySecret, { orderId, paymentId }),
      };
      const callback = sameOriginCallback(req, callbackUrl);
      return {
        status: 200,
        ...say(req, 'billing.payment_successful'),
        data: { outcome: 'paid', ...fields },
        redirect_url: callback && withQuery(callback, fields),
      };
    }
    // Razorpay keeps each link's callback_url; the simulation keeps only the payments row, so
    // it returns the payer to the page the billing service names for the link's purpose.
    const proof = { paymentLinkId: t.record.paymentLinkId!, referenceId: t.record.referenceId ?? '', status: 'paid', paymentId };
    const fields = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: proof.paymentLinkId,
      razorpay_payment_link_reference_id: proof.referenceId,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: signPaymentLink(deps.keySecret, proof),
    };
    return {
      status: 200,
      ...say(req, 'billing.payment_successful'),
      data: { outcome: 'paid', ...fields },
      redirect_url: withQuery(RETURN_PATHS[t.record.purpose], fields),
    };
  }

  /** Like Razorpay, a failed attempt leaves the order payable: nothing is recorded. */
  function fail(req: FastifyRequest, t: Target): CheckoutResult {
    const metadata: Record<string, string> = { payment_id: simulatedId('pay') };
    if (t.kind === 'order') metadata.order_id = t.record.orderId!;
    else metadata.payment_link_id = t.record.paymentLinkId!;
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata,
    };
    return { status: 200, ...say(req, 'billing.payment_failed'), data: { outcome: 'failed', error }, redirect_url: null };
  }

  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const brand = app.config.BRAND_NAME;
    const tags = ['payments'];

    r.get(
      SIMULATED_CHECKOUT_PATH,
      {
        schema: {
          tags,
          summary: 'Simulated checkout page (PAYMENT_PROVIDER=simulated)',
          description:
            "Stands in for Razorpay Checkout and hosted payment-link pages; results are signed like Razorpay signs them. Only the payer's own session sees their order: anyone else's reads as not found.",
          querystring: checkoutQuery,
          response: {
            200: { content: { 'text/html': { schema: html } } },
            401: { content: { 'text/html': { schema: html } } },
            404: { content: { 'text/html': { schema: html } } },
          },
        },
      },
      async (req, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const payer = await req.currentUser();
        const lang = payerLanguage(req, req.query.lang, payer);
        const words = (code: Parameters<typeof message>[0]) => render({ code, params: {} }, lang);
        if (!payer) {
          return reply.code(401).send(
            resultPage({
              brand,
              lang,
              ok: false,
              heading: words('checkout.sign_in_heading'),
              message: words('checkout.sign_in_text'),
              link: { href: `/login?next=${encodeURIComponent(req.url)}`, label: words('checkout.sign_in') },
            }),
          );
        }
        const t = await find(req.query, payer.id);
        if (!t) {
          return reply
            .code(404)
            .send(
              resultPage({ brand, lang, ok: false, heading: words('checkout.not_found'), message: words('billing.checkout_not_found') }),
            );
        }
        const fields: Record<string, string> =
          t.kind === 'order' ? { order_id: t.record.orderId! } : { payment_link_id: t.record.paymentLinkId! };
        if (t.kind === 'order' && req.query.callback_url) fields.callback_url = req.query.callback_url;
        if (req.query.lang) fields.lang = req.query.lang;
        return checkoutPage({
          brand,
          lang,
          action: SIMULATED_CHECKOUT_PATH,
          description: words(DESCRIPTIONS[t.record.purpose]),
          amount: t.record.amount,
          fields,
        });
      },
    );

    r.get(
      `${SIMULATED_CHECKOUT_PATH}.js`,
      {
        schema: {
          tags,
          summary: 'Script of the simulated checkout page',
          response: { 200: { content: { 'text/javascript': { schema: z.string() } } } },
        },
      },
      async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_SCRIPT),
    );

    r.post(
      SIMULATED_CHECKOUT_PATH,
      {
        schema: {
          tags,
          summary: 'Complete or fail a simulated payment',
          description:
            "The payer's own session only. JSON callers (Accept: application/json or X-Requested-With) get the signed razorpay_* fields; a plain form post is redirected to the callback or shown a result page.",
          security: [{ session: [] }],
          body: checkoutForm,
          response: {
            200: { content: { 'application/json': { schema: checkoutResult }, 'text/html': { schema: html } } },
            303: z.null().describe('Redirect to the callback URL with the signed result'),
            401: z.object({ status: z.literal(401), msg: z.string() }),
            404: notFoundJson,
          },
        },
      },
      async (req, reply) => {
        const payer = await req.currentUser();
        if (!payer) throw unauthenticated();
        const t = await find(req.body, payer.id);
        if (!t) return reply.code(404).send({ status: 404 as const, ...say(req, 'billing.checkout_not_found') });
        const result = req.body.outcome === 'paid' ? await pay(req, t, req.body.callback_url) : fail(req, t);
        req.log.info({ outcome: result.data.outcome, paymentRow: t.record.id }, 'simulated payment');
        if (wantsJson(req)) return result;
        if (result.redirect_url) return reply.redirect(result.redirect_url, 303);
        const paid = result.data.outcome === 'paid';
        const lang = payerLanguage(req, req.body.lang, payer);
        const words = (code: Parameters<typeof message>[0]) => render({ code, params: {} }, lang);
        const retry = withQuery(SIMULATED_CHECKOUT_PATH, {
          ...(t.kind === 'order' ? { order_id: t.record.orderId! } : { payment_link_id: t.record.paymentLinkId! }),
          ...(req.body.lang ? { lang: req.body.lang } : {}),
        });
        return reply.type('text/html; charset=utf-8').send(
          resultPage({
            brand,
            lang,
            ok: paid,
            heading: paid ? render(message('checkout.paid', { amount: t.record.amount }), lang) : words('billing.payment_failed'),
            message: paid ? words('checkout.close_window') : words('checkout.nothing_taken'),
            link: paid ? { href: '/', label: words('checkout.back_to_site') } : { href: retry, label: words('checkout.try_again') },
          }),
        );
      },
    );
  };
}

import { z } from 'zod';
import { zodText } from './codes.js';
import { decimal, failure, phoneNumber } from './common.js';
import { TENURES } from './vocabulary.js';

/** The platform the marketplace's own plans are published on. */
export const DEFAULT_PLATFORM = 'auction';

/** '1_month', '3_months', …: the keys of the plan_term form field (spec §7). */
export const termKey = (months: number) => (months === 1 ? '1_month' : `${months}_months`);

export const TERM_KEYS: readonly string[] = TENURES.map(termKey);

/* Request shapes accept the spec's url-encoded forms (strings) and JSON alike. */

const phone = phoneNumber();
const gatewayId = (name: string) =>
  z
    .string({ error: zodText('field.required', { field: name }) })
    .trim()
    .min(1, { error: zodText('field.required', { field: name }) })
    .max(64, { error: zodText('field.too_long', { field: name }) });
const positiveInt = (name: string) =>
  z.preprocess(
    decimal,
    z
      .number({ error: zodText('field.must_be_number', { field: name }) })
      .int({ error: zodText('field.must_be_whole', { field: name }) })
      .positive({ error: zodText('field.positive_number', { field: name }) })
      .max(2_147_483_647, { error: zodText('field.too_large', { field: name }) }),
  );

const PLAN_TERM_EXAMPLE = '{"12_months": 25000}';
const planTermObject = z.record(z.string(), z.preprocess(decimal, z.number().int().nonnegative()));

/** The plan_term form field: a JSON object keyed 1_month … 24_months with the price (spec §7). */
const planTerm = z
  .union([z.string(), planTermObject])
  .transform((v, ctx): Record<string, number> | undefined => {
    let value: unknown = v;
    if (typeof v === 'string') {
      if (v.trim() === '') return undefined;
      try {
        value = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: zodText('billing.plan_term_format', { example: PLAN_TERM_EXAMPLE }) });
        return z.NEVER;
      }
    }
    const parsed = planTermObject.safeParse(value);
    if (!parsed.success || Object.keys(parsed.data).some((k) => !TERM_KEYS.includes(k))) {
      ctx.addIssue({
        code: 'custom',
        message: zodText('billing.plan_term_keys', { example: PLAN_TERM_EXAMPLE, keys: TERM_KEYS.join(', ') }),
      });
      return z.NEVER;
    }
    return parsed.data;
  })
  .optional();

const subscriptionFields = {
  plan_id: positiveInt('plan_id'),
  payment_amount: positiveInt('payment_amount'),
  remarks: z
    .string()
    .trim()
    .max(500, { error: zodText('field.max_chars', { field: 'remarks', count: 500 }) })
    .default(''),
  plan_term: planTerm,
};

export const createSubscriptionBody = z.object({ phone: phone.optional(), ...subscriptionFields });
export const createSubscriptionLinkBody = z.object({ phone, ...subscriptionFields });

export const verifyPaymentBody = z.object({
  payment_id: gatewayId('payment_id'),
  subscription_id: positiveInt('subscription_id'),
  phone,
  signature: gatewayId('signature').max(256),
  order_id: gatewayId('order_id'),
});

export const verifyLinkBody = z.object({
  payment_link_id: gatewayId('payment_link_id'),
  payment_id: gatewayId('payment_id'),
  signature: gatewayId('signature').max(256),
  payment_link_reference_id: z.string().trim().max(64).optional(),
  payment_link_status: z.string().trim().max(32).optional(),
});

export const backoutLinkBody = z.object({ backout_id: positiveInt('backout_id') });

/** Platforms as a list or one comma-separated string; the marketplace's own by default. */
export const platformListBody = z
  .object({ platform: z.union([z.string(), z.array(z.string())]).optional() })
  // Fastify hands a POST without a body over as null.
  .nullish()
  .transform((b) => {
    const raw = Array.isArray(b?.platform) ? b.platform : (b?.platform ?? '').split(',');
    const list = raw
      .map((p) => p.trim())
      .filter(Boolean)
      .slice(0, 20);
    return list.length > 0 ? list : [DEFAULT_PLATFORM];
  });

/* Response shapes. */

const isoTime = z.string().nullable().describe('ISO 8601 time');

export const errorEnvelope = failure;

const quoteFields = {
  gst: z
    .enum(['included', 'extra', 'none'])
    .describe('included: the price includes GST; extra: GST is added to it; none: no GST is charged'),
  gst_rate_bp: z.number().int().describe('GST rate in basis points (1800 = 18%); 0 when none'),
  payable_amount: z.number().int().describe('whole rupees the checkout charges for this price'),
};

export const simplifiedPlansResponse = z.object({
  status: z.literal(200),
  data: z.array(
    z.object({
      month: z.string().describe("'1 month', '3 months', …"),
      price: z.array(z.object({ plan_id: z.number().int(), plan_name: z.string(), price_by_plan: z.number().int(), ...quoteFields })),
    }),
  ),
});

export type TenurePlans = z.infer<typeof simplifiedPlansResponse>['data'][number];
export type PlanPrice = TenurePlans['price'][number];

export const publishedPlansResponse = z.object({
  status: z.literal(200),
  data: z.array(
    z.object({
      plan_id: z.number().int(),
      plan_name: z.string(),
      platform: z.string(),
      tenure_months: z.number().int(),
      month: z.string(),
      plan_term: z.string().describe('the plan_term key: 1_month … 24_months'),
      segment: z.string().nullable().describe('segment code; null: PAN India'),
      segment_name: z.string().nullable(),
      price: z.number().int().describe('rupees'),
      ...quoteFields,
    }),
  ),
});

export const paymentConfigResponse = z.object({
  status: z.literal(200),
  data: z.object({
    gateway: z.enum(['simulated', 'razorpay']),
    key: z.string(),
    checkout_url: z.string().nullable().describe('simulated gateway: the page to open with ?order_id=…'),
  }),
});

export type PaymentConfig = z.infer<typeof paymentConfigResponse>['data'];
export type GatewayName = PaymentConfig['gateway'];

export const createSubscriptionResponse = z.object({
  status: z.literal(200),
  razorpay_key: z.string(),
  subscription_id: z.number().int(),
  payment_amount: z.number().int().describe('rupees'),
  order_id: z.string(),
  gateway: z.enum(['simulated', 'razorpay']),
  checkout_url: z.string().nullable(),
});

/** The gateway order a checkout opens (the answer's fields beside its status). */
export type SubscriptionOrder = Omit<z.infer<typeof createSubscriptionResponse>, 'status'>;
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;
export type VerifyLinkBody = z.infer<typeof verifyLinkBody>;
export type BackoutLinkBody = z.infer<typeof backoutLinkBody>;

export const paymentLinkResponse = z.object({
  status: z.literal(200),
  data: z.object({
    payment_link_id: z.string(),
    short_url: z.string(),
    subscription_id: z.number().int(),
    payment_amount: z.number().int(),
  }),
});

const chargedFields = {
  final_amount: z.number().int().describe('rupees actually charged: the plan price, plus GST where prices exclude it'),
  plan_price: z.number().int().describe("the plan's price in rupees when bought"),
  tax: z
    .object({
      document: z.enum(['tax_invoice', 'receipt']),
      rate_bp: z.number().int().describe('GST rate in basis points (1800 = 18%)'),
      taxable_paise: z.number().int(),
      cgst_paise: z.number().int(),
      sgst_paise: z.number().int(),
      igst_paise: z.number().int(),
      round_off_paise: z.number().int(),
      total_paise: z.number().int(),
    })
    .nullable()
    .describe("the payment's invoice or receipt lines; null until it is issued"),
};

export const verifiedSubscriptionResponse = z.object({
  status: z.literal(200),
  msg: z.string(),
  subscription_id: z.number().int(),
  plan_name: z.string(),
  plan_term: z.string(),
  start_time: isoTime,
  end_time: isoTime,
  ...chargedFields,
  subscription_end_date: isoTime,
  phone: z.string(),
  user: z.object({
    phone: z.string(),
    is_subscribed: z.boolean(),
    never_subscribed: z.boolean(),
    subscription_date: isoTime,
    subscription_end_date: isoTime,
    subscription_segments: z.array(z.string()).nullable().describe('null: PAN India'),
  }),
});

/** The verified subscription (spec §3 'Subscription verification response'), beside status and msg. */
export type VerifiedSubscription = Omit<z.infer<typeof verifiedSubscriptionResponse>, 'status' | 'msg'>;
/** The tax lines of what was paid, from its invoice or receipt. */
export type PaidTax = NonNullable<VerifiedSubscription['tax']>;

const subscriptionItem = z.object({
  subscription_id: z.number().int(),
  plan_name: z.string(),
  plan_term: z.string(),
  start_time: isoTime,
  end_time: isoTime,
  ...chargedFields,
});

export const activeExpiredResponse = z.object({
  status: z.literal(200),
  data: z.object({ active: z.array(subscriptionItem), expired: z.array(subscriptionItem) }),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;
export type SubscriptionHistory = z.infer<typeof activeExpiredResponse>['data'];

const vehicle = {
  asset_id: z.number().int(),
  auction_id: z.number().int(),
  auction_title: z.string(),
  financier_name: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  registration_number: z.string(),
};

export const backoutDashboardResponse = z.object({
  status: z.literal(200),
  data: z.object({
    backouts: z.array(
      z.object({
        backout_id: z.number().int(),
        ...vehicle,
        amount: z.number().int(),
        status: z.enum(['due', 'paid', 'waived']),
        created_at: isoTime,
        resolved_at: isoTime,
      }),
    ),
    sale_dues: z.array(z.object({ ...vehicle, amount: z.number().int(), due_at: isoTime, overdue: z.boolean() })),
    summary: z.object({
      backout_due_count: z.number().int(),
      backout_due_amount: z.number().int(),
      sale_due_count: z.number().int(),
      sale_due_amount: z.number().int(),
      payment_due_hours: z.number().int(),
    }),
  }),
});

export const backoutLinkResponse = z.object({
  status: z.literal(200),
  data: z.object({ payment_link_id: z.string(), short_url: z.string(), backout_id: z.number().int(), amount: z.number().int() }),
});

export const backoutVerifiedResponse = z.object({
  status: z.literal(200),
  msg: z.string(),
  data: z.object({ backout_id: z.number().int(), status: z.enum(['due', 'paid', 'waived']), amount: z.number().int() }),
});
export type BackoutLink = z.infer<typeof backoutLinkResponse>['data'];
export type BackoutVerified = z.infer<typeof backoutVerifiedResponse>['data'];

export const webhookHeaders = z.object({
  'x-razorpay-signature': z.string().optional(),
  'x-razorpay-event-id': z.string().max(128).optional(),
});

export const webhookBody = z.looseObject({
  event: z.string(),
  payload: z.record(z.string(), z.unknown()).optional(),
});

export const webhookResponse = z.object({ status: z.literal(200), msg: z.string() });

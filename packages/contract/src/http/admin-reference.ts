import { z } from 'zod';
import { boolish, decimal, envelope, idField, int, iso, opt, phone10, rupeesIn, text } from './admin.js';
import { financierNames } from './catalog.js';
import { zodText } from './codes.js';
import { AUCTION_LIMITS, NAME_MAX } from './limits.js';
import { TENURES } from './vocabulary.js';

/* The admin console's reference data: financiers, states, state heads, segments and plans. */

const slug = z
  .string({ error: zodText('field.must_be_text', { field: 'slug' }) })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,59}$/, zodText('admin.slug_format'));

/** One translation of the name, as long as a name may be: blank or null removes it. */
const translatedName = z
  .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.union([z.null(), text('name', NAME_MAX)]))
  .optional();
/** The name in hi, mr, gu, kn, te, ta (transliterated); a language left out keeps (on edit) or lacks (on create) one. */
const nameI18nIn = z
  .object({
    hi: translatedName,
    mr: translatedName,
    gu: translatedName,
    kn: translatedName,
    te: translatedName,
    ta: translatedName,
  })
  .optional()
  .meta({ description: 'The name per language (hi, mr, gu, kn, te, ta); blank or null removes one; readers without one see name' });

export const financierOut = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_i18n: financierNames,
  logo_key: z.string().nullable(),
  logo_url: z.string().nullable().meta({ description: '160 px WebP of the logo' }),
  is_active: z.boolean(),
  deposit_limit_multiple: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Buying limit = deposit × this on this financier's auctions; null: DEPOSIT_LIMIT_MULTIPLE" }),
  auction_count: z.number().int(),
  created_at: iso,
});
/** Buying limit = deposit × this on the financier's auctions: a whole number from 1 to 1000; null or blank: the platform default. */
const depositLimitMultiple = z
  .preprocess((v) => (v === '' ? null : v), z.union([z.null(), int('deposit_limit_multiple', ...AUCTION_LIMITS.deposit_limit_multiple)]))
  .optional()
  .meta({ description: 'null (or blank): the platform default DEPOSIT_LIMIT_MULTIPLE' });
export const financierCreateBody = z.object({
  name: text('name', NAME_MAX),
  name_i18n: nameI18nIn,
  slug: opt(slug).meta({ description: 'Defaults to the name in lowercase-hyphen form' }),
  is_active: opt(boolish('is_active')),
  deposit_limit_multiple: depositLimitMultiple,
});
export const financierEditBody = z
  .object({
    name: opt(text('name', NAME_MAX)),
    name_i18n: nameI18nIn,
    slug: opt(slug),
    is_active: opt(boolish('is_active')),
    deposit_limit_multiple: depositLimitMultiple,
  })
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    zodText('admin.send_one_of', { fields: 'name, name_i18n, slug, is_active, deposit_limit_multiple' }),
  );
export const logoUploadBody = z
  .object({
    logo: z.string().meta({
      format: 'binary',
      description: 'PNG, JPEG, WebP (by content) or SVG (no scripts, event handlers, foreignObject or external links); at most 2 MB',
    }),
  })
  .nullish();

export const stateOut = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  contact_count: z.number().int(),
});
export const stateEditBody = z.object({ is_active: boolish('is_active') });

export const stateHeadOut = z.object({
  id: z.number().int(),
  state_id: z.number().int(),
  state: z.string(),
  name: z.string(),
  phone: z.string(),
  sort_order: z.number().int(),
});
export const stateHeadQuery = z.object({ state_id: opt(idField('state_id')) });
export const stateHeadCreateBody = z.object({
  state_id: idField('state_id'),
  name: text('name', NAME_MAX),
  phone: phone10,
  sort_order: opt(int('sort_order', 0, 10_000)).meta({ description: 'The home page shows the lowest first (default 0)' }),
});
export const stateHeadEditBody = z
  .object({
    state_id: opt(idField('state_id')),
    name: opt(text('name', NAME_MAX)),
    phone: opt(phone10),
    sort_order: opt(int('sort_order', 0, 10_000)),
  })
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    zodText('admin.send_one_of', { fields: 'state_id, name, phone, sort_order' }),
  );

export const segmentOut = z.object({ id: z.number().int(), code: z.string(), name: z.string(), sort_order: z.number().int() });

const tenure = z
  .preprocess(decimal, z.number({ error: zodText('field.must_be_number', { field: 'tenure_months' }) }))
  .refine((n) => (TENURES as readonly number[]).includes(n), {
    message: zodText('field.one_of_plain', { values: TENURES.join(', ') }),
    params: { code: 'choose_one' },
  });

export const planOut = z.object({
  id: z.number().int(),
  name: z.string(),
  tenure_months: z.number().int(),
  segment_id: z.number().int().nullable().meta({ description: 'null: PAN India Permission (every segment), shown as "All"' }),
  segment_code: z.string().nullable(),
  segment_name: z.string().nullable(),
  price: z.number().int(),
  platform: z.string(),
  is_published: z.boolean(),
  sort_order: z.number().int(),
  subscription_count: z.number().int().meta({ description: 'Subscriptions bought on this plan (any status)' }),
  created_at: iso,
});
export const planCreateBody = z.object({
  name: text('name', NAME_MAX),
  tenure_months: tenure,
  segment_id: opt(idField('segment_id')).meta({ description: 'Absent: PAN India Permission, every segment' }),
  price: rupeesIn('price'),
  platform: opt(text('platform', 40)).meta({ description: "Default 'auction'" }),
  is_published: opt(boolish('is_published')).meta({ description: 'Default false: publish once the price is checked' }),
  sort_order: opt(int('sort_order', 0, 10_000)),
});
export const planEditBody = z
  .object({ name: opt(text('name', NAME_MAX)), price: opt(rupeesIn('price')), sort_order: opt(int('sort_order', 0, 10_000)) })
  .refine((b) => Object.values(b).some((v) => v !== undefined), zodText('admin.send_one_of', { fields: 'name, price, sort_order' }));

export const financierReply = envelope(financierOut);
export const financiersReply = envelope(z.array(financierOut));
export const stateReply = envelope(stateOut);
export const statesReply = envelope(z.array(stateOut));
export const stateHeadReply = envelope(stateHeadOut);
export const stateHeadsReply = envelope(z.array(stateHeadOut));
export const segmentsReply = envelope(z.array(segmentOut));
export const planReply = envelope(planOut);
export const plansReply = envelope(z.array(planOut));

export type Financier = z.infer<typeof financierOut>;
export type FinancierCreateBody = z.input<typeof financierCreateBody>;
export type FinancierEditBody = z.input<typeof financierEditBody>;
export type AdminState = z.infer<typeof stateOut>;
export type StateEditBody = z.input<typeof stateEditBody>;
export type StateHead = z.infer<typeof stateHeadOut>;
export type StateHeadCreateBody = z.input<typeof stateHeadCreateBody>;
export type StateHeadEditBody = z.input<typeof stateHeadEditBody>;
export type Segment = z.infer<typeof segmentOut>;
export type Plan = z.infer<typeof planOut>;
export type PlanCreateBody = z.input<typeof planCreateBody>;
export type PlanEditBody = z.input<typeof planEditBody>;
/* The bodies as the server reads them: what the console's forms send. */
export type FinancierCreate = z.infer<typeof financierCreateBody>;
export type FinancierEdit = z.infer<typeof financierEditBody>;
export type StateEdit = z.infer<typeof stateEditBody>;
export type StateHeadQuery = z.infer<typeof stateHeadQuery>;
export type StateHeadCreate = z.infer<typeof stateHeadCreateBody>;
export type StateHeadEdit = z.infer<typeof stateHeadEditBody>;
export type PlanCreate = z.infer<typeof planCreateBody>;
export type PlanEdit = z.infer<typeof planEditBody>;

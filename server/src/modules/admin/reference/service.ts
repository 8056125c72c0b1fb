import { badRequest, conflict, notFound, type FailureText } from '../../../errors.js';
import { imageUrlOrNull } from '../../catalog/index.js';
import { audit } from '../audit/index.js';
import { uniqueOr, type AdminDeps } from '../shared/deps.js';
import { toIso } from '../shared/schema.js';
import { checkLogo } from '../shared/uploads.js';
import * as repo from './repo.js';
import type { Executor } from '../../../db/client.js';
import type { FinancierNames } from '../../../db/schema/index.js';
import type { AdminActor } from '../shared/access.js';

/** The name per language as a form sends it: a string sets one, null removes it, a language left out stays as it was. */
type NameInput = Partial<Record<keyof FinancierNames, string | null | undefined>> | undefined;

/** `before` with `input`'s translations applied (a name equal to the English one is not kept: it adds nothing). */
function mergeNames(before: FinancierNames, input: NameInput, english: string): FinancierNames {
  const given = Object.entries(input ?? {}).filter(([, name]) => name !== undefined);
  const merged = { ...before, ...Object.fromEntries(given) };
  return Object.fromEntries(
    Object.entries(merged).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== english),
  ) as FinancierNames;
}

type FinancierRow = NonNullable<Awaited<ReturnType<typeof repo.findFinancier>>>;
type PlanRow = NonNullable<Awaited<ReturnType<typeof repo.findPlan>>>;
type StateRow = NonNullable<Awaited<ReturnType<typeof repo.findState>>>;
type ContactRow = NonNullable<Awaited<ReturnType<typeof repo.findStateHead>>>;

const financierOut = (f: FinancierRow) => ({
  id: f.id,
  slug: f.slug,
  name: f.name,
  name_i18n: f.nameI18n,
  logo_key: f.logoKey,
  logo_url: imageUrlOrNull(f.logoKey, 160),
  is_active: f.isActive,
  deposit_limit_multiple: f.depositLimitMultiple,
  auction_count: f.auctionCount,
  created_at: toIso(f.createdAt)!,
});
const stateOut = (s: StateRow) => ({
  id: s.id,
  name: s.name,
  code: s.code,
  is_active: s.isActive,
  sort_order: s.sortOrder,
  contact_count: s.contactCount,
});
const contactOut = (c: ContactRow) => ({
  id: c.id,
  state_id: c.stateId,
  state: c.state,
  name: c.name,
  phone: c.phone,
  sort_order: c.sortOrder,
});
const planOut = (p: PlanRow) => ({
  id: p.id,
  name: p.name,
  tenure_months: p.tenureMonths,
  segment_id: p.segmentId,
  segment_code: p.segmentCode,
  segment_name: p.segmentName,
  price: p.price,
  platform: p.platform,
  is_published: p.isPublished,
  sort_order: p.sortOrder,
  subscription_count: p.subscriptionCount,
  created_at: toIso(p.createdAt)!,
});

export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'financier';

/** A row read by id as the console shows it, or the 404 naming what was not found. */
async function shown<R, O>(row: Promise<R | undefined>, missing: FailureText, out: (r: R) => O): Promise<O> {
  const found = await row;
  if (!found) throw notFound(missing);
  return out(found);
}

const duplicateSlug = () => conflict('admin.duplicate_slug');
const duplicatePlan = () => conflict('admin.duplicate_plan');

export function createReferenceService({ db, images, log }: AdminDeps) {
  const financier = (id: number) => shown(repo.findFinancier(db, id), 'admin.financier_not_found', financierOut);
  const state = (id: number) => shown(repo.findState(db, id), 'admin.state_not_found', stateOut);
  const contact = (id: number) => shown(repo.findStateHead(db, id), 'admin.contact_not_found', contactOut);
  const plan = (id: number) => shown(repo.findPlan(db, id), 'admin.plan_not_found', planOut);
  async function requireState(ex: Executor, id: number) {
    if (!(await repo.findState(ex, id))) throw badRequest('admin.unknown_state');
  }

  return {
    listFinanciers: async () => (await repo.listFinanciers(db)).map(financierOut),

    async createFinancier(
      actor: AdminActor,
      input: {
        name: string;
        name_i18n?: NameInput;
        slug?: string | undefined;
        is_active?: boolean | undefined;
        deposit_limit_multiple?: number | null | undefined;
      },
    ) {
      const slug = input.slug ?? slugify(input.name);
      const id = await uniqueOr(
        () =>
          db.transaction(async (tx) => {
            const id = await repo.insertFinancier(tx, {
              name: input.name,
              nameI18n: mergeNames({}, input.name_i18n, input.name),
              slug,
              isActive: input.is_active ?? true,
              depositLimitMultiple: input.deposit_limit_multiple ?? null,
            });
            await audit(tx, actor, 'financier.create', 'financier', id, {
              name: input.name,
              ...(input.name_i18n ? { name_i18n: input.name_i18n } : {}),
              slug,
              ...(input.deposit_limit_multiple != null ? { deposit_limit_multiple: input.deposit_limit_multiple } : {}),
            });
            return id;
          }),
        duplicateSlug,
      );
      return financier(id);
    },

    async editFinancier(
      actor: AdminActor,
      id: number,
      input: {
        name?: string | undefined;
        name_i18n?: NameInput;
        slug?: string | undefined;
        is_active?: boolean | undefined;
        deposit_limit_multiple?: number | null | undefined;
      },
    ) {
      await uniqueOr(
        () =>
          db.transaction(async (tx) => {
            const before = await repo.findFinancier(tx, id, true);
            if (!before) throw notFound('admin.financier_not_found');
            await repo.updateFinancier(tx, id, {
              name: input.name,
              nameI18n: input.name_i18n ? mergeNames(before.nameI18n, input.name_i18n, input.name ?? before.name) : undefined,
              slug: input.slug,
              isActive: input.is_active,
              depositLimitMultiple: input.deposit_limit_multiple,
            });
            await audit(tx, actor, 'financier.update', 'financier', id, {
              ...input,
              before: {
                name: before.name,
                name_i18n: before.nameI18n,
                slug: before.slug,
                is_active: before.isActive,
                deposit_limit_multiple: before.depositLimitMultiple,
              },
            });
          }),
        duplicateSlug,
      );
      return financier(id);
    },

    /** Stores the new logo under a random name; the old one is deleted once the change commits. */
    async setLogo(actor: AdminActor, id: number, data: Buffer) {
      if (!(await repo.findFinancier(db, id))) throw notFound('admin.financier_not_found');
      const checked = await checkLogo(data);
      const [key] = await images.save('financiers', [checked]);
      let old: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const f = await repo.findFinancier(tx, id, true);
          if (!f) throw notFound('admin.financier_not_found');
          old = f.logoKey;
          await repo.updateFinancier(tx, id, { logoKey: key! });
          await audit(tx, actor, 'financier.logo', 'financier', id, {
            logo_key: key,
            previous: old,
            type: checked.ext,
            bytes: data.length,
          });
        });
      } catch (err) {
        await images.remove([key]);
        throw err;
      }
      await images.remove([old]).catch((err) => log.warn({ err }, 'removing a replaced logo failed'));
      return financier(id);
    },

    listStates: async () => (await repo.listStates(db)).map(stateOut),

    async setStateActive(actor: AdminActor, id: number, isActive: boolean) {
      await db.transaction(async (tx) => {
        const s = await repo.findState(tx, id);
        if (!s) throw notFound('admin.state_not_found');
        await repo.setStateActive(tx, id, isActive);
        await audit(tx, actor, isActive ? 'state.activate' : 'state.deactivate', 'state', id, { name: s.name, was_active: s.isActive });
      });
      return state(id);
    },

    listStateHeads: async (stateId?: number) => (await repo.listStateHeads(db, stateId)).map(contactOut),

    async createStateHead(actor: AdminActor, input: { state_id: number; name: string; phone: string; sort_order?: number | undefined }) {
      const id = await db.transaction(async (tx) => {
        await requireState(tx, input.state_id);
        const id = await repo.insertStateHead(tx, {
          stateId: input.state_id,
          name: input.name,
          phone: input.phone,
          sortOrder: input.sort_order ?? 0,
        });
        await audit(tx, actor, 'state_head.create', 'state_head_contact', id, input);
        return id;
      });
      return contact(id);
    },

    async editStateHead(
      actor: AdminActor,
      id: number,
      input: { state_id?: number | undefined; name?: string | undefined; phone?: string | undefined; sort_order?: number | undefined },
    ) {
      await db.transaction(async (tx) => {
        const before = await repo.findStateHead(tx, id);
        if (!before) throw notFound('admin.contact_not_found');
        if (input.state_id !== undefined) await requireState(tx, input.state_id);
        await repo.updateStateHead(tx, id, { stateId: input.state_id, name: input.name, phone: input.phone, sortOrder: input.sort_order });
        await audit(tx, actor, 'state_head.update', 'state_head_contact', id, { ...input, before: contactOut(before) });
      });
      return contact(id);
    },

    async deleteStateHead(actor: AdminActor, id: number) {
      await db.transaction(async (tx) => {
        const before = await repo.findStateHead(tx, id);
        if (!before || !(await repo.deleteStateHead(tx, id))) throw notFound('admin.contact_not_found');
        await audit(tx, actor, 'state_head.delete', 'state_head_contact', id, { before: contactOut(before) });
      });
    },

    listSegments: async () => (await repo.listSegments(db)).map((s) => ({ id: s.id, code: s.code, name: s.name, sort_order: s.sortOrder })),

    listPlans: async () => (await repo.listPlans(db)).map(planOut),

    async createPlan(
      actor: AdminActor,
      input: {
        name: string;
        tenure_months: number;
        segment_id?: number | undefined;
        price: number;
        platform?: string | undefined;
        is_published?: boolean | undefined;
        sort_order?: number | undefined;
      },
    ) {
      if (input.segment_id !== undefined && !(await repo.segmentExists(db, input.segment_id))) throw badRequest('admin.unknown_segment');
      const id = await uniqueOr(
        () =>
          db.transaction(async (tx) => {
            const id = await repo.insertPlan(tx, {
              name: input.name,
              tenureMonths: input.tenure_months,
              segmentId: input.segment_id ?? null,
              price: input.price,
              platform: input.platform ?? 'auction',
              isPublished: input.is_published ?? false,
              sortOrder: input.sort_order ?? 0,
            });
            await audit(tx, actor, 'plan.create', 'plan', id, input);
            return id;
          }),
        duplicatePlan,
      );
      return plan(id);
    },

    /** A new price applies to new purchases; existing subscriptions keep the amount they paid. */
    async editPlan(
      actor: AdminActor,
      id: number,
      input: { name?: string | undefined; price?: number | undefined; sort_order?: number | undefined },
    ) {
      await uniqueOr(
        () =>
          db.transaction(async (tx) => {
            const before = await repo.findPlan(tx, id);
            if (!before) throw notFound('admin.plan_not_found');
            await repo.updatePlan(tx, id, { name: input.name, price: input.price, sortOrder: input.sort_order });
            await audit(tx, actor, 'plan.update', 'plan', id, {
              ...input,
              before: { name: before.name, price: before.price, sort_order: before.sortOrder },
            });
          }),
        duplicatePlan,
      );
      return plan(id);
    },

    async setPlanPublished(actor: AdminActor, id: number, published: boolean) {
      await db.transaction(async (tx) => {
        const before = await repo.findPlan(tx, id);
        if (!before) throw notFound('admin.plan_not_found');
        await repo.updatePlan(tx, id, { isPublished: published });
        await audit(tx, actor, published ? 'plan.publish' : 'plan.unpublish', 'plan', id, { was_published: before.isPublished });
      });
      return plan(id);
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;

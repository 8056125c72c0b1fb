import { asc, eq, sql } from 'drizzle-orm';
import { outerId } from '../../../db/rows.js';
import { auctions, financiers, plans, segments, stateHeadContacts, states, subscriptions } from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';

/** Reference data as the console edits it: inactive rows included. Queries only. */

/** The reference tables the console adds rows to and edits by id. */
type Editable = typeof financiers | typeof stateHeadContacts | typeof plans;

/**
 * A reference table's insert (answering the new id) and edit by id, typed by the table's own
 * insert shape (drizzle cannot check values against a table it knows only as one of a union).
 */
function editable<T extends Editable>(table: T) {
  return {
    async insert(ex: Executor, v: T['$inferInsert']) {
      const [row] = await ex
        .insert(table)
        .values(v as never)
        .returning({ id: table.id });
      return row!.id;
    },
    async update(ex: Executor, id: number, v: Partial<T['$inferInsert']>) {
      await ex
        .update(table)
        .set(v as never)
        .where(eq(table.id, id));
    },
  };
}

const financierColumns = {
  id: financiers.id,
  slug: financiers.slug,
  name: financiers.name,
  nameI18n: financiers.nameI18n,
  logoKey: financiers.logoKey,
  isActive: financiers.isActive,
  depositLimitMultiple: financiers.depositLimitMultiple,
  createdAt: financiers.createdAt,
  auctionCount: sql<number>`(select count(*)::int from ${auctions} fa where fa.financier_id = ${outerId(financiers)})`.mapWith(Number),
};

export const listFinanciers = (ex: Executor) =>
  ex.select(financierColumns).from(financiers).orderBy(asc(financiers.name), asc(financiers.id));

export async function findFinancier(ex: Executor, id: number, lock = false) {
  const q = ex.select(financierColumns).from(financiers).where(eq(financiers.id, id));
  const [row] = await (lock ? q.for('update', { of: financiers }) : q);
  return row;
}

export const { insert: insertFinancier, update: updateFinancier } = editable(financiers);

const stateColumns = {
  id: states.id,
  name: states.name,
  code: states.code,
  isActive: states.isActive,
  sortOrder: states.sortOrder,
  contactCount: sql<number>`(select count(*)::int from ${stateHeadContacts} sc where sc.state_id = ${outerId(states)})`.mapWith(Number),
};

export const listStates = (ex: Executor) => ex.select(stateColumns).from(states).orderBy(asc(states.sortOrder), asc(states.name));

export async function findState(ex: Executor, id: number) {
  const [row] = await ex.select(stateColumns).from(states).where(eq(states.id, id));
  return row;
}

export async function setStateActive(ex: Executor, id: number, isActive: boolean) {
  await ex.update(states).set({ isActive }).where(eq(states.id, id));
}

const contactColumns = {
  id: stateHeadContacts.id,
  stateId: stateHeadContacts.stateId,
  state: states.name,
  name: stateHeadContacts.name,
  phone: stateHeadContacts.phone,
  sortOrder: stateHeadContacts.sortOrder,
};

export function listStateHeads(ex: Executor, stateId?: number) {
  return ex
    .select(contactColumns)
    .from(stateHeadContacts)
    .innerJoin(states, eq(states.id, stateHeadContacts.stateId))
    .where(stateId === undefined ? undefined : eq(stateHeadContacts.stateId, stateId))
    .orderBy(asc(states.sortOrder), asc(states.name), asc(stateHeadContacts.sortOrder), asc(stateHeadContacts.id));
}

export async function findStateHead(ex: Executor, id: number) {
  const [row] = await ex
    .select(contactColumns)
    .from(stateHeadContacts)
    .innerJoin(states, eq(states.id, stateHeadContacts.stateId))
    .where(eq(stateHeadContacts.id, id));
  return row;
}

export const { insert: insertStateHead, update: updateStateHead } = editable(stateHeadContacts);

export async function deleteStateHead(ex: Executor, id: number) {
  const rows = await ex.delete(stateHeadContacts).where(eq(stateHeadContacts.id, id)).returning({ id: stateHeadContacts.id });
  return rows.length === 1;
}

export const listSegments = (ex: Executor) =>
  ex
    .select({ id: segments.id, code: segments.code, name: segments.name, sortOrder: segments.sortOrder })
    .from(segments)
    .orderBy(asc(segments.sortOrder), asc(segments.id));

export async function segmentExists(ex: Executor, id: number) {
  const [row] = await ex.select({ id: segments.id }).from(segments).where(eq(segments.id, id));
  return row !== undefined;
}

const planColumns = {
  id: plans.id,
  name: plans.name,
  tenureMonths: plans.tenureMonths,
  segmentId: plans.segmentId,
  segmentCode: segments.code,
  segmentName: segments.name,
  price: plans.price,
  platform: plans.platform,
  isPublished: plans.isPublished,
  sortOrder: plans.sortOrder,
  createdAt: plans.createdAt,
  subscriptionCount: sql<number>`(select count(*)::int from ${subscriptions} ps where ps.plan_id = ${outerId(plans)})`.mapWith(Number),
};

export function listPlans(ex: Executor) {
  return ex
    .select(planColumns)
    .from(plans)
    .leftJoin(segments, eq(segments.id, plans.segmentId))
    .orderBy(asc(plans.platform), asc(plans.tenureMonths), asc(plans.sortOrder), asc(plans.price), asc(plans.id));
}

export async function findPlan(ex: Executor, id: number) {
  const [row] = await ex.select(planColumns).from(plans).leftJoin(segments, eq(segments.id, plans.segmentId)).where(eq(plans.id, id));
  return row;
}

export const { insert: insertPlan, update: updatePlan } = editable(plans);

import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { readPage } from '../../../db/rows.js';
import { backouts, leads, quotes, assets, states, userStatePermissions, users } from '../../../db/schema/index.js';
import { containsPattern } from '../../catalog/index.js';
import type { Executor } from '../../../db/client.js';

/** Users and leads as the console searches them. Queries only. */

const userColumns = {
  id: users.id,
  phone: users.phone,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  email: users.email,
  stateId: users.stateId,
  stateName: states.name,
  isAdmin: users.isAdmin,
  isAuctionAdmin: users.isAuctionAdmin,
  isBlocked: users.isBlocked,
  blockDescription: users.blockDescription,
  isSubscribed: sql<boolean>`(${users.isSubscribed} and coalesce(${users.subscriptionEndDate} > now(), true))`,
  subscriptionEndDate: users.subscriptionEndDate,
  docsUploaded: users.docsUploaded,
  createdAt: users.createdAt,
};
export type UserRow = Awaited<ReturnType<typeof searchUsers>>['rows'][number];

export interface UserFilter {
  q?: string | undefined;
  phone?: string | undefined;
  name?: string | undefined;
  stateId?: number | undefined;
  role?: 'admin' | 'auction_admin' | 'buyer' | undefined;
  blocked?: boolean | undefined;
}

const fullNameSql = sql`(${users.firstName} || ' ' || ${users.middleName} || ' ' || ${users.lastName})`;

function userWhere(f: UserFilter): SQL | undefined {
  const roles = {
    admin: eq(users.isAdmin, true),
    auction_admin: eq(users.isAuctionAdmin, true),
    buyer: and(eq(users.isAdmin, false), eq(users.isAuctionAdmin, false)),
  };
  return and(
    f.q === undefined ? undefined : or(ilike(users.phone, containsPattern(f.q)), sql`${fullNameSql} ilike ${containsPattern(f.q)}`),
    f.phone === undefined ? undefined : ilike(users.phone, `${f.phone.replace(/\D/g, '')}%`),
    f.name === undefined ? undefined : sql`${fullNameSql} ilike ${containsPattern(f.name)}`,
    f.stateId === undefined ? undefined : eq(users.stateId, f.stateId),
    f.role === undefined ? undefined : roles[f.role],
    f.blocked === undefined ? undefined : eq(users.isBlocked, f.blocked),
  );
}

export async function searchUsers(ex: Executor, f: UserFilter, page: { limit: number; offset: number }) {
  const where = userWhere(f);
  return readPage(
    ex
      .select(userColumns)
      .from(users)
      .leftJoin(states, eq(states.id, users.stateId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    ex.select({ n: count() }).from(users).where(where),
    page,
  );
}

export async function findUser(ex: Executor, id: number, lock = false) {
  const q = ex
    .select({
      ...userColumns,
      address: users.address,
      pincode: users.pincode,
      aadharLast4: users.aadharLast4,
      panNumber: users.panNumber,
      remarks: users.remarks,
    })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .where(eq(users.id, id));
  const [row] = await (lock ? q.for('update', { of: users }) : q);
  return row;
}

export const permissionsOf = (ex: Executor, userId: number) =>
  ex
    .select({ stateId: userStatePermissions.stateId, state: states.name, designation: userStatePermissions.designation })
    .from(userStatePermissions)
    .innerJoin(states, eq(states.id, userStatePermissions.stateId))
    .where(eq(userStatePermissions.userId, userId))
    .orderBy(asc(states.name));

export async function activityOf(ex: Executor, userId: number) {
  const [row] = await ex
    .select({
      quotes: sql<number>`(select count(*)::int from ${quotes} where ${quotes.userId} = ${userId})`.mapWith(Number),
      lotsWon:
        sql<number>`(select count(*)::int from ${assets} where ${assets.winnerUserId} = ${userId} and ${assets.status} = 'closed')`.mapWith(
          Number,
        ),
      backoutsDue:
        sql<number>`(select count(*)::int from ${backouts} where ${backouts.userId} = ${userId} and ${backouts.status} = 'due')`.mapWith(
          Number,
        ),
    })
    .from(sql`(values (1)) as one(x)`);
  return row!;
}

export async function updateUser(ex: Executor, id: number, set: Partial<typeof users.$inferInsert>) {
  await ex
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export interface LeadFilter {
  q?: string | undefined;
  state?: string | undefined;
  taInterest?: boolean | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const leadWhere = (f: LeadFilter) =>
  and(
    f.q === undefined
      ? undefined
      : or(ilike(leads.phone, containsPattern(f.q)), ilike(leads.name, containsPattern(f.q)), ilike(leads.city, containsPattern(f.q))),
    f.state === undefined ? undefined : sql`lower(${leads.state}) = lower(${f.state})`,
    f.taInterest === undefined ? undefined : eq(leads.taInterest, f.taInterest),
    f.from === undefined ? undefined : sql`${leads.createdAt} >= ${f.from.toISOString()}::timestamptz`,
    f.to === undefined ? undefined : sql`${leads.createdAt} < ${f.to.toISOString()}::timestamptz`,
  );

export async function listLeads(ex: Executor, f: LeadFilter, page: { limit: number; offset: number }) {
  const where = leadWhere(f);
  return readPage(
    ex.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)),
    ex.select({ n: count() }).from(leads).where(where),
    page,
  );
}

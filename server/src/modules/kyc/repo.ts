import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readPage } from '../../db/rows.js';
import { assets, auctions, financiers, identityDocuments, states, users } from '../../db/schema/index.js';
import { DOCUMENT_KINDS, type RejectReason } from './schema.js';
import type { Executor } from '../../db/client.js';

const reviewer = alias(users, 'reviewer');

const rowColumns = {
  id: identityDocuments.id,
  userId: identityDocuments.userId,
  kind: identityDocuments.kind,
  mime: identityDocuments.mime,
  sizeBytes: identityDocuments.sizeBytes,
  status: identityDocuments.status,
  createdAt: identityDocuments.createdAt,
  replacedAt: identityDocuments.replacedAt,
  storageKey: identityDocuments.storageKey,
  reviewedAt: identityDocuments.reviewedAt,
  rejectReason: identityDocuments.rejectReason,
  rejectNote: identityDocuments.rejectNote,
  buyerFirstName: users.firstName,
  buyerLastName: users.lastName,
  buyerPhone: users.phone,
  stateName: states.name,
  reviewerId: reviewer.id,
  reviewerFirstName: reviewer.firstName,
  reviewerLastName: reviewer.lastName,
  reviewerPhone: reviewer.phone,
};

const joined = (ex: Executor) =>
  ex
    .select(rowColumns)
    .from(identityDocuments)
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(reviewer, eq(reviewer.id, identityDocuments.reviewedBy));

export type DocumentRow = Awaited<ReturnType<typeof findDocument>> & {};

export interface QueueFilter {
  status: 'pending' | 'verified' | 'rejected';
  stateId?: number | undefined;
  kind?: (typeof DOCUMENT_KINDS)[number] | undefined;
}

/** Current documents (not replaced) in one review status, oldest upload first. */
export async function queue(ex: Executor, f: QueueFilter, page: { limit: number; offset: number }) {
  const where: SQL | undefined = and(
    isNull(identityDocuments.replacedAt),
    eq(identityDocuments.status, f.status),
    f.stateId === undefined ? undefined : eq(users.stateId, f.stateId),
    f.kind === undefined ? undefined : eq(identityDocuments.kind, f.kind),
  );
  return readPage(
    joined(ex).where(where).orderBy(asc(identityDocuments.createdAt), asc(identityDocuments.id)),
    ex.select({ n: count() }).from(identityDocuments).innerJoin(users, eq(users.id, identityDocuments.userId)).where(where),
    page,
  );
}

export async function findDocument(ex: Executor, id: number) {
  const [row] = await joined(ex).where(eq(identityDocuments.id, id));
  return row;
}

/**
 * Writes the decision if, and only if, the document is still current and undecided: of two
 * admins deciding at once, the second finds no row (Postgres re-checks the condition after the
 * first one's lock is released).
 */
export async function decide(
  ex: Executor,
  id: number,
  v: { status: 'verified' | 'rejected'; reviewedBy: number; rejectReason?: RejectReason; rejectNote?: string | null },
) {
  const rows = await ex
    .update(identityDocuments)
    .set({
      status: v.status,
      reviewedBy: v.reviewedBy,
      reviewedAt: sql`now()`,
      rejectReason: v.rejectReason ?? null,
      rejectNote: v.rejectNote ?? null,
    })
    .where(and(eq(identityDocuments.id, id), eq(identityDocuments.status, 'pending'), isNull(identityDocuments.replacedAt)))
    .returning({ userId: identityDocuments.userId });
  return rows[0];
}

/** Sets the user's cached flag from their current documents; returns it. */
export async function refreshKycVerified(ex: Executor, userId: number): Promise<boolean> {
  const verified = sql<boolean>`(select count(distinct d.kind) = ${DOCUMENT_KINDS.length} from ${identityDocuments} d
    where d.user_id = ${userId} and d.replaced_at is null and d.status = 'verified')`;
  const [row] = await ex.update(users).set({ kycVerified: verified }).where(eq(users.id, userId)).returning({ v: users.kycVerified });
  return row?.v ?? false;
}

/** The user row, locked: uploads and decisions for one buyer take turns on it. */
export async function lockUser(ex: Executor, userId: number) {
  await ex.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function currentStatuses(ex: Executor, userId: number) {
  return ex
    .select({ kind: identityDocuments.kind, status: identityDocuments.status })
    .from(identityDocuments)
    .where(
      and(eq(identityDocuments.userId, userId), isNull(identityDocuments.replacedAt), inArray(identityDocuments.kind, [...DOCUMENT_KINDS])),
    );
}

/**
 * Whether the bidder behind this user's quotes has verified documents: an active dealer's agent
 * quotes in the dealer's name, so the dealer's documents count (docs/dealers.md).
 */
export async function userKyc(ex: Executor, userId: number) {
  const [row] = await ex
    .select({
      kycVerified: sql<boolean>`coalesce((select d.kyc_verified from dealer_agents da join users d on d.id = da.dealer_id
        where da.agent_user_id = "users"."id" and da.status = 'active'), ${users.kycVerified})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.kycVerified ?? false;
}

/** Whether the lot's financier asks for verified documents (undefined: no such lot). */
export async function lotRequiresKyc(ex: Executor, assetId: number): Promise<boolean | undefined> {
  const [row] = await ex
    .select({ required: financiers.requiresVerifiedKyc })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .where(eq(assets.id, assetId));
  return row?.required;
}

export const listFinanciers = (ex: Executor) =>
  ex
    .select({
      id: financiers.id,
      name: financiers.name,
      isActive: financiers.isActive,
      requiresVerifiedKyc: financiers.requiresVerifiedKyc,
    })
    .from(financiers)
    .orderBy(asc(financiers.name), asc(financiers.id));

export async function setRequirement(ex: Executor, financierId: number, required: boolean) {
  const [before] = await ex
    .select({ v: financiers.requiresVerifiedKyc })
    .from(financiers)
    .where(eq(financiers.id, financierId))
    .for('update');
  if (!before) return undefined;
  await ex.update(financiers).set({ requiresVerifiedKyc: required }).where(eq(financiers.id, financierId));
  return { before: before.v };
}

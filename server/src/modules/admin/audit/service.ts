import { auditLog } from '../../../db/schema/index.js';
import { pageOf, pageResult, toIso } from '../shared/schema.js';
import { listAudit, type AuditFilter } from './repo.js';
import type { Executor } from '../../../db/client.js';
import type { AdminActor } from '../shared/access.js';
import type { AdminDeps } from '../shared/deps.js';

/**
 * Records one admin action. Call it with the transaction that makes the change, so the change
 * and its record commit (or roll back) together. Details hold ids and values, never secrets.
 */
export async function audit(
  tx: Executor,
  actor: AdminActor,
  action: string,
  entity: string,
  entityId: string | number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.id,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    details,
    ip: actor.ip,
  });
}

/** The audit log as the console reads it. */
export const createAuditService = ({ db }: Pick<AdminDeps, 'db'>) => ({
  /** One page of the log, newest first, with each actor's name and phone. */
  page: (f: AuditFilter, q: { page_no?: number | undefined; page_size?: number | undefined }) => auditLogPage(db, f, q),
});

export type AuditService = ReturnType<typeof createAuditService>;

async function auditLogPage(ex: Executor, f: AuditFilter, q: { page_no?: number | undefined; page_size?: number | undefined }) {
  const page = pageOf(q);
  const { rows, total } = await listAudit(ex, f, page);
  const data = rows.map((a) => ({
    id: a.id,
    actor:
      a.actorUserId === null
        ? null
        : { user_id: a.actorUserId, name: `${a.actorFirstName ?? ''} ${a.actorLastName ?? ''}`.trim(), phone: a.actorPhone ?? '' },
    action: a.action,
    entity: a.entity,
    entity_id: a.entityId,
    details: a.details as Record<string, unknown>,
    ip: a.ip,
    created_at: toIso(a.createdAt)!,
  }));
  return pageResult(data, total, page);
}

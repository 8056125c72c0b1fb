import { and, count, desc, eq, like } from 'drizzle-orm';
import { readPage } from '../../../db/rows.js';
import { auditLog, users } from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';

export interface AuditFilter {
  actorId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
}

const where = (f: AuditFilter) =>
  and(
    f.actorId === undefined ? undefined : eq(auditLog.actorUserId, f.actorId),
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.entityId === undefined ? undefined : eq(auditLog.entityId, f.entityId),
    f.action === undefined
      ? undefined
      : f.action.endsWith('.')
        ? like(auditLog.action, `${f.action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditLog.action, f.action),
  );

/** Newest first. */
export async function listAudit(ex: Executor, f: AuditFilter, page: { limit: number; offset: number }) {
  return readPage(
    ex
      .select({
        id: auditLog.id,
        actorUserId: auditLog.actorUserId,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorPhone: users.phone,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where(f))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
    ex.select({ n: count() }).from(auditLog).where(where(f)),
    page,
  );
}

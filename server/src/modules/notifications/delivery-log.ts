/**
 * The admin's delivery log: every notice the service decided, newest first, with what the
 * provider answered (its id, or the error) and why a suppressed one was held back.
 */
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { readPage } from '../../db/rows.js';
import { notificationDeliveries, users } from '../../db/schema/index.js';
import { pageOf, pageResult, toIso } from '../admin/index.js';
import type { Executor } from '../../db/client.js';
import type { DeliveryLogQuery } from '@vahanhaat/contract/http/notifications';

export {
  DELIVERY_STATUSES,
  deliveryLogQuery,
  deliveryLogReply,
  deliveryOut,
  type DeliveryLogQuery,
} from '@vahanhaat/contract/http/notifications';

const d = notificationDeliveries;

export async function deliveryLogPage(ex: Executor, q: DeliveryLogQuery) {
  const page = pageOf(q);
  const where: SQL[] = [];
  if (q.channel) where.push(eq(d.channel, q.channel));
  if (q.kind) where.push(eq(d.kind, q.kind));
  if (q.status) where.push(eq(d.status, q.status));
  if (q.user_id) where.push(eq(d.userId, q.user_id));
  if (q.phone) where.push(or(eq(users.phone, q.phone), eq(d.phone, q.phone))!);
  if (q.from) where.push(gte(d.createdAt, q.from));
  if (q.to) where.push(lt(d.createdAt, q.to));
  const filter = where.length ? and(...where) : undefined;
  const { rows, total } = await readPage(
    ex
      .select({
        id: d.id,
        createdAt: d.createdAt,
        eventKey: d.eventKey,
        channel: d.channel,
        kind: d.kind,
        status: d.status,
        reason: d.reason,
        language: d.language,
        userId: d.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        to: sql<string>`coalesce(${d.phone}, ${users.phone})`,
        assetId: d.assetId,
        params: d.params,
        attempts: d.attempts,
        nextAttemptAt: d.nextAttemptAt,
        providerId: d.providerId,
        error: d.error,
        sentAt: d.sentAt,
        latencyMs: d.latencyMs,
      })
      .from(d)
      .innerJoin(users, eq(users.id, d.userId))
      .where(filter)
      .orderBy(desc(d.createdAt), desc(d.id)),
    ex.select({ n: count() }).from(d).innerJoin(users, eq(users.id, d.userId)).where(filter),
    page,
  );
  const waiting = (status: string) => status === 'pending' || status === 'retry' || status === 'sending';
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      created_at: toIso(r.createdAt)!,
      event_key: r.eventKey,
      channel: r.channel,
      kind: r.kind,
      status: r.status,
      reason: r.reason,
      language: r.language,
      user: { user_id: r.userId, name: `${r.firstName} ${r.lastName}`.trim(), phone: r.phone },
      to: r.to,
      asset_id: r.assetId,
      params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as Record<string, string>,
      attempts: r.attempts,
      next_attempt_at: waiting(r.status) ? toIso(r.nextAttemptAt) : null,
      provider_id: r.providerId,
      error: r.error,
      sent_at: toIso(r.sentAt),
      latency_ms: r.latencyMs,
    })),
    total,
    page,
  );
}

/** The notification service's queries: the outbox cursor, the facts a notice names, deliveries. */
import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/rows.js';
import { notificationCursor, notificationDeliveries, outbox } from '../../db/schema/index.js';
import { CONSUMED_KINDS, type Channel } from './rules.js';
import type { Executor } from '../../db/client.js';

export const CURSOR = 'notifications';
/**
 * An id missing below a committed row may belong to a transaction still open (ids are taken at
 * insert, commits land in any order); after this long it is taken for a rollback's gap.
 */
const GAP_SETTLE_SECONDS = 10;
const consumed = sql.raw(CONSUMED_KINDS.map((k) => `'${k}'`).join(', '));

/** The cursor starts at the outbox's end when the service first runs: history is not replayed. */
export async function ensureCursor(ex: Executor): Promise<void> {
  await ex.execute(sql`insert into ${notificationCursor} (name, last_id)
    select ${CURSOR}, coalesce(max(id), 0) from ${outbox}
    on conflict (name) do nothing`);
}

/** The cursor, locked for this transaction; null when another instance holds it. */
export async function claimCursor(ex: Executor): Promise<{ lastId: number; now: Date } | null> {
  const rows = await queryRows<{ last_id: string | number; now: string | Date }>(
    ex,
    sql`select last_id, now() as now from ${notificationCursor} where name = ${CURSOR} for update skip locked`,
  );
  const r = rows[0];
  return r ? { lastId: Number(r.last_id), now: new Date(r.now) } : null;
}

export async function moveCursor(ex: Executor, lastId: number): Promise<void> {
  await ex.execute(sql`update ${notificationCursor} set last_id = ${lastId}, updated_at = now() where name = ${CURSOR}`);
}

export interface OutboxRow {
  id: number;
  kind: string;
  subject: string;
  /** Only for the kinds the service reads. */
  payload: string | null;
  createdAt: Date;
  settled: boolean;
}

export async function outboxAfter(ex: Executor, lastId: number, limit: number): Promise<OutboxRow[]> {
  const rows = await queryRows<{
    id: string | number;
    kind: string;
    subject: string;
    payload: string | null;
    created_at: string | Date;
    settled: boolean;
  }>(
    ex,
    sql`select id, kind, subject, case when kind in (${consumed}) then payload::text end as payload, created_at,
          created_at < now() - make_interval(secs => ${GAP_SETTLE_SECONDS}) as settled
        from ${outbox} where id > ${lastId} order by id limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    subject: r.subject,
    payload: r.payload,
    createdAt: new Date(r.created_at),
    settled: r.settled,
  }));
}

export interface LotFacts {
  id: number;
  auctionId: number;
  lotNo: number;
  make: string;
  model: string;
  registrationNumber: string;
}

export async function lotFacts(ex: Executor, ids: number[]): Promise<Map<number, LotFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    auction_id: number;
    lot_no: number;
    make: string;
    model: string;
    registration_number: string;
  }>(ex, sql`select id, auction_id, lot_no, make, model, registration_number from assets where id = any(${intArray(ids)}::int[])`);
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, auctionId: r.auction_id, lotNo: r.lot_no, make: r.make, model: r.model, registrationNumber: r.registration_number },
    ]),
  );
}

/** The users who quoted on each lot. */
export async function biddersOf(ex: Executor, assetIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (assetIds.length === 0) return out;
  const rows = await queryRows<{ asset_id: number; user_id: number }>(
    ex,
    sql`select distinct asset_id, user_id from quotes where asset_id = any(${intArray(assetIds)}::int[])`,
  );
  for (const r of rows) out.set(r.asset_id, [...(out.get(r.asset_id) ?? []), r.user_id]);
  return out;
}

export interface UserSettings {
  language: string;
  quietHours: boolean;
  muted: string[];
}

export async function settingsOf(ex: Executor, userIds: number[]): Promise<Map<number, UserSettings>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; language: string | null; quiet_hours: boolean | null; muted: string[] | null }>(
    ex,
    sql`select u.id, coalesce(u.language, s.language) as language, s.quiet_hours, s.muted from users u left join notification_settings s on s.user_id = u.id
        where u.id = any(${intArray(userIds)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, { language: r.language ?? 'en', quietHours: r.quiet_hours ?? true, muted: r.muted ?? [] }]));
}

/** The last live notice (outbid, closing soon) queued or sent per kind, user and lot on a channel, within the window: `kind:user:lot`. */
export async function recentLiveNotices(ex: Executor, channel: Channel, userIds: number[], windowMs: number): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ kind: string; user_id: number; asset_id: number; at: string | Date }>(
    ex,
    sql`select kind, user_id, asset_id, max(created_at) as at from ${notificationDeliveries}
        where kind in ('outbid', 'closing_soon') and channel = ${channel} and status <> 'suppressed' and user_id = any(${intArray(userIds)}::int[])
          and created_at > now() - make_interval(secs => ${windowMs / 1000})
        group by kind, user_id, asset_id`,
  );
  return new Map(rows.map((r) => [`${r.kind}:${r.user_id}:${r.asset_id}`, new Date(r.at)]));
}

export interface ScheduledNotice {
  key: string;
  kind: 'closing_soon' | 'payment_reminder' | 'subscription_activated' | 'subscription_expiring';
  userId: number;
  auctionId: number | null;
  assetId: number | null;
  amount: number | null;
  deadline: Date;
  /** The plan's name (subscription notices). */
  plan: string | null;
}

/** How long before a lot's end its bidders and watchers hear it is closing. */
const CLOSING_SOON_MINUTES = 10;

/**
 * Closing soon: live lots ending within 10 minutes, for each buyer who quoted on or watches one
 * (the leader excepted), keyed by the end so an extension owes a new one. Payment reminders:
 * deals awaiting payment whose deadline is within 24 h (but more than 2 h) or within 2 h.
 * Subscriptions: activated within the last day (once per subscription), and the user's last
 * subscription ending within 7 days (but more than 1) or within 1 day. Moments
 * already recorded for the user are left out.
 */
export async function scheduledNotices(ex: Executor): Promise<ScheduledNotice[]> {
  const rows = await queryRows<{
    key: string;
    kind: ScheduledNotice['kind'];
    user_id: number;
    auction_id: number | null;
    asset_id: number | null;
    amount: number | null;
    deadline: string | Date;
    plan: string | null;
  }>(
    ex,
    sql`with closing as (
          select 'closing:' || a.id || ':' || floor(extract(epoch from a.ends_at))::bigint as key, 'closing_soon' as kind,
                 u.user_id, a.auction_id, a.id as asset_id, a.current_price as amount, a.ends_at as deadline, null::text as plan
          from assets a
          join lateral (select q.user_id from quotes q where q.asset_id = a.id union select w.user_id from watchlist w where w.asset_id = a.id) u on true
          where a.status = 'open' and a.starts_at <= now() and a.ends_at > now()
            and a.ends_at <= now() + make_interval(mins => ${CLOSING_SOON_MINUTES})
            and u.user_id is distinct from a.leader_user_id
        ), reminders as (
          select 'pay' || r.hours || ':' || d.asset_id || ':' || floor(extract(epoch from d.deadline_at))::bigint as key, 'payment_reminder' as kind,
                 d.buyer_user_id as user_id, a.auction_id, d.asset_id, d.amount, d.deadline_at as deadline, null::text as plan
          from deals d
          join assets a on a.id = d.asset_id
          cross join (values (24, 2), (2, 0)) as r(hours, after_hours)
          where d.stage = 'payment_due' and d.deadline_at <= now() + make_interval(hours => r.hours)
            and d.deadline_at > now() + make_interval(hours => r.after_hours)
        ), activated as (
          select 'sub_on:' || s.id as key, 'subscription_activated' as kind,
                 s.user_id, null::int as auction_id, null::int as asset_id, null::int as amount, s.end_at as deadline, p.name as plan
          from subscriptions s join plans p on p.id = s.plan_id
          where s.status = 'active' and s.updated_at > now() - interval '1 day' and s.end_at > now()
        ), expiring as (
          select 'sub' || r.days || ':' || s.user_id || ':' || floor(extract(epoch from s.end_at))::bigint as key, 'subscription_expiring' as kind,
                 s.user_id, null::int as auction_id, null::int as asset_id, null::int as amount, s.end_at as deadline, p.name as plan
          from subscriptions s
          join plans p on p.id = s.plan_id
          join users u on u.id = s.user_id and u.subscription_end_date = s.end_at
          cross join (values (7, 1), (1, 0)) as r(days, after_days)
          where s.status = 'active' and s.end_at <= now() + make_interval(days => r.days)
            and s.end_at > now() + make_interval(days => r.after_days)
        )
        select * from (select * from closing union all select * from reminders union all select * from activated union all select * from expiring) s
        where not exists (select 1 from ${notificationDeliveries} n where n.event_key = s.key and n.user_id = s.user_id)`,
  );
  return rows.map((r) => ({
    key: r.key,
    kind: r.kind,
    userId: r.user_id,
    auctionId: r.auction_id,
    assetId: r.asset_id,
    amount: r.amount === null ? null : Number(r.amount),
    deadline: new Date(r.deadline),
    plan: r.plan,
  }));
}

export interface NewDelivery {
  eventKey: string;
  channel: Channel;
  userId: number;
  /** The number to text when it is not the user's own (an agent's invitation). */
  phone?: string | null;
  kind: string;
  assetId: number | null;
  language: string;
  status: 'pending' | 'suppressed';
  reason: string | null;
  params: Record<string, string>;
  nextAttemptAt: Date;
  eventAt: Date;
}

/** Rows already written for the same event, channel and user are left as they are. */
export async function insertDeliveries(ex: Executor, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.insert(notificationDeliveries).values(rows).onConflictDoNothing();
}

/** One delivery written outside the decision pass, due now; its id (null when the event already has one). */
export async function insertDelivery(ex: Executor, row: Omit<NewDelivery, 'nextAttemptAt' | 'eventAt'>): Promise<number | null> {
  const [r] = await ex
    .insert(notificationDeliveries)
    .values({ ...row, nextAttemptAt: sql`now()`, eventAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return r?.id ?? null;
}

/** Parameters that must not outlive the message (a one-time link): removed once it is sent or given up. */
export async function dropParams(ex: Executor, id: number, names: readonly string[]): Promise<void> {
  await ex.execute(
    sql`update ${notificationDeliveries} set params = params - ${sql.raw(`array[${names.map((n) => `'${n}'`).join(', ')}]`)}::text[] where id = ${id}`,
  );
}

export interface DueDelivery {
  id: number;
  channel: Channel;
  userId: number;
  kind: string;
  assetId: number | null;
  language: string;
  params: Record<string, string>;
  attempts: number;
  phone: string;
}

/**
 * Takes up to `limit` due deliveries for this instance (or only the delivery `onlyId`, when it is due): marked sending, with a lease after which
 * another instance may take one a crash left behind. Rows another instance is taking are skipped.
 */
export async function claimDue(ex: Executor, limit: number, leaseSeconds: number, onlyId?: number): Promise<DueDelivery[]> {
  const rows = await queryRows<{
    id: number;
    channel: Channel;
    user_id: number;
    kind: string;
    asset_id: number | null;
    language: string;
    params: Record<string, string> | string;
    attempts: number;
    phone: string;
  }>(
    ex,
    sql`update ${notificationDeliveries} d set status = 'sending', attempts = d.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
        from users u
        where u.id = d.user_id and d.id in (
          select id from ${notificationDeliveries}
          where status in ('pending', 'retry', 'sending') and next_attempt_at <= now()${onlyId === undefined ? sql`` : sql` and id = ${onlyId}`}
          order by next_attempt_at, id limit ${limit} for update skip locked)
        returning d.id, d.channel, d.user_id, d.kind, d.asset_id, d.language, d.params, d.attempts, coalesce(d.phone, u.phone) as phone`,
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    userId: r.user_id,
    kind: r.kind,
    assetId: r.asset_id === null ? null : Number(r.asset_id),
    language: r.language,
    params: typeof r.params === 'string' ? (JSON.parse(r.params) as Record<string, string>) : r.params,
    attempts: r.attempts,
    phone: r.phone,
  }));
}

/** Accepted by the provider; returns the latency from the event's commit, in ms. */
export async function markSent(ex: Executor, id: number, providerId: string | null): Promise<number> {
  const rows = await queryRows<{ latency_ms: number }>(
    ex,
    sql`update ${notificationDeliveries} set status = 'sent', provider_id = ${providerId}, error = null, sent_at = now(),
          latency_ms = greatest(0, round(extract(epoch from (now() - event_at)) * 1000))::int, updated_at = now()
        where id = ${id} returning latency_ms`,
  );
  return rows[0]?.latency_ms ?? 0;
}

/** A failed attempt: again after `retryInMs`, or failed for good when that is null. */
export async function markFailed(ex: Executor, id: number, error: string, retryInMs: number | null): Promise<void> {
  await ex.execute(
    retryInMs === null
      ? sql`update ${notificationDeliveries} set status = 'failed', error = ${error}, updated_at = now() where id = ${id}`
      : sql`update ${notificationDeliveries} set status = 'retry', error = ${error},
              next_attempt_at = now() + make_interval(secs => ${retryInMs / 1000}), updated_at = now() where id = ${id}`,
  );
}

/**
 * Gives up the unsent deliveries whose event key starts with `prefix` (an invitation's link
 * replaced or withdrawn): failed with `error`, their one-time parameters removed.
 */
export async function cancelPending(ex: Executor, prefix: string, error: string, secret: readonly string[]): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    ex,
    sql`update ${notificationDeliveries} set status = 'failed', error = ${error}, updated_at = now(),
          params = params - ${sql.raw(`array[${secret.map((n) => `'${n}'`).join(', ')}]`)}::text[]
        where status in ('pending', 'retry') and starts_with(event_key, ${prefix}) returning id`,
  );
  return rows.length;
}

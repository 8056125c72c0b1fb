/** Dealers, their agents and the dealer's view of what the agents did: queries only. */
import { sql, type SQL } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/rows.js';
import type { Executor } from '../../db/client.js';

export type AgentStatus = 'invited' | 'active' | 'suspended' | 'revoked';

export interface AgentRow {
  id: number;
  dealer_id: number;
  agent_user_id: number | null;
  phone: string;
  name: string;
  status: AgentStatus;
  per_lot_cap: number | null;
  total_cap: number | null;
  allowed_state_ids: number[] | null;
  allowed_segments: string[] | null;
  invite_expires_at: string | Date | null;
  created_at: string | Date;
  activated_at: string | Date | null;
  suspended_at: string | Date | null;
}

export interface Caps {
  perLotCap: number | null;
  totalCap: number | null;
  allowedStateIds: number[] | null;
  allowedSegments: string[] | null;
}

const AGENT_COLUMNS = sql`da.id, da.dealer_id, da.agent_user_id, trim(da.phone) as phone, da.name, da.status::text as status, da.per_lot_cap, da.total_cap,
  da.allowed_state_ids, da.allowed_segments, da.invite_expires_at, da.created_at, da.activated_at, da.suspended_at`;

const intList = (ids: readonly number[] | null) => (ids === null ? sql`null::integer[]` : sql`${intArray(ids)}::integer[]`);
const textList = (items: readonly string[] | null) =>
  items === null ? sql`null::text[]` : sql`array(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb))::text[]`;

export async function userFlags(ex: Executor, userId: number) {
  const [row] = await queryRows<{ is_dealer: boolean; kyc_verified: boolean; is_admin: boolean; name: string }>(
    ex,
    sql`select is_dealer, kyc_verified, (is_admin or is_auction_admin) as is_admin, trim(first_name || ' ' || last_name) as name from users where id = ${userId}`,
  );
  return row;
}

/** The agent row that ties this user to a dealer (active or suspended), if any. */
export async function agencyOf(ex: Executor, userId: number) {
  const [row] = await queryRows<{ id: number; dealer_id: number; status: AgentStatus; dealer_name: string }>(
    ex,
    sql`select da.id, da.dealer_id, da.status::text as status, trim(u.first_name || ' ' || u.last_name) as dealer_name
        from dealer_agents da join users u on u.id = da.dealer_id
        where da.agent_user_id = ${userId} and da.status in ('active', 'suspended') limit 1`,
  );
  return row;
}

export async function setDealer(ex: Executor, userId: number) {
  await ex.execute(sql`update users set is_dealer = true, updated_at = now() where id = ${userId}`);
}

export async function listAgents(ex: Executor, dealerId: number) {
  return queryRows<AgentRow>(
    ex,
    sql`select ${AGENT_COLUMNS} from dealer_agents da where da.dealer_id = ${dealerId} order by da.status = 'revoked', da.created_at desc, da.id desc`,
  );
}

export async function findAgent(ex: Executor, dealerId: number, id: number, lock = false) {
  const [row] = await queryRows<AgentRow>(
    ex,
    sql`select ${AGENT_COLUMNS} from dealer_agents da where da.id = ${id} and da.dealer_id = ${dealerId}${lock ? sql` for update` : sql``}`,
  );
  return row;
}

/** A live row (not revoked) of this dealer for the phone. */
export async function liveAgentByPhone(ex: Executor, dealerId: number, phone: string) {
  const [row] = await queryRows<{ id: number }>(
    ex,
    sql`select id from dealer_agents where dealer_id = ${dealerId} and phone = ${phone} and status <> 'revoked' limit 1`,
  );
  return row;
}

/** The account with this phone, and whether it is already a dealer or someone's agent. */
export async function phoneAccount(ex: Executor, phone: string) {
  const [row] = await queryRows<{ id: number; is_dealer: boolean; is_admin: boolean; agent_elsewhere: boolean }>(
    ex,
    sql`select u.id, u.is_dealer, (u.is_admin or u.is_auction_admin) as is_admin,
          exists (select 1 from dealer_agents da where da.agent_user_id = u.id and da.status in ('active', 'suspended')) as agent_elsewhere
        from users u where u.phone = ${phone}`,
  );
  return row;
}

export async function insertInvite(
  ex: Executor,
  v: { dealerId: number; phone: string; name: string; tokenHash: string; ttlHours: number } & Caps,
) {
  const [row] = await queryRows<{ id: number; invite_expires_at: string | Date }>(
    ex,
    sql`insert into dealer_agents (dealer_id, phone, name, status, invite_token_hash, invite_expires_at, per_lot_cap, total_cap, allowed_state_ids, allowed_segments)
        values (${v.dealerId}, ${v.phone}, ${v.name}, 'invited', ${v.tokenHash}, now() + make_interval(hours => ${v.ttlHours}), ${v.perLotCap}, ${v.totalCap}, ${intList(v.allowedStateIds)}, ${textList(v.allowedSegments)})
        returning id, invite_expires_at`,
  );
  return row!;
}

export async function renewInvite(ex: Executor, id: number, tokenHash: string, ttlHours: number) {
  const [row] = await queryRows<{ invite_expires_at: string | Date }>(
    ex,
    sql`update dealer_agents set invite_token_hash = ${tokenHash}, invite_expires_at = now() + make_interval(hours => ${ttlHours}) where id = ${id} and status = 'invited' returning invite_expires_at`,
  );
  return row;
}

export async function updateCaps(ex: Executor, id: number, c: Caps) {
  await ex.execute(
    sql`update dealer_agents set per_lot_cap = ${c.perLotCap}, total_cap = ${c.totalCap}, allowed_state_ids = ${intList(c.allowedStateIds)}, allowed_segments = ${textList(c.allowedSegments)} where id = ${id}`,
  );
}

export async function setStatus(ex: Executor, id: number, status: AgentStatus) {
  const stamp: SQL = status === 'suspended' ? sql`, suspended_at = now()` : status === 'active' ? sql`, suspended_at = null` : sql``;
  // A revoked invitation's link stops working with it.
  const token: SQL = status === 'revoked' ? sql`, invite_token_hash = null` : sql``;
  await ex.execute(sql`update dealer_agents set status = ${status}${stamp}${token} where id = ${id}`);
}

/** Ends every session of the user: the next request they make is signed out. */
export async function endSessions(ex: Executor, userId: number) {
  await ex.execute(sql`delete from sessions where user_id = ${userId}`);
}

/** An open invitation by its token's hash, with its dealer's name and whether the phone has an account. */
export async function invitationByHash(ex: Executor, tokenHash: string, lock = false) {
  const [row] = await queryRows<AgentRow & { dealer_name: string; live: boolean; account_id: number | null }>(
    ex,
    sql`select ${AGENT_COLUMNS}, trim(d.first_name || ' ' || d.last_name) as dealer_name, da.invite_expires_at > now() as live,
          (select u.id from users u where u.phone = da.phone) as account_id
        from dealer_agents da join users d on d.id = da.dealer_id
        where da.invite_token_hash = ${tokenHash} and da.status = 'invited'${lock ? sql` for update of da` : sql``}`,
  );
  return row;
}

export async function activate(ex: Executor, id: number, agentUserId: number) {
  await ex.execute(
    sql`update dealer_agents set status = 'active', agent_user_id = ${agentUserId}, activated_at = now(), invite_token_hash = null where id = ${id}`,
  );
}

/** Where the dealer lives: the agent's new account is placed in the same state. */
export async function dealerHome(ex: Executor, dealerId: number) {
  const [row] = await queryRows<{ state_id: number | null; address: string; pincode: string | null }>(
    ex,
    sql`select state_id, address, pincode from users where id = ${dealerId}`,
  );
  return row;
}

/**
 * What each agent's own quotes and autobids commit now: open lots the dealer leads through the
 * agent's quote (the higher of the price and the agent's maximum on it), the agent's maxima on
 * open lots the dealer does not lead, and lots won through the agent's quote and not yet paid.
 */
export async function exposureByAgent(ex: Executor, dealerId: number) {
  return queryRows<{ agent_id: number; exposure: number }>(
    ex,
    sql`with led as (
          select q.agent_id, a.id as asset_id, greatest(a.current_price, coalesce(ab.max_amount, 0)) as amount
          from assets a
          join quotes q on q.asset_id = a.id and q.seq = a.last_seq
          left join autobids ab on ab.asset_id = a.id and ab.user_id = ${dealerId} and ab.agent_id = q.agent_id
          where a.status = 'open' and a.leader_user_id = ${dealerId} and q.user_id = ${dealerId} and q.agent_id is not null
        ), maxima as (
          select ab.agent_id, ab.max_amount as amount
          from autobids ab join assets a on a.id = ab.asset_id
          where ab.user_id = ${dealerId} and ab.agent_id is not null and a.status = 'open'
            and a.leader_user_id is distinct from ${dealerId} and ab.max_amount > coalesce(a.current_price, 0)
        ), unpaid as (
          select w.agent_id, a.winning_amount as amount
          from assets a
          cross join lateral (select q.agent_id from quotes q where q.asset_id = a.id and q.user_id = ${dealerId} order by q.seq desc limit 1) w
          where a.winner_user_id = ${dealerId} and w.agent_id is not null
            and a.result in ('approval_pending', 'approved', 'countered', 'offered_h2')
        )
        select agent_id, sum(amount)::bigint as exposure
        from (select agent_id, amount from led union all select agent_id, amount from maxima union all select agent_id, amount from unpaid) x
        group by agent_id`,
  );
}

export interface DashboardRange {
  agentId?: number;
  from?: string;
  to?: string;
}

/** Quotes are read in India's calendar: a day runs midnight to midnight IST. */
const range = (column: SQL, r: DashboardRange) =>
  sql`${r.from ? sql` and ${column} >= (${r.from}::date)::timestamp at time zone 'Asia/Kolkata'` : sql``}${
    r.to ? sql` and ${column} < ((${r.to}::date + 1))::timestamp at time zone 'Asia/Kolkata'` : sql``
  }`;

const lotLabel = sql`trim(a.make || ' ' || a.model || ' ' || a.year || ' (' || a.registration_number || ')')`;

export async function dealerQuotes(ex: Executor, dealerId: number, r: DashboardRange, limit: number) {
  return queryRows<{
    quote_id: number;
    asset_id: number;
    c_auction_id: number;
    lot_no: number;
    lot: string;
    amount: number;
    kind: string;
    agent_id: number | null;
    agent_name: string | null;
    created_at: string | Date;
    leading: boolean;
  }>(
    ex,
    sql`select q.id as quote_id, a.id as asset_id, a.auction_id as c_auction_id, a.lot_no, ${lotLabel} as lot, q.amount, q.kind::text as kind,
          q.agent_id, (select da.name from dealer_agents da where da.dealer_id = ${dealerId} and da.agent_user_id = q.agent_id order by da.id desc limit 1) as agent_name,
          q.created_at, (q.seq = a.last_seq and a.leader_user_id = ${dealerId}) as leading
        from quotes q join assets a on a.id = q.asset_id
        where q.user_id = ${dealerId}${r.agentId ? sql` and q.agent_id = ${r.agentId}` : sql``}${range(sql`q.created_at`, r)}
        order by q.created_at desc, q.id desc limit ${limit}`,
  );
}

export async function dealerWins(ex: Executor, dealerId: number, r: DashboardRange, limit: number) {
  return queryRows<{
    asset_id: number;
    c_auction_id: number;
    lot_no: number;
    lot: string;
    amount: number;
    agent_id: number | null;
    agent_name: string | null;
    result: string;
    closed_at: string | Date | null;
  }>(
    ex,
    sql`select a.id as asset_id, a.auction_id as c_auction_id, a.lot_no, ${lotLabel} as lot, a.winning_amount as amount, w.agent_id,
          (select da.name from dealer_agents da where da.dealer_id = ${dealerId} and da.agent_user_id = w.agent_id order by da.id desc limit 1) as agent_name,
          a.result::text as result, a.closed_at
        from assets a
        cross join lateral (select q.agent_id from quotes q where q.asset_id = a.id and q.user_id = ${dealerId} order by q.seq desc limit 1) w
        where a.winner_user_id = ${dealerId}${r.agentId ? sql` and w.agent_id = ${r.agentId}` : sql``}${range(sql`a.closed_at`, r)}
        order by a.closed_at desc nulls last, a.id desc limit ${limit}`,
  );
}

/** Per agent user: how many quotes the dealer's account placed through them, and how many lots they won. */
export async function countsByAgent(ex: Executor, dealerId: number, r: DashboardRange) {
  return queryRows<{ agent_id: number; quotes: number; wins: number }>(
    ex,
    sql`select agent_id, sum(quotes)::int as quotes, sum(wins)::int as wins from (
          select q.agent_id, count(*) as quotes, 0 as wins from quotes q where q.user_id = ${dealerId} and q.agent_id is not null${range(sql`q.created_at`, r)} group by q.agent_id
          union all
          select w.agent_id, 0, count(*) from assets a
          cross join lateral (select q.agent_id from quotes q where q.asset_id = a.id and q.user_id = ${dealerId} order by q.seq desc limit 1) w
          where a.winner_user_id = ${dealerId} and w.agent_id is not null${range(sql`a.closed_at`, r)} group by w.agent_id
        ) x group by agent_id`,
  );
}

/** A lot's quotes for the admin's audit: the bidder of record and, for a dealer's, the agent who placed it. */
export async function lotQuotesWithAgents(ex: Executor, assetId: number) {
  return queryRows<{
    seq: number;
    amount: number;
    kind: string;
    created_at: string | Date;
    bidder_id: number;
    bidder_name: string;
    bidder_phone: string;
    agent_id: number | null;
    agent_name: string | null;
    agent_phone: string | null;
  }>(
    ex,
    sql`select q.seq, q.amount, q.kind::text as kind, q.created_at, q.user_id as bidder_id, trim(b.first_name || ' ' || b.last_name) as bidder_name, trim(b.phone) as bidder_phone,
          q.agent_id, trim(ag.first_name || ' ' || ag.last_name) as agent_name, trim(ag.phone) as agent_phone
        from quotes q join users b on b.id = q.user_id left join users ag on ag.id = q.agent_id
        where q.asset_id = ${assetId} order by q.seq`,
  );
}

-- The bidding engine: vh_place_quote_batch decides a batch of requests, manual quotes and autobids
-- alike (bidding/repo.ts placeQuotes sends one batch per lane round trip), and writes everything
-- they cause in one statement's transaction. This file is the only source of the routine. It is
-- applied at start-up, under the migration lock, whenever its content hash differs from the one
-- recorded in routine_versions (db/routines.ts), so a rule change is an edit of this file and
-- nothing else. Its executable specification is bidding/rules.ts; engine.test.ts drives random
-- interleavings of requests through both and compares every answer, quote and event.
--
-- A request is {tokenHash, assetId, amount, key, requestHash} and, for an autobid, kind 'autobid'
-- (amount is then the maximum). The kind is also the scope of the request's idempotency key.
--
-- A change that alters the routine's arguments or the shape of its answer takes a new name and
-- leaves the old one for the instances of the previous release during a rolling upgrade; a later
-- release drops it in a migration. vh_place_quote_batch_v2 (this file) added the platform's deposit
-- limit multiple as an argument and the answers limit_exceeded and agent_* (buying limits, dealers'
-- agents: docs/deposits.md); vh_place_quote_batch, the previous release's, stays in the database as
-- it was applied. (Requests without a kind are manual quotes, as earlier releases send them.)
--
-- Agents and limits, at no cost to the rest: a session of an ACTIVE agent (dealer_agents, read
-- with the session) quotes as the dealer (the bidder: plan, state, segment, leader rule, masked id)
-- with agent_id recorded on its quotes and maxima; its caps are checked after the bidder's checks.
-- On a lot whose auction requires deposits, the bidder's exposure after the request must stay
-- within balance × multiple (auction ?? financier ?? p_deposit_multiple): the bidders' deposit
-- accounts are locked after the lots (user id order), so one bidder's requests in different lanes
-- serialise. A request that adds `more` passes when the account's exposure_bound (never below the
-- bidder's exposure: open lots and unpaid deals) + more is within the limit; only when it is not
-- (or the bound is unknown) is exposure summed (section 3) from the batch's lots as decided so far
-- plus the committed rest (the lots of the bidder's quotes from the account's exposure_from_lot on,
-- their exposure_lots rows, their unpaid deals), the bound set to that sum, and the request decided
-- on it. Either way the answer is the one rules.ts gives from the exact sum: a bound within the
-- limit means the sum is too, and every refusal is decided, and its `used` named, from the sum.
-- The statement that locks the batch's accounts (one for all) raises each bound by what the
-- bidder's requests can add at most (each accepted request then adds its `more` to the bound the
-- batch checks against) and lowers exposure_from_lot to their lowest lot; a bound summed exactly is
-- written back at the end, with exposure_from_lot raised to the lowest lot that still holds
-- exposure. A deal step adds to the bound what a deal newly commits the buyer to (deposits/holds.ts).
-- Lots of other auctions and users who are not agents take no statement more than before.
--
-- The sections inside the function:
--   1. sessions and keys: the requests by arrival; a request without a live session of an
--      unblocked user gets a 401; each key's stored answer is replayed, concurrent claimants wait;
--   2. lots and proxies: the lots locked in id order and read after the locks (the batch's time
--      is when it got them), their proxies in the order rules.ts#contest ranks them;
--   3. the decision per request, in arrival order: refusals, the manual quote or the new maximum,
--      the proxies' contest, the soft close, the hash chain, the events, the answer;
--   4. writes, one statement each: quotes, outbox, lots, proxies, keys;
--   5. answers: one text document with every answer and event.

-- Timestamps in answers and events: ISO 8601 in UTC with milliseconds, as JavaScript prints them.
CREATE OR REPLACE FUNCTION vh_iso(ts timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- The lots a user has quoted on, from lot p_from on (none when p_from is null): one probe of
-- quotes_user_asset_idx per lot, however often they quoted there. Where an exposure sum starts
-- (here, and deposits/exposure.ts), from the account's exposure_from_lot (docs/deposits.md).
CREATE OR REPLACE FUNCTION vh_quoted_lots(p_user integer, p_from integer) RETURNS SETOF integer
LANGUAGE sql STABLE ROWS 10 AS $$
  WITH RECURSIVE q(asset_id) AS (
    (SELECT q1.asset_id FROM quotes q1 WHERE q1.user_id = p_user AND q1.asset_id >= p_from ORDER BY q1.asset_id LIMIT 1)
    UNION ALL
    SELECT (SELECT q2.asset_id FROM quotes q2 WHERE q2.user_id = p_user AND q2.asset_id > q.asset_id ORDER BY q2.asset_id LIMIT 1)
      FROM q WHERE q.asset_id IS NOT NULL)
  SELECT q.asset_id FROM q WHERE q.asset_id IS NOT NULL
$$;

CREATE OR REPLACE FUNCTION vh_place_quote_batch_v2(
  p_requests jsonb,
  -- Subject templates from events/subjects.ts, so subjects are still built in one place.
  p_quote_subject text,
  p_extended_subject text,
  -- DEPOSIT_LIMIT_MULTIPLE: the buying limit's multiple where neither auction nor financier sets one.
  p_deposit_multiple integer
) RETURNS text LANGUAGE plpgsql
-- Its statements' plans are made once per connection: every lookup is by key whatever the batch,
-- and planning them afresh per batch (custom plans for the array parameters) cost a tenth of it.
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  -- The requests, by arrival (i).
  r_count integer;
  r_scopes text[];
  r_tokens bpchar[];
  r_assets integer[];
  r_amounts integer[];
  r_keys text[];
  r_hashes bpchar[];
  r_users integer[];
  -- The session's user (the key's owner; the agent for an agent's request), the agent (null: none),
  -- whether an agent may act (active), the agent's caps.
  r_actors integer[];
  r_agents integer[];
  r_agent_ok boolean[];
  r_cap_lot integer[];
  r_cap_total integer[];
  r_agent_states jsonb[];
  r_agent_segments jsonb[];
  r_admin boolean[];
  r_subscribed boolean[];
  r_segments jsonb[];
  r_first integer[];
  r_prior_hash bpchar[];
  r_prior json[];
  r_answers json[];
  -- The lots, by id (p), as the requests decided so far left them.
  l_ids integer[];
  l_auction integer[];
  l_status text[];
  l_starts timestamptz[];
  l_ends timestamptz[];
  l_hard_end timestamptz[];
  l_start_price integer[];
  l_increment integer[];
  l_price integer[];
  l_leader integer[];
  l_leader_agent integer[];
  -- The buying limit's multiple of a lot whose auction requires deposits; null for every other lot.
  l_multiple integer[];
  l_count integer[];
  l_seq integer[];
  l_hash bpchar[];
  l_extensions integer[];
  l_auction_status text[];
  l_state integer[];
  l_state_name text[];
  l_segment_code text[];
  l_segment_name text[];
  l_soft_close integer[];
  l_extension integer[];
  l_changed boolean[];
  -- The lots' proxies, strongest first per lot, as the autobids decided so far left them.
  a_assets integer[];
  a_users integer[];
  a_max integer[];
  a_at timestamptz[];
  a_changed boolean[];
  a_agents integer[];
  -- When the last maximum this batch set was set (null until one is).
  a_set_at timestamptz;
  -- What the batch writes.
  q_assets integer[];
  q_seqs integer[];
  q_users integer[];
  q_amounts integer[];
  q_kinds text[];
  q_agents integer[];
  q_prevs bpchar[];
  q_hashes bpchar[];
  e_requests integer[];
  e_subjects text[];
  e_kinds text[];
  e_assets integer[];
  e_auctions integer[];
  e_seqs integer[];
  e_payloads json[];
  e_ids bigint[];
  k_users integer[];
  k_scopes text[];
  k_keys text[];
  k_hashes bpchar[];
  k_statuses integer[];
  k_answers json[];
  -- Deposit accounts of the batch's bidders (user, balance; a bidder without one has a limit of 0),
  -- whether the row exists (and is locked), their exposure bound (open lots and unpaid deals) as the
  -- batch moves it (null: unknown), whether the batch summed exposure exactly (the bound is then
  -- written back), their unpaid deals and committed exposure on open lots outside the batch's lots
  -- as first summed (null until then), the lowest lot of the bidder's requests here, the account's
  -- exposure_from_lot as the batch leaves it (raised by an exact sum), agents' lots to add to
  -- exposure_lots.
  d_users integer[];
  d_balances integer[];
  d_has boolean[];
  d_bounds bigint[];
  d_exact boolean[];
  d_deals bigint[];
  d_outside bigint[];
  d_first integer[];
  d_from integer[];
  x_users integer[];
  x_assets integer[];
  -- Agents with a total cap, and their committed exposure outside the batch's lots as first summed.
  g_agents integer[];
  g_outside bigint[];
  -- One request.
  p integer;
  j integer;
  v_user integer;
  v_agent integer;
  v_agents integer[];
  v_used bigint;
  v_more bigint;
  v_limit bigint;
  v_lot_before bigint;
  v_lot_after bigint;
  v_from integer;
  v_low integer;
  v_d integer;
  v_g integer;
  v_asset integer;
  v_amount integer;
  v_autobid boolean;
  v_mine integer;
  v_floor integer;
  v_now timestamptz;
  v_now_iso text;
  v_ms bigint;
  v_lots integer[];
  v_next_valid integer;
  -- The standing the proxies contest: after a manual quote, that quote; after an autobid, the lot's.
  c_price integer;
  c_leader integer;
  v_min_valid integer;
  v_own_max integer;
  v_own_at timestamptz;
  v_own_agent integer;
  v_top_agent integer;
  v_second_agent integer;
  v_runner_agent integer;
  v_winner_agent integer;
  v_m integer;
  v_m_agent integer;
  v_e bigint;
  v_leader_cap integer;
  v_top_id integer;
  v_top_max integer;
  v_top_at timestamptz;
  v_second_id integer;
  v_second_max integer;
  v_second_cap integer;
  v_final integer;
  v_winner integer;
  v_runner integer;
  v_runner_max integer;
  v_users integer[];
  v_amounts integer[];
  v_kinds text[];
  v_n integer;
  v_seq integer;
  v_prev bpchar;
  v_hash bpchar;
  v_ends_at timestamptz;
  v_ends_iso text;
  v_extended boolean;
  v_subject text;
  v_outbid integer;
  v_payload json;
  v_out json;
  v_status integer;
BEGIN
  ---------------------------------------------------------------------------------------------
  -- 1. Sessions and keys.
  ---------------------------------------------------------------------------------------------
  -- Array aggregates below take their rows in the order of a function scan or an ordered
  -- subquery, which a plain scan keeps; an ORDER BY per aggregate would sort each one again.
  SELECT count(*)::integer, array_agg(coalesce(e.r->>'kind', 'quote')), array_agg((e.r->>'tokenHash')::bpchar),
         array_agg((e.r->>'assetId')::integer), array_agg((e.r->>'amount')::integer), array_agg(e.r->>'key'),
         array_agg((e.r->>'requestHash')::bpchar)
    INTO r_count, r_scopes, r_tokens, r_assets, r_amounts, r_keys, r_hashes
    FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e(r, n);
  IF r_count = 0 THEN
    RETURN '{"answers":[],"events":[]}';
  END IF;

  -- A request without a live session of an unblocked user gets a 401 (its user stays null).
  -- An agent's session: the bidder is the dealer (an unblocked one), whose plan decides; a
  -- suspended agent is refused in section 3; a removed (revoked) one quotes as themselves again.
  -- One index probe on dealer_agents more (one live row per agent: dealer_agents_agent_user_uq).
  SELECT array_agg(coalesce(us.dealer_id, us.id)), array_agg(us.id), array_agg(us.agent_id), array_agg(us.agent_ok),
         array_agg(us.per_lot_cap), array_agg(us.total_cap), array_agg(us.agent_states), array_agg(us.agent_segments),
         array_agg(us.is_admin OR us.is_auction_admin),
         array_agg(us.is_subscribed AND coalesce(us.subscription_end_date > now(), true)),
         array_agg(to_jsonb(us.subscription_segments))
    INTO r_users, r_actors, r_agents, r_agent_ok, r_cap_lot, r_cap_total, r_agent_states, r_agent_segments, r_admin, r_subscribed, r_segments
    FROM unnest(r_tokens) WITH ORDINALITY AS t(token, n)
    -- LIMIT keeps this a lookup by primary key per request, never a join planned as a scan.
    LEFT JOIN LATERAL (
      SELECT u.id, ag.agent_user_id AS agent_id, ag.status = 'active' AS agent_ok, d.id AS dealer_id,
             ag.per_lot_cap, ag.total_cap, to_jsonb(ag.allowed_state_ids) AS agent_states, to_jsonb(ag.allowed_segments) AS agent_segments,
             coalesce(d.is_admin, u.is_admin) AS is_admin, coalesce(d.is_auction_admin, u.is_auction_admin) AS is_auction_admin,
             coalesce(d.is_subscribed, u.is_subscribed) AS is_subscribed,
             CASE WHEN d.id IS NOT NULL THEN d.subscription_end_date ELSE u.subscription_end_date END AS subscription_end_date,
             CASE WHEN d.id IS NOT NULL THEN d.subscription_segments ELSE u.subscription_segments END AS subscription_segments
        FROM sessions s JOIN users u ON u.id = s.user_id
        LEFT JOIN dealer_agents ag ON ag.agent_user_id = u.id AND ag.status <> 'revoked'
        LEFT JOIN users d ON d.id = ag.dealer_id AND ag.status = 'active'
       WHERE s.token_hash = t.token AND s.expires_at > now() AND NOT u.is_blocked
         AND (ag.status IS DISTINCT FROM 'active' OR NOT d.is_blocked) LIMIT 1) AS us ON true;
  -- A concurrent claimant of one of these keys waits here until the batch that has it commits,
  -- then reads its stored answer below and replays it. Every batch takes its keys in hash order.
  PERFORM pg_advisory_xact_lock(k.h)
     FROM (SELECT DISTINCT hashtextextended(x.u || ':' || x.scope || ':' || x.key, 0) AS h
             FROM unnest(r_actors, r_scopes, r_keys) AS x(u, scope, key) WHERE x.u IS NOT NULL ORDER BY 1) AS k;

  -- The keys' stored answers, and each request's first request with the same key. Lookups by
  -- primary key, request by request (a join could be planned as a scan of the whole table).
  SELECT array_agg(z.first), array_agg((z.stored).request_hash), array_agg((z.stored).response_body)
    INTO r_first, r_prior_hash, r_prior
    FROM (SELECT x.n, min(x.n) OVER (PARTITION BY x.u, x.scope, x.key)::integer AS first,
                 (SELECT k FROM idempotency_keys k WHERE k.user_id = x.u AND k.scope = x.scope AND k.key = x.key) AS stored
            FROM unnest(r_actors, r_scopes, r_keys) WITH ORDINALITY AS x(u, scope, key, n)
           ORDER BY x.n) AS z;

  ---------------------------------------------------------------------------------------------
  -- 2. Lots and proxies.
  ---------------------------------------------------------------------------------------------
  -- The lots the batch decides on, locked in id order (one order for every batch).
  SELECT array_agg(DISTINCT r_assets[i]) INTO v_lots
    FROM generate_subscripts(r_assets, 1) AS i
   WHERE r_users[i] IS NOT NULL AND r_prior_hash[i] IS NULL AND r_first[i] = i AND r_agent_ok[i] IS NOT FALSE;
  SELECT array_agg(a.id), array_agg(a.auction_id), array_agg(a.status),
         array_agg(a.starts_at), array_agg(a.ends_at), array_agg(a.hard_end_at),
         array_agg(a.start_price), array_agg(a.increment), array_agg(a.current_price),
         array_agg(a.leader_user_id), array_agg(a.leader_agent_id), array_agg(a.multiple), array_agg(a.quote_count), array_agg(a.last_seq),
         array_agg(a.last_hash), array_agg(a.extensions), array_agg(a.auction_status),
         array_agg(a.state_id), array_agg(a.state_name), array_agg(a.segment_code),
         array_agg(a.segment_name), array_agg(a.soft_close_seconds), array_agg(a.extension_seconds),
         array_agg(false)
    INTO l_ids, l_auction, l_status, l_starts, l_ends, l_hard_end, l_start_price, l_increment, l_price, l_leader, l_leader_agent, l_multiple, l_count,
         l_seq, l_hash, l_extensions, l_auction_status, l_state, l_state_name, l_segment_code, l_segment_name, l_soft_close,
         l_extension, l_changed
    FROM (SELECT a.id, a.auction_id, a.status::text AS status, a.starts_at, a.ends_at, a.hard_end_at, a.start_price, a.increment,
                 a.current_price, a.leader_user_id, a.leader_agent_id,
                 -- The financier is read only for a lot whose auction requires deposits and sets no multiple.
                 CASE WHEN au.requires_deposit THEN coalesce(au.deposit_limit_multiple,
                   (SELECT f.deposit_limit_multiple FROM financiers f WHERE f.id = au.financier_id), p_deposit_multiple) END AS multiple,
                 a.quote_count, a.last_seq, a.last_hash, a.extensions,
                 au.status::text AS auction_status, au.state_id, st.name AS state_name, sg.code AS segment_code,
                 sg.name AS segment_name, au.soft_close_seconds, au.extension_seconds
            FROM assets a
            JOIN auctions au ON au.id = a.auction_id
            JOIN states st ON st.id = au.state_id
            JOIN segments sg ON sg.id = au.segment_id
           WHERE a.id = ANY (v_lots)
           ORDER BY a.id
             FOR UPDATE OF a) AS a; -- aggregated in that order (a plain scan of the subquery keeps it)
  -- Read after the locks: the batch's time is when it got its lots, not when it began to wait.
  v_now := date_trunc('milliseconds', clock_timestamp());
  v_now_iso := vh_iso(v_now);
  v_ms := (extract(epoch FROM v_now) * 1000)::bigint;

  -- Their proxies, in the order contest() ranks them: highest maximum, then earliest set, then
  -- user. A statement of its own after the locks, so it sees what the batch we waited on wrote.
  IF l_ids IS NOT NULL THEN
    SELECT array_agg(b.asset_id), array_agg(b.user_id), array_agg(b.max_amount), array_agg(b.max_set_at), array_agg(false), array_agg(b.agent_id)
      INTO a_assets, a_users, a_max, a_at, a_changed, a_agents
      FROM (SELECT * FROM autobids WHERE asset_id = ANY (l_ids) ORDER BY asset_id, max_amount DESC, max_set_at, user_id) AS b;
  END IF;

  -- The deposit accounts of the bidders of fresh requests on lots that require deposits, locked
  -- after the lots, in user id order (every batch and the ledger take them in that order), and
  -- raised by what the batch's requests can add at most: a request adds at most its amount (`more`
  -- = exposure after − before, and after is the amount or an exposure already counted before), and
  -- nothing when its amount is below what the lot takes now (prices only rise in a batch, so it
  -- will be refused). The bound the batch then tracks is the one before, raised by each accepted
  -- request's `more`; the row keeps the raised one, an upper bound too, unless the batch sums
  -- exposure exactly (then the exact one is written back). Only for such lots: the common batch
  -- takes no statement here.
  IF l_ids IS NOT NULL AND cardinality(array_remove(l_multiple, NULL)) > 0 THEN
    -- One statement for all the batch's bidders (one per bidder cost most of the check on a batch
    -- spread over many lots): the bidders' accounts proposed in user id order to an INSERT that
    -- always meets them (only bidders with an account are proposed, and accounts are never
    -- deleted), so ON CONFLICT takes each row by its key, locks and updates it in that order,
    -- whatever the size of the table (an UPDATE of many keys could be planned as a scan, in the
    -- heap's order). The proposal carries what the batch adds (`excluded`): the bound raised by
    -- the requests' amounts, and exposure_from_lot lowered to the lowest lot the bidder may be
    -- accepted on (a scalar: the lots themselves are found from the bidder's quotes when summed).
    -- A bidder whose every request here will be refused for its amount needs no check (a refused
    -- request reaches none), so no account: the common case on a lot many quote on at once.
    WITH b AS MATERIALIZED (
      SELECT r_users[i] AS user_id, sum(r_amounts[i])::bigint AS add, min(r_assets[i]) AS first_lot
        FROM generate_subscripts(r_users, 1) AS i, LATERAL (SELECT array_position(l_ids, r_assets[i]) AS p) AS x
       WHERE r_users[i] IS NOT NULL AND r_prior_hash[i] IS NULL AND r_first[i] = i AND l_multiple[x.p] IS NOT NULL
         AND r_amounts[i] >= CASE WHEN r_scopes[i] = 'autobid' THEN coalesce(l_price[x.p], l_start_price[x.p])
                                  ELSE coalesce(l_price[x.p] + l_increment[x.p], l_start_price[x.p]) END
       GROUP BY 1
      HAVING sum(r_amounts[i]) > 0
    ), u AS (
      INSERT INTO deposit_accounts AS da (user_id, exposure_bound, exposure_from_lot)
      SELECT b.user_id, b.add, b.first_lot FROM b
       -- OFFSET 0: a probe of the primary key per bidder, never a semi-join that could scan the table.
       WHERE EXISTS (SELECT 1 FROM deposit_accounts e WHERE e.user_id = b.user_id OFFSET 0)
       ORDER BY b.user_id
          ON CONFLICT (user_id) DO UPDATE SET exposure_bound = da.exposure_bound + excluded.exposure_bound,
             exposure_from_lot = least(da.exposure_from_lot, excluded.exposure_from_lot)
      RETURNING da.user_id, da.balance, da.exposure_bound, da.exposure_from_lot
    )
    -- The bound before the batch: the stored one less the bidder's add, and their lowest lot here
    -- (looked up in arrays made once, not a join of the two lists).
    SELECT array_agg(u.user_id), array_agg(u.balance), array_agg(true),
           array_agg(u.exposure_bound - (SELECT array_agg(b.add) FROM b)[array_position((SELECT array_agg(b.user_id) FROM b), u.user_id)]),
           array_agg(false),
           array_agg((SELECT array_agg(b.first_lot) FROM b)[array_position((SELECT array_agg(b.user_id) FROM b), u.user_id)]),
           array_agg(u.exposure_from_lot)
      INTO d_users, d_balances, d_has, d_bounds, d_exact, d_first, d_from
      FROM u;
  END IF;

  ---------------------------------------------------------------------------------------------
  -- 3. The decision per request, in arrival order.
  ---------------------------------------------------------------------------------------------
  FOR i IN 1..r_count LOOP
    v_user := r_users[i];
    v_out := NULL;
    IF v_user IS NULL THEN
      r_answers[i] := '{"status":401}';
      CONTINUE;
    END IF;
    IF r_prior_hash[i] IS NOT NULL THEN
      -- The key was used by an earlier batch: its answer again, if the request is the same.
      r_answers[i] := CASE WHEN r_prior_hash[i] = r_hashes[i] THEN r_prior[i] ELSE '{"status":422,"code":"idempotency_key_reused"}' END;
      CONTINUE;
    END IF;
    j := r_first[i];
    IF j < i THEN
      -- The key was used earlier in this batch, and that request stored its answer.
      r_answers[i] := CASE WHEN r_hashes[j] = r_hashes[i] THEN r_answers[j] ELSE '{"status":422,"code":"idempotency_key_reused"}' END;
      CONTINUE;
    END IF;

    -- Refusals: rules.ts lotRefusal(), buyerRefusal(), resolveManualQuote() and checkAutobid().
    v_asset := r_assets[i];
    v_amount := r_amounts[i];
    v_autobid := r_scopes[i] = 'autobid';
    p := array_position(l_ids, v_asset);
    v_agent := r_agents[i];
    IF r_agent_ok[i] IS FALSE THEN
      -- A suspended or revoked agent: nothing of theirs is decided (their lot was not locked).
      v_status := 403;
      v_out := '{"status":403,"code":"agent_suspended"}';
    ELSIF p IS NULL THEN
      v_status := 404;
      v_out := '{"status":404,"code":"not_found"}';
    ELSIF l_auction_status[p] = 'cancelled' OR l_status[p] = 'withdrawn' THEN
      v_status := 409;
      v_out := '{"status":409,"code":"withdrawn"}';
    ELSIF l_status[p] = 'closed' OR v_now >= l_ends[p] THEN
      v_status := 409;
      v_out := json_build_object('status', 409, 'code', 'ended', 'ends_at', vh_iso(l_ends[p]));
    ELSIF v_now < l_starts[p] THEN
      v_status := 409;
      v_out := json_build_object('status', 409, 'code', 'not_live', 'starts_at', vh_iso(l_starts[p]), 'server_time', v_now_iso);
    ELSIF NOT r_admin[i] AND NOT r_subscribed[i] THEN
      IF EXISTS (SELECT 1 FROM user_state_permissions sp WHERE sp.user_id = v_user AND sp.state_id = l_state[p]) THEN
        v_status := 403;
        v_out := '{"status":403,"code":"not_subscribed"}';
      ELSE
        v_status := 403;
        v_out := json_build_object('status', 403, 'code', 'state_not_permitted', 'state_name', l_state_name[p]);
      END IF;
    ELSIF NOT r_admin[i] AND r_segments[i] IS NOT NULL AND NOT (r_segments[i] ? l_segment_code[p]) THEN
      v_status := 403;
      v_out := json_build_object('status', 403, 'code', 'segment_not_permitted', 'segment_name', l_segment_name[p]);
    ELSIF v_agent IS NOT NULL AND r_agent_states[i] IS NOT NULL AND NOT (r_agent_states[i] @> to_jsonb(l_state[p])) THEN
      -- rules.ts agentRefusal(): the dealer allows this agent only some states and segments.
      v_status := 403;
      v_out := json_build_object('status', 403, 'code', 'agent_state_not_allowed', 'state_name', l_state_name[p]);
    ELSIF v_agent IS NOT NULL AND r_agent_segments[i] IS NOT NULL AND NOT (r_agent_segments[i] ? l_segment_code[p]) THEN
      v_status := 403;
      v_out := json_build_object('status', 403, 'code', 'agent_segment_not_allowed', 'segment_name', l_segment_name[p]);
    ELSIF NOT v_autobid AND l_leader[p] = v_user AND l_price[p] IS NOT NULL THEN
      v_status := 409;
      v_out := json_build_object('status', 409, 'code', 'already_leading', 'price', l_price[p]);
    ELSE
      v_next_valid := CASE WHEN l_price[p] IS NULL THEN l_start_price[p] ELSE l_price[p] + l_increment[p] END;
      IF NOT v_autobid THEN
        IF v_amount < v_next_valid THEN
          v_status := 422;
          v_out := json_build_object('status', 422, 'code', 'below_next_valid', 'next_valid_amount', v_next_valid);
        END IF;
      ELSE
        -- Raise-only; the leader may set any maximum from the standing price up.
        v_mine := NULL;
        FOR k IN 1..coalesce(array_length(a_assets, 1), 0) LOOP
          IF a_assets[k] = v_asset AND a_users[k] = v_user THEN
            v_mine := k;
            EXIT;
          END IF;
        END LOOP;
        v_floor := CASE WHEN l_leader[p] = v_user THEN coalesce(l_price[p], l_start_price[p]) ELSE v_next_valid END;
        IF v_mine IS NOT NULL AND v_amount <= a_max[v_mine] THEN
          v_status := 422;
          v_out := json_build_object('status', 422, 'code', 'autobid_not_a_raise', 'current_max', a_max[v_mine]);
        ELSIF v_amount < v_floor THEN
          v_status := 422;
          v_out := json_build_object('status', 422, 'code', 'autobid_below_next_valid', 'next_valid_amount', v_floor);
        END IF;
      END IF;
    END IF;

    -- rules.ts agentCapRefusal(): an agent's per-lot cap, then their total cap (their own exposure,
    -- on every auction). One statement per agent and batch, for agents' requests only.
    IF v_out IS NULL AND v_agent IS NOT NULL AND r_cap_lot[i] IS NOT NULL AND v_amount > r_cap_lot[i] THEN
      v_status := 403;
      v_out := json_build_object('status', 403, 'code', 'agent_cap_lot', 'cap', r_cap_lot[i]);
    ELSIF v_out IS NULL AND v_agent IS NOT NULL AND r_cap_total[i] IS NOT NULL THEN
      -- The committed rest: the dealer's open lots outside the batch, and unpaid wins by this agent,
      -- summed once per agent and batch (the batch's own lots are counted below as decided).
      v_g := array_position(g_agents, v_agent);
      IF v_g IS NULL THEN
        SELECT coalesce(sum(greatest(
                 CASE WHEN a.leader_user_id = v_user AND a.leader_agent_id = v_agent THEN a.current_price ELSE 0 END,
                 CASE WHEN b.agent_id = v_agent AND (a.leader_user_id = v_user OR b.max_amount >= coalesce(a.current_price + a.increment, a.start_price))
                      THEN b.max_amount ELSE 0 END)), 0)
               + (SELECT coalesce(sum(d.amount), 0) FROM deals d JOIN assets a2 ON a2.id = d.asset_id
                   WHERE d.buyer_user_id = v_user AND d.stage IN ('approval_pending', 'payment_due')
                     -- rules.ts dealAgent(): H1's win is its leading quote's agent's; an accepted H2 or
                     -- H3 offer is the agent's whose quote was the dealer's best on the lot.
                     AND CASE WHEN d.rank = 1 THEN a2.leader_agent_id = v_agent
                              ELSE (SELECT q.agent_id FROM quotes q WHERE q.user_id = v_user AND q.asset_id = d.asset_id
                                     ORDER BY q.amount DESC LIMIT 1) = v_agent END)
          INTO v_used
          -- The dealer's exposure_lots rows first, each lot and maximum by primary key (as above).
          FROM (SELECT x.asset_id FROM exposure_lots x WHERE x.user_id = v_user OFFSET 0) AS x
          JOIN LATERAL (SELECT a.leader_user_id, a.leader_agent_id, a.current_price, a.increment, a.start_price
                          FROM assets a JOIN auctions au ON au.id = a.auction_id
                         WHERE a.id = x.asset_id AND a.status = 'open' AND au.status <> 'cancelled' LIMIT 1) AS a ON true
          LEFT JOIN LATERAL (SELECT b.max_amount, b.agent_id FROM autobids b WHERE b.asset_id = x.asset_id AND b.user_id = v_user LIMIT 1) AS b ON true
         WHERE NOT (x.asset_id = ANY (l_ids));
        g_agents := g_agents || v_agent;
        g_outside := g_outside || v_used;
      ELSE
        v_used := g_outside[v_g];
      END IF;
      -- The batch's lots as decided so far (rules.ts agentLotExposure()).
      v_lot_before := 0;
      FOR c IN 1..array_length(l_ids, 1) LOOP
        CONTINUE WHEN l_status[c] <> 'open' OR l_auction_status[c] = 'cancelled';
        v_m := NULL;
        v_m_agent := NULL;
        FOR k IN 1..coalesce(array_length(a_assets, 1), 0) LOOP
          IF a_assets[k] = l_ids[c] AND a_users[k] = v_user THEN
            v_m := a_max[k];
            v_m_agent := a_agents[k];
            EXIT;
          END IF;
        END LOOP;
        v_e := greatest(CASE WHEN l_leader[c] = v_user AND l_leader_agent[c] = v_agent THEN l_price[c] ELSE 0 END,
                        CASE WHEN v_m_agent = v_agent AND (l_leader[c] = v_user OR v_m >= coalesce(l_price[c] + l_increment[c], l_start_price[c]))
                             THEN v_m ELSE 0 END);
        v_used := v_used + v_e;
        IF c = p THEN
          v_lot_before := v_e;
          v_lot_after := CASE WHEN v_autobid
                              THEN greatest(CASE WHEN l_leader[c] = v_user AND l_leader_agent[c] = v_agent THEN l_price[c] ELSE 0 END, v_amount)
                              ELSE greatest(v_amount, CASE WHEN v_m_agent = v_agent THEN v_m ELSE 0 END) END;
        END IF;
      END LOOP;
      v_more := v_lot_after - v_lot_before;
      IF v_more > 0 AND v_used + v_more > r_cap_total[i] THEN
        v_status := 403;
        v_out := json_build_object('status', 403, 'code', 'agent_cap_total', 'cap', r_cap_total[i], 'used', v_used);
      END IF;
    END IF;

    -- rules.ts limitRefusal(): on a lot whose auction requires deposits, the bidder's exposure
    -- after the request within balance × multiple. Their account row is locked (section 2).
    IF v_out IS NULL AND l_multiple[p] IS NOT NULL THEN
      -- This lot's exposure now and once the request stands (rules.ts lotExposure(), lotExposureAfter()).
      v_m := NULL;
      FOR k IN 1..coalesce(array_length(a_assets, 1), 0) LOOP
        IF a_assets[k] = v_asset AND a_users[k] = v_user THEN
          v_m := a_max[k];
          EXIT;
        END IF;
      END LOOP;
      v_lot_before := CASE WHEN l_leader[p] = v_user AND l_price[p] IS NOT NULL THEN greatest(l_price[p], coalesce(v_m, 0))
                           WHEN v_m >= coalesce(l_price[p] + l_increment[p], l_start_price[p]) THEN v_m
                           ELSE 0 END;
      v_lot_after := CASE WHEN v_autobid THEN greatest(CASE WHEN l_leader[p] = v_user THEN l_price[p] END, v_amount)
                          ELSE greatest(v_amount, v_m) END;
      v_more := v_lot_after - v_lot_before;
      v_d := array_position(d_users, v_user);
      v_limit := coalesce(d_balances[v_d], 0)::bigint * l_multiple[p];
      -- A request that adds nothing is never refused. One that adds `more` passes at once when the
      -- bound, which exposure never exceeds, leaves room for it; otherwise exposure is summed.
      IF v_more > 0 AND (v_d IS NULL OR d_bounds[v_d] IS NULL OR d_bounds[v_d] + v_more > v_limit) THEN
        -- The committed exposure on open lots outside the batch's lots, summed once per bidder and
        -- batch: other transactions can only lower it while the bidder's account is locked.
        IF v_d IS NULL OR d_outside[v_d] IS NULL THEN
          -- The lots: those the bidder quoted on from their account's exposure_from_lot on (one
          -- probe of quotes_user_asset_idx per lot, however often they quoted there), and their
          -- exposure_lots rows; the union keeps the subquery (the generic plan could otherwise start
          -- from every open lot), each lot and maximum read by primary key. Every lot with exposure
          -- is among them: a leader quoted there, and a maximum that can quote belongs to the leader
          -- (the proxies' contest leaves no other). A bidder without an account (a limit of 0) has
          -- no exposure but their exposure_lots rows: every request of theirs that adds some is refused.
          v_from := CASE WHEN v_d IS NOT NULL THEN d_from[v_d] END;
          SELECT coalesce(sum(x.e), 0), min(x.asset_id) FILTER (WHERE x.e > 0)
            INTO v_used, v_low
            FROM (SELECT x.asset_id, CASE
                           WHEN a.leader_user_id = v_user AND a.current_price IS NOT NULL THEN greatest(a.current_price, coalesce(b.max_amount, 0))
                           WHEN b.max_amount >= coalesce(a.current_price + a.increment, a.start_price) THEN b.max_amount
                           ELSE 0 END AS e
                    FROM (SELECT q.asset_id FROM vh_quoted_lots(v_user, v_from) AS q(asset_id)
                          UNION
                          SELECT x.asset_id FROM exposure_lots x WHERE x.user_id = v_user) AS x
                    JOIN LATERAL (SELECT a.leader_user_id, a.current_price, a.increment, a.start_price
                                    FROM assets a JOIN auctions au ON au.id = a.auction_id
                                   WHERE a.id = x.asset_id AND a.status = 'open' AND au.requires_deposit AND au.status <> 'cancelled' LIMIT 1) AS a ON true
                    LEFT JOIN LATERAL (SELECT b.max_amount FROM autobids b WHERE b.asset_id = x.asset_id AND b.user_id = v_user LIMIT 1) AS b ON true
                   WHERE NOT (x.asset_id = ANY (l_ids))) AS x;
          IF v_d IS NULL THEN
            -- No deposit account: a limit of 0, and no bound to keep.
            d_users := d_users || v_user;
            d_balances := d_balances || 0;
            d_has := d_has || false;
            d_bounds := d_bounds || NULL::bigint;
            d_exact := d_exact || false;
            d_first := d_first || NULL::integer;
            d_from := d_from || NULL::integer;
            v_d := array_length(d_users, 1);
          END IF;
          -- Their unpaid wins (an index probe; rarely a row), read after the account's lock, so a
          -- deal step that held it has committed.
          d_deals[v_d] := (SELECT coalesce(sum(d.amount), 0) FROM deals d JOIN assets a2 ON a2.id = d.asset_id JOIN auctions au2 ON au2.id = a2.auction_id
                            WHERE d.buyer_user_id = v_user AND d.stage IN ('approval_pending', 'payment_due') AND au2.requires_deposit);
          d_outside[v_d] := v_used;
          -- exposure_from_lot once the batch commits: the lowest lot that holds exposure outside the
          -- batch's lots, inside them (below), or that one of the bidder's requests here may add to.
          d_from[v_d] := least(v_low, d_first[v_d]);
        END IF;
        v_used := d_outside[v_d];
        -- The batch's lots of deposit auctions as decided so far (rules.ts lotExposure()).
        FOR c IN 1..array_length(l_ids, 1) LOOP
          CONTINUE WHEN l_multiple[c] IS NULL OR l_status[c] <> 'open' OR l_auction_status[c] = 'cancelled';
          v_m := NULL;
          FOR k IN 1..coalesce(array_length(a_assets, 1), 0) LOOP
            IF a_assets[k] = l_ids[c] AND a_users[k] = v_user THEN
              v_m := a_max[k];
              EXIT;
            END IF;
          END LOOP;
          v_e := CASE WHEN l_leader[c] = v_user AND l_price[c] IS NOT NULL THEN greatest(l_price[c], coalesce(v_m, 0))
                      WHEN v_m >= coalesce(l_price[c] + l_increment[c], l_start_price[c]) THEN v_m
                      ELSE 0 END;
          v_used := v_used + v_e;
          IF v_e > 0 AND (d_from[v_d] IS NULL OR l_ids[c] < d_from[v_d]) THEN
            d_from[v_d] := l_ids[c];
          END IF;
        END LOOP;
        -- With the unpaid wins, the bound is exact again.
        v_used := v_used + d_deals[v_d];
        d_bounds[v_d] := v_used;
        d_exact[v_d] := true;
        IF v_used + v_more > v_limit THEN
          v_status := 403;
          v_out := json_build_object('status', 403, 'code', 'limit_exceeded', 'limit', v_limit, 'used', v_used, 'more', v_more,
            'add', (v_used + v_more - v_limit + l_multiple[p] - 1) / l_multiple[p]);
        END IF;
      END IF;
      -- Accepted: at most `more` is added to the bidder's exposure (the proxies' answer only lowers it).
      IF v_out IS NULL AND v_more > 0 THEN
        d_bounds[v_d] := d_bounds[v_d] + v_more;
      END IF;
    END IF;

    IF v_out IS NULL THEN
      IF v_autobid THEN
        -- The maximum is set now: later than every maximum stored or set before it in the batch.
        a_set_at := greatest(clock_timestamp(), coalesce(a_set_at, (SELECT max(x) FROM unnest(a_at) AS x)) + interval '1 microsecond');
        IF v_mine IS NULL THEN
          a_assets := a_assets || v_asset;
          a_users := a_users || v_user;
          a_max := a_max || v_amount;
          a_at := a_at || a_set_at;
          a_changed := a_changed || true;
          a_agents := a_agents || v_agent;
        ELSE
          a_max[v_mine] := v_amount;
          a_at[v_mine] := a_set_at;
          a_changed[v_mine] := true;
          a_agents[v_mine] := v_agent;
        END IF;
        -- Ranked again, as section 2 ranks them.
        SELECT array_agg(b.asset_id), array_agg(b.user_id), array_agg(b.max_amount), array_agg(b.set_at), array_agg(b.changed), array_agg(b.agent_id)
          INTO a_assets, a_users, a_max, a_at, a_changed, a_agents
          FROM (SELECT * FROM unnest(a_assets, a_users, a_max, a_at, a_changed, a_agents) AS u(asset_id, user_id, max_amount, set_at, changed, agent_id)
                 ORDER BY asset_id, max_amount DESC, set_at, user_id) AS b;
        c_price := l_price[p];
        c_leader := l_leader[p];
        v_users := '{}';
        v_amounts := '{}';
        v_kinds := '{}';
        v_agents := '{}';
      ELSE
        c_price := v_amount;
        c_leader := v_user;
        v_users := ARRAY[v_user];
        v_amounts := ARRAY[v_amount];
        v_kinds := ARRAY['manual'];
        v_agents := ARRAY[v_agent];
      END IF;

      -- rules.ts contest(): the proxies answer the standing, the strongest at min(M1, M2 + increment),
      -- never below the next valid amount; at most the runner-up's last valid amount, then the leader's.
      v_min_valid := CASE WHEN c_price IS NULL THEN l_start_price[p] ELSE c_price + l_increment[p] END;
      v_own_max := NULL;
      v_own_at := NULL;
      v_top_id := NULL;
      v_top_max := NULL;
      v_top_at := NULL;
      v_second_id := NULL;
      v_second_max := NULL;
      v_runner := NULL;
      v_runner_max := NULL;
      v_own_agent := NULL;
      v_top_agent := NULL;
      v_second_agent := NULL;
      v_runner_agent := NULL;
      v_winner_agent := NULL;
      FOR k IN 1..coalesce(array_length(a_assets, 1), 0) LOOP
        CONTINUE WHEN a_assets[k] <> v_asset;
        IF a_users[k] = c_leader THEN
          v_own_max := a_max[k];
          v_own_at := a_at[k];
          v_own_agent := a_agents[k];
        ELSIF a_max[k] >= v_min_valid THEN
          IF v_top_id IS NULL THEN
            v_top_id := a_users[k];
            v_top_max := a_max[k];
            v_top_at := a_at[k];
            v_top_agent := a_agents[k];
          ELSIF v_second_id IS NULL THEN
            v_second_id := a_users[k];
            v_second_max := a_max[k];
            v_second_agent := a_agents[k];
          END IF;
        END IF;
      END LOOP;
      -- Null only before the first quote, when there is no leader and so no leader's maximum.
      v_leader_cap := greatest(c_price, v_own_max);
      IF v_top_id IS NOT NULL THEN
        IF v_own_max IS NOT NULL AND (v_own_max > v_top_max OR (v_own_max = v_top_max AND v_own_at <= v_top_at)) THEN
          v_final := least(v_leader_cap, v_top_max + l_increment[p]);
          v_winner := c_leader;
          v_winner_agent := v_own_agent;
          v_runner := v_top_id;
          v_runner_max := v_top_max;
          v_runner_agent := v_top_agent;
        ELSE
          v_winner := v_top_id;
          v_winner_agent := v_top_agent;
          v_second_cap := greatest(v_leader_cap, v_second_max);
          v_final := CASE WHEN v_second_cap IS NULL THEN v_min_valid
                          ELSE greatest(v_min_valid, least(v_top_max, v_second_cap + l_increment[p])) END;
          IF v_second_id IS NOT NULL AND (v_leader_cap IS NULL OR v_second_max > v_leader_cap) THEN
            v_runner := v_second_id;
            v_runner_max := v_second_max;
            v_runner_agent := v_second_agent;
          ELSIF v_own_max IS NOT NULL AND v_leader_cap > c_price THEN
            v_runner := c_leader;
            v_runner_max := v_own_max;
            v_runner_agent := v_own_agent;
          END IF;
        END IF;
        IF v_runner IS NOT NULL AND least(v_runner_max, v_final - l_increment[p]) >= v_min_valid THEN
          v_users := v_users || v_runner;
          v_amounts := v_amounts || least(v_runner_max, v_final - l_increment[p]);
          v_kinds := v_kinds || 'auto'::text;
          v_agents := v_agents || v_runner_agent;
        END IF;
        v_users := v_users || v_winner;
        v_amounts := v_amounts || v_final;
        v_kinds := v_kinds || 'auto'::text;
        v_agents := v_agents || v_winner_agent;
      END IF;
      v_n := coalesce(array_length(v_users, 1), 0);

      v_ends_at := l_ends[p];
      v_extended := false;
      v_seq := l_seq[p];
      IF v_n > 0 THEN
        -- rules.ts softCloseExtension(): a change in the last window moves the end, never past the hard end.
        IF l_ends[p] - v_now <= make_interval(secs => l_soft_close[p]) THEN
          v_ends_at := greatest(l_ends[p], least(v_now + make_interval(secs => l_extension[p]), l_hard_end[p]));
          v_extended := v_ends_at > l_ends[p];
        END IF;
        v_ends_iso := vh_iso(v_ends_at);

        -- chain.ts quoteHash(): each hash covers the quote and the previous hash.
        v_prev := l_hash[p];
        v_subject := replace(replace(p_quote_subject, '{auction}', l_auction[p]::text), '{asset}', v_asset::text);
        -- The buyer who led before this request and no longer does: named on its last quote.
        v_outbid := CASE WHEN l_leader[p] <> v_users[v_n] THEN l_leader[p] END;
        FOR q IN 1..v_n LOOP
          v_seq := v_seq + 1;
          v_hash := encode(sha256(convert_to(concat_ws('|', coalesce(v_prev, 'genesis'), v_asset, v_seq, v_users[q], v_amounts[q], v_kinds[q], v_ms), 'UTF8')), 'hex');
          q_assets := q_assets || v_asset;
          q_seqs := q_seqs || v_seq;
          q_users := q_users || v_users[q];
          q_amounts := q_amounts || v_amounts[q];
          q_kinds := q_kinds || v_kinds[q];
          q_agents := q_agents || v_agents[q];
          q_prevs := q_prevs || v_prev;
          q_hashes := q_hashes || v_hash;
          e_requests := e_requests || i;
          e_subjects := e_subjects || v_subject;
          e_kinds := e_kinds || 'quote'::text;
          e_assets := e_assets || v_asset;
          e_auctions := e_auctions || l_auction[p];
          e_seqs := e_seqs || v_seq;
          -- json has no `||` to add a key: the request's last quote names the displaced buyer in a
          -- build of its own.
          IF q = v_n AND v_outbid IS NOT NULL THEN
            v_payload := json_build_object('type', 'quote', 'auctionId', l_auction[p], 'assetId', v_asset, 'seq', v_seq,
              'amount', v_amounts[q], 'kind', v_kinds[q], 'bidderUserId', v_users[q], 'leaderUserId', v_users[q],
              'quoteCount', l_count[p] + q, 'nextValidAmount', v_amounts[q] + l_increment[p],
              'endsAt', v_ends_iso, 'acceptedAt', v_now_iso, 'outbidUserId', v_outbid);
          ELSE
            v_payload := json_build_object('type', 'quote', 'auctionId', l_auction[p], 'assetId', v_asset, 'seq', v_seq,
              'amount', v_amounts[q], 'kind', v_kinds[q], 'bidderUserId', v_users[q], 'leaderUserId', v_users[q],
              'quoteCount', l_count[p] + q, 'nextValidAmount', v_amounts[q] + l_increment[p],
              'endsAt', v_ends_iso, 'acceptedAt', v_now_iso);
          END IF;
          e_payloads := e_payloads || v_payload;
          v_prev := v_hash;
        END LOOP;
        IF v_extended THEN
          e_requests := e_requests || i;
          e_subjects := e_subjects || replace(replace(p_extended_subject, '{auction}', l_auction[p]::text), '{asset}', v_asset::text);
          e_kinds := e_kinds || 'extended'::text;
          e_assets := e_assets || v_asset;
          e_auctions := e_auctions || l_auction[p];
          e_seqs := e_seqs || v_seq;
          e_payloads := e_payloads || json_build_object('type', 'extended', 'auctionId', l_auction[p], 'assetId', v_asset, 'seq', v_seq,
            'endsAt', v_ends_iso, 'extensions', l_extensions[p] + 1, 'acceptedAt', v_now_iso);
        END IF;
      ELSE
        v_ends_iso := vh_iso(v_ends_at);
      END IF;

      v_status := 200;
      IF v_autobid THEN
        -- Nothing placed (a leader raising, or no rival reaching the price): the standing stays.
        c_price := CASE WHEN v_n > 0 THEN v_amounts[v_n] ELSE l_price[p] END;
        c_leader := CASE WHEN v_n > 0 THEN v_users[v_n] ELSE l_leader[p] END;
        v_out := json_build_object('status', 200, 'code', 'autobid_set', 'asset_id', v_asset, 'max_amount', v_amount,
          'price', c_price, 'you_lead', c_leader IS NOT DISTINCT FROM v_user, 'last_seq', v_seq, 'quotes_placed', v_n,
          'next_valid_amount', CASE WHEN c_price IS NULL THEN l_start_price[p] ELSE c_price + l_increment[p] END,
          'ends_at', v_ends_iso, 'extended', v_extended, 'server_time', v_now_iso);
      ELSE
        v_out := json_build_object('status', 200, 'code', 'accepted', 'asset_id', v_asset, 'seq', l_seq[p] + 1,
          'last_seq', v_seq, 'price', v_amounts[v_n], 'you_lead', v_users[v_n] = v_user,
          'next_valid_amount', v_amounts[v_n] + l_increment[p], 'quote_count', l_count[p] + v_n,
          'ends_at', v_ends_iso, 'extended', v_extended, 'server_time', v_now_iso);
      END IF;
      -- The lot as the next request of the batch finds it.
      IF v_n > 0 THEN
        l_price[p] := v_amounts[v_n];
        l_leader[p] := v_users[v_n];
        l_leader_agent[p] := v_agents[v_n];
        l_count[p] := l_count[p] + v_n;
        l_seq[p] := v_seq;
        l_hash[p] := v_prev;
        l_ends[p] := v_ends_at;
        l_extensions[p] := l_extensions[p] + v_extended::integer;
        l_changed[p] := true;
      END IF;
    END IF;

    -- A lot an agent acted on: one of the dealer's exposure_lots rows, which the agent's total cap
    -- is summed over (on a lot of a deposit auction, the dealer's exact sum also finds it from the
    -- quotes, unless the agent set a maximum that placed none).
    IF v_status = 200 AND v_agent IS NOT NULL THEN
      x_users := x_users || v_user;
      x_assets := x_assets || v_asset;
    END IF;
    r_answers[i] := v_out;
    -- The key is the session user's (an agent's own keys).
    k_users := k_users || r_actors[i];
    k_scopes := k_scopes || r_scopes[i];
    k_keys := k_keys || r_keys[i];
    k_hashes := k_hashes || r_hashes[i];
    k_statuses := k_statuses || v_status;
    k_answers := k_answers || v_out;
  END LOOP;

  ---------------------------------------------------------------------------------------------
  -- 4. Writes, one statement each; the events in the order they were decided, so their ids are too.
  ---------------------------------------------------------------------------------------------
  IF q_assets IS NOT NULL THEN
    INSERT INTO quotes (asset_id, seq, user_id, amount, kind, agent_id, prev_hash, hash, created_at)
    SELECT q.asset_id, q.seq, q.user_id, q.amount, q.kind::quote_kind, q.agent_id, q.prev_hash, q.hash, v_now
      FROM unnest(q_assets, q_seqs, q_users, q_amounts, q_kinds, q_agents, q_prevs, q_hashes) AS q(asset_id, seq, user_id, amount, kind, agent_id, prev_hash, hash);
    WITH written AS (
      INSERT INTO outbox (subject, kind, auction_id, asset_id, seq, payload)
      SELECT e.subject, e.kind, e.auction_id, e.asset_id, e.seq, e.payload
        FROM unnest(e_subjects, e_kinds, e_auctions, e_assets, e_seqs, e_payloads) WITH ORDINALITY AS e(subject, kind, auction_id, asset_id, seq, payload, n)
       ORDER BY e.n
      RETURNING id
    )
    SELECT array_agg(w.id ORDER BY w.id) INTO e_ids FROM written w;
  END IF;
  -- Rows that refer to the lots go in before the lots' update: their foreign keys' checks then
  -- find the row versions this batch locked, which costs nothing, where after the update each
  -- check would lock the new version again.
  -- The maxima autobids set (one row per buyer and lot, however often the batch raised it).
  IF a_set_at IS NOT NULL THEN
    INSERT INTO autobids (asset_id, user_id, max_amount, max_set_at, agent_id)
    SELECT b.asset_id, b.user_id, b.max_amount, b.set_at, b.agent_id
      FROM unnest(a_assets, a_users, a_max, a_at, a_changed, a_agents) AS b(asset_id, user_id, max_amount, set_at, changed, agent_id)
     WHERE b.changed
        ON CONFLICT (asset_id, user_id) DO UPDATE SET max_amount = excluded.max_amount, max_set_at = excluded.max_set_at, agent_id = excluded.agent_id;
  END IF;
  -- A lot's rows are written only under its lock (here, and deleted by the closing), so a row
  -- missing now stays missing until this insert: no ON CONFLICT (a speculative insertion) needed.
  -- OFFSET 0 keeps the test a probe of the primary key per row: as an anti-join, a plan made when
  -- the table was small could hash the whole table.
  IF x_users IS NOT NULL THEN
    INSERT INTO exposure_lots (user_id, asset_id)
    SELECT DISTINCT x.user_id, x.asset_id FROM unnest(x_users, x_assets) AS x(user_id, asset_id)
     WHERE NOT EXISTS (SELECT 1 FROM exposure_lots e WHERE e.user_id = x.user_id AND e.asset_id = x.asset_id OFFSET 0);
  END IF;
  IF q_assets IS NOT NULL THEN
    -- By the changed lots' ids, not a join: an index lookup per lot whatever the table's size.
    SELECT array_agg(l_ids[c]) INTO v_lots FROM generate_subscripts(l_ids, 1) AS c WHERE l_changed[c];
    UPDATE assets a
       SET current_price = l_price[array_position(l_ids, a.id)], leader_user_id = l_leader[array_position(l_ids, a.id)],
           leader_agent_id = l_leader_agent[array_position(l_ids, a.id)],
           quote_count = l_count[array_position(l_ids, a.id)], last_seq = l_seq[array_position(l_ids, a.id)],
           last_hash = l_hash[array_position(l_ids, a.id)], ends_at = l_ends[array_position(l_ids, a.id)],
           extensions = l_extensions[array_position(l_ids, a.id)], updated_at = now()
     WHERE a.id = ANY (v_lots);
  END IF;
  -- The bounds the batch summed exactly (accounts it locked; a bidder without one keeps none), with
  -- exposure_from_lot raised to the lowest lot that holds exposure: rare, only a bidder near their
  -- limit or whose bound was unknown. One statement per such bidder, by primary key.
  IF d_users IS NOT NULL AND true = ANY (d_exact) THEN
    FOR c IN 1..array_length(d_users, 1) LOOP
      CONTINUE WHEN NOT (d_has[c] AND d_exact[c]);
      UPDATE deposit_accounts da SET exposure_bound = d_bounds[c], exposure_from_lot = coalesce(d_from[c], da.exposure_from_lot)
       WHERE da.user_id = d_users[c];
    END LOOP;
  END IF;
  IF k_users IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, scope, key, request_hash, response_status, response_body)
    SELECT k.user_id, k.scope, k.key, k.request_hash, k.status, k.answer
      FROM unnest(k_users, k_scopes, k_keys, k_hashes, k_statuses, k_answers) AS k(user_id, scope, key, request_hash, status, answer);
  END IF;

  ---------------------------------------------------------------------------------------------
  -- 5. Answers.
  ---------------------------------------------------------------------------------------------
  -- The events go to this instance's sockets right after the commit (outbox.ts), each with the
  -- answer of the request that caused it; the stored answers, which replays return, carry none.
  RETURN '{"answers":[' || array_to_string(r_answers, ',') || '],"events":['
    || coalesce((SELECT string_agg('[' || e_requests[x] || ',{"id":' || e_ids[x] || ',"subject":' || to_json(e_subjects[x]) || ',"payload":' || e_payloads[x] || '}]', ',' ORDER BY x)
                   FROM generate_subscripts(e_ids, 1) AS x), '') || ']}';
END
$$;

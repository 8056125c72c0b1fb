-- vh_place_quote, two changes (issue 5 and 6):
-- * The Idempotency-Key row is written once, with the answer, under a transaction-scoped advisory
--   lock on (user, key), instead of claimed empty and then updated: one write less per quote.
--   A concurrent claimant of the same key still waits for the first to commit and replays it.
-- * An accepted quote's answer carries the outbox rows it wrote (`events`: id, subject, payload),
--   so the instance that placed it can hand them to its own sockets at once; the relay still
--   publishes them to the bus, and the hub drops the copy by its outbox id. The stored answer,
--   which replays return, carries no events.
-- The rules themselves are unchanged (0001_place_quote.sql; place-quote.test.ts checks them).

CREATE OR REPLACE FUNCTION vh_place_quote(
  p_token_hash bpchar,
  p_asset_id integer,
  p_amount integer,
  p_key text,
  p_request_hash bpchar,
  -- Subject templates from events/subjects.ts, so subjects are still built in one place.
  p_quote_subject text,
  p_extended_subject text,
  p_outbid_subject text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_user integer;
  v_admin boolean;
  v_subscribed boolean;
  v_segments text[];
  v_prior_hash bpchar;
  v_prior jsonb;
  lot record;
  v_now timestamptz;
  v_ms bigint;
  v_next_valid integer;
  v_min_valid integer;
  v_own_max integer;
  v_own_at timestamptz;
  v_leader_cap integer;
  v_top_id integer;
  v_top_max integer;
  v_top_at timestamptz;
  v_second_id integer;
  v_second_max integer;
  v_final integer;
  v_winner integer;
  v_runner integer;
  v_runner_max integer;
  v_users integer[];
  v_amounts integer[];
  v_kinds text[];
  v_n integer;
  v_seq integer;
  v_prev text;
  v_hash text;
  v_ends_at timestamptz;
  v_extended boolean := false;
  v_out jsonb;
  v_event jsonb;
  v_events jsonb := '[]';
BEGIN
  SELECT us.id, us.is_admin OR us.is_auction_admin,
         us.is_subscribed AND coalesce(us.subscription_end_date > now(), true), us.subscription_segments
    INTO v_user, v_admin, v_subscribed, v_segments
    FROM sessions s JOIN users us ON us.id = s.user_id
   WHERE s.token_hash = p_token_hash AND s.expires_at > now() AND NOT us.is_blocked;
  IF v_user IS NULL THEN
    RETURN '{"status":401}';
  END IF;

  -- A concurrent claimant of the same key waits on this lock until the first commits, then its
  -- select sees the stored answer and replays it. The key's row is written once, with the answer.
  PERFORM pg_advisory_xact_lock(hashtextextended(v_user || ':quote:' || p_key, 0));
  SELECT k.request_hash, k.response_body INTO v_prior_hash, v_prior
    FROM idempotency_keys k WHERE k.user_id = v_user AND k.scope = 'quote' AND k.key = p_key;
  IF FOUND THEN
    IF v_prior_hash IS DISTINCT FROM p_request_hash THEN
      RETURN '{"status":422,"code":"idempotency_key_reused"}';
    END IF;
    RETURN v_prior;
  END IF;

  SELECT a.id, a.auction_id, a.status, a.starts_at, a.ends_at, a.hard_end_at, a.start_price, a.increment,
         a.current_price, a.leader_user_id, a.quote_count, a.last_seq, a.last_hash, a.extensions,
         au.status AS auction_status, au.state_id, st.name AS state_name, sg.code AS segment_code,
         sg.name AS segment_name, au.soft_close_seconds, au.extension_seconds
    INTO lot
    FROM assets a
    JOIN auctions au ON au.id = a.auction_id
    JOIN states st ON st.id = au.state_id
    JOIN segments sg ON sg.id = au.segment_id
   WHERE a.id = p_asset_id
     FOR UPDATE OF a;
  -- Read after the lock: a quote's time is when it got the lot, not when it began to wait.
  v_now := date_trunc('milliseconds', clock_timestamp());

  IF lot.id IS NULL THEN
    v_out := '{"status":404,"code":"not_found"}';
  ELSIF lot.auction_status = 'cancelled' OR lot.status = 'withdrawn' THEN
    v_out := '{"status":409,"code":"withdrawn"}';
  ELSIF lot.status = 'closed' OR v_now >= lot.ends_at THEN
    v_out := jsonb_build_object('status', 409, 'code', 'ended', 'ends_at', vh_iso(lot.ends_at));
  ELSIF v_now < lot.starts_at THEN
    v_out := jsonb_build_object('status', 409, 'code', 'not_live', 'starts_at', vh_iso(lot.starts_at), 'server_time', vh_iso(v_now));
  ELSIF NOT v_admin AND NOT v_subscribed THEN
    IF EXISTS (SELECT 1 FROM user_state_permissions p WHERE p.user_id = v_user AND p.state_id = lot.state_id) THEN
      v_out := '{"status":403,"code":"not_subscribed"}';
    ELSE
      v_out := jsonb_build_object('status', 403, 'code', 'state_not_permitted', 'state_name', lot.state_name);
    END IF;
  ELSIF NOT v_admin AND v_segments IS NOT NULL AND NOT (lot.segment_code = ANY (v_segments)) THEN
    v_out := jsonb_build_object('status', 403, 'code', 'segment_not_permitted', 'segment_name', lot.segment_name);
  ELSIF lot.leader_user_id = v_user AND lot.current_price IS NOT NULL THEN
    v_out := jsonb_build_object('status', 409, 'code', 'already_leading', 'price', lot.current_price);
  ELSE
    v_next_valid := CASE WHEN lot.current_price IS NULL THEN lot.start_price ELSE lot.current_price + lot.increment END;
    IF p_amount < v_next_valid THEN
      v_out := jsonb_build_object('status', 422, 'code', 'below_next_valid', 'next_valid_amount', v_next_valid);
    END IF;
  END IF;

  IF v_out IS NULL THEN
    -- rules.ts contest(): the proxies answer the manual quote, the strongest at min(M1, M2 + increment).
    v_users := ARRAY[v_user];
    v_amounts := ARRAY[p_amount];
    v_kinds := ARRAY['manual'];
    v_min_valid := p_amount + lot.increment;
    SELECT b.max_amount, b.max_set_at INTO v_own_max, v_own_at
      FROM autobids b WHERE b.asset_id = p_asset_id AND b.user_id = v_user;
    v_leader_cap := greatest(p_amount, coalesce(v_own_max, p_amount));
    SELECT b.user_id, b.max_amount, b.max_set_at INTO v_top_id, v_top_max, v_top_at
      FROM autobids b
     WHERE b.asset_id = p_asset_id AND b.user_id <> v_user AND b.max_amount >= v_min_valid
     ORDER BY b.max_amount DESC, b.max_set_at, b.user_id
     LIMIT 1;
    IF v_top_id IS NOT NULL THEN
      IF v_own_max IS NOT NULL AND (v_own_max > v_top_max OR (v_own_max = v_top_max AND v_own_at <= v_top_at)) THEN
        v_final := least(v_leader_cap, v_top_max + lot.increment);
        v_winner := v_user;
        v_runner := v_top_id;
        v_runner_max := v_top_max;
      ELSE
        SELECT b.user_id, b.max_amount INTO v_second_id, v_second_max
          FROM autobids b
         WHERE b.asset_id = p_asset_id AND b.user_id <> v_user AND b.max_amount >= v_min_valid
         ORDER BY b.max_amount DESC, b.max_set_at, b.user_id
         OFFSET 1 LIMIT 1;
        v_final := greatest(v_min_valid, least(v_top_max, greatest(v_leader_cap, coalesce(v_second_max, v_leader_cap)) + lot.increment));
        v_winner := v_top_id;
        IF v_second_id IS NOT NULL AND v_second_max > v_leader_cap THEN
          v_runner := v_second_id;
          v_runner_max := v_second_max;
        ELSIF v_own_max IS NOT NULL AND v_leader_cap > p_amount THEN
          v_runner := v_user;
          v_runner_max := v_own_max;
        END IF;
      END IF;
      IF v_runner IS NOT NULL AND least(v_runner_max, v_final - lot.increment) >= v_min_valid THEN
        v_users := v_users || v_runner;
        v_amounts := v_amounts || least(v_runner_max, v_final - lot.increment);
        v_kinds := v_kinds || 'auto'::text;
      END IF;
      v_users := v_users || v_winner;
      v_amounts := v_amounts || v_final;
      v_kinds := v_kinds || 'auto'::text;
    END IF;
    v_n := array_length(v_users, 1);

    -- rules.ts softCloseExtension(): a change in the last window moves the end, never past the hard end.
    v_ends_at := lot.ends_at;
    IF lot.ends_at - v_now <= make_interval(secs => lot.soft_close_seconds) THEN
      v_ends_at := greatest(lot.ends_at, least(v_now + make_interval(secs => lot.extension_seconds), lot.hard_end_at));
      v_extended := v_ends_at > lot.ends_at;
    END IF;

    -- chain.ts quoteHash(): each hash covers the quote and the previous hash.
    v_ms := (extract(epoch FROM v_now) * 1000)::bigint;
    v_seq := lot.last_seq;
    v_prev := lot.last_hash;
    FOR i IN 1..v_n LOOP
      v_seq := v_seq + 1;
      v_hash := encode(sha256(convert_to(concat_ws('|', coalesce(v_prev, 'genesis'), p_asset_id, v_seq, v_users[i], v_amounts[i], v_kinds[i], v_ms), 'UTF8')), 'hex');
      INSERT INTO quotes (asset_id, seq, user_id, amount, kind, prev_hash, hash, created_at)
      VALUES (p_asset_id, v_seq, v_users[i], v_amounts[i], v_kinds[i]::quote_kind, v_prev, v_hash, v_now);
      INSERT INTO outbox (subject, kind, auction_id, asset_id, seq, payload)
      VALUES (replace(replace(p_quote_subject, '{auction}', lot.auction_id::text), '{asset}', p_asset_id::text),
              'quote', lot.auction_id, p_asset_id, v_seq,
              jsonb_build_object('type', 'quote', 'auctionId', lot.auction_id, 'assetId', p_asset_id, 'seq', v_seq,
                'amount', v_amounts[i], 'kind', v_kinds[i], 'bidderUserId', v_users[i], 'leaderUserId', v_users[i],
                'quoteCount', lot.quote_count + i, 'nextValidAmount', v_amounts[i] + lot.increment,
                'endsAt', vh_iso(v_ends_at), 'acceptedAt', vh_iso(v_now)))
      RETURNING jsonb_build_object('id', id, 'subject', subject, 'payload', payload) INTO v_event;
      v_events := v_events || v_event;
      v_prev := v_hash;
    END LOOP;
    IF v_extended THEN
      INSERT INTO outbox (subject, kind, auction_id, asset_id, seq, payload)
      VALUES (replace(replace(p_extended_subject, '{auction}', lot.auction_id::text), '{asset}', p_asset_id::text),
              'extended', lot.auction_id, p_asset_id, v_seq,
              jsonb_build_object('type', 'extended', 'auctionId', lot.auction_id, 'assetId', p_asset_id, 'seq', v_seq,
                'endsAt', vh_iso(v_ends_at), 'extensions', lot.extensions + 1, 'acceptedAt', vh_iso(v_now)))
      RETURNING jsonb_build_object('id', id, 'subject', subject, 'payload', payload) INTO v_event;
      v_events := v_events || v_event;
    END IF;
    IF lot.leader_user_id IS NOT NULL AND lot.leader_user_id <> v_users[v_n] THEN
      INSERT INTO outbox (subject, kind, auction_id, asset_id, seq, payload)
      VALUES (replace(p_outbid_subject, '{user}', lot.leader_user_id::text), 'outbid', lot.auction_id, p_asset_id, v_seq,
              jsonb_build_object('type', 'outbid', 'auctionId', lot.auction_id, 'assetId', p_asset_id, 'seq', v_seq,
                'price', v_amounts[v_n], 'endsAt', vh_iso(v_ends_at)))
      RETURNING jsonb_build_object('id', id, 'subject', subject, 'payload', payload) INTO v_event;
      v_events := v_events || v_event;
    END IF;
    UPDATE assets
       SET current_price = v_amounts[v_n], leader_user_id = v_users[v_n], quote_count = lot.quote_count + v_n,
           last_seq = v_seq, last_hash = v_prev, ends_at = v_ends_at,
           extensions = lot.extensions + v_extended::int, updated_at = now()
     WHERE id = p_asset_id;
    v_out := jsonb_build_object('status', 200, 'code', 'accepted', 'asset_id', p_asset_id, 'seq', lot.last_seq + 1,
      'last_seq', v_seq, 'price', v_amounts[v_n], 'you_lead', v_users[v_n] = v_user,
      'next_valid_amount', v_amounts[v_n] + lot.increment, 'quote_count', lot.quote_count + v_n,
      'ends_at', vh_iso(v_ends_at), 'extended', v_extended, 'server_time', vh_iso(v_now));
  END IF;

  INSERT INTO idempotency_keys (user_id, scope, key, request_hash, response_status, response_body)
  VALUES (v_user, 'quote', p_key, p_request_hash, (v_out->>'status')::integer, v_out);
  -- The events go to this instance's sockets right after the commit (outbox.ts); a replay has none.
  IF jsonb_array_length(v_events) > 0 THEN
    RETURN v_out || jsonb_build_object('events', v_events);
  END IF;
  RETURN v_out;
END
$$;

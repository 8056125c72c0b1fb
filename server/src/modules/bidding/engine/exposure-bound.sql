-- deposit_accounts.exposure_bound: never less than the buyer's exposure on auctions that require
-- deposits, open lots and unpaid deals (docs/deposits.md). The engine (place-batch.sql) is what
-- raises it on open lots, and it adds to the bound whatever a request it accepts can add; a deal
-- step adds what a deal newly commits the buyer to (deposits/holds.ts); nothing else raises it
-- (outbids, closes, payments, cancellations, withdrawals only lower it) but one thing: an auction
-- made to require deposits, whose open lots then count for the buyers who quoted or set a maximum
-- there (while it did not require them, or before an earlier switch off) or have exposure_lots rows
-- there (an agent's lots, the bids recorded by the switch). Their bounds become unknown here, in the
-- same transaction, and their exposure_from_lot is lowered to the auction's first open lot, so the
-- engine's exact sum at their next request walks their quotes from there. The buyers are found from
-- the lots' quotes, maxima and exposure_lots rows by index: an admin's rare edit.
-- This file is the trigger's only source: db/routines.ts applies it whenever its text changes.

CREATE OR REPLACE FUNCTION vh_exposure_bound_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_lots integer[];
  v_users integer[];
BEGIN
  -- Lots before deposit accounts (users in id order), as every transaction takes them: the edit
  -- that made the change may go on to move these lots' times.
  SELECT coalesce(array_agg(l.id), '{}') INTO v_lots
    FROM (SELECT a.id FROM assets a WHERE a.auction_id = NEW.id AND a.status = 'open' ORDER BY a.id FOR UPDATE) AS l;
  IF cardinality(v_lots) = 0 THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(array_agg(u.user_id), '{}') INTO v_users
    FROM (SELECT da.user_id FROM deposit_accounts da
           WHERE da.user_id IN (SELECT q.user_id FROM quotes q WHERE q.asset_id = ANY (v_lots)
                                UNION SELECT b.user_id FROM autobids b WHERE b.asset_id = ANY (v_lots)
                                UNION SELECT x.user_id FROM exposure_lots x WHERE x.asset_id = ANY (v_lots))
           ORDER BY da.user_id FOR UPDATE) AS u;
  UPDATE deposit_accounts da SET exposure_bound = NULL, exposure_from_lot = least(da.exposure_from_lot, v_lots[1])
   WHERE da.user_id = ANY (v_users);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS auctions_exposure_bound_forget ON auctions;
CREATE TRIGGER auctions_exposure_bound_forget AFTER UPDATE OF requires_deposit ON auctions
  FOR EACH ROW WHEN (NEW.requires_deposit AND NOT OLD.requires_deposit) EXECUTE FUNCTION vh_exposure_bound_forget();

-- deposit_accounts.exposure_bound: never less than the buyer's exposure on open lots of auctions
-- that require deposits (docs/deposits.md). The engine (place-batch.sql) is what raises that
-- exposure, and it adds to the bound whatever a request it accepts can add; nothing else raises it
-- (outbids, closes, payments, cancellations, withdrawals only lower it) but one thing: an auction
-- made to require deposits, whose open lots then count for the buyers who have them in their
-- exposure_lot_ids (lots quoted on while it required deposits before) or exposure_lots rows (an
-- agent's lots). Their bounds become unknown here, in the same transaction, and the engine sums
-- their exposure at their next request. Finding the exposure_lot_ids reads every account (no index
-- on the list, so the engine's update of the row stays a heap-only one): an admin's rare edit.
-- This file is the trigger's only source: db/routines.ts applies it whenever its text changes.

CREATE OR REPLACE FUNCTION vh_exposure_bound_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_lots integer[];
BEGIN
  -- Lots before deposit accounts (users in id order), as every transaction takes them: the edit
  -- that made the change may go on to move these lots' times.
  SELECT coalesce(array_agg(l.id), '{}') INTO v_lots
    FROM (SELECT a.id FROM assets a WHERE a.auction_id = NEW.id AND a.status = 'open' ORDER BY a.id FOR UPDATE) AS l;
  PERFORM 1 FROM deposit_accounts da
    WHERE (da.exposure_lot_ids && v_lots OR da.user_id IN (SELECT x.user_id FROM exposure_lots x WHERE x.asset_id = ANY (v_lots)))
      AND da.exposure_bound IS NOT NULL
    ORDER BY da.user_id FOR UPDATE;
  UPDATE deposit_accounts da SET exposure_bound = NULL
   WHERE (da.exposure_lot_ids && v_lots OR da.user_id IN (SELECT x.user_id FROM exposure_lots x WHERE x.asset_id = ANY (v_lots)))
     AND da.exposure_bound IS NOT NULL;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS auctions_exposure_bound_forget ON auctions;
CREATE TRIGGER auctions_exposure_bound_forget AFTER UPDATE OF requires_deposit ON auctions
  FOR EACH ROW WHEN (NEW.requires_deposit AND NOT OLD.requires_deposit) EXECUTE FUNCTION vh_exposure_bound_forget();

-- Nothing reads the outbox by (asset_id, seq): the relay reads by id. The index cost every event
-- an index entry on insert and another on its mark (a non-HOT update).
DROP INDEX IF EXISTS "outbox_asset_seq_idx";

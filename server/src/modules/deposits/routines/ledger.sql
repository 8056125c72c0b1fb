-- The deposit ledger's rules that the database itself enforces, whatever code writes to it. This
-- file is their only source: db/routines.ts applies it at start-up, under the migration lock,
-- whenever its text changes (the migrations hold the ledger's tables only).

-- The ledger is append-only: a correction is a new movement, never an edit.
CREATE OR REPLACE FUNCTION vh_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;

DROP TRIGGER IF EXISTS ledger_entries_append_only ON ledger_entries;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION vh_ledger_append_only();

-- Every movement balances: checked at commit (the entries of a txn are inserted one statement at a
-- time or together), so no transaction can leave a txn_id whose entries do not sum to zero.
CREATE OR REPLACE FUNCTION vh_ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s bigint;
BEGIN
  SELECT sum(amount) INTO s FROM ledger_entries WHERE txn_id = NEW.txn_id;
  IF s <> 0 THEN
    RAISE EXCEPTION 'ledger txn % does not balance (sum %)', NEW.txn_id, s USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS ledger_entries_balanced ON ledger_entries;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION vh_ledger_balanced();

-- The quote engine's routines leave the migrations (issue 28): vh_iso and vh_place_quote_batch now
-- live in server/src/modules/bidding/engine/place-batch.sql, applied at start-up under the
-- migration lock whenever that file's hash differs from the one recorded here (db/routines.ts).
-- Migrations from this one on change the schema only: none defines a function.
CREATE TABLE "routine_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" char(64) NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- 0005's vh_place_quotes served the release before 0007 during its rolling upgrade; the release now
-- running (0007 to 0011) calls only vh_place_quote_batch, which the engine file keeps under its name.
DROP FUNCTION IF EXISTS vh_place_quotes(jsonb, text, text, text);

CREATE TYPE "public"."deal_stage" AS ENUM('approval_pending', 'offered', 'payment_due', 'paid', 'release_pending', 'noc_issued', 'released', 'rc_transfer', 'transferred', 'rejected', 'backed_out', 'unsold');--> statement-breakpoint
CREATE TABLE "deal_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_id" integer NOT NULL,
	"action" text NOT NULL,
	"stage" "deal_stage" NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"amount" integer NOT NULL,
	"deadline_at" timestamp with time zone,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"document" text,
	"note" text DEFAULT '' NOT NULL,
	"charge" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"asset_id" integer PRIMARY KEY NOT NULL,
	"stage" "deal_stage" NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"amount" integer NOT NULL,
	"deadline_at" timestamp with time zone,
	"tried_ranks" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_rank_ck" CHECK ("deals"."rank" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "financiers" ADD COLUMN "payee" jsonb;--> statement-breakpoint
ALTER TABLE "deal_steps" ADD CONSTRAINT "deal_steps_asset_id_deals_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."deals"("asset_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_steps" ADD CONSTRAINT "deal_steps_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_steps" ADD CONSTRAINT "deal_steps_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_steps_asset_idx" ON "deal_steps" USING btree ("asset_id","id");--> statement-breakpoint
CREATE INDEX "deals_buyer_idx" ON "deals" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "deals_deadline_idx" ON "deals" USING btree ("deadline_at") WHERE "deals"."stage" in ('offered', 'payment_due');--> statement-breakpoint
-- Lots closed before deals existed get theirs, at the stage their result stands for.
INSERT INTO "deals" ("asset_id", "stage", "buyer_user_id", "rank", "amount", "deadline_at", "tried_ranks")
SELECT a.id,
  (CASE a.result WHEN 'approved' THEN 'payment_due' WHEN 'paid' THEN 'release_pending' WHEN 'rejected' THEN 'rejected'
     WHEN 'backed_out' THEN 'backed_out' WHEN 'offered_h2' THEN 'offered' ELSE 'approval_pending' END)::deal_stage,
  a.winner_user_id,
  CASE WHEN a.result = 'offered_h2' THEN 2 ELSE 1 END,
  coalesce(a.counter_amount, a.winning_amount, a.current_price, a.start_price),
  CASE WHEN a.result = 'approved' THEN a.payment_due_at WHEN a.result = 'offered_h2' THEN coalesce(a.result_decided_at, now()) + interval '24 hours' END,
  CASE WHEN a.result = 'offered_h2' THEN '{1,2}'::integer[] ELSE '{1}'::integer[] END
FROM "assets" a
WHERE a.status = 'closed' AND a.winner_user_id IS NOT NULL AND a.result NOT IN ('none', 'no_bids');--> statement-breakpoint
INSERT INTO "deal_steps" ("asset_id", "action", "stage", "buyer_user_id", "rank", "amount", "deadline_at", "actor_kind", "at")
SELECT d.asset_id, 'close', d.stage, d.buyer_user_id, d.rank, d.amount, d.deadline_at, 'system', coalesce(a.closed_at, now())
FROM "deals" d JOIN "assets" a ON a.id = d.asset_id;

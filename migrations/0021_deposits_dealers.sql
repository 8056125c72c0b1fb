CREATE TYPE "public"."deposit_refund_status" AS ENUM('requested', 'processing', 'processed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."ledger_account" AS ENUM('buyer_deposit', 'held', 'gateway', 'forfeits', 'adjustments');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('deposit', 'hold', 'release', 'forfeit', 'refund', 'refund_reversal', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."dealer_agent_status" AS ENUM('invited', 'active', 'suspended', 'revoked');--> statement-breakpoint
ALTER TYPE "public"."payment_purpose" ADD VALUE 'deposit';--> statement-breakpoint
CREATE SEQUENCE "public"."ledger_txn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "deposit_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_accounts_balance_ck" CHECK ("deposit_accounts"."balance" >= 0 and "deposit_accounts"."held" >= 0 and "deposit_accounts"."held" <= "deposit_accounts"."balance")
);
--> statement-breakpoint
CREATE TABLE "deposit_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" "deposit_refund_status" DEFAULT 'requested' NOT NULL,
	"payment_id" integer,
	"gateway_refund_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_refunds_gatewayRefundId_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "deposit_refunds_amount_ck" CHECK ("deposit_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "exposure_lots" (
	"user_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	CONSTRAINT "exposure_lots_user_id_asset_id_pk" PRIMARY KEY("user_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"txn_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"account" "ledger_account" NOT NULL,
	"amount" integer NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"reference" text,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_reason_ck" CHECK ("ledger_entries"."kind" <> 'adjustment' or coalesce(btrim("ledger_entries"."reason"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "dealer_agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dealer_id" integer NOT NULL,
	"agent_user_id" integer,
	"phone" char(10) NOT NULL,
	"name" text NOT NULL,
	"status" "dealer_agent_status" DEFAULT 'invited' NOT NULL,
	"invite_token_hash" char(64),
	"invite_expires_at" timestamp with time zone,
	"per_lot_cap" integer,
	"total_cap" integer,
	"allowed_state_ids" integer[],
	"allowed_segments" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	CONSTRAINT "dealer_agents_inviteTokenHash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "dealer_agents_caps_ck" CHECK (("dealer_agents"."per_lot_cap" is null or "dealer_agents"."per_lot_cap" > 0) and ("dealer_agents"."total_cap" is null or "dealer_agents"."total_cap" > 0)),
	CONSTRAINT "dealer_agents_not_self_ck" CHECK ("dealer_agents"."agent_user_id" is null or "dealer_agents"."agent_user_id" <> "dealer_agents"."dealer_id")
);
--> statement-breakpoint
ALTER TABLE "financiers" ADD COLUMN "deposit_limit_multiple" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_dealer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "leader_agent_id" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "requires_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "deposit_limit_multiple" integer;--> statement-breakpoint
ALTER TABLE "autobids" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "deposit_accounts" ADD CONSTRAINT "deposit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_lots" ADD CONSTRAINT "exposure_lots_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_agents" ADD CONSTRAINT "dealer_agents_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_agents" ADD CONSTRAINT "dealer_agents_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_refunds_user_idx" ON "deposit_refunds" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "exposure_lots_asset_idx" ON "exposure_lots" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_txn_idx" ON "ledger_entries" USING btree ("txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_hold_once_uq" ON "ledger_entries" USING btree ("user_id","reference") WHERE "ledger_entries"."kind" = 'hold' and "ledger_entries"."account" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_release_once_uq" ON "ledger_entries" USING btree ("user_id","reference") WHERE "ledger_entries"."kind" = 'release' and "ledger_entries"."account" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_agents_agent_user_uq" ON "dealer_agents" USING btree ("agent_user_id") WHERE "dealer_agents"."agent_user_id" is not null and "dealer_agents"."status" <> 'revoked';--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_agents_dealer_phone_uq" ON "dealer_agents" USING btree ("dealer_id","phone") WHERE "dealer_agents"."status" <> 'revoked';--> statement-breakpoint
CREATE INDEX "dealer_agents_dealer_idx" ON "dealer_agents" USING btree ("dealer_id","id");--> statement-breakpoint
ALTER TABLE "autobids" ADD CONSTRAINT "autobids_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financiers" ADD CONSTRAINT "financiers_deposit_limit_multiple_ck" CHECK ("financiers"."deposit_limit_multiple" is null or "financiers"."deposit_limit_multiple" > 0);--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_deposit_limit_multiple_ck" CHECK ("auctions"."deposit_limit_multiple" is null or "auctions"."deposit_limit_multiple" > 0);

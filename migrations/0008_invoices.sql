CREATE TYPE "public"."invoice_charge" AS ENUM('subscription', 'backout');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('tax_invoice', 'receipt', 'credit_note');--> statement-breakpoint
CREATE TABLE "buyer_tax_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gstin" char(15),
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"state_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "invoice_kind" NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"payment_id" integer,
	"original_invoice_id" integer,
	"user_id" integer NOT NULL,
	"charge" "invoice_charge" NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_state_code" char(2) NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_gstin" text,
	"buyer_address" text DEFAULT '' NOT NULL,
	"buyer_state_code" char(2) NOT NULL,
	"buyer_state_name" text NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"round_off_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"gateway_payment_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "buyer_tax_details" ADD CONSTRAINT "buyer_tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_tax_details" ADD CONSTRAINT "buyer_tax_details_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq_uq" ON "invoices" USING btree ("series","financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_uq" ON "invoices" USING btree ("payment_id") WHERE "invoices"."kind" <> 'credit_note';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_uq" ON "invoices" USING btree ("original_invoice_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at" desc);--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");
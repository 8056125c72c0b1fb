CREATE TABLE "auction_reminders" (
	"user_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_reminders_user_id_auction_id_pk" PRIMARY KEY("user_id","auction_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_fees" (
	"financier_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"flat_amount" integer DEFAULT 0 NOT NULL,
	"gst_percent" integer DEFAULT 18 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_fees_kind_ck" CHECK ("buyer_fees"."kind" in ('percent', 'flat')),
	CONSTRAINT "buyer_fees_values_ck" CHECK ("buyer_fees"."percent_bp" between 0 and 10000 and "buyer_fees"."flat_amount" >= 0 and "buyer_fees"."gst_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "rto_transfer_fees" (
	"state_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"is_estimate" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rto_transfer_fees_state_id_segment_id_pk" PRIMARY KEY("state_id","segment_id"),
	CONSTRAINT "rto_transfer_fees_amount_ck" CHECK ("rto_transfer_fees"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"segment_id" integer,
	"make" text,
	"model" text,
	"year_from" integer,
	"year_to" integer,
	"state_id" integer,
	"district" text,
	"price_min" integer,
	"price_max" integer,
	"grade" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yard_charges" (
	"yard_location" text PRIMARY KEY NOT NULL,
	"per_day" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yard_charges_per_day_ck" CHECK ("yard_charges"."per_day" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auction_reminders" ADD CONSTRAINT "auction_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_reminders" ADD CONSTRAINT "auction_reminders_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_fees" ADD CONSTRAINT "buyer_fees_financier_id_financiers_id_fk" FOREIGN KEY ("financier_id") REFERENCES "public"."financiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rto_transfer_fees" ADD CONSTRAINT "rto_transfer_fees_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rto_transfer_fees" ADD CONSTRAINT "rto_transfer_fees_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_reminders_auction_idx" ON "auction_reminders" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");
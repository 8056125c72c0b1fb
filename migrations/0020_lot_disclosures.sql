CREATE TABLE "asset_condition_reports" (
	"asset_id" integer PRIMARY KEY NOT NULL,
	"checklist" text NOT NULL,
	"grade" char(1) NOT NULL,
	"points" jsonb NOT NULL,
	"inspector_name" text DEFAULT '' NOT NULL,
	"inspected_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_condition_reports_grade_ck" CHECK ("asset_condition_reports"."grade" in ('A','B','C','D','E'))
);
--> statement-breakpoint
CREATE TABLE "asset_documents" (
	"asset_id" integer PRIMARY KEY NOT NULL,
	"rc" text NOT NULL,
	"keys" integer NOT NULL,
	"noc" text NOT NULL,
	"form35" text NOT NULL,
	"insurance_valid_until" date,
	"hypothecation" text NOT NULL,
	"repossession_basis" text NOT NULL,
	"dispute" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_photos" ADD COLUMN "slot" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "asset_condition_reports" ADD CONSTRAINT "asset_condition_reports_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_condition_reports_grade_idx" ON "asset_condition_reports" USING btree ("grade");
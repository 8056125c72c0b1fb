CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Photos and documents arrive compressed (JPEG, WebP, PDF, or encrypted): no second compression pass.
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;

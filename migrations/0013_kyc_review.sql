CREATE TYPE "public"."document_reject_reason" AS ENUM('unreadable', 'cut_off', 'wrong_document', 'details_mismatch', 'other');--> statement-breakpoint
ALTER TABLE "financiers" ADD COLUMN "requires_verified_kyc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "reject_reason" "document_reject_reason";--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "reject_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_documents_queue_idx" ON "identity_documents" USING btree ("status","created_at") WHERE "identity_documents"."replaced_at" is null;
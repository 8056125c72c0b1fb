DROP INDEX "notification_deliveries_recent_idx";--> statement-breakpoint
CREATE INDEX "notification_deliveries_user_created_idx" ON "notification_deliveries" USING btree ("user_id","created_at" desc);
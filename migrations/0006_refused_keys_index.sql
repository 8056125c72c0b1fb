-- Every quote request stores its answer under its idempotency key, and the only query by time on
-- those rows is the monitor's refused-quote bursts (scope 'quote', status >= 400; admin
-- monitor-repo.ts). An index of those rows alone serves it, and an accepted quote's key (nearly
-- every key) no longer writes an index entry: one fewer per quote in the lane's batch, which paces
-- the quote path (issue 5).
DROP INDEX "idempotency_keys_created_idx";--> statement-breakpoint
CREATE INDEX "idempotency_keys_refused_created_idx" ON "idempotency_keys" USING btree ("created_at") WHERE "idempotency_keys"."scope" = 'quote' and "idempotency_keys"."response_status" >= 400;
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_account_id_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "orders_expired_at_idx";--> statement-breakpoint
CREATE INDEX "orders_expired_at_idx" ON "orders" USING btree ("expired_at") WHERE "orders"."personal_data_erased_at" IS NULL;
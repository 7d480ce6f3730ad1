DROP INDEX "orders_account_updated_at_idx";--> statement-breakpoint
DROP INDEX "orders_account_scheduled_for_idx";--> statement-breakpoint
DROP INDEX "orders_branch_scheduled_for_idx";--> statement-breakpoint
CREATE INDEX "orders_account_scheduled_for_idx" ON "orders" USING btree ("account_id","scheduled_for") WHERE "orders"."scheduled_for" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_branch_scheduled_for_idx" ON "orders" USING btree ("branch_id","scheduled_for") WHERE "orders"."scheduled_for" IS NOT NULL;
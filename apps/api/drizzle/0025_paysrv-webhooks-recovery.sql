ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_positive";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "adjustment_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_until_idx" ON "orders" USING btree ("awaiting_payment_until") WHERE "orders"."awaiting_payment_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_cancelled_paid_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."status" = 'Order Cancelled' AND "orders"."payment_summary" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0 and "refunds"."adjustment_minor" >= 0 and "refunds"."adjustment_minor" <= "refunds"."amount_minor");
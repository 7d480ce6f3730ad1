ALTER TABLE "orders" ADD COLUMN "awaiting_payment_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_summary" jsonb;
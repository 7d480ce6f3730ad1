ALTER TABLE "orders" ADD COLUMN "cancelled_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "original_lines" jsonb;
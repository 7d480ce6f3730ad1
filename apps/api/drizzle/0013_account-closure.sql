ALTER TABLE "accounts" ADD COLUMN "closure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_closes_at_idx" ON "accounts" USING btree ("closes_at") WHERE "accounts"."closes_at" is not null and "accounts"."closed_at" is null;
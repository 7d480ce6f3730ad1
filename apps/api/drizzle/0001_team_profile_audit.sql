CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"target_user_id" text NOT NULL,
	"target_account_id" uuid,
	"key" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "idle_timeout_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invited_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_no" text;--> statement-breakpoint
CREATE INDEX "audit_log_target_user_id_idx" ON "audit_log" USING btree ("target_user_id","created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_invited_by_member_id_members_id_fk" FOREIGN KEY ("invited_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_invite_token_hash_key" ON "members" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "members_member_email_key" ON "members" USING btree (lower("email_address")) WHERE "members"."is_owner" = false;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_idle_timeout_minutes_range" CHECK ("accounts"."idle_timeout_minutes" between 5 and 240);
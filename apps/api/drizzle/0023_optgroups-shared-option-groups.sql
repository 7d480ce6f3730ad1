CREATE TABLE "shared_option_groups" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_option_groups_pkey" PRIMARY KEY("id","account_id")
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "shared_option_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_option_groups" ADD CONSTRAINT "shared_option_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_option_groups" ADD CONSTRAINT "shared_option_groups_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_option_groups_business_idx" ON "shared_option_groups" USING btree ("account_id","business_id");--> statement-breakpoint
-- A tenant table: the same row-level security as every other (decision 042).
SELECT scanorder_enable_tenant_rls('shared_option_groups');

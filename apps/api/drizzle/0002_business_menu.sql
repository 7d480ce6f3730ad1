CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"out_of_operation" boolean DEFAULT false NOT NULL,
	"out_of_operation_reason" text,
	"out_of_operation_until" date,
	"pin_hash" text,
	"pin_failed_attempts" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"business_owner_legal_name" text NOT NULL,
	"business_name" text NOT NULL,
	"business_type" text NOT NULL,
	"business_description" text NOT NULL,
	"country_code" text NOT NULL,
	"mobile_no" text NOT NULL,
	"whatsapp_same_as_mobile_no" boolean DEFAULT true NOT NULL,
	"whatsapp_country_code" text,
	"whatsapp_mobile_no" text,
	"menu_currency" text NOT NULL,
	"website_url" text,
	"time_zone" text NOT NULL,
	"business_address" text,
	"place_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"logo_key" text,
	"hours" jsonb NOT NULL,
	"closures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"menu_type_hours" jsonb NOT NULL,
	"pickup_delivery" jsonb NOT NULL,
	"order_settings" jsonb NOT NULL,
	"taking_orders" boolean DEFAULT true NOT NULL,
	"categories" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_minor" integer NOT NULL,
	"tax_enabled" boolean DEFAULT false NOT NULL,
	"tax_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"image_key" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text DEFAULT 'Available' NOT NULL,
	"available_again_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"option_groups" jsonb DEFAULT '{"modifiers":[],"selectors":[],"incrementors":[]}'::jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_account_id_idx" ON "branches" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_business_id_name_key" ON "branches" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_account_id_kind_key" ON "businesses" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "menu_items_account_id_idx" ON "menu_items" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "menu_items_business_category_position_idx" ON "menu_items" USING btree ("business_id","category","position");--> statement-breakpoint
CREATE INDEX "menu_items_image_key_idx" ON "menu_items" USING btree ("account_id","image_key");
CREATE TABLE "business_order_counters" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"branch_id" uuid,
	"store_name" text NOT NULL,
	"identifier" text NOT NULL,
	"reference_number" integer NOT NULL,
	"status" text DEFAULT 'Order Placed' NOT NULL,
	"fulfilment_type" text NOT NULL,
	"fulfilment" jsonb NOT NULL,
	"scheduled_for" timestamp with time zone,
	"customer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"service_charge_minor" integer NOT NULL,
	"tip_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"pricing" jsonb NOT NULL,
	"additional_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"distance_verified" boolean DEFAULT true NOT NULL,
	"modified" boolean DEFAULT false NOT NULL,
	"cancel_description" text,
	"idempotency_key" uuid NOT NULL,
	"customer_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."total_minor" >= 0 and "orders"."subtotal_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"branch_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	"description" text,
	"address" jsonb,
	"additional_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prefill" jsonb,
	"short_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_order_counters" ADD CONSTRAINT "business_order_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_order_counters" ADD CONSTRAINT "business_order_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_events_account_id_idx" ON "order_events" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_reference_key" ON "orders" USING btree ("business_id","reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_account_idempotency_key" ON "orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_account_updated_at_idx" ON "orders" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "orders_account_scheduled_for_idx" ON "orders" USING btree ("account_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "orders_branch_scheduled_for_idx" ON "orders" USING btree ("branch_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "orders_expired_at_idx" ON "orders" USING btree ("expired_at");--> statement-breakpoint
CREATE INDEX "qr_codes_account_id_idx" ON "qr_codes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_short_code_key" ON "qr_codes" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_branch_identifier_key" ON "qr_codes" USING btree ("branch_id",lower("identifier"));
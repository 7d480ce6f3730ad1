CREATE TABLE "table_bill_allocations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"share" text NOT NULL,
	"line_index" integer,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "table_bill_allocations_pkey" PRIMARY KEY("id","account_id"),
	CONSTRAINT "table_bill_allocations_amount_positive" CHECK ("table_bill_allocations"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "table_bill_orders" (
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	CONSTRAINT "table_bill_orders_pkey" PRIMARY KEY("order_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "table_bills" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"table_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"split_parts" integer,
	"split_base_minor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "table_bills_pkey" PRIMARY KEY("id","account_id"),
	CONSTRAINT "table_bills_split_valid" CHECK ("table_bills"."split_parts" is null or ("table_bills"."split_parts" between 2 and 20 and "table_bills"."split_base_minor" > 0))
);
--> statement-breakpoint
DROP INDEX "payments_one_processing_per_order";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bill_id" uuid;--> statement-breakpoint
ALTER TABLE "table_bill_allocations" ADD CONSTRAINT "table_bill_allocations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_allocations" ADD CONSTRAINT "table_bill_allocations_bill_fk" FOREIGN KEY ("bill_id","account_id") REFERENCES "public"."table_bills"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_allocations" ADD CONSTRAINT "table_bill_allocations_payment_fk" FOREIGN KEY ("payment_id","account_id") REFERENCES "public"."payments"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_allocations" ADD CONSTRAINT "table_bill_allocations_order_fk" FOREIGN KEY ("order_id","account_id") REFERENCES "public"."orders"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_orders" ADD CONSTRAINT "table_bill_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_orders" ADD CONSTRAINT "table_bill_orders_order_fk" FOREIGN KEY ("order_id","account_id") REFERENCES "public"."orders"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_orders" ADD CONSTRAINT "table_bill_orders_bill_fk" FOREIGN KEY ("bill_id","account_id") REFERENCES "public"."table_bills"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bills" ADD CONSTRAINT "table_bills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bills" ADD CONSTRAINT "table_bills_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bills" ADD CONSTRAINT "table_bills_branch_fk" FOREIGN KEY ("branch_id","account_id") REFERENCES "public"."branches"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_bill_allocations_bill_idx" ON "table_bill_allocations" USING btree ("account_id","bill_id");--> statement-breakpoint
CREATE INDEX "table_bill_allocations_payment_idx" ON "table_bill_allocations" USING btree ("account_id","payment_id");--> statement-breakpoint
CREATE INDEX "table_bill_orders_bill_idx" ON "table_bill_orders" USING btree ("account_id","bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bills_one_open_per_table" ON "table_bills" USING btree ("account_id","business_id","branch_id","table_key") WHERE "table_bills"."status" = 'open';--> statement-breakpoint
CREATE INDEX "table_bills_account_business_idx" ON "table_bills" USING btree ("account_id","business_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_processing_per_order" ON "payments" USING btree ("account_id","order_id") WHERE "payments"."status" = 'processing' and "payments"."bill_id" is null;--> statement-breakpoint
SELECT scanorder_enable_tenant_rls('table_bills');--> statement-breakpoint
SELECT scanorder_enable_tenant_rls('table_bill_orders');--> statement-breakpoint
SELECT scanorder_enable_tenant_rls('table_bill_allocations');

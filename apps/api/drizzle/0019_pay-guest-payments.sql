-- Guest payments (issue 18): attempts, refunds, the ledger and Stripe events, keyed by (id, account_id) (decision 016).
CREATE TABLE "ledger_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_pkey" PRIMARY KEY("id","account_id")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_pkey" PRIMARY KEY("event_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"idempotency_key" uuid NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"tip_minor" integer DEFAULT 0 NOT NULL,
	"tip_hundredths_percent" integer DEFAULT 0 NOT NULL,
	"platform_fee_minor" integer DEFAULT 0 NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_pkey" PRIMARY KEY("id","account_id"),
	CONSTRAINT "payments_amounts_valid" CHECK ("payments"."amount_minor" > 0 and "payments"."tip_minor" >= 0 and "payments"."refunded_minor" >= 0 and "payments"."refunded_minor" <= "payments"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_pkey" PRIMARY KEY("id","account_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_fk" FOREIGN KEY ("payment_id","account_id") REFERENCES "public"."payments"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_fk" FOREIGN KEY ("refund_id","account_id") REFERENCES "public"."refunds"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("order_id","account_id") REFERENCES "public"."orders"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_fk" FOREIGN KEY ("payment_id","account_id") REFERENCES "public"."payments"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_fk" FOREIGN KEY ("order_id","account_id") REFERENCES "public"."orders"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_charge_per_payment" ON "ledger_entries" USING btree ("account_id","payment_id","kind") WHERE "ledger_entries"."kind" <> 'refund';--> statement-breakpoint
CREATE INDEX "payment_webhook_events_account_id_idx" ON "payment_webhook_events" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_account_idempotency_key" ON "payments" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_id_key" ON "payments" USING btree ("account_id","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_provider_payment_id_idx" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("account_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_processing_per_order" ON "payments" USING btree ("account_id","order_id") WHERE "payments"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_account_idempotency_key" ON "refunds" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_id_key" ON "refunds" USING btree ("account_id","provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("account_id","order_id");--> statement-breakpoint
-- Tenant tables: the same row-level security as every other (0006_row_level_security.sql).
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "payments" USING (account_id = nullif(current_setting('app.account_id', true), '')::uuid) WITH CHECK (account_id = nullif(current_setting('app.account_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "refunds" USING (account_id = nullif(current_setting('app.account_id', true), '')::uuid) WITH CHECK (account_id = nullif(current_setting('app.account_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ledger_entries" USING (account_id = nullif(current_setting('app.account_id', true), '')::uuid) WITH CHECK (account_id = nullif(current_setting('app.account_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "payment_webhook_events" USING (account_id = nullif(current_setting('app.account_id', true), '')::uuid) WITH CHECK (account_id = nullif(current_setting('app.account_id', true), '')::uuid);

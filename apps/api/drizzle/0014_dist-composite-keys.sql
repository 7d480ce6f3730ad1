-- Keys paired with account_id so Citus can enforce them per shard (decision 016). drizzle-kit cannot
-- name the old primary keys or spell `on delete set null (column)`; both are written here by hand.
ALTER TABLE "members" DROP CONSTRAINT "members_invited_by_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "business_order_counters" DROP CONSTRAINT "business_order_counters_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "order_edits" DROP CONSTRAINT "order_edits_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "qr_codes" DROP CONSTRAINT "qr_codes_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "qr_codes" DROP CONSTRAINT "qr_codes_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "order_push_subscriptions" DROP CONSTRAINT "order_push_subscriptions_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_member_id_members_id_fk";
--> statement-breakpoint
DROP INDEX "order_push_subscriptions_order_endpoint_key";--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_pkey";--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" DROP CONSTRAINT "local_checkout_sessions_pkey";--> statement-breakpoint
ALTER TABLE "payment_accounts" DROP CONSTRAINT "payment_accounts_pkey";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_pkey";--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_pkey";--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_pkey";--> statement-breakpoint
ALTER TABLE "business_order_counters" DROP CONSTRAINT "business_order_counters_pkey";--> statement-breakpoint
ALTER TABLE "order_edits" DROP CONSTRAINT "order_edits_pkey";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "qr_codes" DROP CONSTRAINT "qr_codes_pkey";--> statement-breakpoint
ALTER TABLE "order_push_subscriptions" DROP CONSTRAINT "order_push_subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD CONSTRAINT "local_checkout_sessions_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "business_order_counters" ADD CONSTRAINT "business_order_counters_pkey" PRIMARY KEY("business_id","account_id");--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "order_push_subscriptions" ADD CONSTRAINT "order_push_subscriptions_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_invited_by_member_fk" FOREIGN KEY ("invited_by_member_id","account_id") REFERENCES "public"."members"("id","account_id") ON DELETE SET NULL ("invited_by_member_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_order_counters" ADD CONSTRAINT "business_order_counters_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_order_fk" FOREIGN KEY ("order_id","account_id") REFERENCES "public"."orders"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_fk" FOREIGN KEY ("order_id","account_id") REFERENCES "public"."orders"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_fk" FOREIGN KEY ("branch_id","account_id") REFERENCES "public"."branches"("id","account_id") ON DELETE SET NULL ("branch_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_branch_fk" FOREIGN KEY ("branch_id","account_id") REFERENCES "public"."branches"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_push_subscriptions" ADD CONSTRAINT "order_push_subscriptions_order_fk" FOREIGN KEY ("order_id","account_id") REFERENCES "public"."orders"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_fk" FOREIGN KEY ("member_id","account_id") REFERENCES "public"."members"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_push_subscriptions_order_endpoint_key" ON "order_push_subscriptions" USING btree ("account_id","order_id","endpoint");
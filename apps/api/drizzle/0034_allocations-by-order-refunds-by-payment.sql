-- Every payment of an order sums what a table's shares paid toward it, and a share's receipt lists
-- its payment's refunds: both looked through all of an account's rows without these.
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("account_id","payment_id");--> statement-breakpoint
CREATE INDEX "table_bill_allocations_order_idx" ON "table_bill_allocations" USING btree ("account_id","order_id");
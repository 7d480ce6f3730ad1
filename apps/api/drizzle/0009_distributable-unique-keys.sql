DROP INDEX "branches_business_id_name_key";--> statement-breakpoint
DROP INDEX "orders_business_reference_key";--> statement-breakpoint
DROP INDEX "qr_codes_branch_identifier_key";--> statement-breakpoint
CREATE UNIQUE INDEX "branches_business_id_name_key" ON "branches" USING btree ("account_id","business_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_reference_key" ON "orders" USING btree ("account_id","business_id","reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_branch_identifier_key" ON "qr_codes" USING btree ("account_id","branch_id",lower("identifier"));
ALTER TABLE "payments" ADD COLUMN "receipt_email" text;--> statement-breakpoint
ALTER TABLE "table_bill_allocations" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_bill_allocations" ADD CONSTRAINT "table_bill_allocations_refund_valid" CHECK ("table_bill_allocations"."refunded_minor" between 0 and "table_bill_allocations"."amount_minor");
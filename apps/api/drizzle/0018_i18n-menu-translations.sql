CREATE TABLE "menu_translations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"entity_kind" text NOT NULL,
	"entity_key" text NOT NULL,
	"field" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_translations_pkey" PRIMARY KEY("id","account_id")
);
--> statement-breakpoint
ALTER TABLE "menu_translations" ADD CONSTRAINT "menu_translations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_translations" ADD CONSTRAINT "menu_translations_business_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."businesses"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_translations_text_key" ON "menu_translations" USING btree ("account_id","business_id","locale","entity_kind","entity_key","field");--> statement-breakpoint
CREATE INDEX "menu_translations_account_id_idx" ON "menu_translations" USING btree ("account_id");--> statement-breakpoint
-- A tenant table: the same row-level security as every other (0006_row_level_security.sql).
ALTER TABLE "menu_translations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "menu_translations"
  USING (account_id = nullif(current_setting('app.account_id', true), '')::uuid)
  WITH CHECK (account_id = nullif(current_setting('app.account_id', true), '')::uuid);

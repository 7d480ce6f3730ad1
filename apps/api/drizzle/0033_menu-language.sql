-- The language a business's menu is written in (decision 054). Every existing business is English:
-- its categories were created in English and its guest translations (Spanish among them) go from it.
ALTER TABLE "businesses" ADD COLUMN "menu_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_menu_language_known" CHECK ("businesses"."menu_language" in ('en', 'es'));
-- Typo- and plural-tolerant product search (issue 22): trigram word similarity on item names.
-- pg_trgm is a contrib extension of every PostgreSQL server; PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_items_name_trgm_idx" ON "menu_items" USING gin ("name" gin_trgm_ops);

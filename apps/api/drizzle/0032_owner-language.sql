-- The owner app's language on the user (decision 051): the emails the server writes them and the
-- app on a device they sign in on. Every existing user reads English, as before.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'es'));
-- The owner app's language on the user (decision 051): the emails the server writes them and the
-- app on a device they sign in on. Null until chosen: every existing user reads English emails,
-- and their next sign-in keeps (and saves) the language their device is in.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'es'));
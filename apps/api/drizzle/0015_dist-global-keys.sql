CREATE TABLE "global_keys" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "global_keys_pkey" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
-- Like every table holding account_id (0006): the tenant role sees only its account's keys.
ALTER TABLE "global_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "global_keys"
  USING (account_id = nullif(current_setting('app.account_id', true), '')::uuid)
  WITH CHECK (account_id = nullif(current_setting('app.account_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_user_id_unique";--> statement-breakpoint
DROP INDEX "members_user_id_key";--> statement-breakpoint
DROP INDEX "members_user_name_key";--> statement-breakpoint
DROP INDEX "members_invite_token_hash_key";--> statement-breakpoint
DROP INDEX "members_member_email_key";--> statement-breakpoint
DROP INDEX "payment_accounts_provider_account_id_key";--> statement-breakpoint
DROP INDEX "subscriptions_provider_subscription_id_key";--> statement-breakpoint
DROP INDEX "qr_codes_short_code_key";--> statement-breakpoint
DROP INDEX "push_subscriptions_endpoint_key";--> statement-breakpoint
CREATE INDEX "accounts_owner_user_id_idx" ON "accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "members_user_id_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "members_user_name_idx" ON "members" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "members_invite_token_hash_idx" ON "members" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "members_member_email_idx" ON "members" USING btree (lower("email_address")) WHERE "members"."is_owner" = false;--> statement-breakpoint
CREATE INDEX "payment_accounts_provider_account_id_idx" ON "payment_accounts" USING btree ("provider_account_id");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_subscription_id_idx" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "qr_codes_short_code_idx" ON "qr_codes" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_account_endpoint_key" ON "push_subscriptions" USING btree ("account_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
-- Keeps global_keys in step with the columns whose values must be unique across accounts (decision
-- 016), whatever writes them (repositories, cascades, the platform editor). Arguments: the kind, the
-- key column, the owning account's column, and the constraint name a clash is reported under (the
-- unique index it replaces, so callers still tell a taken user name from a taken short code).
-- Members' emails are compared lower-cased and owners' are left out (owners sign in by users.email).
-- SECURITY DEFINER: the directory is written whatever role the request runs as.
CREATE FUNCTION "sync_global_key"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  key_kind text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
  account_column text := TG_ARGV[2];
  clash text := TG_ARGV[3];
  old_row jsonb;
  new_row jsonb;
  old_key text;
  new_key text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD);
    old_key := old_row ->> key_column;
    IF key_kind = 'member-email' THEN
      old_key := CASE WHEN (old_row ->> 'is_owner')::boolean THEN NULL ELSE lower(old_key) END;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW);
    new_key := new_row ->> key_column;
    IF key_kind = 'member-email' THEN
      new_key := CASE WHEN (new_row ->> 'is_owner')::boolean THEN NULL ELSE lower(new_key) END;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND old_key IS NOT DISTINCT FROM new_key
     AND old_row ->> account_column = new_row ->> account_column THEN
    RETURN NULL;
  END IF;
  IF old_key IS NOT NULL THEN
    DELETE FROM global_keys WHERE kind = key_kind AND key = old_key;
  END IF;
  IF new_key IS NOT NULL THEN
    INSERT INTO global_keys (kind, key, account_id)
    VALUES (key_kind, new_key, (new_row ->> account_column)::uuid)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE unique_violation USING CONSTRAINT = clash, TABLE = TG_TABLE_NAME,
        MESSAGE = format('duplicate key value violates unique constraint "%s"', clash);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_owner_global_key" AFTER INSERT OR DELETE OR UPDATE OF "owner_user_id" ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('account-owner', 'owner_user_id', 'id', 'accounts_owner_user_id_unique');
--> statement-breakpoint
CREATE TRIGGER "members_user_global_key" AFTER INSERT OR DELETE OR UPDATE OF "user_id" ON "members"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('member-user', 'user_id', 'account_id', 'members_user_id_key');
--> statement-breakpoint
CREATE TRIGGER "members_user_name_global_key" AFTER INSERT OR DELETE OR UPDATE OF "user_name" ON "members"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('member-user-name', 'user_name', 'account_id', 'members_user_name_key');
--> statement-breakpoint
CREATE TRIGGER "members_invite_global_key" AFTER INSERT OR DELETE OR UPDATE OF "invite_token_hash" ON "members"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('member-invite', 'invite_token_hash', 'account_id', 'members_invite_token_hash_key');
--> statement-breakpoint
CREATE TRIGGER "members_email_global_key" AFTER INSERT OR DELETE OR UPDATE OF "email_address", "is_owner" ON "members"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('member-email', 'email_address', 'account_id', 'members_member_email_key');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_global_key" AFTER INSERT OR DELETE OR UPDATE OF "provider_subscription_id" ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('subscription', 'provider_subscription_id', 'account_id', 'subscriptions_provider_subscription_id_key');
--> statement-breakpoint
CREATE TRIGGER "payment_accounts_global_key" AFTER INSERT OR DELETE OR UPDATE OF "provider_account_id" ON "payment_accounts"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('connected-account', 'provider_account_id', 'account_id', 'payment_accounts_provider_account_id_key');
--> statement-breakpoint
CREATE TRIGGER "push_subscriptions_global_key" AFTER INSERT OR DELETE OR UPDATE OF "endpoint", "account_id" ON "push_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('push-endpoint', 'endpoint', 'account_id', 'push_subscriptions_endpoint_key');
--> statement-breakpoint
CREATE TRIGGER "qr_codes_global_key" AFTER INSERT OR DELETE OR UPDATE OF "short_code" ON "qr_codes"
  FOR EACH ROW EXECUTE FUNCTION sync_global_key('qr-short-code', 'short_code', 'account_id', 'qr_codes_short_code_key');
--> statement-breakpoint
INSERT INTO "global_keys" ("kind", "key", "account_id")
SELECT 'account-owner', "owner_user_id", "id" FROM "accounts"
UNION ALL SELECT 'member-user', "user_id", "account_id" FROM "members" WHERE "user_id" IS NOT NULL
UNION ALL SELECT 'member-user-name', "user_name", "account_id" FROM "members" WHERE "user_name" IS NOT NULL
UNION ALL SELECT 'member-invite', "invite_token_hash", "account_id" FROM "members" WHERE "invite_token_hash" IS NOT NULL
UNION ALL SELECT 'member-email', lower("email_address"), "account_id" FROM "members" WHERE "email_address" IS NOT NULL AND NOT "is_owner"
UNION ALL SELECT 'subscription', "provider_subscription_id", "account_id" FROM "subscriptions" WHERE "provider_subscription_id" IS NOT NULL
UNION ALL SELECT 'connected-account', "provider_account_id", "account_id" FROM "payment_accounts"
UNION ALL SELECT 'push-endpoint', "endpoint", "account_id" FROM "push_subscriptions"
UNION ALL SELECT 'qr-short-code', "short_code", "account_id" FROM "qr_codes";

-- Row-level security on every tenant table: a second wall behind the repositories' account_id
-- filters (docs/decisions/008-row-level-security.md). A row is visible and writable only when its
-- account is the one set for the transaction (`set_config('app.account_id', ..., true)`); with
-- none set, nothing is. The tables' owner (the role that runs migrations) is not bound by the
-- policies (no FORCE), so the app keeps working as it connects today; tenant-scoped work runs as
-- scanorder_app (`SET LOCAL ROLE scanorder_app`, src/db/tenant-scope.ts), which is bound.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'scanorder_app') THEN
    BEGIN
      CREATE ROLE scanorder_app NOLOGIN;
    EXCEPTION
      -- Roles belong to the cluster: another database of it made the role a moment ago.
      WHEN duplicate_object OR unique_violation THEN NULL;
      -- A database user without CREATEROLE: the policies below still bind every role but the
      -- owner; an administrator creates scanorder_app and re-runs the grants of this file.
      WHEN insufficient_privilege THEN
        RAISE WARNING 'scanorder_app could not be created: %', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'scanorder_app') THEN
    GRANT USAGE ON SCHEMA public TO scanorder_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO scanorder_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO scanorder_app;
    -- Tables of later migrations are granted as they are created.
    ALTER DEFAULT PRIVILEGES IN SCHEMA public
      GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO scanorder_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO scanorder_app;
    -- SET ROLE needs membership; a superuser has every role already.
    IF NOT pg_has_role(current_user, 'scanorder_app', 'MEMBER') THEN
      BEGIN
        EXECUTE format('GRANT scanorder_app TO %I', current_user);
      EXCEPTION
        WHEN insufficient_privilege OR invalid_grant_operation THEN
          RAISE WARNING 'scanorder_app could not be granted to %: %', current_user, SQLERRM;
      END;
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
-- Every table with a uuid account_id column when this runs. A later migration that adds a tenant
-- table enables RLS and adds the same policy on it (test/security/row-level-security.test.ts
-- fails until it does).
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOR tenant_table IN
    SELECT columns.table_name
    FROM information_schema.columns AS columns
    JOIN information_schema.tables AS tables
      ON tables.table_schema = columns.table_schema AND tables.table_name = columns.table_name
    WHERE columns.table_schema = 'public'
      AND columns.column_name = 'account_id'
      -- better-auth's credentials.account_id is the provider's text id, not a tenant.
      AND columns.data_type = 'uuid'
      AND tables.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I '
      'USING (account_id = nullif(current_setting(''app.account_id'', true), '''')::uuid) '
      'WITH CHECK (account_id = nullif(current_setting(''app.account_id'', true), '''')::uuid)',
      tenant_table
    );
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "accounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "accounts"
  USING (id = nullif(current_setting('app.account_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('app.account_id', true), '')::uuid);

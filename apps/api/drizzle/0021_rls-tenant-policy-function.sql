-- Row-level security in the request path (docs/decisions/042-row-level-security-in-the-request-path.md).
-- A new tenant table gets its policy with one line in its own migration:
--   SELECT scanorder_enable_tenant_rls('payments');
-- test/security/row-level-security.test.ts lists every table with an account_id column from the
-- catalog and fails, naming the table, until it has one.
CREATE OR REPLACE FUNCTION scanorder_enable_tenant_rls(tenant_table regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tenant_table);
  IF NOT EXISTS (
    SELECT 1 FROM pg_policy WHERE polrelid = tenant_table AND polname = 'tenant_isolation'
  ) THEN
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %s '
      'USING (account_id = nullif(current_setting(''app.account_id'', true), '''')::uuid) '
      'WITH CHECK (account_id = nullif(current_setting(''app.account_id'', true), '''')::uuid)',
      tenant_table
    );
  END IF;
END
$$;
--> statement-breakpoint
-- Tables added since 0006 by work that ran beside it (the function is idempotent: tables that
-- already have their policy keep it).
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
      AND columns.data_type = 'uuid'
      AND tables.table_type = 'BASE TABLE'
  LOOP
    PERFORM scanorder_enable_tenant_rls(format('%I', tenant_table)::regclass);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The platform's own records are written and read on the owner connection only: a tenant-scoped
-- query (even one that forgets its filter) cannot read who looked at what.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'scanorder_app') THEN
    REVOKE ALL ON TABLE audit_log, access_log FROM scanorder_app;
  END IF;
END
$$;
--> statement-breakpoint
-- User names and invite emails are unique across accounts, and an invite is checked against every
-- account's members from inside the inviting account's scope, which sees only its own. These two
-- answer that one question across accounts (SECURITY DEFINER: they run as the tables' owner) and
-- reveal nothing but a name's or an email's being taken.
CREATE OR REPLACE FUNCTION scanorder_member_user_names_like(pattern text) RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT user_name FROM members WHERE user_name LIKE pattern
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scanorder_member_email_in_use(email text, except_member uuid)
RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT EXISTS (
    SELECT 1 FROM members
    WHERE lower(email_address) = email AND NOT is_owner
      AND (except_member IS NULL OR id <> except_member)
  )
$$;

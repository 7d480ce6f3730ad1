-- An order's lines are its largest column (about 500 bytes of jsonb a line): from three lines on,
-- the row passes TOAST's 2 KB threshold and PostgreSQL compresses the lines at insert, with pglz by
-- default. lz4 does it in about half the CPU (decision 040, thirteenth pass). Only new values are
-- compressed with it; stored ones stay pglz and read as before. The change is the columns'
-- attribute only (no rewrite). A server built without lz4 (PGlite's) keeps pglz.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_settings
    WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)
  ) THEN
    ALTER TABLE "orders" ALTER COLUMN "lines" SET COMPRESSION lz4;
    ALTER TABLE "orders" ALTER COLUMN "original_lines" SET COMPRESSION lz4;
    ALTER TABLE "order_edits" ALTER COLUMN "previous_lines" SET COMPRESSION lz4;
  END IF;
END $$;

-- Issue 24.4: an import's file (about 13 MB for 100,000 rows) is kept with its batch until the
-- import is done. PostgreSQL's default compression, pglz, took 110-180 ms of the import request to
-- store it; lz4 takes about a third of that. PGlite is built without lz4: there the column keeps pglz.
DO $$
BEGIN
  ALTER TABLE "import_batches" ALTER COLUMN "csv" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;

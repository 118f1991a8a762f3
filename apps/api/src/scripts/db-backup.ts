import { backupDatabase, backupExtension, backupKindOf } from '../db/backup.js';
import { backupTarget, describeTarget, resolveBackupPath, runCli } from './backup-cli.js';

/**
 * `npm run db:backup [-- file]`: backs up the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR) to the file, by default backups/<UTC timestamp>.dump (PostgreSQL) or .sql (PGlite).
 */
runCli(async () => {
  const target = backupTarget();
  const timestamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolveBackupPath(
    process.argv[2] ?? `backups/${timestamp}${backupExtension(backupKindOf(target))}`,
  );
  await backupDatabase(target, file);
  console.info(`Backed up ${describeTarget(target)} to ${file}`);
});

import { restoreDatabase } from '../db/backup.js';
import { backupTarget, describeTarget, resolveBackupPath, runCli } from './backup-cli.js';

/**
 * `npm run db:restore -- file`: restores a backup made by db:backup into the configured database,
 * which must be new and empty (a fresh PostgreSQL database, or a DATA_DIR that does not exist yet).
 */
runCli(async () => {
  const argument = process.argv[2];
  if (!argument) throw new Error('Name the backup file: npm run db:restore -- backups/<file>');
  const target = backupTarget();
  const file = resolveBackupPath(argument);
  await restoreDatabase(target, file);
  console.info(`Restored ${file} into ${describeTarget(target)}`);
  console.info(
    'Start the API with the same SECRETS_KEY (or a copy of secrets.key from the old DATA_DIR): webhook secrets and integration tokens are encrypted with it.',
  );
});

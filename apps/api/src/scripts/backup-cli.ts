import path from 'node:path';
import { loadEnv } from '../config/env.js';
import { backupKindOf, type BackupTarget } from '../db/backup.js';

/** Relative backup paths are taken from the repository root, wherever npm was started. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export function backupTarget(): BackupTarget {
  const env = loadEnv();
  return { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
}

export const resolveBackupPath = (file: string) => path.resolve(REPO_ROOT, file);

export const describeTarget = (target: BackupTarget) =>
  backupKindOf(target) === 'postgres'
    ? `PostgreSQL at ${new URL(target.databaseUrl!).host}${new URL(target.databaseUrl!).pathname}`
    : `PGlite in ${path.resolve(target.dataDir)}`;

/** Runs a command-line script: prints the error's message (never a stack) and sets the exit code. */
export function runCli(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

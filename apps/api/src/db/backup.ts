import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './client.js';

/**
 * Backups of the whole database (docs/decisions/009, README "Backup and restore"). PostgreSQL: a
 * pg_dump custom-format archive, restored through pg_restore and psql. Embedded PGlite: a plain
 * SQL dump made by pg_dump compiled to WASM (@electric-sql/pglite-tools), restored by running it in
 * a fresh data folder. Both keep every schema (the app's, the migration journal, the job queue), so
 * a restored database starts without re-running migrations or losing queued jobs.
 */
export interface BackupTarget {
  /** Set: a PostgreSQL server; unset: PGlite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export type BackupKind = 'postgres' | 'pglite';

export const backupKindOf = (target: BackupTarget): BackupKind =>
  target.databaseUrl ? 'postgres' : 'pglite';

/** `.dump` for a pg_restore archive, `.sql` for a PGlite SQL script. */
export const backupExtension = (kind: BackupKind) => (kind === 'postgres' ? '.dump' : '.sql');

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  if (target.databaseUrl) await dumpPostgres(target.databaseUrl, file);
  else await dumpPglite(target.dataDir, file);
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}.`);
  if (target.databaseUrl) {
    await assertPostgresIsEmpty(target.databaseUrl);
    await restorePostgres(target.databaseUrl, file);
  } else {
    await restorePglite(target.dataDir, file);
  }
}

/** A connection URL without its password, and the password (kept off command lines: `ps` shows them). */
function splitPassword(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
}

function startTool(command: string, args: string[], password: string) {
  const child = spawn(command, args, {
    // eslint-disable-next-line no-restricted-properties -- handed on to the tool unread, plus the password
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(
        new Error(`${command} could not be started (${error.message}): install the PostgreSQL client tools.`),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
  return { child, finished };
}

async function dumpPostgres(databaseUrl: string, file: string) {
  const { url, password } = splitPassword(databaseUrl);
  // Owners and grants of the source server would fail on a server with other roles.
  const dump = startTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
    password,
  );
  dump.child.stdin.end();
  await dump.finished;
}

/**
 * pg_restore turns the archive into SQL and psql runs it in one transaction, so a restore that
 * fails half-way leaves the database empty rather than half-filled. The script's empty search_path
 * is widened to `public` on the way: earthdistance's ll_to_earth() (PostgreSQL 15) names earth()
 * without a schema, and the GiST index on it, which backups made before migration 0006 carry,
 * cannot be rebuilt otherwise. The target database was checked to be empty, so nothing in it can
 * hijack a name.
 */
async function restorePostgres(databaseUrl: string, file: string) {
  const { url, password } = splitPassword(databaseUrl);
  const listDir = await mkdtemp(path.join(tmpdir(), 'sellersignal-restore-'));
  try {
    const list = path.join(listDir, 'toc.list');
    await writeFile(list, withoutExtensionComments(await archiveContents(file)));
    await applyArchive(url, password, file, list);
  } finally {
    await rm(listDir, { recursive: true, force: true });
  }
}

/** The archive's table of contents (`pg_restore --list`): one line per entry, in restore order. */
async function archiveContents(file: string): Promise<string> {
  const lister = startTool('pg_restore', ['--list', file], '');
  lister.child.stdin.end();
  let contents = '';
  lister.child.stdout.on('data', (chunk: Buffer) => (contents += chunk.toString()));
  await lister.finished;
  return contents;
}

/**
 * The entries to restore, less the extensions' comments (`COMMENT ON EXTENSION cube IS …`): only
 * an extension's owner may comment on it, and where the app's role is not a superuser, the
 * superuser made the extensions before the restore (earthdistance is not a trusted extension;
 * docs/deploy.md). CREATE EXTENSION gives every extension its comment anyway.
 */
function withoutExtensionComments(contents: string): string {
  return contents.replace(/^(\d+; \d+ \d+ COMMENT - EXTENSION )/gm, ';$1');
}

async function applyArchive(url: string, password: string, file: string, list: string) {
  const script = startTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', `--use-list=${list}`, '--file=-', file],
    password,
  );
  const apply = startTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`],
    password,
  );
  script.child.stdin.end();
  apply.child.stdout.resume();
  const piped = pipeline(script.child.stdout, widenSearchPath(), apply.child.stdin);
  // psql's error names the failing statement, pg_restore's a bad archive: report those first.
  const outcomes = await Promise.allSettled([apply.finished, script.finished, piped]);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const PUBLIC_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public', false);";
/** The statement is in the script's header; give up rather than scan a whole archive for it. */
const HEADER_LIMIT_BYTES = 64 * 1024;
const NOT_AN_ARCHIVE = 'Not a PostgreSQL backup made by db:backup (its SQL has no search_path header).';

/** Rewrites the header's search_path statement of a pg_restore script; the rest passes byte for byte. */
function widenSearchPath() {
  let header = Buffer.alloc(0);
  let isDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (isDone) return callback(null, chunk);
      header = Buffer.concat([header, chunk]);
      const at = header.indexOf(EMPTY_SEARCH_PATH);
      if (at >= 0) {
        isDone = true;
        const rest = header.subarray(at + Buffer.byteLength(EMPTY_SEARCH_PATH));
        return callback(null, Buffer.concat([header.subarray(0, at), Buffer.from(PUBLIC_SEARCH_PATH), rest]));
      }
      callback(header.length > HEADER_LIMIT_BYTES ? new Error(NOT_AN_ARCHIVE) : null);
    },
    flush(callback) {
      callback(isDone ? null : new Error(NOT_AN_ARCHIVE));
    },
  });
}

/** pg_restore into a database that already has the app's tables would fail on the first one, or mix data. */
async function assertPostgresIsEmpty(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.tables > 0) {
      throw new Error(
        'The target database already has tables. Restore into a new, empty database (createdb) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

async function openPglite(dataDir: string) {
  return PGlite.create({ dataDir: path.resolve(dataDir), extensions: PGLITE_EXTENSIONS });
}

async function dumpPglite(dataDir: string, file: string) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`No PGlite database in ${path.resolve(dataDir)} (set DATA_DIR).`);
  const client = await openPglite(dataDir);
  try {
    const dump = await pgDump({ pg: client, args: ['--no-owner', '--no-privileges'] });
    await writeFile(file, await dump.text());
  } finally {
    await client.close();
  }
}

/**
 * Runs the SQL dump in a new data folder. The script is one simple-protocol message, so PostgreSQL
 * runs it as one transaction; if it fails the half-made folder is deleted.
 */
async function restorePglite(dataDir: string, file: string) {
  const target = path.resolve(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(
      `${target} is not empty. Restore into a new folder (DATA_DIR=./.data-restored), then point DATA_DIR at it.`,
    );
  }
  const script = await readFile(file, 'utf8');
  const client = await openPglite(target);
  try {
    await client.exec(script);
    await client.close();
  } catch (error) {
    await client.close().catch(() => undefined);
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

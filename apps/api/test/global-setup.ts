import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's migrated and seeded template databases (test/helpers.ts `useTestApp`). */
    testTemplates: { dir: string; prefix: string };
  }
}

/**
 * One run's templates: every test file copies a database that was migrated and seeded once, instead
 * of migrating and seeding its own (about 15 s a file on PGlite, 3 s on PostgreSQL). The first file
 * that needs a template builds it; the folder holds PGlite's dumps and the marks of what is built.
 * At the end of the run the folder goes, and so do the PostgreSQL template databases.
 */
let shared: { dir: string; prefix: string; projects: number } | null = null;

export default function setup(project: TestProject) {
  // Both projects name this setup (either may run alone); in one run they share one folder.
  shared ??= {
    dir: mkdtempSync(path.join(tmpdir(), 'sellersignal-test-templates-')),
    prefix: `tmpl_${randomBytes(4).toString('hex')}_`,
    projects: 0,
  };
  shared.projects += 1;
  const { dir, prefix } = shared;
  // On the whole run, not one project: api-pglite and api-postgres share the folder.
  project.vitest.provide('testTemplates', { dir, prefix });
  return async () => {
    if (shared && --shared.projects > 0) return;
    shared = null;
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}

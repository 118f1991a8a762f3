import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../db/client.js';
import { fillMissingCounties } from '../modules/leads/index.js';
import { seedCatalogue, seedDemoData, type SeedOptions, type SeedResult } from './index.js';

export interface StartUpDatabase {
  database: DatabaseHandle;
  /** The demo data this start created; null when it was not asked for or the database had data. */
  seeded: SeedResult | null;
}

/**
 * The database as `npm start` needs it: migrated, with the catalogue, with the demo data on the
 * first start of an empty database when `demo` is given, and with every lead's county. On
 * PostgreSQL all of it runs under one advisory lock, so instances starting together migrate and
 * seed exactly once.
 */
export async function openStartUpDatabase(
  options: Omit<OpenDatabaseOptions, 'afterMigrations'> & { demo: SeedOptions | null },
): Promise<StartUpDatabase> {
  const { demo, ...databaseOptions } = options;
  let seeded: SeedResult | null = null;
  const database = await openDatabase({
    ...databaseOptions,
    afterMigrations: async (db) => {
      await seedCatalogue(db);
      if (demo) seeded = await seedDemoData(db, demo);
      // Leads written before counties existed, or without one (decision 021).
      await fillMissingCounties(db);
    },
  });
  return { database, seeded };
}

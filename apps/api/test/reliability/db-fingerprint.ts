import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../src/db/client.js';

export interface TableFingerprint {
  rows: number;
  /** md5 of every row's text form, in a stable order: equal hashes mean equal contents. */
  hash: string;
}

export interface DatabaseFingerprint {
  tables: Record<string, TableFingerprint>;
  /** Last value of every sequence, so restored ids continue where the original stopped. */
  sequences: Record<string, string | null>;
  ledgerSumCents: number;
  walletBalanceSumCents: number;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row count and content hash of every table in every non-system schema, plus the ledger totals. */
export async function fingerprintDatabase(db: Database): Promise<DatabaseFingerprint> {
  const tableNames = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const tables: Record<string, TableFingerprint> = {};
  for (const { schema, name } of tableNames) {
    const table = `${quoteIdent(schema)}.${quoteIdent(name)}`;
    const [row] = await rowsOf<{ rows: number; hash: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as hash from ${table} t`,
      ),
    );
    tables[`${schema}.${name}`] = { rows: Number(row!.rows), hash: row!.hash ?? '' };
  }
  const sequenceRows = await rowsOf<{ name: string; last_value: string | null }>(
    db,
    sql`select schemaname || '.' || sequencename as name, last_value::text from pg_sequences order by 1`,
  );
  const [ledger] = await rowsOf<{ entries: string; balances: string }>(
    db,
    sql`select (select coalesce(sum(amount_cents), 0)::text from wallet_entries) as entries,
               (select coalesce(sum(balance_cents), 0)::text from wallets) as balances`,
  );
  return {
    tables,
    sequences: Object.fromEntries(sequenceRows.map((s) => [s.name, s.last_value])),
    ledgerSumCents: Number(ledger!.entries),
    walletBalanceSumCents: Number(ledger!.balances),
  };
}

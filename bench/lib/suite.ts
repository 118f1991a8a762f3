import type { LoadedDatabase } from './fixtures.js';

/** One line of the report: a figure against its goal. */
export interface Figure {
  suite: string;
  name: string;
  goal: string;
  measured: string;
  /** null: reported for information, no goal to pass. */
  passed: boolean | null;
  /** Why a goal failed (or a caveat), with the measurement behind it. */
  note?: string;
}

/** How long and how big: the full run, or `--quick` for development. */
export interface Scale {
  quick: boolean;
  rounds: number;
  loadSeconds: number;
  warmupSeconds: number;
  bulkLeadCount: number;
  memorySeconds: number;
}

export interface SuiteContext {
  scale: Scale;
  /** Server logs and scratch files of this run. */
  workDir: string;
  adminUrl: string;
  /** A port of the bench's range (5400-5499) not handed out before in this run. */
  nextPort(): number;
  /** The PostgreSQL bench database with the bulk leads and the fixtures, made on first use. */
  postgres(): Promise<LoadedDatabase>;
  /** A PGlite data folder with the same bulk leads, made on first use; open it only while no server does. */
  pgliteFolder(): Promise<string>;
  /** A markdown section for the report, below the table (per-page details and the like). */
  addDetails(title: string, markdown: string): void;
}

export interface Details {
  title: string;
  markdown: string;
}

export interface Suite {
  name: string;
  run(ctx: SuiteContext): Promise<Figure[]>;
}

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadPlan, LoadResult } from './load-plan.js';
import { ROOT, TSX_IMPORT } from './processes.js';

const run = promisify(execFile);
const LOAD_SCRIPT = path.join(ROOT, 'bench/load.ts');
/** Start-up of the load process and autocannon's own closing, on top of the planned duration. */
const LOAD_OVERHEAD_MS = 60_000;
const MAX_PLAN_OUTPUT_BYTES = 16 * 1024 * 1024;

/** Runs one load in a separate process (bench/load.ts) and returns what autocannon measured. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const planFile = path.join(dir, 'plan.json');
  try {
    writeFileSync(planFile, JSON.stringify(plan));
    const { stdout } = await run(process.execPath, [...TSX_IMPORT, LOAD_SCRIPT, planFile], {
      cwd: ROOT,
      timeout: plan.durationSeconds * 1000 + LOAD_OVERHEAD_MS,
      maxBuffer: MAX_PLAN_OUTPUT_BYTES,
    });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

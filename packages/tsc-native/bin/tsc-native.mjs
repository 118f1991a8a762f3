#!/usr/bin/env node
// TypeScript 7's native compiler, which every workspace's `typecheck` runs (decision 041): the
// same checks as TypeScript 5.9 in a third of the time. 5.9 stays the repository's `typescript`
// for typescript-eslint, which cannot use 7, and for the production builds' emit. Resolved from
// this package, whose own node_modules holds 7; anything else found there is refused, so that a
// change in how npm places the two versions cannot quietly type-check with the other one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifestPath = require.resolve('typescript/package.json');
const { version } = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!version.startsWith('7.')) {
  console.error(`tsc-native: found TypeScript ${version} at ${manifestPath}, expected 7.x`);
  process.exit(2);
}
const tsc = path.join(path.dirname(manifestPath), 'bin', 'tsc');
const run = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);

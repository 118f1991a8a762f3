import { createRequire } from 'node:module';
import type Zipcodes from 'zipcodes';

const require = createRequire(import.meta.url);
let dataset: typeof Zipcodes | undefined;

/**
 * The zipcodes dataset, parsed on first use: parsing its ~40,000 ZIPs took a large share of a cold
 * `npm start` (docs/performance.md), and only seeding and the admin's lead edits and imports need it.
 */
export function zipCodes(): typeof Zipcodes {
  dataset ??= require('zipcodes') as typeof Zipcodes;
  return dataset;
}

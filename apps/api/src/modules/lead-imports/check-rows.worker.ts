import { parentPort, workerData } from 'node:worker_threads';
import { checkCsv, type ImportDefaults } from './csv-rows.js';

/** Checks an import's CSV off the main thread (issue 15.16) and posts the rows in chunks. */
const { csv, defaults, chunkSize } = workerData as {
  csv: string;
  defaults: ImportDefaults;
  chunkSize: number;
};
for (const message of checkCsv(csv, defaults, chunkSize)) parentPort!.postMessage(message);
parentPort!.postMessage({ type: 'done' });

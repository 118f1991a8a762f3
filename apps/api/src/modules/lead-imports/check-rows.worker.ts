import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../../lib/thread-priority.js';
import { checkCsv, type CheckRequest } from './csv-rows.js';

/*
 * Checks imports' CSVs off the main thread (issue 15.16), one request at a time, posting each
 * request's messages (its header, its rows in chunks) tagged with the request's id. The thread is
 * kept between checks (KeptWorker, lib/worker.ts): loading the ZIP, county and phone data again for
 * every file cost about 2 s a check (issue 24.4). It runs at a lower priority: requests first.
 */
lowerThisThreadsPriority();

// The ZIP, county and phone data load on the first row checked: here, as the thread starts, so that
// a thread started ahead of a check (the import page opened, KeptWorker.warm) has them ready.
void [
  ...checkCsv(
    'lead_name,lead_phone,property_type,reason,lead_type,selling_timeline,address_line_1,city,state,zip\n' +
      'Warm Up,(713) 555-0100,Single Family,Divorce,premium,ASAP,1 Main St,Houston,TX,77002',
    {},
    1,
  ),
];

parentPort!.on('message', ({ id, csv, defaults, chunkSize, part }: CheckRequest) => {
  try {
    for (const message of checkCsv(csv, defaults, chunkSize, part)) parentPort!.postMessage({ id, message });
    parentPort!.postMessage({ id, message: { type: 'done' } });
  } catch (error) {
    parentPort!.postMessage({ id, message: { type: 'failed', error: String(error) } });
  }
});

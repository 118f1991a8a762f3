import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../thread-priority.js';
import type { MailRenderRequest } from './mail.js';
import { renderMailsInBatches } from './mail-render.js';

/*
 * Renders many mails off the main thread (a publish's alerts, issue 24.3: 1.6 ms of CPU each, a
 * thousand of them beside the webhooks' deliveries) and hands them back a batch at a time, so the
 * outbox writes the first batch while the thread renders the next. At a lower priority: when the
 * cores are short the deliveries and requests come first, then the mails.
 */
lowerThisThreadsPriority();

parentPort!.on('message', async ({ id, mails, brand, size }: MailRenderRequest) => {
  try {
    await renderMailsInBatches(mails, brand, size, (rendered) =>
      parentPort!.postMessage({ id, message: { type: 'rendered', mails: rendered } }),
    );
    parentPort!.postMessage({ id, message: { type: 'done' } });
  } catch (error) {
    parentPort!.postMessage({ id, message: { type: 'failed', error: String(error) } });
  }
});

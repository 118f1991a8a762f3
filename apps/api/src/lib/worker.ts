import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on a module of this app, given as its compiled `.js` URL
 * (`new URL('./x.worker.js', import.meta.url)`). From the compiled build that file is run as it
 * is; from source (development, tests) only its `.ts` sibling exists, which the worker loads
 * through tsx, as the main thread does.
 */
export function startWorker(moduleUrl: URL, workerData: unknown): Worker {
  if (existsSync(fileURLToPath(moduleUrl))) return new Worker(moduleUrl, { workerData });
  const source = new URL(moduleUrl.href.replace(/\.js$/, '.ts'));
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsx)};
register();
await import(${JSON.stringify(source.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData });
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type TransferListItem } from 'node:worker_threads';

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

/** What a kept worker posts for a request: the request's messages, then done or failed. */
type WorkerReply<M> = { id: number; message: M | { type: 'done' } | { type: 'failed'; error: string } };

/**
 * A worker thread kept between requests, so that each request does not pay for starting a thread
 * and loading its data again (about 2 s for an import's check, issue 24.4). Requests are posted
 * with an id; the thread answers each with messages tagged with that id, then `done` (or `failed`),
 * and handles one request at a time. The thread is started on the first request, does not keep the
 * process alive, and stops after `idleMs` without a request. A thread that dies fails the
 * requests it held, and the next request starts a new one.
 */
export class KeptWorker<Request extends object, Message> {
  #worker: Worker | null = null;
  #idle: NodeJS.Timeout | null = null;
  #nextId = 0;
  readonly #pending = new Map<
    number,
    { onMessage: (message: Message) => void; resolve: () => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly moduleUrl: URL,
    private readonly idleMs: number,
  ) {}

  /**
   * Posts a request; `onMessage` gets its messages in order; resolves when the thread is done.
   * Rejects when the thread fails the request or dies, or when `onMessage` throws. `transfer`: the
   * request's buffers that move to the thread instead of being copied (they are then unusable here).
   */
  run(
    request: Request,
    onMessage: (message: Message) => void,
    transfer: readonly TransferListItem[] = [],
  ): Promise<void> {
    const id = ++this.#nextId;
    const worker = this.#started();
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    return new Promise<void>((resolve, reject) => {
      this.#pending.set(id, { onMessage, resolve, reject });
      worker.postMessage({ ...request, id }, [...transfer]);
    }).finally(() => {
      this.#pending.delete(id);
      if (this.#pending.size === 0 && this.#worker === worker) this.#armIdle();
    });
  }

  #armIdle(): void {
    this.#idle = setTimeout(() => void this.close(), this.idleMs);
    this.#idle.unref();
  }

  /**
   * Starts the thread ahead of a request that is likely to come (the team opened the import page),
   * so that the request does not wait for the thread's start; it stops after `idleMs` if none comes.
   */
  warm(): void {
    this.#started();
    if (this.#pending.size > 0) return;
    if (this.#idle) clearTimeout(this.#idle);
    this.#armIdle();
  }

  /** Stops the thread (at shutdown, or idle); requests it held fail. */
  async close(): Promise<void> {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker(this.moduleUrl, null);
    worker.unref();
    worker.on('message', ({ id, message }: WorkerReply<Message>) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      const type = (message as { type?: string }).type;
      if (type === 'done') pending.resolve();
      else if (type === 'failed') pending.reject(new Error((message as { error: string }).error));
      else {
        try {
          pending.onMessage(message as Message);
        } catch (error) {
          // The caller refused what it was handed (a file refused whole): its request fails, and
          // what the thread still says about it is ignored.
          this.#pending.delete(id);
          pending.reject(error as Error);
        }
      }
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const pending of this.#pending.values()) pending.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The worker thread stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }
}

/** The kept worker threads of a process (ctx.state.workerThreads), by module and slot. */
export class KeptWorkers {
  readonly #workers = new Map<string, KeptWorker<object, unknown>>();

  constructor(private readonly idleMs: number) {}

  /**
   * The kept thread of a worker module (`new URL('./x.worker.js', import.meta.url)`); `slot` names
   * another thread of the same module, for work split between threads (an import's check).
   */
  of<Request extends object, Message>(moduleUrl: URL, slot = 0): KeptWorker<Request, Message> {
    const key = `${moduleUrl.href}#${slot}`;
    let worker = this.#workers.get(key);
    if (!worker) {
      worker = new KeptWorker<object, unknown>(moduleUrl, this.idleMs);
      this.#workers.set(key, worker);
    }
    return worker as unknown as KeptWorker<Request, Message>;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#workers.values()].map((worker) => worker.close()));
  }
}

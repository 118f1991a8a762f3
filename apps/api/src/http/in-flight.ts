/**
 * The API's request handlers still running. Fastify's close() resolves once no connection is open,
 * but a handler whose client hung up keeps going (a purchase, a top-up): shutting down waits for
 * these before the database is closed, so none is cut between two statements.
 */
export class InFlightWork {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    work.then(
      () => this.running.delete(work),
      () => this.running.delete(work),
    );
    return work;
  }

  get size(): number {
    return this.running.size;
  }

  /** Resolves when every tracked handler has settled, or after `timeoutMs`, whichever is first. */
  async drain(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([Promise.allSettled([...this.running]), timeout]);
    clearTimeout(timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlightWork: InFlightWork;
  }
}

/**
 * Asynchronous work run `limit` at a time, its results used in the order the work was added, each
 * as soon as it and those before it are ready: an import preview's chunks checked against the
 * database side by side and counted in the file's order (issue 24.4). `add` waits while `limit`
 * are running; `finish` waits for all of them and throws the first failure, after which no later
 * result is used.
 */
export function inOrder<T>(limit: number) {
  const running = new Set<Promise<void>>();
  let used: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  return {
    async add(start: () => Promise<T>, use: (value: T) => void): Promise<void> {
      while (running.size >= limit) await Promise.race(running);
      if (failure) throw failure.error;
      const result = start();
      const settled = result.then(
        () => undefined,
        (error: unknown) => {
          failure ??= { error };
        },
      );
      running.add(settled);
      void settled.then(() => running.delete(settled));
      used = used.then(async () => use(await result));
      // Seen by `finish`; meanwhile a failure is not an unhandled rejection.
      used.catch(() => undefined);
    },
    async finish(): Promise<void> {
      await Promise.all(running);
      await used;
    },
  };
}

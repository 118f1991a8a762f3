/**
 * Runs asynchronous work at most `limit` at a time, the rest waiting in the order it was asked
 * for: an import preview's chunks are checked against the database as the check threads hand
 * them over, whichever thread's they are, two at a time (issue 24.4). A failed piece of work frees
 * its place like any other; its caller sees the failure.
 */
export function atMost(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    // A place is handed from the work that ends to the next waiting, so `running` counts it still.
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

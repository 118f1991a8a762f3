import type { LoadPlan, LoadResult } from './load-plan.js';
import { runLoad } from './load.js';
import { cpuMillis } from './processes.js';
import { median } from './stats.js';

/** One thing measured under load: a route of a server, with the process whose CPU pays for it. */
export interface Contender {
  name: string;
  serverPid: number;
  plan: LoadPlan;
  /** Run before each of its loads (warm-up included), e.g. to reset a usage counter. */
  before?: () => Promise<void>;
}

export interface RoundFigures {
  cpuMsPerRequest: number;
  okPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  load: LoadResult;
}

export interface ContenderFigures {
  name: string;
  rounds: RoundFigures[];
  /** Medians over the rounds. */
  cpuMsPerRequest: number;
  okPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx and connection errors over every round (0 for a valid measurement). */
  failures: number;
}

export interface CompareOptions {
  rounds: number;
  warmupSeconds: number;
}

async function measureOnce(contender: Contender, plan: LoadPlan): Promise<RoundFigures> {
  await contender.before?.();
  const cpuBefore = cpuMillis(contender.serverPid);
  const load = await runLoad(plan);
  const cpuUsed = cpuMillis(contender.serverPid) - cpuBefore;
  return {
    cpuMsPerRequest: load.requests > 0 ? cpuUsed / load.requests : Number.NaN,
    okPerSecond: load.okPerSecond,
    p50Ms: load.latencyMs.p50,
    p99Ms: load.latencyMs.p99,
    load,
  };
}

function summarise(name: string, rounds: RoundFigures[]): ContenderFigures {
  return {
    name,
    rounds,
    cpuMsPerRequest: median(rounds.map((r) => r.cpuMsPerRequest)),
    okPerSecond: median(rounds.map((r) => r.okPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    failures: rounds.reduce((sum, r) => sum + r.load.non2xx + r.load.errors, 0),
  };
}

const describeRound = (figures: RoundFigures) =>
  `${figures.okPerSecond.toFixed(0)} ok/s, p99 ${figures.p99Ms} ms, ` +
  `${(figures.cpuMsPerRequest * 1000).toFixed(0)} µs CPU/request` +
  (figures.load.non2xx + figures.load.errors > 0
    ? `, ${figures.load.non2xx} non-2xx ${JSON.stringify(figures.load.statusCounts)}, ${figures.load.errors} errors`
    : '');

/**
 * Measures the contenders side by side: a warm-up of each, then `rounds` rounds in which the order
 * rotates by one each time, so that no contender always runs first (cold caches) or last (a
 * machine warmed by the others). Each load runs in its own process; CPU is read from the server.
 */
export async function compareContenders(
  contenders: Contender[],
  options: CompareOptions,
): Promise<Map<string, ContenderFigures>> {
  for (const contender of contenders) {
    await contender.before?.();
    await runLoad({ ...contender.plan, durationSeconds: options.warmupSeconds });
  }
  const measured = new Map<string, RoundFigures[]>(contenders.map((c) => [c.name, []]));
  for (let round = 0; round < options.rounds; round += 1) {
    const order = contenders.map((_, i) => contenders[(i + round) % contenders.length]!);
    for (const contender of order) {
      const figures = await measureOnce(contender, contender.plan);
      measured.get(contender.name)!.push(figures);
      console.info(`  round ${round + 1} ${contender.name}: ${describeRound(figures)}`);
    }
  }
  return new Map(contenders.map((c) => [c.name, summarise(c.name, measured.get(c.name)!)]));
}

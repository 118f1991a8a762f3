// `npm run bench:cluster` (issue 23): requests per second answered by one API instance and by three
// behind HAProxy, on the cluster of `npm run test:cluster` (PostgreSQL primary, streaming replica,
// three instances, HAProxy; apps/api/test/cluster/cluster.ts). Each load runs in a process of its
// own (bench/load.ts); targets alternate over rounds and the medians are printed as a Markdown table.
//
//   npm run bench:cluster [-- --seconds=8 --rounds=3 --connections=32]
import { loadavg } from 'node:os';
import { startCluster } from '../apps/api/test/cluster/cluster.js';
import { runLoad } from './lib/load.js';
import type { LoadResult, PlannedRequest } from './lib/load-plan.js';
import { median } from './lib/stats.js';

const option = (name: string, fallback: number) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const SECONDS = option('seconds', 8);
const ROUNDS = option('rounds', 3);
const CONNECTIONS = option('connections', 32);

const LOADS: { name: string; requests: PlannedRequest[] }[] = [
  {
    name: 'plans (replica)',
    requests: [{ method: 'GET', path: '/api/v1/plan/getplans?plan_occurance=monthly' }],
  },
  {
    name: 'public marketplace, page 1 (replica)',
    requests: [{ method: 'GET', path: '/api/v1/leads/get-marketplace-leads-unauthorized?limit=20' }],
  },
  { name: 'health (no database)', requests: [{ method: 'GET', path: '/api/v1/health' }] },
];

// Rate limits are per client address, and every load here comes from one: lifted for the measure.
const cluster = await startCluster({ instanceEnv: { RATE_LIMIT_MULTIPLIER: '10000' } });
try {
  const targets = [
    { name: 'one instance', origin: cluster.instances[0]!.url },
    { name: 'three instances behind HAProxy', origin: cluster.proxyUrl },
  ];
  const results = new Map<string, LoadResult[]>();
  const load1: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Rotated: each round starts with the other target, so neither always runs on a warmer cache.
    const ordered = round % 2 ? [...targets].reverse() : targets;
    for (const load of LOADS) {
      for (const target of ordered) {
        load1.push(loadavg()[0]!);
        const result = await runLoad({
          origin: target.origin,
          connections: CONNECTIONS,
          durationSeconds: SECONDS,
          requests: load.requests,
        });
        const key = `${load.name}\t${target.name}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        process.stderr.write(
          `round ${round + 1} ${load.name} / ${target.name}: ${Math.round(result.okPerSecond)}/s, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx} ${JSON.stringify(result.statusCounts)}, errors ${result.errors}\n`,
        );
      }
    }
  }
  console.info(
    `\n${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, medians; load average (1 min) during the run: ${Math.min(...load1).toFixed(1)}–${Math.max(...load1).toFixed(1)}\n`,
  );
  console.info('| Request | One instance (req/s, p99) | Three behind HAProxy (req/s, p99) | Ratio |');
  console.info('| --- | --- | --- | --- |');
  for (const load of LOADS) {
    const [one, three] = targets.map((target) => results.get(`${load.name}\t${target.name}`)!);
    const perSecond = (runs: LoadResult[]) => median(runs.map((run) => run.okPerSecond));
    const p99 = (runs: LoadResult[]) => median(runs.map((run) => run.latencyMs.p99));
    const failed = [...one!, ...three!].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    if (failed) throw new Error(`${load.name}: ${failed} answers were not 2xx`);
    console.info(
      `| ${load.name} | ${Math.round(perSecond(one!))}, ${p99(one!)} ms | ${Math.round(perSecond(three!))}, ${p99(three!)} ms | ${(perSecond(three!) / perSecond(one!)).toFixed(2)}× |`,
    );
  }
} finally {
  await cluster.stop();
}

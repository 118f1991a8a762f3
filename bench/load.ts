// The load process of `npm run bench`: autocannon in a process of its own, so that sending the load
// never shares an event loop (or CPU accounting) with the server measured or with the runner.
//
//   node --import tsx bench/load.ts <plan.json>     prints one LoadResult as JSON on stdout
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { LoadPlan, LoadResult, PlannedRequest } from './lib/load-plan.js';

const REQUEST_TIMEOUT_SECONDS = 10;
/** A draining load runs on autocannon's request budget (amount), which it never reaches. */
const DRAIN_BUDGET_PER_CONNECTION = 1_000_000_000;

/** autocannon's Client fields behind its `amount` option (not in its type definitions). */
interface BudgetedClient {
  reqsMade: number;
  responseMax: number;
}

/**
 * Sets each connection's requests itself: a connection keeps one identity (a buyer's cookie, a
 * customer's key) for the whole run, while values and unique headers change with every request.
 * autocannon's own `requests` cannot do this: it resets a connection's context at the end of each
 * pass over the list, and builds every connection's first request into one shared buffer.
 */
function requestSetter(plan: LoadPlan) {
  const identities = plan.identities ?? [];
  const values = plan.values ?? [];
  const runId = `${process.pid}-${Date.now()}`;
  let nextIdentity = 0;
  let nextValue = 0;
  let nextUnique = 0;
  const build = (template: PlannedRequest, identity: Record<string, string> | undefined) => ({
    method: template.method,
    path: template.path,
    headers: {
      ...template.headers,
      ...identity,
      ...(template.body ? { 'content-type': 'application/json' } : {}),
      ...(plan.uniqueHeader ? { [plan.uniqueHeader]: `${runId}-${nextUnique++}` } : {}),
    },
    body: template.body?.replace('{{value}}', () => values[nextValue++ % values.length] ?? ''),
  });
  const deadline = Date.now() + plan.durationSeconds * 1000;
  return (client: autocannon.Client) => {
    const identity = identities.length > 0 ? identities[nextIdentity++ % identities.length] : undefined;
    let step = 0;
    const setNext = () => {
      const template = plan.requests[step++ % plan.requests.length]!;
      client.setRequests([build(template, identity)]);
    };
    setNext();
    client.on('response', () => {
      // Past the deadline a draining connection closes once its last request is answered.
      if (plan.drain && Date.now() >= deadline) {
        const budgeted = client as unknown as BudgetedClient;
        budgeted.responseMax = budgeted.reqsMade;
        return;
      }
      setNext();
    });
  };
}

function summarise(result: autocannon.Result): LoadResult {
  const ok = result['2xx'];
  return {
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
    okPerSecond: ok / result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.mean,
      max: result.latency.max,
    },
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count ?? 0]),
    ),
  };
}

/** A plan whose one request never changes runs on autocannon's own loop, without rebuilding requests. */
const isStatic = (plan: LoadPlan) =>
  plan.requests.length === 1 &&
  !plan.identities?.length &&
  !plan.values?.length &&
  !plan.uniqueHeader &&
  !plan.drain;

async function main() {
  const planFile = process.argv[2];
  if (!planFile) throw new Error('usage: bench/load.ts <plan.json>');
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as LoadPlan;
  const result = await autocannon({
    url: plan.origin,
    connections: plan.connections,
    ...(plan.drain
      ? { amount: plan.connections * DRAIN_BUDGET_PER_CONNECTION }
      : { duration: plan.durationSeconds }),
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...(isStatic(plan) ? { requests: plan.requests } : { setupClient: requestSetter(plan) }),
  });
  process.stdout.write(`${JSON.stringify(summarise(result))}\n`);
}

await main();

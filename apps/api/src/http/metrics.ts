import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../context.js';
import type { PaymentsPort } from '../ports/payments.js';
import type { DatabaseHandle } from '../db/client.js';
import { rowsOf } from '../db/client.js';

/**
 * What an operator graphs and alerts on (issue 17.6), in Prometheus's text format at `GET
 * /metrics`, for a scraper holding METRICS_TOKEN. Counters count what happened in this instance
 * (Prometheus sums instances); gauges read at scrape time (job queue, pool) describe the moment.
 * Nothing of it exists without METRICS_TOKEN, so requests pay nothing for it then.
 */
export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sellersignal_', eventLoopMonitoringPrecision: 20 });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name: `sellersignal_${name}`, help, labelNames, registers: [registry] });
  const metrics = {
    registry,
    requestDuration: new Histogram<'route' | 'method' | 'status_code'>({
      name: 'sellersignal_http_request_duration_seconds',
      help: 'Time to answer a request, by route and status',
      labelNames: ['route', 'method', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    webhookDeliveries: counter('webhook_deliveries_total', 'Webhook delivery attempts by outcome', [
      'outcome',
    ]),
    messages: counter('messages_total', 'E-mails and texts handed to their transport, by outcome', [
      'channel',
      'outcome',
    ]),
    purchases: counter('purchases_total', 'Leads taken or bought', ['lead_type']),
    refundDecisions: counter('refund_decisions_total', 'Refund and replacement decisions', [
      'kind',
      'decision',
    ]),
    charges: counter('charges_total', 'Charges through the payment provider, by kind and outcome', [
      'kind',
      'outcome',
    ]),
  };
  new Gauge({
    name: 'sellersignal_db_pool_connections',
    help: 'PostgreSQL pool connections by state (none on embedded PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Job-queue depth by queue and state, for the whole cluster (pg-boss keeps its jobs in PostgreSQL). */
function registerQueueGauge(ctx: AppContext, registry: Registry) {
  new Gauge({
    name: 'sellersignal_job_queue_jobs',
    help: 'Jobs in the queue by queue and state (created, retry, active, failed), cluster-wide',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await rowsOf<{ name: string; state: string; n: number }>(
        ctx.db,
        sql`select name, state::text as state, count(*)::int as n from pgboss.job
            where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      ).catch(() => []);
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.n));
    },
  });
}

const bearerMatches = (header: string | undefined, token: string) => {
  if (!header?.startsWith('Bearer ')) return false;
  const sent = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
};

/** `GET /metrics` with `Authorization: Bearer <METRICS_TOKEN>`; not served at all without a token. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, token: string | null) {
  const metrics = ctx.state.metrics;
  if (!metrics || !token) return;
  registerQueueGauge(ctx, metrics.registry);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe(
      { route, method: request.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send('Unauthorized\n');
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** What a charge paid for, from what its caller put in its metadata (wallet top-up, renewal, first payment). */
const chargeKindOf = (metadata: Record<string, string> | undefined) =>
  metadata?.kind === 'topup' ? 'topup' : metadata?.subscription_id ? 'renewal' : 'subscription';

/** The payment port, counting every charge by kind and outcome (an error thrown counts as 'error'). */
export function countedPayments(payments: PaymentsPort, metrics: Metrics | null): PaymentsPort {
  if (!metrics) return payments;
  const charge: PaymentsPort['charge'] = async (request) => {
    const kind = chargeKindOf(request.metadata);
    try {
      const result = await payments.charge(request);
      metrics.charges.inc({ kind, outcome: result.status });
      return result;
    } catch (error) {
      metrics.charges.inc({ kind, outcome: 'error' });
      throw error;
    }
  };
  // Every other member of the port, as it is (bound to the port, whatever kind of object it is).
  return new Proxy(payments, {
    get: (target, property, receiver) => {
      if (property === 'charge') return charge;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/*
 * The server's metrics in Prometheus' text format (docs/requirements.md §7 Operations), one registry per app (tests
 * build several apps in one process): the process's own (CPU, memory, event-loop lag, garbage collection), HTTP
 * requests by route and status, database query time and the PostgreSQL pool, open live connections (notification and
 * board streams, chat sockets) and the mail queue. Served by ../plugins/metrics-route.ts.
 */

/** The kinds of live connection a hub holds (the `kind` label of `esdc_live_connections`). */
type LiveConnectionKind = 'notifications' | 'board' | 'chat';

/** The app's metrics: the registry to serve, and how features report what only they know. */
export interface Metrics {
  registry: Registry;
  /**
   * Reports a hub's open connections at each scrape.
   * @param kind the hub's kind
   * @param size reads how many connections it holds now
   */
  trackConnections(kind: LiveConnectionKind, size: () => number): void;
}

/** Latency buckets of requests and queries, in seconds: 1 ms to 10 s. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Creates the app's metrics and starts measuring its requests and its database's queries.
 * @param app the Fastify instance (its requests are timed from `onRequest` to `onResponse`)
 * @param database the database (its queries are timed; on PostgreSQL its pool is read at each scrape)
 * @returns the metrics, for the features to report their connections and for the route to serve
 */
export function createMetrics(app: FastifyInstance, database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: 'esdc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'esdc_http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/projects/:id`), never the raw URL: one series per route, whatever ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const queries = new Histogram({
    name: 'esdc_db_query_duration_seconds',
    help: 'Time of each database query',
    labelNames: ['engine'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const engine = { engine: database.engine };
  database.writes.timed = (ms) => queries.observe(engine, ms / 1000);
  app.addHook('onClose', async () => {
    database.writes.timed = undefined;
  });

  if (database.poolStats) {
    const poolStats = database.poolStats.bind(database);
    new Gauge({
      name: 'esdc_db_pool_connections',
      help: 'PostgreSQL pool: connections by state (open in all, idle) and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  new Gauge({
    name: 'esdc_mail_queue',
    help: 'Messages in the outgoing mail queue, by status: pending or sending (still to deliver), failed (given up on)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .selectFrom('outgoing_mail')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', 'in', ['pending', 'sending', 'failed'])
        .groupBy('status')
        .execute();
      for (const status of ['pending', 'sending', 'failed']) this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
    },
  });

  const hubs: Array<[LiveConnectionKind, () => number]> = [];
  new Gauge({
    name: 'esdc_live_connections',
    help: 'Open live connections held by this instance: notification streams, board streams (server-sent events) and chat sockets (WebSocket)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      for (const kind of ['notifications', 'board', 'chat'] as const) this.set({ kind }, 0);
      for (const [kind, size] of hubs) this.inc({ kind }, size());
    },
  });

  return { registry, trackConnections: (kind, size) => hubs.push([kind, size]) };
}

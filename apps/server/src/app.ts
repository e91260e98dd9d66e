import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { migrationState } from './db/migrate.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { MailDelivery } from './platform/mail/mail-delivery.ts';
import { outboxTransport, smtpTransport } from './platform/mail/mail-transport.ts';
import { NotificationDigest } from './platform/notifications/notification-digest.ts';
import { createMediaStorage } from './platform/media-storage.ts';
import { ProjectCache } from './features/projects/project-cache.ts';
import { createLanguageModel } from './features/chatbot/language-model.ts';
import { ResponseCache } from './platform/response-cache.ts';
import { RealtimeBus } from './platform/realtime/realtime-bus.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { memberWriteLimitPlugin } from './plugins/member-write-limit.ts';
import { responseContractPlugin } from './plugins/response-contract.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { limiterFactory, logRedisAvailability, redisOrLocalStore, tooManyRequests } from './plugins/rate-limiters.ts';
import { securityPlugin } from './plugins/security.ts';
import { signInThrottlePlugin } from './plugins/sign-in-throttle.ts';
import { pageExistsCheck } from './plugins/page-exists.ts';
import { FEATURES } from './feature-list.ts';
import { pageChecksOf, switchesOf } from './feature-manifest.ts';
import { featureGate, SiteFeatureSwitches } from './platform/site-features.ts';
import { accountDataRegistry } from './platform/account-data/registry.ts';
import { spaPlugin } from './plugins/spa.ts';
import { metricsRoute } from './plugins/metrics-route.ts';
import { createMetrics } from './platform/metrics.ts';
import { LeaderLease } from './platform/leader-lease.ts';
import { BackupSchedule } from './backup/backup-schedule.ts';
import { backupDirOf } from './backup/backup.ts';

/** One registered route, as recorded for {@link FastifyInstance.routeTable}. */
interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, in registration order (tests check authorization against it). */
    routeTable: readonly RouteEntry[];
    /** The outgoing-mail delivery loop (started when the app is ready, stopped when it closes). */
    mailDelivery: MailDelivery;
    /** The daily notification email digest loop (started when the app is ready, stopped when it closes). */
    notificationDigest: NotificationDigest;
    /** Which instance runs the periodic jobs' timed rounds (platform/leader-lease.ts). */
    jobsLease: LeaderLease;
  }
}

/** What {@link buildApp} needs. */
export interface AppDeps {
  config: Config;
  database: Database;
  jwtSecret: string;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the Fastify app: plugins in a known order, then every feature's routes (DESIGN Architecture).
 * Tests call it directly and drive it with `app.inject`.
 */
/**
 * The id a request is logged and answered with (docs/requirements.md §7 Operations).
 * @param header the request's `x-request-id` header
 * @returns the header when it is 1–128 letters, digits, '.', '_', ':' or '-', else a new random UUID
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID();
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY,
    // The largest body any route takes is a challenge (10,000-character description, five hints): 128 KiB.
    bodyLimit: 128 * 1024,
    // A request's id (in every log line of it, and in the answer's `x-request-id`): the caller's own `x-request-id`
    // when it is a plain token (a proxy's or a client's, to follow one request through), else a fresh UUID.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    frameworkErrors: frameworkErrorHandler,
  });
  // Record every route before any plugin or feature registers one, so the table is complete.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Rate-limit counters: in process on one instance, in Redis when several share REDIS_URL (DESIGN Scaling out).
  // One client serves both @fastify/rate-limit (route configs, createRateLimit) and the rate-limiter-flexible
  // limiters (sign-in throttling, member writes, the chatroom's messages).
  const redis = deps.config.REDIS_URL
    ? new Redis(deps.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  const makeLimiter = limiterFactory(redis);

  const ctx: AppContext = {
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    clock: deps.clock ?? systemClock,
    projectCache: new ProjectCache(),
    media: createMediaStorage(deps.config),
    realtime: new RealtimeBus(deps.database, app.log),
    siteFeatures: new SiteFeatureSwitches(deps.database.db),
    accountData: accountDataRegistry(FEATURES.map((feature) => feature.accountData ?? {})),
    // Each with its feature's switches: the search leaves out the results of a feature the club switched off.
    searchSources: FEATURES.flatMap((feature) => (feature.search ? [{ ...feature.search, switches: switchesOf(feature) }] : [])),
    // The chatbot's optional language model (docs/decisions/022): built from LLM_* when set; it contacts its server
    // only when asked to phrase a reply.
    languageModel: deps.config.languageModel ? createLanguageModel(deps.config.languageModel) : undefined,
    makeLimiter,
    migrationState: () => migrationState(deps.database),
    metrics: createMetrics(app, deps.database),
  };
  app.addHook('onClose', async () => ctx.media.close());
  // Realtime messages (docs/decisions/012): in process on SQLite, LISTEN/NOTIFY on PostgreSQL.
  app.addHook('onReady', async () => ctx.realtime.start());
  app.addHook('onClose', async () => ctx.realtime.stop());
  const stopFollowingSwitches = ctx.siteFeatures.follow(ctx.realtime);
  app.addHook('onClose', async () => stopFollowingSwitches());
  ctx.projectCache.follow(deps.database.writes);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { corsOrigin: deps.config.CORS_ORIGIN });
  // Every text answer of 1 KiB or more travels Brotli- or gzip-compressed when the client accepts it
  // (Brotli at quality 4: most of quality 11's gain for a fraction of its CPU); answers that are already compressed
  // (the build's precompressed files, pages served from memory) pass through untouched. Request bodies are never
  // inflated: browsers do not compress them, and a compressed body would only be a way round the body limit.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });
  if (redis) {
    logRedisAvailability(redis, app.log);
    // QUIT needs a connection: with Redis away, drop the client instead of failing the shutdown.
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    // Serve once connected (or after the connect timeout), so the first requests already count in Redis rather
    // than in the per-instance fallback.
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    });
  }
  await app.register(rateLimit, {
    global: false,
    // In Redis with a per-instance fallback while Redis is away (plugins/rate-limiters.ts).
    ...(redis ? { store: redisOrLocalStore(redis, 'esdc-rl:') } : {}),
    // The plugin sets Retry-After itself, to the same whole seconds.
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  await app.register(signInThrottlePlugin, {
    makeLimiter,
    requestsPerAddressPerMinute: deps.config.AUTH_RATE_LIMIT_PER_MINUTE,
    failuresPerAccountAndAddress: deps.config.ACCOUNT_RATE_LIMIT_PER_15_MINUTES,
    maxAccountDelayMs: deps.config.SIGN_IN_SLOWDOWN_MAX_MS,
  });
  // Before the OpenAPI plugin, so the document shows the failure envelope it adds to every route.
  await app.register(responseContractPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db: ctx.db, secret: deps.jwtSecret, clock: ctx.clock });
  // After the auth plugin, whose onRequest hook sets request.user.
  await app.register(memberWriteLimitPlugin, {
    makeLimiter,
    memberWritesPerMinute: deps.config.MEMBER_WRITES_PER_MINUTE,
    adminWritesPerMinute: deps.config.ADMIN_WRITES_PER_MINUTE,
  });

  // Outgoing mail: SMTP when SMTP_URL is set, else the dev outbox under DATA_DIR; delivered after
  // each commit that queues a message, and retried, by one loop per instance (docs/decisions/007-mail-queue.md).
  const config = deps.config;
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : outboxTransport(join(resolve(config.DATA_DIR), 'outbox'), config.MAIL_FROM, app.log);
  // The periodic jobs' timed rounds run on one instance at a time: the one holding the jobs lease (docs/requirements.md
  // §7 Operations); it moves to another instance within a minute of its holder's death, at once on a clean stop.
  const jobsLease = new LeaderLease({ db: ctx.db, name: 'periodic-jobs', clock: ctx.clock, log: app.log });
  app.decorate('jobsLease', jobsLease);
  app.addHook('onReady', async () => jobsLease.start());
  const mailDelivery = new MailDelivery({ db: ctx.db, transport, clock: ctx.clock, log: app.log, writes: deps.database.writes, lease: jobsLease });
  app.decorate('mailDelivery', mailDelivery);
  app.addHook('onReady', async () => mailDelivery.start());
  app.addHook('onClose', async () => mailDelivery.stop());
  // The daily notification digest (SPEC §2 Notifications), queued into the same outgoing mail.
  const notificationDigest = new NotificationDigest({ db: ctx.db, clock: ctx.clock, links: { publicUrl: config.publicUrl }, log: app.log, lease: jobsLease });
  app.decorate('notificationDigest', notificationDigest);
  app.addHook('onReady', async () => notificationDigest.start());
  app.addHook('onClose', async () => notificationDigest.stop());
  // Scheduled backups (BACKUP_CRON), taken by the lease holder (docs/requirements.md §7 Operations).
  const backupSchedule = new BackupSchedule({
    database: deps.database,
    config,
    dir: backupDirOf(config),
    clock: ctx.clock,
    lease: jobsLease,
    log: app.log,
  });
  app.addHook('onReady', async () => backupSchedule.start());
  app.addHook('onClose', async () => backupSchedule.stop());
  app.addHook('onClose', async () => jobsLease.stop());

  await app.register(async (scope) => {
    for (const feature of FEATURES) {
      const [first, ...rest] = switchesOf(feature);
      if (!feature.routes || first === undefined) {
        await feature.routes?.(scope, ctx);
        continue;
      }
      // A switched feature's routes live in a scope of their own, behind its gate (SPEC §3 Feature settings).
      const routes = feature.routes;
      await scope.register(async (featureScope) => {
        featureScope.addHook('onRequest', featureGate(ctx.siteFeatures, [first, ...rest]));
        await routes(featureScope, ctx);
      });
    }
  });

  const webRoot = deps.config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  // Server-rendered pages show projects, events, products, courses, blog posts, documentation and resources: a page
  // kept in memory holds while none of them changed here (and at most 10 s, for other instances' writes).
  const pageRules = FEATURES.flatMap((feature) => (feature.changesPages ? [feature.changesPages] : []));
  const otherPageData = new ResponseCache(10_000, 500, (write) => pageRules.some((changesPages) => changesPages(write)));
  otherPageData.follow(deps.database.writes);
  metricsRoute(app, ctx.metrics, deps.config.METRICS_TOKEN);
  await app.register(spaPlugin, {
    root: webRoot,
    // A switch changed anywhere turns the version over at once: a switched-off feature's pages say it is off.
    dataVersion: (nowMs) => `${ctx.projectCache.version(nowMs)}/${otherPageData.version(nowMs)}/${ctx.siteFeatures.version()}`,
    pageExists: pageExistsCheck(ctx.db, pageChecksOf(FEATURES)),
  });
  return app;
}

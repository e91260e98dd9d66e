import { CHAT_MESSAGES } from '@esdc/core/chat';
import { FORUM_MESSAGES } from '@esdc/core/forum';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../lib/app-error.ts';

/** Prefix of every counter this server keeps in Redis (the @fastify/rate-limit ones use 'esdc-rl:'). */
const REDIS_KEY_PREFIX = 'esdc-rlf:';

/**
 * Makes one named counter (rate-limiter-flexible): `points` per `durationSeconds`, fixed window from the first
 * use of a key.
 * @param name unique per limiter; becomes the key prefix
 */
export type LimiterFactory = (name: string, points: number, durationSeconds: number) => RateLimiterAbstract;

/**
 * Where counters live (DESIGN Scaling out): in this process without Redis; in Redis when a client is given, so
 * every instance sees the same counts. Should Redis fail, each limiter falls back to an in-process copy
 * (the library's insurance limiter) rather than refusing or letting everything through.
 * @param redis the shared ioredis client, or undefined for in-process counters
 * @returns a factory of limiters on that store
 */
export function limiterFactory(redis?: Redis): LimiterFactory {
  return (name, points, durationSeconds) => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${REDIS_KEY_PREFIX}${name}`,
      points,
      duration: durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
}

/** @fastify/rate-limit's own stores (CommonJS, not in its typings): counters in Redis, and in this process. */
type PluginStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, extra?: unknown, key?: string) => FastifyRateLimitStore;
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as PluginStoreCtor;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as PluginStoreCtor;

/** One store of @fastify/rate-limit: Redis's counters while Redis answers, this process's own while it does not. */
class RedisOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
    this.redis.incr(key, (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RedisOrLocalStore(this.redis.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The store of @fastify/rate-limit (route configs, `createRateLimit`) on a shared Redis: its counters live in Redis
 * so every instance sees the same counts, and should Redis fail each call counts in this process instead (like the
 * rate-limiter-flexible limiters' insurance), rather than refusing or letting everything through.
 * @param redis the shared ioredis client
 * @param nameSpace the key prefix in Redis
 * @returns the store constructor for the plugin's `store` option
 */
export function redisOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisOrLocalStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its global parameters, which carry these two flags beyond the typed options.
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}

/**
 * Logs the shared Redis going away and coming back, once each time (ioredis retries and emits an error on every
 * attempt): while it is away every rate limit counts in each instance alone.
 * @param redis the shared ioredis client
 * @param log the server's logger
 */
export function logRedisAvailability(redis: Redis, log: FastifyBaseLogger): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unavailable: rate limits fall back to each instance counting alone until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is available again: rate limits are shared across instances');
  });
}

/**
 * The client-address part of a rate-limit key: an IPv4 address as is (also when IPv4-mapped, `::ffff:a.b.c.d`);
 * an IPv6 address by its /64 network, since one subscriber usually holds a whole /64 and could otherwise
 * rotate through addresses to dodge per-address limits.
 * @param ip the request's address (Fastify `request.ip`)
 * @returns a stable key for that client
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const full = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Whole seconds until a refused key may act again (at least 1), for `Retry-After`. */
export function retryAfterSeconds(rejection: RateLimiterRes): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}

/**
 * Consumes one point of `key`.
 * @returns undefined when allowed, or the library's rejection (with `msBeforeNext`) when the limit is reached
 * @throws whatever the store threw when it failed and had no working fallback
 */
export async function consumeOrRejection(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

/** What a refusal is about; each has its own words (SPEC §5, docs/decisions/006). */
export type RateLimitedWhat = 'requests' | 'scores' | 'account-attempts' | 'chat-messages' | 'forum-posts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The message of each {@link RateLimitedWhat}, given the whole seconds to wait. */
const REFUSALS: Record<RateLimitedWhat, (seconds: number) => string> = {
  requests: (seconds) => `Too many requests. Please try again in ${plural(seconds, 'second')}.`,
  scores: (seconds) => `Too many scores. Please try again in ${plural(seconds, 'second')}.`,
  // An account's wrong passwords are counted over 15 minutes: the wait is told in (rounded up) minutes.
  'account-attempts': (seconds) => `Too many attempts for this account. Please try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`,
  // The chatroom's words (docs/requirements.md §2 Chatroom); the wait is in Retry-After.
  'chat-messages': () => CHAT_MESSAGES.rateLimited,
  // The forum's words (docs/requirements.md §2 Forum); the wait is in Retry-After.
  'forum-posts': () => FORUM_MESSAGES.rateLimited,
};

/**
 * The one rate-limit refusal: every 429 of the API (route configs of @fastify/rate-limit through app.ts's
 * `errorResponseBuilder`, `createRateLimit` checks, the rate-limiter-flexible limiters) is built here, so the words
 * and `Retry-After` come from one place.
 * @param seconds whole seconds until the client may try again (raised to at least 1)
 * @param options.reply the reply to set `Retry-After` on; leave it out only where the library sets that header
 *   itself from the same whole seconds (@fastify/rate-limit's `ttlInSeconds`)
 * @param options.what what was refused (default 'requests': 'Too many requests. Please try again in N seconds.')
 * @returns the 429 AppError (the envelope's RATE_LIMITED) to throw
 */
export function tooManyRequests(seconds: number, options: { reply?: FastifyReply; what?: RateLimitedWhat } = {}): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  options.reply?.header('retry-after', String(wait));
  return new AppError(429, 'RATE_LIMITED', REFUSALS[options.what ?? 'requests'](wait));
}

import { CHAT_MESSAGES } from '@esdc/core/chat';
import { FORUM_MESSAGES } from '@esdc/core/forum';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
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

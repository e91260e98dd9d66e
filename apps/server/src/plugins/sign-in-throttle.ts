import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { addressKey, consumeOrRejection, retryAfterSeconds, tooManyRequests, type LimiterFactory } from './rate-limiters.ts';

/** The first per-account delay once an account has had its free failures; it doubles with each further one. */
export const FIRST_ACCOUNT_DELAY_MS = 250;
const FIFTEEN_MINUTES_S = 15 * 60;
/** The per-account failure count is never refused on, only read for the delay. */
const NEVER_REFUSE = Number.MAX_SAFE_INTEGER;

/** Requests counted per client address before the body is read. */
type AddressBudget = 'login' | 'register';
/** Where a password is checked: each has its own per (account, address) counter; all feed the account's total. */
type PasswordCheck = 'sign-in' | 'password-change' | 'account-deletion';

/** What {@link SignInThrottle.attempt} needs to know about one password check. */
export interface PasswordAttempt {
  reply: FastifyReply;
  check: PasswordCheck;
  /** The account's email as typed; trimmed and lower-cased here. */
  email: string;
  /** The client's address (`request.ip`). */
  ip: string;
  /** Whether an error thrown by the check means "wrong password" (the only outcome that counts). */
  isWrongPassword: (error: unknown) => boolean;
}

/** Sign-in throttling (docs/decisions/006-sign-in-throttling.md). */
interface SignInThrottle {
  /**
   * An onRequest hook counting every request of `budget` from the client's address (before the body is
   * parsed or validated): 429 'Too many requests. Please try again in N seconds.' with Retry-After beyond
   * AUTH_RATE_LIMIT_PER_MINUTE a minute. The spec's path and its alias share the count.
   */
  perAddress(budget: AddressBudget): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Runs one password check under the rules: 429 'Too many attempts for this account. Please try again in N
   * minutes.' (with Retry-After) when this (account, address) pair already failed ACCOUNT_RATE_LIMIT_PER_15_MINUTES
   * times in its 15-minute window; otherwise waits the account's delay (which grows with the account's failures
   * from every address, up to SIGN_IN_SLOWDOWN_MAX_MS), then runs `check`. A wrong password counts against the
   * pair and the account; a success clears the pair; any other outcome counts nothing.
   * @returns what `check` returned
   * @throws AppError 429 as above; otherwise whatever `check` threw
   */
  attempt<T>(attempt: PasswordAttempt, check: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-address budgets of login and register, and per (account, address) failure counting. */
    signInThrottle: SignInThrottle;
  }
}

/** Options of {@link signInThrottlePlugin}. */
export interface SignInThrottleOptions {
  makeLimiter: LimiterFactory;
  /** Login requests, and separately register requests, per address per minute (AUTH_RATE_LIMIT_PER_MINUTE). */
  requestsPerAddressPerMinute: number;
  /** Failures per (account, address) per 15 minutes before 429 (ACCOUNT_RATE_LIMIT_PER_15_MINUTES). */
  failuresPerAccountAndAddress: number;
  /** Cap of the per-account delay in ms (SIGN_IN_SLOWDOWN_MAX_MS); 0 turns the delay off. */
  maxAccountDelayMs: number;
}

/**
 * The delay before checking a password of an account that has `failures` wrong passwords (from all addresses)
 * in its current 15-minute window: none for the first `free` failures, then {@link FIRST_ACCOUNT_DELAY_MS}
 * doubling with each further failure, capped at `maxMs`.
 * @returns milliseconds
 */
export function accountDelayMs(failures: number, free: number, maxMs: number): number {
  if (maxMs <= 0 || failures < free) return 0;
  return Math.min(maxMs, FIRST_ACCOUNT_DELAY_MS * 2 ** Math.min(failures - free, 30));
}

/**
 * Decorates the app with {@link SignInThrottle}. Counters live where `makeLimiter` puts them (memory, or Redis
 * shared by instances).
 */
export const signInThrottlePlugin = fp(async (app: FastifyInstance, opts: SignInThrottleOptions) => {
  const perAddress = {
    login: opts.makeLimiter('login-ip', opts.requestsPerAddressPerMinute, 60),
    register: opts.makeLimiter('register-ip', opts.requestsPerAddressPerMinute, 60),
  };
  const pairFailures = opts.makeLimiter('password-fail-pair', opts.failuresPerAccountAndAddress, FIFTEEN_MINUTES_S);
  const accountFailures = opts.makeLimiter('password-fail-account', NEVER_REFUSE, FIFTEEN_MINUTES_S);

  const throttle: SignInThrottle = {
    perAddress: (budget) => async (request, reply) => {
      const rejection = await consumeOrRejection(perAddress[budget], addressKey(request.ip));
      if (!rejection) return;
      throw tooManyRequests(retryAfterSeconds(rejection), { reply });
    },

    attempt: async <T>(attempt: PasswordAttempt, check: () => Promise<T>): Promise<T> => {
      const account = attempt.email.trim().toLowerCase();
      const pairKey = `${attempt.check}:${account}|${addressKey(attempt.ip)}`;
      // Count the attempt first (atomically), so parallel guesses cannot all slip past a read; refunded below
      // unless it turns out to be a wrong password.
      const rejection = await consumeOrRejection(pairFailures, pairKey);
      if (rejection) {
        throw tooManyRequests(retryAfterSeconds(rejection), { reply: attempt.reply, what: 'account-attempts' });
      }
      let result: T;
      try {
        const failures = (await accountFailures.get(account))?.consumedPoints ?? 0;
        const delay = accountDelayMs(failures, opts.failuresPerAccountAndAddress, opts.maxAccountDelayMs);
        if (delay > 0) await sleep(delay);
        result = await check();
      } catch (error) {
        if (attempt.isWrongPassword(error)) await accountFailures.penalty(account);
        else await pairFailures.reward(pairKey);
        throw error;
      }
      await pairFailures.delete(pairKey);
      return result;
    },
  };
  app.decorate('signInThrottle', throttle);
});

import { CHALLENGE_SUBMISSIONS_PER_MINUTE } from '@esdc/core/challenge';
import { ADMIN_PASSWORD_MIN } from '@esdc/core/constants';
import { EMAIL_MAX, isEmailShape } from '@esdc/core/email';
import { z } from 'zod';

/** Shortest JWT_SECRET accepted, in characters. */
const JWT_SECRET_MIN = 32;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  JWT_SECRET: optional(z.string().min(JWT_SECRET_MIN, `must be at least ${JWT_SECRET_MIN} characters`)),
  SESSION_TTL_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24 * 7),
  ),
  ADMIN_EMAIL: optional(z.string().max(EMAIL_MAX, 'must be an email address').refine(isEmailShape, 'must be an email address')),
  ADMIN_PASSWORD: optional(z.string().min(ADMIN_PASSWORD_MIN, `must be at least ${ADMIN_PASSWORD_MIN} characters`)),
  SEED_DEMO: bool(true),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  TRUST_PROXY: bool(false),
  CORS_ORIGIN: optional(z.string()),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  /** Login requests, and separately register requests, per client address per minute (every request counts). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
  /** Wrong passwords per (account, client address) pair per 15 minutes before that pair gets 429. */
  ACCOUNT_RATE_LIMIT_PER_15_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
  /** Cap (ms) of the delay added to sign-ins of an account with many wrong passwords from all addresses; 0 = off. */
  SIGN_IN_SLOWDOWN_MAX_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(30_000).default(2000)),
  /** Writes (POST/PUT/PATCH/DELETE under /api) a signed-in member may send per minute (429 beyond). */
  MEMBER_WRITES_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(60)),
  /** The same for an active admin, who does bulk work. */
  ADMIN_WRITES_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(300)),
  /** Challenge answers a member may submit per minute, over all challenges (429 beyond). */
  CHALLENGE_SUBMISSIONS_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(CHALLENGE_SUBMISSIONS_PER_MINUTE)),
  WEB_DIST: optional(z.string()),
  /** Registers GET /api/_bench/static (a fixed JSON body) so bench/ can measure the server's ceiling. */
  BENCH_STATIC_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000_000).default(0)),
});

/** The server's configuration, read once at start (DESIGN config). */
export type Config = z.output<typeof envSchema>;

/** Thrown when the environment is invalid; the message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses and validates the environment.
 * @param env usually `process.env`
 * @returns the typed configuration
 * @throws ConfigError listing every missing or invalid variable at once
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}

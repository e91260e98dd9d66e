import { CHALLENGE_SUBMISSIONS_PER_MINUTE } from '@esdc/core/challenge';
import { CHATBOT_ASKS_PER_MINUTE } from '@esdc/core/chatbot';
import { ADMIN_PASSWORD_MIN } from '@esdc/core/constants';
import { EMAIL_MAX, isEmailShape } from '@esdc/core/email';
import { z } from 'zod';
import { isCronPattern } from './backup/cron-pattern.ts';
import type { LanguageModelSettings } from './platform/language-model.ts';

/** Default of UPLOAD_MAX_BYTES: 5 MB. */
const UPLOAD_MAX_BYTES_DEFAULT = 5_242_880;

/** Default of LLM_TIMEOUT_MS: 8 seconds for a phrased reply. */
const LANGUAGE_MODEL_TIMEOUT_MS_DEFAULT = 8000;

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
  /** Account messages (password reset, verification resend) per address, and separately per member, per hour (429 beyond). */
  ACCOUNT_MAIL_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(5)),
  /** Writes (POST/PUT/PATCH/DELETE under /api) a signed-in member may send per minute (429 beyond). */
  MEMBER_WRITES_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(60)),
  /** The same for an active admin, who does bulk work. */
  ADMIN_WRITES_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(300)),
  /** Challenge answers a member may submit per minute, over all challenges (429 beyond). */
  CHALLENGE_SUBMISSIONS_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(CHALLENGE_SUBMISSIONS_PER_MINUTE)),
  /** Questions to the club assistant per minute, per member and per client address (429 beyond). */
  CHATBOT_ASKS_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(CHATBOT_ASKS_PER_MINUTE)),
  /** Outgoing mail server, `smtp://user:pass@host:587` or `smtps://…:465`; without it mail goes to the dev outbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')),
  /** The sender of every message. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(320).default('ESDC Hub <no-reply@localhost>')),
  /** The site's public address, used in links (mail, sign-in callbacks); default http://localhost:PORT. */
  PUBLIC_URL: optional(z.string().regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http:// or https:// URL')),
  WEB_DIST: optional(z.string()),
  /** Registers GET /api/_bench/static (a fixed JSON body) so bench/ can measure the server's ceiling. */
  BENCH_STATIC_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000_000).default(0)),
  /** Largest image upload accepted, in bytes (413 beyond). */
  UPLOAD_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(UPLOAD_MAX_BYTES_DEFAULT),
  ),
  /** Largest resource file upload accepted (PDF, ZIP, text, image), in bytes (SPEC §2 Resources; 413 beyond). Default 20 MB. */
  FILE_UPLOAD_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(200 * 1024 * 1024)
      .default(20 * 1024 * 1024),
  ),
  /** Store uploaded images in this S3-compatible bucket instead of `<DATA_DIR>/uploads` (docs/decisions/008-image-uploads.md); see {@link S3_REQUIRED}. */
  S3_BUCKET: optional(z.string()),
  /** The S3 API's URL for a non-AWS service (MinIO, R2, …); empty for AWS. */
  S3_ENDPOINT: optional(z.string().regex(/^https?:\/\//, 'must be an http(s):// URL')),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** Address the bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: bool(false),
  /** GitHub OAuth app (docs/decisions/009-github-sign-in.md): both or neither; without them the GitHub buttons are not shown. */
  GITHUB_CLIENT_ID: optional(z.string().max(200)),
  GITHUB_CLIENT_SECRET: optional(z.string().max(200)),
  /** Where GitHub's OAuth pages live (`/login/oauth/authorize`, `/login/oauth/access_token`); tests point it at a local server. */
  GITHUB_OAUTH_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s?#]+$/, 'must be an http:// or https:// URL')
      .default('https://github.com'),
  ),
  /** Where GitHub's REST API lives (`/user`, `/user/emails`); tests point it at a local server. */
  GITHUB_API_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s?#]+$/, 'must be an http:// or https:// URL')
      .default('https://api.github.com'),
  ),
  /** Also accept http webhook addresses on 127.0.0.1 or localhost (SPEC §2 Integrations): for tests, never in production. */
  WEBHOOK_ALLOW_LOCAL_URLS: bool(false),
  /** The optional language model that phrases the chatbot's grounded replies (docs/decisions/022): its OpenAI-compatible API. */
  LLM_BASE_URL: optional(z.string().regex(/^https?:\/\/[^\s?#]+$/, 'must be an http:// or https:// URL')),
  /** The model's name on that server (required with LLM_BASE_URL). */
  LLM_MODEL: optional(z.string().max(200, 'must be at most 200 characters')),
  /** Sent as a bearer token when set; local servers (Ollama, llama.cpp) need none. */
  LLM_API_KEY: optional(z.string().max(1000, 'must be at most 1000 characters')),
  /**
   * Scheduled backups (docs/requirements.md §7 Operations): a five-field cron expression in UTC ('0 3 * * *': every day at
   * 03:00); unset, none are taken. One instance takes each (the jobs lease).
   */
  BACKUP_CRON: optional(z.string().max(200, 'must be a cron expression').refine(isCronPattern, "must be a cron expression such as '0 3 * * *'")),
  /** How many backups the folder keeps after a scheduled one (the oldest go first). */
  BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number({ error: 'must be a whole number' }).int().min(1, 'must be at least 1').max(1000).default(7)),
  /** Turns on `/metrics` (Prometheus), answered only with `Authorization: Bearer <this>`; without it `/metrics` is 404. */
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters').max(1000, 'must be at most 1000 characters')),
  /** The phrased reply's budget in ms (the first piece within half of it); beyond it the grounded reply is sent. */
  LLM_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(120_000).default(LANGUAGE_MODEL_TIMEOUT_MS_DEFAULT),
  ),
});

/**
 * The language model's settings (platform/language-model.ts), when `LLM_BASE_URL` and `LLM_MODEL` are set; the
 * cross-variable rules refuse one without the other.
 */
function languageModelSettings(env: z.output<typeof envSchema>): LanguageModelSettings | undefined {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
  return { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.LLM_TIMEOUT_MS };
}

/**
 * The environment plus what is derived from it: `publicUrl`, the site's address without a trailing slash
 * (`PUBLIC_URL`, or `http://localhost:${PORT}`), and `languageModel`, the optional language model's settings.
 */
const configSchema = envSchema.transform((env) => ({
  ...env,
  publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  languageModel: languageModelSettings(env),
}));

/** What S3 storage needs besides S3_BUCKET: when the bucket is set, each of these must be too. */
const S3_REQUIRED = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The rules between variables: S3 storage needs its region and keys; GitHub sign-in needs its client id
 * and secret together; the language model needs its base URL and model together (its key only with them). Checked on the raw environment, so they are listed even when another variable is invalid.
 * @returns one `NAME: message` per broken rule
 */
function crossVariableProblems(env: Record<string, string | undefined>): string[] {
  const isSet = (name: string) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  if (isSet('S3_BUCKET')) for (const name of S3_REQUIRED) if (!isSet(name)) problems.push(`${name}: is required when S3_BUCKET is set`);
  if (isSet('GITHUB_CLIENT_ID') !== isSet('GITHUB_CLIENT_SECRET')) {
    const missing = isSet('GITHUB_CLIENT_ID') ? 'GITHUB_CLIENT_SECRET' : 'GITHUB_CLIENT_ID';
    problems.push(`${missing}: set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET together, or neither`);
  }
  if (isSet('LLM_BASE_URL') && !isSet('LLM_MODEL')) problems.push('LLM_MODEL: is required when LLM_BASE_URL is set');
  for (const name of ['LLM_MODEL', 'LLM_API_KEY'] as const) {
    if (isSet(name) && !isSet('LLM_BASE_URL')) problems.push(`LLM_BASE_URL: is required when ${name} is set`);
  }
  return problems;
}

/** The server's configuration, read once at start (DESIGN config). */
export type Config = z.output<typeof configSchema>;

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
  const parsed = configSchema.safeParse(env);
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)), ...crossVariableProblems(env)];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return parsed.data;
}

/**
 * {@link loadConfig} for a process's entry point (the server, the admin command): on an invalid environment prints
 * every problem and exits with code 1.
 * @param env usually `process.env`
 * @returns the typed configuration
 */
export function loadConfigOrExit(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The ConfigError thrown for `env` (fails the test if none is thrown). */
function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SESSION_TTL_HOURS: 168,
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      AUTH_RATE_LIMIT_PER_MINUTE: 20,
      ACCOUNT_RATE_LIMIT_PER_15_MINUTES: 10,
      SIGN_IN_SLOWDOWN_MAX_MS: 2000,
      MEMBER_WRITES_PER_MINUTE: 60,
      ADMIN_WRITES_PER_MINUTE: 300,
    });
    for (const key of [
      'DATABASE_URL',
      'JWT_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'CORS_ORIGIN',
      'WEB_DIST',
      'REDIS_URL',
      'LLM_BASE_URL',
      'LLM_MODEL',
      'LLM_API_KEY',
    ] as const) {
      expect(config[key], key).toBeUndefined();
    }
    expect(config.LLM_TIMEOUT_MS).toBe(8000);
    expect(config.languageModel).toBeUndefined();
  });

  it('treats empty and blank values as unset', () => {
    expect(loadConfig({ PORT: '', JWT_SECRET: '  ', SEED_DEMO: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, SEED_DEMO: true });
    expect(loadConfig({ JWT_SECRET: '', DATABASE_URL: '' }).JWT_SECRET).toBeUndefined();
  });

  it('parses numbers, booleans and strings', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      SESSION_TTL_HOURS: '12',
      SEED_DEMO: 'no',
      TRUST_PROXY: 'yes',
      DATABASE_URL: 'postgresql://u@db:5432/esdc',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'boss@club.example',
      ADMIN_PASSWORD: '12345678',
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
      ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '3',
    });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      SESSION_TTL_HOURS: 12,
      SEED_DEMO: false,
      TRUST_PROXY: true,
      DATABASE_URL: 'postgresql://u@db:5432/esdc',
      ADMIN_EMAIL: 'boss@club.example',
      AUTH_RATE_LIMIT_PER_MINUTE: 5,
      ACCOUNT_RATE_LIMIT_PER_15_MINUTES: 3,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads SEED_DEMO=%s as %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).SEED_DEMO).toBe(expected);
  });

  it('names both PORT and ADMIN_PASSWORD when both are invalid', () => {
    const error = configError({ PORT: 'abc', ADMIN_PASSWORD: 'short' });
    expect(error.problems).toHaveLength(2);
    expect(error.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^PORT: /), expect.stringMatching(/^ADMIN_PASSWORD: .*8 characters/)]));
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('ADMIN_PASSWORD');
  });

  it('lists every invalid variable in one error', () => {
    const error = configError({
      PORT: '70000',
      DATABASE_URL: 'mysql://db/esdc',
      JWT_SECRET: 'too-short',
      ADMIN_EMAIL: 'not-an-email',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      SESSION_TTL_HOURS: '0',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      NODE_ENV: 'staging',
      REDIS_URL: 'http://cache:6379',
    });
    const named = error.problems.map((p) => p.split(':')[0]).sort();
    expect(named).toEqual(
      [
        'ADMIN_EMAIL',
        'AUTH_RATE_LIMIT_PER_MINUTE',
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'REDIS_URL',
        'SEED_DEMO',
        'SESSION_TTL_HOURS',
      ].sort(),
    );
    expect(error.problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL: must be a postgres:// URL',
        'JWT_SECRET: must be at least 32 characters',
        'ADMIN_EMAIL: must be an email address',
        'SEED_DEMO: must be true or false',
        'REDIS_URL: must be a redis:// URL',
      ]),
    );
  });

  it('reads the write budgets and the sign-in slowdown, and refuses a zero budget or a negative delay', () => {
    expect(loadConfig({ MEMBER_WRITES_PER_MINUTE: '5', ADMIN_WRITES_PER_MINUTE: '50', SIGN_IN_SLOWDOWN_MAX_MS: '0' })).toMatchObject({
      MEMBER_WRITES_PER_MINUTE: 5,
      ADMIN_WRITES_PER_MINUTE: 50,
      SIGN_IN_SLOWDOWN_MAX_MS: 0,
    });
    const error = configError({ MEMBER_WRITES_PER_MINUTE: '0', ADMIN_WRITES_PER_MINUTE: 'lots', SIGN_IN_SLOWDOWN_MAX_MS: '-1' });
    expect(error.problems.map((p) => p.split(':')[0]).sort()).toEqual(['ADMIN_WRITES_PER_MINUTE', 'MEMBER_WRITES_PER_MINUTE', 'SIGN_IN_SLOWDOWN_MAX_MS']);
  });

  it('reads the backup schedule (a five-field cron expression) and how many backups to keep', () => {
    expect(loadConfig({}).BACKUP_CRON).toBeUndefined();
    expect(loadConfig({}).BACKUP_KEEP).toBe(7);
    expect(loadConfig({ BACKUP_CRON: '0 3 * * *', BACKUP_KEEP: '3' })).toMatchObject({ BACKUP_CRON: '0 3 * * *', BACKUP_KEEP: 3 });
    for (const bad of ['every night', '0 3 * *', '0 0 3 * * *', '61 * * * *']) {
      expect(configError({ BACKUP_CRON: bad }).problems).toEqual(["BACKUP_CRON: must be a cron expression such as '0 3 * * *'"]);
    }
    expect(configError({ BACKUP_KEEP: '0' }).problems).toEqual(['BACKUP_KEEP: must be at least 1']);
  });

  it('refuses a fractional or negative port', () => {
    expect(configError({ PORT: '80.5' }).problems[0]).toMatch(/^PORT: /);
    expect(configError({ PORT: '-1' }).problems[0]).toMatch(/^PORT: /);
  });

  it('reads the language model settings: base URL and model, an optional key and the timeout', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2' }).languageModel).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
      timeoutMs: 8000,
    });
    const config = loadConfig({ LLM_BASE_URL: 'https://llm.club.example/v1', LLM_MODEL: 'club-model', LLM_API_KEY: 'sk-secret', LLM_TIMEOUT_MS: '2500' });
    expect(config.languageModel).toEqual({ baseUrl: 'https://llm.club.example/v1', model: 'club-model', apiKey: 'sk-secret', timeoutMs: 2500 });
    expect(loadConfig({ LLM_BASE_URL: '', LLM_MODEL: ' ', LLM_API_KEY: '' }).languageModel).toBeUndefined();
  });

  it('refuses a language model without its model or its base URL, a base URL that is not http(s) and a timeout out of range', () => {
    expect(configError({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).problems).toEqual(['LLM_MODEL: is required when LLM_BASE_URL is set']);
    expect(configError({ LLM_MODEL: 'llama3.2', LLM_API_KEY: 'sk' }).problems).toEqual([
      'LLM_BASE_URL: is required when LLM_MODEL is set',
      'LLM_BASE_URL: is required when LLM_API_KEY is set',
    ]);
    const problems = configError({ LLM_BASE_URL: 'ftp://llm/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '50' }).problems;
    expect(problems).toEqual(expect.arrayContaining(['LLM_BASE_URL: must be an http:// or https:// URL', expect.stringMatching(/^LLM_TIMEOUT_MS: /)]));
    expect(problems).toHaveLength(2);
    expect(configError({ LLM_BASE_URL: 'http://llm/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' }).problems).toEqual([
      'LLM_TIMEOUT_MS: must be a number of milliseconds',
    ]);
  });

  it('lists the rules between variables beside any invalid one (S3 needs its keys, GitHub its id and secret together)', () => {
    const problems = configError({ PORT: 'x', S3_BUCKET: 'bucket', S3_REGION: 'r', GITHUB_CLIENT_ID: 'id' }).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'GITHUB_CLIENT_SECRET']);
  });
});

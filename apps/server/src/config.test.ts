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
    for (const key of ['DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'CORS_ORIGIN', 'WEB_DIST', 'REDIS_URL'] as const) {
      expect(config[key], key).toBeUndefined();
    }
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

  it('refuses a fractional or negative port', () => {
    expect(configError({ PORT: '80.5' }).problems[0]).toMatch(/^PORT: /);
    expect(configError({ PORT: '-1' }).problems[0]).toMatch(/^PORT: /);
  });

  it('lists the rules between variables beside any invalid one (S3 needs its keys, GitHub its id and secret together)', () => {
    const problems = configError({ PORT: 'x', S3_BUCKET: 'bucket', S3_REGION: 'r', GITHUB_CLIENT_ID: 'id' }).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'GITHUB_CLIENT_SECRET']);
  });
});

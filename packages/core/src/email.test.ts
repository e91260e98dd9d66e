import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailSchema, normalizeEmail } from './email.ts';

function messages(input: unknown): string[] {
  const result = emailSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Ada.Lovelace@Example.COM  ')).toBe('ada.lovelace@example.com');
  });

  it('accepts the simple local@domain.tld shape', () => {
    expect(emailSchema.parse('a@b.co')).toBe('a@b.co');
    expect(emailSchema.parse('first.last+tag@sub.example.org')).toBe('first.last+tag@sub.example.org');
  });

  it("says 'Email cannot be empty' for a missing value", () => {
    expect(messages(undefined)).toEqual(['Email cannot be empty']);
    expect(messages(null)).toEqual(['Email cannot be empty']);
  });

  it("puts 'Email cannot be empty' first for an empty or blank value", () => {
    expect(messages('')[0]).toBe('Email cannot be empty');
    expect(messages('   ')[0]).toBe('Email cannot be empty');
  });

  // BUG: an empty email also reports 'Invalid email format' (min(1) does not abort), so the
  // register endpoint answers 'Validation failed: Email cannot be empty, Invalid email format'.
  it("reports only 'Email cannot be empty' for an empty value (SPEC §5)", () => {
    expect(messages('')).toEqual(['Email cannot be empty']);
  });

  it.each(['plainaddress', 'no-at.example.com', 'a@b', '@example.com', 'a@.com x', 'a b@example.com', 'a@@b.com'])(
    "rejects %j with 'Invalid email format'",
    (input) => {
      expect(messages(input)).toEqual(['Invalid email format']);
    },
  );
});

describe('normalizeEmail', () => {
  it('trims and lower-cases without validating', () => {
    expect(normalizeEmail('  MiXeD@Case.ORG ')).toBe('mixed@case.org');
    expect(normalizeEmail('not an email')).toBe('not an email');
  });
});

describe('EMAIL_PATTERN', () => {
  it('matches local@domain.tld and nothing with spaces or a missing part', () => {
    expect(EMAIL_PATTERN.test('x@y.z')).toBe(true);
    expect(EMAIL_PATTERN.test('x@y')).toBe(false);
    expect(EMAIL_PATTERN.test('x y@z.w')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { adminSetPasswordSchema, forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema } from './account-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('account schemas', () => {
  const token = 'A'.repeat(43);

  it('forgot password: an email is required and lower-cased; its shape is not judged (no hint either way)', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual(['Email cannot be empty']);
    expect(forgotPasswordSchema.parse({ email: ' Ada@Example.COM ' }).email).toBe('ada@example.com');
  });

  it('reset password: the member rule (at least 6, matching) and a token of link characters', () => {
    expect(resetPasswordSchema.safeParse({ token, password: 'secret', confirmPassword: 'secret' }).success).toBe(true);
    expect(messages(resetPasswordSchema.safeParse({ token, password: '12345', confirmPassword: '12345' }))).toEqual([
      'Password must be at least 6 characters long',
    ]);
    expect(messages(resetPasswordSchema.safeParse({ token, password: 'secret', confirmPassword: 'secreT' }))).toEqual(['Passwords do not match']);
    expect(messages(verifyEmailSchema.safeParse({ token: 'not a token' }))).toEqual(['This link is invalid or has expired. Please request a new one.']);
    expect(messages(verifyEmailSchema.safeParse({ token: '' }))).toEqual(['Token is required']);
  });

  it('admin set password: the admin form rule (at least 8, matching)', () => {
    expect(messages(adminSetPasswordSchema.safeParse({ password: 'seven77', confirmPassword: 'seven77' }))).toEqual([
      'Password must be at least 8 characters long!',
    ]);
    expect(messages(adminSetPasswordSchema.safeParse({ password: 'eight888', confirmPassword: 'eight889' }))).toEqual(['Passwords do not match']);
    expect(adminSetPasswordSchema.safeParse({ password: 'eight888', confirmPassword: 'eight888' }).success).toBe(true);
  });
});

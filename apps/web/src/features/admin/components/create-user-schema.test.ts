import { adminCreateUserSchema } from '@esdc/core/admin-user-schemas';
import { describe, expect, it } from 'vitest';
import { createUserFormSchema, EMPTY_CREATE_USER_FORM, PASSWORDS_DONT_MATCH, PASSWORD_TOO_SHORT, type CreateUserFormValues } from './create-user-schema';

const filled = (over: Partial<CreateUserFormValues> = {}): CreateUserFormValues => ({
  ...EMPTY_CREATE_USER_FORM,
  name: 'Grace Hopper',
  username: 'grace',
  email: 'Grace@Example.COM',
  password: 'cobol-1959',
  confirmPassword: 'cobol-1959',
  ...over,
});

const messages = (v: CreateUserFormValues) => {
  const r = createUserFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('admin create-user form', () => {
  it('submits trimmed fields, a lower-cased email, role user, status active and no GitHub username as null', () => {
    const out = createUserFormSchema.parse(filled({ name: '  Grace Hopper ' }));
    expect(out).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', role: 'user', status: 'active', github_username: null });
    // The body the dialog posts (without the confirmation) is what the server accepts.
    const { confirmPassword: _confirm, ...body } = out;
    expect(adminCreateUserSchema.safeParse(body).success).toBe(true);
  });

  it('flags a confirmation that differs under Confirm Password', () => {
    expect(messages(filled({ confirmPassword: 'cobol-1960' }))).toEqual({ confirmPassword: PASSWORDS_DONT_MATCH });
  });

  it('asks for the confirmation when it is empty, and the spec’s message for a short password', () => {
    expect(messages(filled({ confirmPassword: '' })).confirmPassword).toBe('Please confirm your password');
    expect(messages(filled({ password: 'short', confirmPassword: 'short' }))).toMatchObject({
      password: PASSWORD_TOO_SHORT,
      confirmPassword: PASSWORD_TOO_SHORT,
    });
  });
});

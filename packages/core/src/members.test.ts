import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './members.ts';
import { parseIssues } from './parse-issues.ts';

const issues = (input: unknown): [string, string][] => parseIssues(passwordChangeSchema, input);

const valid = { current_password: 'old-secret', new_password: 'new-secret', confirm_password: 'new-secret' };

describe('passwordChangeSchema', () => {
  it('parses a valid change', () => {
    expect(passwordChangeSchema.parse(valid)).toEqual(valid);
  });

  it("says 'Passwords do not match' when the confirmation differs", () => {
    expect(issues({ ...valid, confirm_password: 'other-secret' })).toEqual([['confirm_password', 'Passwords do not match']]);
  });

  it("says 'Password must be at least 6 characters long' for a short new password", () => {
    expect(issues({ ...valid, new_password: '12345', confirm_password: '12345' })).toEqual([['new_password', 'Password must be at least 6 characters long']]);
    expect(issues({ ...valid, new_password: '123456', confirm_password: '123456' })).toEqual([]);
  });

  it('reports only one message for each missing field', () => {
    expect(issues({ ...valid, current_password: '' })).toEqual([['current_password', 'Current password is required']]);
    expect(issues({ ...valid, new_password: '', confirm_password: '' })).toEqual([
      ['new_password', 'Password is required'],
      ['confirm_password', 'Please confirm your password'],
    ]);
  });
});

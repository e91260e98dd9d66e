import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultValidationMessage, fieldLabel } from './validation-messages.ts';

describe('fieldLabel', () => {
  it('turns a field name into the words a message uses', () => {
    expect(fieldLabel(['github_link'])).toBe('GitHub link');
    expect(fieldLabel(['user_id'])).toBe('User ID');
    expect(fieldLabel(['confirmPassword'])).toBe('Confirm password');
    expect(fieldLabel(['contributors', 3])).toBe('Contributors');
    expect(fieldLabel([])).toBe('Request body');
  });
});

describe('defaultValidationMessage', () => {
  const messages = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input, { error: defaultValidationMessage });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('names the field for a wrong type, a missing value and an unknown choice', () => {
    const schema = z.object({ title: z.string(), user_id: z.number(), action: z.enum(['start', 'complete']), tags: z.array(z.string()) });
    expect(messages(schema, { title: 5, user_id: 'x', action: 'explode', tags: 'a' })).toEqual([
      'Title must be text',
      'User ID must be a number',
      'Invalid action',
      'Tags must be a list',
    ]);
    expect(messages(schema, { user_id: 1, action: 'start', tags: [] })).toEqual(['Title is required']);
    expect(messages(schema, 'not an object')).toEqual(['Request body must be a JSON object']);
  });

  it('words bounds in the units of what is measured', () => {
    const schema = z.object({ tags: z.array(z.string()).max(2), amount: z.number().min(5), title: z.string().min(3) });
    expect(messages(schema, { tags: ['a', 'b', 'c'], amount: 1, title: 'ab' })).toEqual([
      'Tags must have at most 2 items',
      'Amount must be at least 5',
      'Title must be at least 3 characters long',
    ]);
  });

  it('keeps the messages that schemas word themselves', () => {
    expect(messages(z.object({ name: z.string({ error: 'Name is required' }) }), {})).toEqual(['Name is required']);
  });
});

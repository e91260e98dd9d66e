import { describe, expect, it } from 'vitest';
import { validationMessage } from './api.ts';

describe('validationMessage', () => {
  it('gives a single failure its own message', () => {
    expect(validationMessage(['Email already registered'])).toBe('Email already registered');
  });

  it("joins several failures as 'Validation failed: a, b'", () => {
    expect(validationMessage(['Email already registered', 'Username already taken'])).toBe(
      'Validation failed: Email already registered, Username already taken',
    );
  });

  it('drops duplicate messages, keeping first-seen order', () => {
    expect(validationMessage(['b', 'a', 'b'])).toBe('Validation failed: b, a');
    expect(validationMessage(['same', 'same'])).toBe('same');
  });
});

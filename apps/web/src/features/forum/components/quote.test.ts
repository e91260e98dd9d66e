import { describe, expect, it } from 'vitest';
import { quoteMarkdown } from './quote';

describe('quoteMarkdown', () => {
  it('quotes every line under who wrote it, with an empty line to write under', () => {
    expect(quoteMarkdown('First line\n\nSecond line\n', 'ada')).toBe('@ada wrote:\n> First line\n>\n> Second line\n\n');
  });

  it('leaves out the author of a former member', () => {
    expect(quoteMarkdown('Hi', null)).toBe('> Hi\n\n');
  });
});

import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './plain-excerpt';

describe('plainExcerpt', () => {
  it('returns a short plain description as it is, and an empty one as empty', () => {
    expect(plainExcerpt('Find the value of the pull-up resistor.')).toBe('Find the value of the pull-up resistor.');
    expect(plainExcerpt('')).toBe('');
    expect(plainExcerpt('  \n\n ')).toBe('');
  });

  it('drops headings, fenced code, tables and images, and keeps link texts', () => {
    const markdown = [
      '# The loop that never ends',
      'The **UART** interrupt sets a flag; see [the datasheet](https://example.com/ds.pdf).',
      '```c',
      'while (!flag) { }',
      '```',
      '| pin | mode |',
      '|-----|------|',
      '| PA9 | TX   |',
      '![scope capture](/img/scope.png)',
      'Why does `-O2` hang?',
    ].join('\n');
    expect(plainExcerpt(markdown)).toBe('The UART interrupt sets a flag; see the datasheet. Why does -O2 hang?');
  });

  it('drops an unclosed code fence to the end', () => {
    expect(plainExcerpt('Read this:\n```\nint main(void) {')).toBe('Read this:');
  });

  it('removes list and quote markers and emphasis, but keeps snake_case names', () => {
    expect(plainExcerpt('> Note\n- first *step*\n2. call uart_init() with __two__ ~~old~~ _args_')).toBe('Note first step call uart_init() with two old args');
  });

  it('removes HTML tags but keeps comparisons and shifts written in the text', () => {
    expect(plainExcerpt('Press <kbd>Ctrl</kbd>+<kbd>C</kbd><br/>now.')).toBe('Press Ctrl + C now.');
    expect(plainExcerpt('Wire<!-- TODO: photo -->it up.')).toBe('Wire it up.');
    expect(plainExcerpt('If `x < 5` and `y > 3`, what is `x << 2`?')).toBe('If x < 5 and y > 3, what is x << 2?');
    expect(plainExcerpt('The ADC reads 0 < v < 3.3 V, so v > 0 always.')).toBe('The ADC reads 0 < v < 3.3 V, so v > 0 always.');
  });

  it('collapses whitespace and line breaks into single spaces', () => {
    expect(plainExcerpt('Line one\n\n\tLine   two\r\nLine three')).toBe('Line one Line two Line three');
  });

  it('cuts a long text at a word boundary, without trailing punctuation, and adds an ellipsis', () => {
    const text = 'A synchronous design has a register-to-register path, through combinational logic, on the same clock edge.';
    const excerpt = plainExcerpt(text, 60);
    expect(excerpt).toBe('A synchronous design has a register-to-register path…');
    expect(excerpt.length).toBeLessThanOrEqual(61);
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it('cuts inside a very long word rather than leaving almost nothing', () => {
    expect(plainExcerpt(`Hash ${'a'.repeat(300)}`, 20)).toBe(`Hash ${'a'.repeat(15)}…`);
  });

  it('keeps a text of exactly the limit whole', () => {
    const text = 'x'.repeat(160);
    expect(plainExcerpt(text)).toBe(text);
    expect(plainExcerpt(`${text} y`)).toBe(`${text}…`);
  });
});

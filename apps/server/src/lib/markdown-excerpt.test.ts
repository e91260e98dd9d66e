import { CHALLENGE_EXCERPT_MAX } from '@esdc/core/challenge-schemas';
import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from './markdown-excerpt.ts';

/** The excerpt at the length the challenge lists use. */
const excerpt = (markdown: string, maxChars = CHALLENGE_EXCERPT_MAX) => markdownExcerpt(markdown, maxChars);

describe('markdownExcerpt', () => {
  it('returns a short plain description as it is, and an empty one as empty', () => {
    expect(excerpt('Find the value of the pull-up resistor.')).toBe('Find the value of the pull-up resistor.');
    expect(excerpt('')).toBe('');
    expect(excerpt('  \n\n ')).toBe('');
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
      // A GitHub-flavoured table runs to the next blank line: without it the lines below would be its rows.
      '',
      '![scope capture](/img/scope.png)',
      'Why does `-O2` hang?',
    ].join('\n');
    expect(excerpt(markdown)).toBe('The UART interrupt sets a flag; see the datasheet. Why does -O2 hang?');
  });

  it('drops setext headings, indented code, rules, link definitions and HTML blocks', () => {
    const markdown = [
      'Title',
      '=====',
      '',
      'Text one.',
      '',
      '    int x = 1;',
      '',
      '---',
      '',
      '[ds]: https://example.com',
      '',
      '<div>',
      'raw block',
      '</div>',
      '',
      'Text two.',
    ].join('\n');
    expect(excerpt(markdown)).toBe('Text one. Text two.');
  });

  it('drops an unclosed code fence to the end', () => {
    expect(excerpt('Read this:\n```\nint main(void) {')).toBe('Read this:');
  });

  it('removes list and quote markers and emphasis, but keeps snake_case names', () => {
    expect(excerpt('> Note\n\n- first *step*\n\n2. call uart_init() with __two__ ~~old~~ _args_')).toBe('Note first step call uart_init() with two old args');
    expect(excerpt('- [x] wire it\n- [ ] flash it')).toBe('wire it flash it');
  });

  it('removes HTML tags but keeps comparisons and shifts written in the text', () => {
    expect(excerpt('Press <kbd>Ctrl</kbd>+<kbd>C</kbd><br/>now.')).toBe('Press Ctrl + C now.');
    expect(excerpt('Wire<!-- TODO: photo -->it up.')).toBe('Wire it up.');
    expect(excerpt('If `x < 5` and `y > 3`, what is `x << 2`?')).toBe('If x < 5 and y > 3, what is x << 2?');
    expect(excerpt('The ADC reads 0 < v < 3.3 V, so v > 0 always.')).toBe('The ADC reads 0 < v < 3.3 V, so v > 0 always.');
  });

  it('shows characters as the rendered page does: references decoded, escapes and code spans literal', () => {
    expect(excerpt('R1 & R2 &lt;in series&gt; \\*not em\\* `a &amp; b`')).toBe('R1 & R2 <in series> *not em* a &amp; b');
  });

  it('collapses whitespace and line breaks into single spaces', () => {
    expect(excerpt('Line one\n\n  Line\t  two\r\nLine three')).toBe('Line one Line two Line three');
    // As on the rendered page, a line indented by a tab after a blank line is code, and dropped.
    expect(excerpt('Line one\n\n\tint x;\n\nLine three')).toBe('Line one Line three');
  });

  it('cuts a long text at a word boundary, without trailing punctuation, and adds an ellipsis', () => {
    const text = 'A synchronous design has a register-to-register path, through combinational logic, on the same clock edge.';
    const cut = excerpt(text, 60);
    expect(cut).toBe('A synchronous design has a register-to-register path…');
    expect(cut.length).toBeLessThanOrEqual(61);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts inside a very long word rather than leaving almost nothing', () => {
    expect(excerpt(`Hash ${'a'.repeat(300)}`, 20)).toBe(`Hash ${'a'.repeat(15)}…`);
  });

  it('keeps a text of exactly the limit whole', () => {
    const text = 'x'.repeat(CHALLENGE_EXCERPT_MAX);
    expect(excerpt(text)).toBe(text);
    expect(excerpt(`${text} y`)).toBe(`${text}…`);
  });
});

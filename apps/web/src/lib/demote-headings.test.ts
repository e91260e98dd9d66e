import { describe, expect, it } from 'vitest';
import { demoteHeadings } from './demote-headings';

describe('demoteHeadings', () => {
  it('lowers opening and closing heading tags, never past h6', () => {
    expect(demoteHeadings('<h1 id="a">Top</h1><h4>Deep</h4>', 3)).toBe('<h4 id="a">Top</h4><h6>Deep</h6>');
  });

  it('leaves escaped code, other tags and lookalikes alone', () => {
    const html = '<pre><code>&lt;h1&gt;x&lt;/h1&gt;</code></pre><header>h</header><hr><h2>T</h2>';
    expect(demoteHeadings(html, 2)).toBe('<pre><code>&lt;h1&gt;x&lt;/h1&gt;</code></pre><header>h</header><hr><h4>T</h4>');
  });
});

import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from './markdown-excerpt.ts';
import { INLINE_MAX, markdownExcerptOffThread, renderMarkdownOffThread } from './markdown-off-thread.ts';
import { MARKDOWN_SOURCE_MAX, renderMarkdown } from './markdown.ts';

describe('markdown off the event loop', () => {
  const long = `## Wiring\n\n${'Connect **VCC** to [3V3](https://example.com/pinout) and `GND` to ground. '.repeat(40)}\n\n<script>alert(1)</script>`;

  it('renders a long text on a renderer thread exactly as on the event loop', async () => {
    expect(long.length).toBeGreaterThan(INLINE_MAX);
    const html = await renderMarkdownOffThread(long);
    expect(html).toBe(renderMarkdown(long));
    expect(html).not.toContain('<script');
    expect(await markdownExcerptOffThread(long, 80)).toBe(markdownExcerpt(long, 80));
  });

  it('renders several at once, and short texts on the event loop', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `${long}\n\nPart ${i}`);
    expect(await Promise.all(texts.map(renderMarkdownOffThread))).toEqual(texts.map(renderMarkdown));
    expect(await renderMarkdownOffThread('*hi*')).toBe('<p><em>hi</em></p>');
  });

  it('refuses a text longer than the renderer accepts, and keeps working after', async () => {
    await expect(renderMarkdownOffThread('x'.repeat(MARKDOWN_SOURCE_MAX + 1))).rejects.toThrow(/over the renderer/);
    expect(await renderMarkdownOffThread(long)).toBe(renderMarkdown(long));
  });
});

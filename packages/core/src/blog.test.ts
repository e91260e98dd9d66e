import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, readTimeMinutes, SLUG_PATTERN, slugify } from './blog.ts';
import { blogPostCreateSchema } from './blog-schemas.ts';
import { can } from './permissions.ts';

describe('readTimeMinutes', () => {
  it('is words / 200 rounded up, at least 1', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('one two three')).toBe(1);
    expect(readTimeMinutes(Array.from({ length: 200 }, () => 'word').join(' '))).toBe(1);
    expect(readTimeMinutes(Array.from({ length: 201 }, () => 'word').join(' '))).toBe(2);
    expect(readTimeMinutes(Array.from({ length: 1000 }, () => 'x').join('\n\n'))).toBe(5);
    // Markdown punctuation is not a word.
    expect(readTimeMinutes('## --- ** `` > *')).toBe(1);
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII words joined by single hyphens', () => {
    expect(slugify('Debouncing buttons the right way')).toBe('debouncing-buttons-the-right-way');
    expect(slugify('  Café: ESP32 & LoRa!! ')).toBe('cafe-esp32-lora');
    expect(slugify('Über-Grüße')).toBe('uber-gru-e'); // ß has no ASCII decomposition: a word break
    expect(slugify('!!!')).toBe('post');
    const long = slugify('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(long.endsWith('-')).toBe(false);
    for (const title of ['A', 'Hello, World', 'x'.repeat(200), 'Ünïcödé tïtle', '—']) expect(slugify(title)).toMatch(SLUG_PATTERN);
  });
});

describe('blogPostCreateSchema', () => {
  it('applies defaults and refuses bad input with clear messages', () => {
    const ok = blogPostCreateSchema.parse({ title: 'A fine title', content: 'Twenty characters or more here.', category: 'News', tags: ['A', 'a', 'B'] });
    expect(ok).toMatchObject({ status: 'draft', excerpt: null, cover_image_id: null, cover_url: null, tags: ['A', 'B'] });
    const bad = blogPostCreateSchema.safeParse({ title: 'Hey', content: 'short', category: 'Gossip' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Title must be at least 5 characters long',
      'Content must be at least 20 characters long',
      'Invalid post category',
    ]);
  });
});

describe('can() on the blog', () => {
  const member = { id: 1, role: 'user' as const, status: 'active' as const };
  const moderator = { id: 2, role: 'moderator' as const, status: 'active' as const };
  const admin = { id: 3, role: 'admin' as const, status: 'active' as const };
  it('admins, moderators and writers write; the author and editors edit; admins manage writers', () => {
    expect(can(member, 'blog:write')).toBe(false);
    expect(can(member, 'blog:write', { isWriter: true })).toBe(true);
    expect(can({ ...member, status: 'suspended' }, 'blog:write', { isWriter: true })).toBe(false);
    expect(can(moderator, 'blog:write')).toBe(true);
    expect(can(member, 'blog:update', { ownerId: 1 })).toBe(true);
    expect(can(member, 'blog:delete', { ownerId: 9 })).toBe(false);
    expect(can(moderator, 'blog:delete', { ownerId: 9 })).toBe(true);
    expect(can(moderator, 'blog:manage-writers')).toBe(false);
    expect(can(admin, 'blog:manage-writers')).toBe(true);
  });
});

import type { BlogPost } from '@esdc/core/blog';
import { describe, expect, it } from 'vitest';
import { EMPTY_POST_FORM, postFormSchema, postToFormValues } from './post-form-schema';

describe('postFormSchema', () => {
  it('turns the typed fields into the API body: tags split, empty excerpt and cover URL as null, uploaded cover by id', () => {
    const body = postFormSchema().parse({
      ...EMPTY_POST_FORM,
      title: 'Debouncing buttons',
      content: 'A button bounces for a few milliseconds.',
      tags: 'Arduino, input, arduino',
    });
    expect(body).toMatchObject({
      title: 'Debouncing buttons',
      excerpt: null,
      cover_url: null,
      cover_image_id: null,
      tags: ['Arduino', 'input'],
      status: 'draft',
    });
  });

  it('answers the server’s messages on the fields', () => {
    const result = postFormSchema().safeParse({ ...EMPTY_POST_FORM, title: 'Hey', content: 'short', cover_url: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      title: 'Title must be at least 5 characters long',
      content: 'Content must be at least 20 characters long',
      cover_url: 'Cover image URL must be a valid URL',
    });
  });

  it('fills the editor from a post, keeping a bundled cover path valid', () => {
    const post = {
      title: 'Event recap: PCB clinic',
      excerpt: 'Twelve boards',
      content: 'Twelve boards, three ground loops and one reversed footprint.',
      category: 'Event',
      tags: ['PCB', 'KiCad'],
      cover_url: '/images/blog/pcb-clinic.svg',
      cover_image: null,
    } as unknown as BlogPost;
    const values = postToFormValues(post);
    expect(values).toMatchObject({ tags: 'PCB, KiCad', category: 'Event', covers: [] });
    expect(postFormSchema().parse(values).cover_url).toBe('/images/blog/pcb-clinic.svg');
  });
});

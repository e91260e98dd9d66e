import type { Image } from '@esdc/core/image';
import type { Project } from '@esdc/core/project';
import { describe, expect, it } from 'vitest';
import {
  createProjectFormSchema,
  createProjectPayload,
  editProjectFormSchema,
  editProjectPayload,
  EMPTY_CREATE_PROJECT_FORM,
  projectToEditValues,
  type EditProjectFormValues,
} from './admin-project-form-schemas';

const stored = {
  id: 3,
  title: 'Weather station',
  description: 'Logs temperature and humidity to an SD card every minute.',
  category: 'IoT',
  status: 'in_progress',
  github_link: 'https://github.com/esdc/weather',
  live_url: null,
  images: [],
  cover_image: null,
} as unknown as Project;

/** An uploaded image as the API answers it. */
const image = (id: number): Image => ({
  id,
  width: 800,
  height: 600,
  bytes: 1000,
  created_at: '2026-11-24T00:00:00.000Z',
  variants: [{ name: 'thumbnail', width: 160, height: 120, avif: `/media/${'a'.repeat(32)}/thumbnail.avif`, webp: `/media/${'a'.repeat(32)}/thumbnail.webp` }],
});

const edit = (over: Partial<EditProjectFormValues>) => editProjectPayload(stored, editProjectFormSchema.parse({ ...projectToEditValues(stored), ...over }));

describe('admin project forms', () => {
  it('needs an owner: "User ID is required"', () => {
    const r = createProjectFormSchema.safeParse({ ...EMPTY_CREATE_PROJECT_FORM, title: 'Weather station', description: stored.description, category: 'IoT' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('User ID is required');
  });

  it('creates for the chosen owner by id, an empty GitHub link as null', () => {
    const out = createProjectFormSchema.parse({
      ...EMPTY_CREATE_PROJECT_FORM,
      owner: { id: 12, name: 'Grace Hopper', email: 'grace@example.com' },
      title: ' Weather station ',
      description: stored.description,
      category: 'IoT',
    });
    expect(createProjectPayload(out)).toEqual({
      user_id: 12,
      title: 'Weather station',
      description: stored.description,
      category: 'IoT',
      status: 'draft',
      github_link: null,
      image_ids: [],
      cover_image_id: null,
    });
  });

  it('edits only what changed: nothing, a status, cleared and new links', () => {
    expect(edit({})).toEqual({});
    expect(edit({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(edit({ github_link: '', live_url: 'https://esdc.example/weather' })).toEqual({ github_link: null, live_url: 'https://esdc.example/weather' });
  });

  it('sends uploaded images only when the list or the cover changed; the cover defaults to the first', () => {
    expect(edit({ images: [image(4), image(9)], cover_image_id: null })).toEqual({ image_ids: [4, 9], cover_image_id: 4 });
    const withImages = { ...stored, images: [image(4), image(9)], cover_image: image(4) } as Project;
    const editWith = (over: Partial<EditProjectFormValues>) =>
      editProjectPayload(withImages, editProjectFormSchema.parse({ ...projectToEditValues(withImages), ...over }));
    expect(editWith({})).toEqual({});
    expect(editWith({ cover_image_id: 9 })).toEqual({ cover_image_id: 9 });
    expect(editWith({ images: [image(9)] })).toEqual({ image_ids: [9], cover_image_id: 9 });
  });
});

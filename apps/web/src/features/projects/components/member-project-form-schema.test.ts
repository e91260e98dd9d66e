import type { Project } from '@esdc/core/project';
import { projectCreateSchema } from '@esdc/core/project-schemas';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROJECT_FORM, formToPayload, projectFormSchema, projectToFormValues, type ProjectFormValues } from './member-project-form-schema';

/** A filled, valid form with these fields replaced. */
const form = (over: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...EMPTY_PROJECT_FORM,
  title: 'Line follower robot',
  description: 'A small robot that follows a black line with two IR sensors.',
  category: 'Robotics',
  ...over,
});

/** What the form submits for these values: validated, then turned into the request body. */
const submit = (over: Partial<ProjectFormValues> = {}) => formToPayload(projectFormSchema.parse(form(over)));

/** The first message the form shows for a field. */
function messageFor(values: ProjectFormValues, field: string): string | undefined {
  const result = projectFormSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

const stored: Project = {
  id: 3,
  title: 'Weather station',
  description: 'Logs temperature and humidity to an SD card every minute.',
  category: 'IoT',
  status: 'in_progress',
  image: null,
  images: [],
  cover_image: null,
  github_link: 'https://github.com/esdc/weather',
  live_url: null,
  cost: 4250,
  likes: 4,
  views: 31,
  user_id: 7,
  creator: { id: 7, name: 'Ada', username: 'ada', avatar: null, github_username: null },
  technologies: [
    { id: 1, name: 'ESP32', icon: null, category: null, description: null, course_link: null },
    { id: 2, name: 'MQTT', icon: null, category: null, description: null, course_link: null },
  ] as Project['technologies'],
  tags: [{ id: 5, name: 'sensors' }] as Project['tags'],
  contributors: [{ id: 9, name: 'Grace', email: 'grace@example.com', username: 'grace', avatar: null, role: 'user', github_username: null }],
  liked_by_me: false,
  created_at: '2024-09-01T10:00:00.000Z',
  updated_at: '2024-09-01T10:00:00.000Z',
  completed_at: null,
};

describe('project form: cost in dollars to cents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.29', 29],
    ['4.35', 435],
    ['19.99', 1999],
    ['1.15', 115],
    ['100000.00', 10_000_000],
  ])('sends $%s as %i cents', (dollars, cents) => {
    expect(submit({ cost: dollars }).cost).toBe(cents);
  });

  it('sends no cost as 0 cents, and trims what was typed', () => {
    expect(submit({ cost: '' }).cost).toBe(0);
    expect(submit({ cost: '   ' }).cost).toBe(0);
    expect(submit({ cost: ' 7.5 ' }).cost).toBe(750);
  });

  it.each(['12.345', '-1', '1e3', 'abc', '1,50', '.5', '1234567'])('refuses %j with the cost message', (cost) => {
    expect(messageFor(form({ cost }), 'cost')).toBe('Cost must be a number with at most 2 decimals');
  });

  it('refuses a cost over $100,000.00 as the server does, and accepts exactly that', () => {
    expect(messageFor(form({ cost: '100000.01' }), 'cost')).toBe('Cost is too large');
    expect(messageFor(form({ cost: '999999.99' }), 'cost')).toBe('Cost is too large');
    expect(submit({ cost: '100000' }).cost).toBe(10_000_000);
  });

  it('shows a stored cost in dollars with two decimals, and no cost as empty', () => {
    expect(projectToFormValues(stored).cost).toBe('42.50');
    expect(projectToFormValues({ ...stored, cost: 5 }).cost).toBe('0.05');
    expect(projectToFormValues({ ...stored, cost: 0 }).cost).toBe('');
  });
});

describe('project form: the request body', () => {
  it('splits technologies and tags on commas, trimmed, without empties or repeats', () => {
    const body = submit({ technologies: ' ESP32, FreeRTOS, ,MQTT, esp32 ', tags: 'iot,, sensors ' });
    expect(body.technologies).toEqual(['ESP32', 'FreeRTOS', 'MQTT']);
    expect(body.tags).toEqual(['iot', 'sensors']);
  });

  it('sends empty links as null and keeps contributors as emails', () => {
    const body = submit({ github_link: '', live_url: 'https://esdc.example/robot', contributors: ['grace@example.com'] });
    expect(body.github_link).toBeNull();
    expect(body.live_url).toBe('https://esdc.example/robot');
    expect(body.image).toBeNull();
    expect(body.contributors).toEqual(['grace@example.com']);
  });

  it('builds a body the server’s own create schema accepts', () => {
    const body = submit({ cost: '42.50', technologies: 'ESP32', tags: 'iot', status: 'completed' });
    const parsed = projectCreateSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ cost: 4250, status: 'completed', technologies: ['ESP32'], tags: ['iot'] });
  });

  it('round-trips a stored project through the edit form unchanged', () => {
    const body = formToPayload(projectFormSchema.parse(projectToFormValues(stored)));
    expect(body).toEqual({
      title: stored.title,
      description: stored.description,
      category: 'IoT',
      status: 'in_progress',
      github_link: 'https://github.com/esdc/weather',
      live_url: null,
      image: null,
      technologies: ['ESP32', 'MQTT'],
      tags: ['sensors'],
      contributors: ['grace@example.com'],
      image_ids: [],
      cover_image_id: null,
      cost: 4250,
    });
  });

  it('shows the spec’s title messages', () => {
    expect(messageFor(form({ title: '' }), 'title')).toBe('Project title is required');
    expect(messageFor(form({ title: 'Bot' }), 'title')).toBe('Title must be at least 5 characters long');
  });
});

import { describe, expect, it } from 'vitest';
import {
  applyProjectAction,
  applyProjectStatusChange,
  decrementLikes,
  dedupeNames,
  formatStatusLabel,
  PROJECT_STATUSES,
  projectAgeDays,
  ProjectTransitionError,
  splitCommaList,
  type ProjectStatus,
} from './project.ts';
import {
  adminProjectCreateSchema,
  likeSchema,
  projectCreateSchema,
  projectSchema,
  projectStatusSchema,
  projectUpdateSchema,
  type Project,
  type ProjectCreateInput,
} from './project-schemas.ts';
import { parseIssues as issues, parseMessages as messages } from './parse-issues.ts';

const valid: ProjectCreateInput = {
  title: 'Smart Greenhouse',
  description: 'Soil moisture sensors on ESP32 nodes publishing over MQTT.',
  category: 'IoT',
};

const NOW = '2026-03-01T12:00:00.000Z';
const EARLIER = '2026-01-15T08:30:00.000Z';

/** Runs a transition and returns the thrown message, or null when it succeeded. */
function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ProjectTransitionError);
    return (error as Error).message;
  }
}

describe('projectCreateSchema', () => {
  it('parses a minimal project with defaults', () => {
    expect(projectCreateSchema.parse(valid)).toEqual({
      title: 'Smart Greenhouse',
      description: 'Soil moisture sensors on ESP32 nodes publishing over MQTT.',
      category: 'IoT',
      status: 'draft',
      github_link: null,
      live_url: null,
      image: null,
      image_ids: [],
      cost: 0,
      technologies: [],
      tags: [],
      contributors: [],
    });
  });

  it('takes uploaded images by id, each once, at most 12, and a cover id', () => {
    expect(projectCreateSchema.parse({ ...valid, image_ids: [3, 5], cover_image_id: 5 })).toMatchObject({ image_ids: [3, 5], cover_image_id: 5 });
    expect(issues(projectCreateSchema, { ...valid, image_ids: [3, 3] })).toEqual([['image_ids', 'An image can be added only once']]);
    expect(issues(projectCreateSchema, { ...valid, image_ids: Array.from({ length: 13 }, (_, i) => i + 1) })).toEqual([['image_ids', 'At most 12 images']]);
    expect(issues(projectCreateSchema, { ...valid, image_ids: ['x'] })).toEqual([['image_ids.0', 'Invalid image id']]);
  });

  it('trims title, description and category', () => {
    const parsed = projectCreateSchema.parse({ ...valid, title: '  Smart Greenhouse  ', category: ' IoT ' });
    expect(parsed.title).toBe('Smart Greenhouse');
    expect(parsed.category).toBe('IoT');
  });

  it('gives the three required messages for a missing title, description and category', () => {
    expect(issues(projectCreateSchema, {})).toEqual([
      ['title', 'Project title is required'],
      ['description', 'Project description is required'],
      ['category', 'Project category is required'],
    ]);
  });

  it("puts 'Project title is required' first for a blank title", () => {
    expect(messages(projectCreateSchema, { ...valid, title: '   ' })[0]).toBe('Project title is required');
    expect(messages(projectCreateSchema, { ...valid, description: '  ' })[0]).toBe('Project description is required');
  });

  // BUG: min(1) does not abort, so a blank title also reports 'Title must be at least 5 characters long'
  // (and a blank description 'Description must be at least 20 characters long').
  it("reports only 'Project title is required' for a blank title", () => {
    expect(messages(projectCreateSchema, { ...valid, title: '   ' })).toEqual(['Project title is required']);
  });

  it("requires the category after trimming with 'Project category is required'", () => {
    expect(issues(projectCreateSchema, { ...valid, category: '   ' })).toEqual([['category', 'Project category is required']]);
  });

  it("rejects a title shorter than 5 with 'Title must be at least 5 characters long'", () => {
    expect(issues(projectCreateSchema, { ...valid, title: 'Abcd' })).toEqual([['title', 'Title must be at least 5 characters long']]);
    expect(issues(projectCreateSchema, { ...valid, title: '  Abcd   ' })).toEqual([['title', 'Title must be at least 5 characters long']]);
    expect(projectCreateSchema.safeParse({ ...valid, title: 'Abcde' }).success).toBe(true);
  });

  it("rejects a description shorter than 20 with 'Description must be at least 20 characters long'", () => {
    expect(issues(projectCreateSchema, { ...valid, description: 'x'.repeat(19) })).toEqual([
      ['description', 'Description must be at least 20 characters long'],
    ]);
    expect(projectCreateSchema.safeParse({ ...valid, description: 'x'.repeat(20) }).success).toBe(true);
  });

  it("rejects an unknown status with 'Invalid project status'", () => {
    expect(issues(projectCreateSchema, { ...valid, status: 'done' })).toEqual([['status', 'Invalid project status']]);
  });

  it("accepts 'in-progress' (sample data spelling) as in_progress", () => {
    expect(projectCreateSchema.parse({ ...valid, status: 'in-progress' }).status).toBe('in_progress');
  });

  it('dedupes technologies and tags case-insensitively, keeping the first spelling and dropping empties', () => {
    const parsed = projectCreateSchema.parse({ ...valid, technologies: [' ESP32 ', 'esp32', '', 'MQTT', 'mqtt '], tags: ['IoT', 'iot', '  '] });
    expect(parsed.technologies).toEqual(['ESP32', 'MQTT']);
    expect(parsed.tags).toEqual(['IoT']);
  });

  it('lower-cases contributor emails and rejects malformed ones', () => {
    expect(projectCreateSchema.parse({ ...valid, contributors: [' Sara@Example.com '] }).contributors).toEqual(['sara@example.com']);
    expect(issues(projectCreateSchema, { ...valid, contributors: ['not-an-email'] })).toEqual([['contributors.0', 'Invalid email format']]);
  });

  it('validates links as http(s) URLs and turns empty ones into null', () => {
    expect(issues(projectCreateSchema, { ...valid, github_link: 'github.com/x' })).toEqual([['github_link', 'GitHub link must be a valid URL']]);
    expect(projectCreateSchema.parse({ ...valid, live_url: '' }).live_url).toBeNull();
    expect(projectCreateSchema.parse({ ...valid, github_link: 'https://github.com/x/y' }).github_link).toBe('https://github.com/x/y');
  });

  it('refuses a negative cost', () => {
    expect(issues(projectCreateSchema, { ...valid, cost: -1 })).toEqual([['cost', 'Cost cannot be negative']]);
  });
});

describe('projectUpdateSchema', () => {
  it('accepts any subset and validates what is sent', () => {
    expect(projectUpdateSchema.parse({ title: '  Better title ' }).title).toBe('Better title');
    expect(issues(projectUpdateSchema, { title: 'abc' })).toEqual([['title', 'Title must be at least 5 characters long']]);
    expect(issues(projectUpdateSchema, { description: 'short' })).toEqual([['description', 'Description must be at least 20 characters long']]);
    expect(issues(projectUpdateSchema, { status: 'paused' })).toEqual([['status', 'Invalid project status']]);
    expect(projectUpdateSchema.parse({ status: 'In-Progress' }).status).toBe('in_progress');
  });

  it('leaves omitted title, status and contributors undefined', () => {
    const parsed = projectUpdateSchema.parse({});
    expect(parsed.title).toBeUndefined();
    expect(parsed.status).toBeUndefined();
    expect(parsed.contributors).toBeUndefined();
  });

  // BUG: omitted links parse to null and omitted technologies/tags to [] (default before optional),
  // so PUT /api/projects/{id} with only { status } clears the project's links, technologies and tags.
  it('leaves omitted links, technologies and tags undefined', () => {
    const parsed = projectUpdateSchema.parse({ status: 'completed' });
    expect(parsed).toEqual({ status: 'completed' });
  });
});

describe('adminProjectCreateSchema', () => {
  const body = { title: 'Smart Greenhouse', description: 'ESP32 nodes measure soil moisture.', category: 'IoT' };

  it('takes the owner id as a JSON number, plus the create fields', () => {
    expect(adminProjectCreateSchema.parse({ ...body, user_id: 7 })).toMatchObject({ ...body, user_id: 7, status: 'draft' });
  });

  it.each([undefined, null, '', 'abc', '7', 0, -1, 1.5])("user_id %j gives only 'User ID is required'", (userId) => {
    const result = adminProjectCreateSchema.safeParse({ ...body, user_id: userId });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['user_id', 'User ID is required']]);
  });
});

describe('projectStatusSchema', () => {
  it.each(PROJECT_STATUSES)('accepts %s', (status) => {
    expect(projectStatusSchema.parse(status)).toBe(status);
  });

  it.each([
    ['in-progress', 'in_progress'],
    ['IN_PROGRESS', 'in_progress'],
    [' Completed ', 'completed'],
    ['in progress', 'in_progress'],
  ])('normalises %j to %s', (input, expected) => {
    expect(projectStatusSchema.parse(input)).toBe(expected);
  });

  it.each(['done', '', 'inprogress', 42])("rejects %j with 'Invalid project status'", (input) => {
    expect(messages(projectStatusSchema, input)).toEqual(['Invalid project status']);
  });
});

describe('splitCommaList and dedupeNames', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitCommaList('ESP32, FreeRTOS, ,MQTT')).toEqual(['ESP32', 'FreeRTOS', 'MQTT']);
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(' , ,')).toEqual([]);
  });

  it('dedupes case-insensitively keeping the first spelling', () => {
    expect(splitCommaList('ESP32, esp32, Esp32, C')).toEqual(['ESP32', 'C']);
    expect(dedupeNames(['  React', 'react ', 'Node.js', 'NODE.JS', ''])).toEqual(['React', 'Node.js']);
  });
});

describe('applyProjectAction (SPEC §4 transitions)', () => {
  const draft = { status: 'draft' as const, completed_at: null };

  it('starts a draft project', () => {
    expect(applyProjectAction(draft, 'start', NOW)).toEqual({ status: 'in_progress', completed_at: null });
  });

  it.each<ProjectStatus>(['in_progress', 'completed', 'archived'])("refuses to start a %s project: 'Can only start draft projects'", (status) => {
    const completedAt = status === 'completed' ? EARLIER : null;
    expect(refusal(() => applyProjectAction({ status, completed_at: completedAt }, 'start', NOW))).toBe('Can only start draft projects');
  });

  it.each<ProjectStatus>(['draft', 'in_progress', 'archived'])('completes a %s project and sets completed_at to now', (status) => {
    expect(applyProjectAction({ status, completed_at: null }, 'complete', NOW)).toEqual({ status: 'completed', completed_at: NOW });
  });

  it("refuses to complete a completed project: 'Project is already completed'", () => {
    expect(refusal(() => applyProjectAction({ status: 'completed', completed_at: EARLIER }, 'complete', NOW))).toBe('Project is already completed');
  });

  it.each<ProjectStatus>(['draft', 'in_progress', 'completed', 'archived'])('archives a %s project, keeping completed_at', (status) => {
    const completedAt = status === 'completed' ? EARLIER : null;
    expect(applyProjectAction({ status, completed_at: completedAt }, 'archive', NOW)).toEqual({ status: 'archived', completed_at: completedAt });
  });

  it('does not mutate the current state', () => {
    const current = { status: 'draft' as const, completed_at: null };
    applyProjectAction(current, 'complete', NOW);
    expect(current).toEqual({ status: 'draft', completed_at: null });
  });
});

describe('applyProjectStatusChange', () => {
  it('maps in_progress, completed and archived onto start, complete and archive', () => {
    expect(applyProjectStatusChange({ status: 'draft', completed_at: null }, 'in_progress', NOW)).toEqual({ status: 'in_progress', completed_at: null });
    expect(applyProjectStatusChange({ status: 'in_progress', completed_at: null }, 'completed', NOW)).toEqual({ status: 'completed', completed_at: NOW });
    expect(applyProjectStatusChange({ status: 'completed', completed_at: EARLIER }, 'archived', NOW)).toEqual({ status: 'archived', completed_at: EARLIER });
  });

  it('treats the same status as a no-op', () => {
    const current = { status: 'completed' as const, completed_at: EARLIER };
    expect(applyProjectStatusChange(current, 'completed', NOW)).toEqual({ status: 'completed', completed_at: EARLIER });
  });

  it('refuses going back to draft and invalid starts', () => {
    expect(refusal(() => applyProjectStatusChange({ status: 'in_progress', completed_at: null }, 'draft', NOW))).toBe('A project cannot go back to draft');
    expect(refusal(() => applyProjectStatusChange({ status: 'completed', completed_at: EARLIER }, 'in_progress', NOW))).toBe('Can only start draft projects');
    expect(refusal(() => applyProjectStatusChange({ status: 'archived', completed_at: null }, 'in_progress', NOW))).toBe('Can only start draft projects');
  });
});

describe('formatStatusLabel', () => {
  it.each([
    ['IN_PROGRESS', 'In Progress'],
    ['in_progress', 'In Progress'],
    ['in-progress', 'In Progress'],
    ['COMPLETED', 'Completed'],
    ['ARCHIVED', 'Archived'],
    ['draft', 'Draft'],
  ])('%s -> %s', (input, expected) => {
    expect(formatStatusLabel(input)).toBe(expected);
  });
});

describe('projectAgeDays', () => {
  const created = '2026-01-01T00:00:00.000Z';
  const createdMs = Date.parse(created);

  it('counts whole days since creation', () => {
    expect(projectAgeDays(created, createdMs)).toBe(0);
    expect(projectAgeDays(created, createdMs + 86_400_000 - 1)).toBe(0);
    expect(projectAgeDays(created, createdMs + 86_400_000)).toBe(1);
    expect(projectAgeDays(created, createdMs + 10.5 * 86_400_000)).toBe(10);
  });

  it('is never negative and is 0 for an unparsable date', () => {
    expect(projectAgeDays(created, createdMs - 5 * 86_400_000)).toBe(0);
    expect(projectAgeDays('not a date', createdMs)).toBe(0);
  });
});

describe('decrementLikes', () => {
  it('removes one like and floors at 0', () => {
    expect(decrementLikes(5)).toBe(4);
    expect(decrementLikes(1)).toBe(0);
    expect(decrementLikes(0)).toBe(0);
    expect(decrementLikes(-3)).toBe(0);
  });
});

describe('projectSchema (the answer of the project routes)', () => {
  const project: Project = {
    id: 1,
    title: 'Smart Greenhouse',
    description: 'Soil moisture sensors on ESP32 nodes publishing over MQTT.',
    category: 'IoT',
    status: 'in_progress',
    image: null,
    images: [],
    cover_image: null,
    github_link: null,
    live_url: null,
    cost: 1250,
    likes: 0,
    views: 0,
    user_id: 7,
    creator: { id: 7, name: 'Ada', username: 'ada', avatar: null, github_username: null },
    technologies: [{ id: 1, name: 'ESP32', icon: null, category: null, description: null, course_link: null }],
    tags: [{ id: 2, name: 'iot', color: '#0ea5e9' }],
    contributors: [{ id: 9, name: 'Grace', email: '', username: 'grace', avatar: null, role: 'user', github_username: null }],
    liked_by_me: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    completed_at: null,
  };

  it("accepts a visitor's copy, whose contributors' emails are empty", () => {
    expect(projectSchema.parse(project)).toEqual(project);
  });

  it('drops what it does not name: a password hash on a contributor, an email on a like entry', () => {
    const leaky = { ...project, contributors: [{ ...project.contributors[0], password_hash: 'x' }] };
    expect(projectSchema.parse(leaky).contributors[0]).not.toHaveProperty('password_hash');
    const like = likeSchema.parse({ id: 9, name: 'Grace', username: 'grace', avatar: null, liked_at: project.created_at, email: 'g@x.org' });
    expect(like).not.toHaveProperty('email');
  });

  it.each([
    ['a status outside the list', { status: 'in-progress' }],
    ['a fractional cost (cents are whole)', { cost: 12.5 }],
    ['a missing liked_by_me', { liked_by_me: undefined }],
  ])('refuses %s', (_what, change) => {
    expect(projectSchema.safeParse({ ...project, ...change }).success).toBe(false);
  });
});

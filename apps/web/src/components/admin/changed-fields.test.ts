import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

const stored = { title: 'Weather station', status: 'in_progress', github_link: null as string | null, live_url: 'https://example.com' };
const keys = ['title', 'status', 'github_link', 'live_url'] as const;

describe('changedFields', () => {
  it.each([
    ['nothing changed', { ...stored }, {}],
    ['a renamed title', { ...stored, title: 'Rain gauge' }, { title: 'Rain gauge' }],
    ['a new status only, never the unchanged ones', { ...stored, status: 'completed' }, { status: 'completed' }],
    ['a link added', { ...stored, github_link: 'https://github.com/esdc/weather' }, { github_link: 'https://github.com/esdc/weather' }],
    ['a link cleared (sent as null)', { ...stored, live_url: null }, { live_url: null }],
    ['a missing optional value against null (no change)', { ...stored, github_link: undefined }, {}],
    ['a missing optional value against a stored one (cleared, as null)', { ...stored, live_url: undefined }, { live_url: null }],
  ])('%s', (_, edited, body) => {
    expect(changedFields(stored, edited, keys)).toEqual(body);
  });

  it('compares only the fields asked for', () => {
    expect(changedFields(stored, { ...stored, title: 'Rain gauge' }, ['status'])).toEqual({});
  });
});

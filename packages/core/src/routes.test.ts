import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';

describe('matchRoute', () => {
  it('matches exact paths and :name segments, ignoring a trailing slash', () => {
    expect(matchRoute('/')?.route.path).toBe('/');
    expect(matchRoute('/projects')?.route.path).toBe('/projects');
    expect(matchRoute('/projects/')?.route.path).toBe('/projects');
    expect(matchRoute('/projects/12')).toMatchObject({ route: { path: '/projects/:id' }, params: { id: '12' } });
    expect(matchRoute('/users/ada%20l')).toMatchObject({ route: { path: '/users/:username' }, params: { username: 'ada l' } });
    expect(matchRoute('/games/snake')?.route.path).toBe('/games/snake');
  });

  it('finds nothing for paths no page serves', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/projects/1/edit')).toBeUndefined();
    expect(matchRoute('/games/chess')).toBeUndefined();
  });

  it('keeps a malformed percent-encoding as it is', () => {
    expect(matchRoute('/users/%E0%A4%A')?.params).toEqual({ username: '%E0%A4%A' });
  });
});

import { describe, expect, it } from 'vitest';
import { isBuiltPath, matchRoute } from './routes.ts';

describe('matchRoute', () => {
  it('matches exact paths and :name segments, ignoring a trailing slash', () => {
    expect(matchRoute('/')?.route.path).toBe('/');
    expect(matchRoute('/projects')?.route.path).toBe('/projects');
    expect(matchRoute('/projects/')?.route.path).toBe('/projects');
    expect(matchRoute('/projects/12')).toMatchObject({ route: { path: '/projects/:id' }, params: { id: '12' } });
    expect(matchRoute('/users/ada%20l')).toMatchObject({ route: { path: '/users/:username' }, params: { username: 'ada l' } });
    expect(matchRoute('/games/snake')?.route.path).toBe('/games/snake');
    expect(matchRoute('/lms/new')?.route).toMatchObject({ path: '/lms/new', protected: true });
    expect(matchRoute('/lms/4')?.route.path).toBe('/lms/:id');
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

describe('isBuiltPath', () => {
  it('is true for the areas that are built, whatever the query or hash', () => {
    for (const href of [
      '/',
      '/projects',
      '/projects/3',
      '/projects?tag=iot',
      '/users/ada',
      '/games/snake',
      '/challenges/2',
      '/leaderboard#top',
      '/events',
      '/events/1',
      '/notifications',
      '/build#backend',
      '/products',
      '/products?q=esp32&category=Hardware',
      '/product/3',
      '/shop',
      '/shop/product/3',
      '/my-products',
      '/my-products/new',
      '/my-products/3/edit',
      '/shop-cart',
      '/cart',
      '/wishlist',
      '/shop-cart?tab=orders',
      '/blog',
      '/blog/debouncing-buttons-the-right-way',
      '/blog/new',
      '/docs',
      '/docs/quick-start',
      '/resources?category=iot',
      '/lms',
      '/lms/3',
      '/lms/new',
      '/lms/3/edit',
      '/courses',
      '/courses/3',
      '/courses?search=Zephyr',
      '/certifications',
      '/certificates/ESDC-7K3M-9QX2',
      '/lms/4/lessons/12',
      '/lms/4/exams/2',
      '/search',
      '/search?q=esp32&category=blogs',
    ]) {
      expect(isBuiltPath(href), href).toBe(true);
    }
  });

  it('is false for paths no page serves', () => {
    for (const href of ['/nope', '/workshop', '/mentorship/extra']) {
      expect(isBuiltPath(href), href).toBe(false);
    }
  });
});

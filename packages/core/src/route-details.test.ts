import { describe, expect, it } from 'vitest';
import { describeRoute, ROUTE_CATEGORIES, ROUTE_DETAILS } from './route-details.ts';
import { ALL_ROUTES } from './routes.ts';

describe('route details', () => {
  it('describes exactly the paths of the route table', () => {
    expect(Object.keys(ROUTE_DETAILS).sort()).toEqual(ALL_ROUTES.map((route) => route.path).sort());
  });

  it('gives every route a description and one of the guide categories', () => {
    for (const route of ALL_ROUTES) {
      const described = describeRoute(route);
      expect(described.description.length, route.path).toBeGreaterThan(0);
      expect(ROUTE_CATEGORIES).toContain(described.category);
    }
  });

  it('refuses a route that has no details', () => {
    expect(() => describeRoute({ path: '/no-such-page', name: 'Nothing' })).toThrow(/no description/);
  });
});

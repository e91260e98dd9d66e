import { FEATURE_INFO } from '@esdc/core/features';
import { describeRoute, ROUTE_CATEGORIES, type DescribedRoute, type RouteCategory } from '@esdc/core/route-details';
import { ALL_ROUTES } from '@esdc/core/routes';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { GuideCard } from './guide-article';

/** Every route of the table with its description and category. */
const DESCRIBED_ROUTES: readonly DescribedRoute[] = ALL_ROUTES.map(describeRoute);

/** Anchor and title of the generated routes section. */
export const ROUTES_SECTION = { id: 'routes', title: 'Application routes' } as const;

/** The routes of one category, in table order. */
function routesOf(category: RouteCategory): DescribedRoute[] {
  return DESCRIBED_ROUTES.filter((route) => route.category === category);
}

/** The searchable text of the routes section: every route's path, name, description, category and badges. */
export function routesText(): string {
  return DESCRIBED_ROUTES.map((route) =>
    [route.path, route.name, route.description, route.category, route.feature ? FEATURE_INFO[route.feature].label : '', route.protected ? 'Protected' : '']
      .filter(Boolean)
      .join(' '),
  ).join('\n');
}

/**
 * Every route of the app by category with its feature-switch and Protected badges (SPEC §2 Build guide), generated
 * from the route table the router itself uses (packages/core/src/routes.ts), so it cannot drift. Routes whose page is
 * built link to it; the others say 'Coming soon'.
 */
export function RoutesSection() {
  return (
    <GuideCard id={ROUTES_SECTION.id} title={ROUTES_SECTION.title}>
      <p className="leading-relaxed text-muted">
        Every address the app answers, generated from its route table. A feature badge means an admin can switch the area off in Settings, which hides it and
        blocks the route; Protected routes need a signed-in member.
      </p>
      {ROUTE_CATEGORIES.map((category) => (
        <div key={category}>
          <h3 className="mb-2 text-lg font-semibold">{category}</h3>
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
            {routesOf(category).map((route) => (
              <li key={route.path} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-2.5">
                {route.built && !route.path.includes(':') ? (
                  <Link to={route.path} className="font-mono text-sm font-semibold text-accent-text underline-offset-4 hover:underline">
                    {route.path}
                  </Link>
                ) : (
                  <code className="font-mono text-sm font-semibold">{route.path}</code>
                )}
                <span className="text-sm text-muted">
                  {route.name} — {route.description}
                </span>
                <span className="ml-auto flex flex-wrap gap-1.5">
                  {route.feature ? <Badge tone="accent">Feature: {FEATURE_INFO[route.feature].label}</Badge> : null}
                  {route.protected ? <Badge tone="warning">Protected</Badge> : null}
                  {route.role === 'admin' ? <Badge tone="danger">Admin</Badge> : null}
                  {route.built ? null : <Badge>Coming soon</Badge>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </GuideCard>
  );
}

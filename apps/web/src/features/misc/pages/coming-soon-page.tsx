import { describeRoute, type DescribedRoute } from '@esdc/core/route-details';
import { ROUTES } from '@esdc/core/routes';
import { Construction } from 'lucide-react';
import { matchPath, useLocation } from 'react-router';
import { IconTile } from '../../../components/icon-tile';
import { Page } from '../../../components/page';
import { HomeAndProjectsLinks } from '../components/home-and-projects-links';

/** Title-cases the first path segment, for addresses that are not in the route table (e.g. /cart). */
function nameFromPath(pathname: string): string {
  const segment = pathname.split('/').find(Boolean) ?? 'ESDC Hub';
  return segment
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The route-table descriptor of a path (SPEC §3 Route descriptor), if any. */
function findRoute(pathname: string): DescribedRoute | undefined {
  const route = ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  return route ? describeRoute(route) : undefined;
}

/**
 * Placeholder for an area of the route table that is not built yet (SPEC §2 Route table): the route's
 * name and description, and links home and to the projects.
 */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const name = route?.name ?? nameFromPath(pathname);
  return (
    <Page title={name} heading={name} intro={route?.description}>
      <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface px-6 py-14 text-center shadow-[var(--shadow-card)]">
        <IconTile icon={Construction} size="2xl" />
        <h2 className="text-xl font-bold">This part of ESDC Hub is being built</h2>
        <p className="max-w-lg text-muted">Our web team is wiring up {name} right now. Check back soon — in the meantime, see what members have built.</p>
        <HomeAndProjectsLinks homeLabel="Back to Home" primary="projects" />
      </div>
    </Page>
  );
}

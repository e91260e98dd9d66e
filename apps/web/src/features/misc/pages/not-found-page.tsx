import { Unplug } from 'lucide-react';
import { useLocation } from 'react-router';
import { IconTile } from '../../../components/icon-tile';
import { Page } from '../../../components/page';
import { HomeAndProjectsLinks } from '../components/home-and-projects-links';

/** 404 page for addresses outside the route table (SPEC §2 Route table). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page title="Page not found">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
        <IconTile icon={Unplug} size="3xl" />
        <p className="font-mono text-sm font-semibold text-accent-text">Error 404</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="text-muted">
          Nothing is connected at <code className="break-all rounded-md bg-surface-2 px-1.5 py-0.5 font-mono text-sm text-fg">{pathname}</code>. The link may be
          broken or the page may have moved.
        </p>
        <HomeAndProjectsLinks homeLabel="Go Home" primary="home" />
      </div>
    </Page>
  );
}

import { paths } from '@esdc/core/routes';
import { ArrowRight, House, Unplug } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { useFeatures } from '../../../lib/features';

/** 404 page for addresses outside the route table (SPEC §2 Route table). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { isEnabled } = useFeatures();
  return (
    <Page title="Page not found">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent-text" aria-hidden="true">
          <Unplug className="size-8" />
        </span>
        <p className="font-mono text-sm font-semibold text-accent-text">Error 404</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="text-muted">
          Nothing is connected at <code className="break-all rounded-md bg-surface-2 px-1.5 py-0.5 font-mono text-sm text-fg">{pathname}</code>.
          The link may be broken or the page may have moved.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonClass('primary')}>
            <House className="size-4" aria-hidden="true" />
            Go Home
          </Link>
          {isEnabled('projects') ? (
            <Link to={paths.projects} className={buttonClass('secondary')}>
              Browse Projects
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </div>
    </Page>
  );
}

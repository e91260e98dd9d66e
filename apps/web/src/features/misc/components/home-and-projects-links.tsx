import { paths } from '@esdc/core/routes';
import { ArrowRight, House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { useFeatures } from '../../../lib/features';

/**
 * The way on from a page that has nothing to show (SPEC §2 Route table: 404 and not-yet-built areas): a link home
 * and, when the projects feature is on, 'Browse Projects'.
 * @param homeLabel the home link's text ('Go Home', 'Back to Home')
 * @param primary which of the two links is the primary button
 */
export function HomeAndProjectsLinks({ homeLabel, primary }: { homeLabel: string; primary: 'home' | 'projects' }) {
  const { isEnabled } = useFeatures();
  const variant = (link: 'home' | 'projects') => (link === primary ? 'primary' : 'secondary');
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      <Link to={paths.home} className={buttonClass(variant('home'))}>
        <House className="size-4" aria-hidden="true" />
        {homeLabel}
      </Link>
      {isEnabled('projects') ? (
        <Link to={paths.projects} className={buttonClass(variant('projects'))}>
          Browse Projects
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}

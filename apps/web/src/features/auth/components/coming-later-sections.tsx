import type { FeatureKey } from '@esdc/core/features';
import { isBuiltPath, paths } from '@esdc/core/routes';
import { Award, CalendarDays, GraduationCap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useFeatures } from '../../../lib/features';
import { ProfileSection } from './profile-section';
import { CartPreview, WishlistPreview } from './shop-previews';

interface LaterSection {
  title: string;
  empty: string;
  icon: LucideIcon;
  feature?: FeatureKey;
  link?: { to: string; label: string };
}

/**
 * The My Profile sections whose data arrives with later features (SPEC §2 Rich profile page: events, courses,
 * achievements), after the real Shopping Cart and Wishlist previews (issue 13). Until then each shows
 * its empty state, never sample numbers; a section is hidden when its feature is switched off, and its link
 * ('View All', 'Browse ...') shows only once its area is built (issue #10 §6).
 */
const SECTIONS: readonly LaterSection[] = [
  { title: 'My Events', empty: 'No upcoming events', icon: CalendarDays, feature: 'events', link: { to: paths.events, label: 'Browse events' } },
  { title: 'My Courses', empty: 'No courses yet', icon: GraduationCap, feature: 'lms', link: { to: paths.lms, label: 'Browse courses' } },
  { title: 'Achievements', empty: 'No achievements yet', icon: Award },
];

/** Renders the sections of {@link SECTIONS} whose feature is on. */
export function ComingLaterSections() {
  const { isEnabled } = useFeatures();
  return (
    <>
      {isEnabled('shop') ? (
        <>
          <CartPreview />
          <WishlistPreview />
        </>
      ) : null}
      {SECTIONS.filter((s) => !s.feature || isEnabled(s.feature)).map(({ title, empty, icon: Icon, link }) => (
        <ProfileSection
          key={title}
          title={title}
          action={
            link && isBuiltPath(link.to) ? (
              <Link to={link.to} className="text-sm font-semibold text-accent-text hover:underline">
                {link.label}
                <span className="sr-only"> ({title})</span>
              </Link>
            ) : undefined
          }
        >
          <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line px-4 py-8 text-center text-muted">
            <Icon className="size-7" aria-hidden="true" />
            <p className="font-medium">{empty}</p>
          </div>
        </ProfileSection>
      ))}
    </>
  );
}

import type { FeatureKey } from '@esdc/core/features';
import { isBuiltPath, paths } from '@esdc/core/routes';
import { Award, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useFeatures } from '../../../lib/features';
import { ContinueLearning } from '../../learning/public';
import { MyEventsPreview } from './my-events-preview';
import { ProfileEmpty } from './profile-empty';
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
 * The sections of My Profile after the member's projects (SPEC §2 Rich profile page): the Shopping Cart and Wishlist
 * previews, My Events (the member's upcoming registrations), My Courses (Continue Learning), then the areas whose data
 * arrives with later features (achievements), which show their empty state, never
 * sample numbers. A section is hidden when its feature is switched off, and a link ('Browse ...') shows only once its
 * area is built.
 */
const SECTIONS: readonly LaterSection[] = [{ title: 'Achievements', empty: 'No achievements yet', icon: Award }];

/** A section's link in its header ('Browse events'), named for screen readers with its section. */
function SectionLink({ to, label, section }: { to: string; label: string; section: string }) {
  return (
    <Link to={to} className="text-sm font-semibold text-accent-text hover:underline">
      {label}
      <span className="sr-only"> ({section})</span>
    </Link>
  );
}

/**
 * Renders the cart and wishlist, My Events, My Courses and the sections of {@link SECTIONS}, those whose feature is on.
 * @param userId the signed-in member
 */
export function ComingLaterSections({ userId }: { userId: number }) {
  const { isEnabled } = useFeatures();
  return (
    <>
      {isEnabled('shop') ? (
        <>
          <CartPreview />
          <WishlistPreview />
        </>
      ) : null}
      {isEnabled('events') ? (
        <ProfileSection title="My Events" action={<SectionLink to={paths.events} label="Browse events" section="My Events" />}>
          <MyEventsPreview userId={userId} />
        </ProfileSection>
      ) : null}
      {isEnabled('lms') ? (
        <ProfileSection title="My Courses" action={<SectionLink to={paths.certifications} label="Certificates" section="My Courses" />}>
          <ContinueLearning userId={userId} />
        </ProfileSection>
      ) : null}
      {SECTIONS.filter((s) => !s.feature || isEnabled(s.feature)).map(({ title, empty, icon, link }) => (
        <ProfileSection
          key={title}
          title={title}
          action={link && isBuiltPath(link.to) ? <SectionLink to={link.to} label={link.label} section={title} /> : undefined}
        >
          <ProfileEmpty icon={icon} text={empty} />
        </ProfileSection>
      ))}
    </>
  );
}

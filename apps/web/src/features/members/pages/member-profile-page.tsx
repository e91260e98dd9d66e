import { paths } from '@esdc/core/routes';
import { ArrowLeft, Pencil, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { ProfileCard } from '../components/profile-card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useFeatures } from '../../../lib/features';
import { useMemberProfile } from '../../../lib/members-api';
import { useSession } from '../../../lib/session';
import { MemberAbout } from '../components/member-about';
import { MemberProjects } from '../components/member-projects';
import { MemberStatsSection } from '../components/member-stats-section';
import { memberName } from '../components/member-name';
import { ButtonLink } from '../../../components/button-link';

function BackLink() {
  return (
    <Link to={paths.users} className="mb-6 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-accent-text hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Community Members
    </Link>
  );
}

/**
 * A member's public profile, /users/{username} (SPEC §2 Reusable profile card, Community Members; contract
 * `GET /api/users/by-username/{username}`): the profile card, stats (Points, Challenges, Rank '#n of N',
 * Projects, Likes received), location, company and website ('Not set'), and their projects.
 * Unknown usernames show 'User not found' with a link back to /users.
 */
export default function MemberProfilePage() {
  const { username = '' } = useParams();
  const session = useSession();
  const { isEnabled } = useFeatures();
  const profile = useMemberProfile(username);

  if (profile.isPending) {
    return (
      <Page title="Member Profile">
        <BackLink />
        <LoadingState message="Loading profile..." />
      </Page>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return (
        <Page title="User not found">
          <BackLink />
          <h1 className="sr-only">User not found</h1>
          <EmptyState
            icon={<UserX className="size-10" />}
            title="User not found"
            description={`There is no member called @${username}.`}
            action={<ButtonLink to={paths.users}>Browse Community Members</ButtonLink>}
          />
        </Page>
      );
    }
    return (
      <Page title="Member Profile" heading="Member Profile">
        <ErrorState title="Failed to load user profile" message={profile.error.message} onRetry={() => void profile.refetch()} />
      </Page>
    );
  }

  const member = profile.data;
  const isMe = session.user?.id === member.id;
  return (
    <Page title={memberName(member)}>
      <BackLink />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <ProfileCard user={member} titleAs="h1">
          {isMe ? (
            <Link to={paths.profile} className={`${buttonClass('secondary', 'sm')} w-full`}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Profile
            </Link>
          ) : null}
        </ProfileCard>
        <div className="flex min-w-0 flex-col gap-6">
          <MemberStatsSection stats={member.stats} />
          <MemberAbout member={member} />
          {/* A section whose feature is switched off is hidden (SPEC §2 Rich profile/dashboard page sections). */}
          {isEnabled('projects') ? <MemberProjects projects={member.projects} total={member.stats.projects} isMe={isMe} /> : null}
        </div>
      </div>
    </Page>
  );
}
